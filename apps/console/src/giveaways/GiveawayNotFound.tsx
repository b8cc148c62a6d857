import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';

/** A giveaway's screen when the giveaway is unknown to the brand: the screen's title and the way back to the list. */
export function GiveawayNotFound({ title, brandId }: { title: string; brandId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="console-page-title">{title}</h1>
      <SectionState
        kind="empty"
        title={t('giveaways.notFound')}
        action={
          <ButtonLink to={`/brands/${encodeURIComponent(brandId)}/giveaways`}>
            {t('giveaways.backToList')}
          </ButtonLink>
        }
        data-testid="not-found"
      />
    </>
  );
}
