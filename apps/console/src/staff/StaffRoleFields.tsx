import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@member-area/domain';
import { RetryNotice } from '@web/ui/RetryNotice';
import { SelectField } from '@web/ui/SelectField';
import { CheckboxList } from '../brands/controls';

/** A role and, for every role but owner (who holds every brand), the brands it works on. */
export function StaffRoleFields({
  role,
  brandIds,
  brands,
  onRole,
  onBrands,
  brandsError,
  brandsFailed,
  onRetryBrands,
}: {
  role: StaffRole;
  brandIds: readonly string[];
  brands: readonly { id: string; name: string }[];
  onRole(role: StaffRole): void;
  onBrands(brandIds: string[]): void;
  brandsError?: string | null;
  /** The brand choices could not be read: say so, with a retry, instead of an empty list. */
  brandsFailed?: boolean;
  onRetryBrands?(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('staff.role')}
        hint={t(`staff.roleHelp.${role}`)}
        options={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        onChange={(event) => onRole(event.target.value as StaffRole)}
        data-testid="staff-role"
      />
      {role === 'owner' ? (
        <p className="console-muted">{t('staff.ownerBrands')}</p>
      ) : brandsFailed ? (
        <RetryNotice
          message={t('staff.brandsFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => onRetryBrands?.()}
          data-testid="staff-brands-failed"
        />
      ) : (
        <CheckboxList
          legend={t('staff.brands')}
          options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
          checked={brandIds}
          onChange={onBrands}
          error={brandsError}
          columns
          data-testid="staff-brands"
        />
      )}
    </>
  );
}
