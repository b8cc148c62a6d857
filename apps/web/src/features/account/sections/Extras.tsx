import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../app/countries';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/PanelContent.module.css';
import accountStyles from '../components/Account.module.css';
import { type AccountInfo } from '../hooks';

/** The member's addresses with links to `account/change-address/{id}`. */
export function AddressesPanel({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation();
  const countries = new Map(countryOptions(i18n.language).map((option) => [option.value, option.label]));
  return (
    <Panel
      title={t('account.address.listTitle')}
      data-testid="addresses"
      actions={
        <ButtonLink
          to="/account/change-address/new/profile"
          size="sm"
          variant="secondary"
          icon={<Icon name="map-pin" size={16} />}
          data-testid="address-add"
        >
          {t('account.address.add')}
        </ButtonLink>
      }
    >
      {account.addresses.length === 0 ? (
        <p className={styles.muted}>{t('account.address.none')}</p>
      ) : (
        <ul className={styles.list}>
          {account.addresses.map((address) => (
            <li key={address.id} className={styles.listItem} data-testid="address">
              <div>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                {address.isDefault ? (
                  <span className={`${styles.badge} ${styles.badgeAccent}`}>
                    {' '}
                    {t('account.address.shipping')}
                  </span>
                ) : null}
                <div className={styles.muted}>
                  {[
                    address.address,
                    address.apartmentSuite,
                    address.city,
                    address.state,
                    address.postcode,
                    countries.get(address.country) ?? address.country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </div>
              </div>
              <ButtonLink
                to={`/account/change-address/${address.id}/profile`}
                size="sm"
                variant="ghost"
                data-testid="address-change"
              >
                {t('account.address.change')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Staff (one of the four staff domains) see what the app resolved for this brand and member. */
export function StaffDiagnostics({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const diagnostics = account.staffDiagnostics;
  if (!account.isStaff || !diagnostics) return null;
  const lines = [
    `brand        ${diagnostics.brandName} (${diagnostics.brandId})`,
    `layout       ${diagnostics.layout}`,
    `brand tags   ${diagnostics.brandTags.join(', ') || '—'}`,
    `member tags  ${diagnostics.memberTags.join(', ') || '—'}`,
    `env          ${diagnostics.appEnv} · ${diagnostics.dialect}`,
    `build        ${diagnostics.buildVersion} · ${diagnostics.buildCommit} · ${diagnostics.buildTime}`,
    `web build    ${import.meta.env.MODE}`,
  ];
  return (
    <Panel
      title={t('account.staff.title')}
      description={t('account.staff.description')}
      data-testid="staff-diagnostics"
    >
      <pre className={accountStyles.diag}>{lines.join('\n')}</pre>
    </Panel>
  );
}
