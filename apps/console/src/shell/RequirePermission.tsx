import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAllows, staffMay, type StaffPermission } from '@member-area/domain';
import { EmptyState } from '@web/ui/EmptyState';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';

/**
 * A screen the role may not use says so (the server refuses it anyway; this spares a round trip).
 * With `brandId`, the permission must hold on that brand (a brand admin of another brand is refused).
 */
export function RequirePermission({
  permission,
  brandId,
  children,
}: {
  permission: StaffPermission;
  brandId?: string;
  children: ReactNode;
}) {
  const staff = useStaff();
  const allowed =
    brandId === undefined ? roleAllows(staff.role, permission) : staffMay(staff, permission, brandId);
  if (allowed) return <>{children}</>;
  return <Forbidden />;
}

function Forbidden() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.forbiddenTitle'));
  return (
    <>
      <h1 className="console-page-title">{t('common.forbiddenTitle')}</h1>
      <EmptyState icon="lock" title={t('common.forbiddenTitle')} data-testid="forbidden">
        {t('errors.forbidden')}
      </EmptyState>
    </>
  );
}
