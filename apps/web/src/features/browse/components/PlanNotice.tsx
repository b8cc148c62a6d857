import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import { ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { useMediaTypes } from '../hooks';

/** Members whose plan does not include this type can still open its free titles; say so once. */
export function PlanNotice({ media }: { media: MediaType }) {
  const { t } = useTranslation();
  const types = useMediaTypes();
  const info = types.data?.find((entry) => entry.type === media);
  if (!info || info.inPlan) return null;
  return (
    <Notice
      tone="info"
      data-testid="plan-notice"
      action={
        <ButtonLink to="/account/membership" size="sm">
          {t('media.access.upgrade')}
        </ButtonLink>
      }
    >
      {t('browse.notInPlan', { type: t(`menu.${media}`) })}
    </Notice>
  );
}
