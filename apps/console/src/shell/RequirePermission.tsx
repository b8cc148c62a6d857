import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAllows, type StaffPermission } from '@member-area/domain';
import { EmptyState } from '@web/ui/EmptyState';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';

/** A screen the role may not use says so (the server refuses it anyway; this spares a round trip). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const staff = useStaff();
  if (roleAllows(staff.role, permission)) return <>{children}</>;
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
