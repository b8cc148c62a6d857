import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../app/countries';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { useSession } from '../../../app/session';
import { Button, ButtonLink } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { FormError } from '../../auth';
import { deactivateDemoAccountMutation } from '../api';
import { Panel } from '../../../ui/Panel';
import styles from '../../../ui/PanelContent.module.css';
import accountStyles from '../components/Account.module.css';
import { type AccountInfo } from '../hooks';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';

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

/** SPEC.md 4: a demo (free) account can be deactivated, which deletes it and all its data. */
export function DemoDeactivation({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useSafeNavigate();
  const errorMessage = useResultErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  if (!account.isDemo) return null;

  const deactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      ensureSucceeded((await gqlRequest(deactivateDemoAccountMutation)).member.deactivateDemoAccount);
      setDeleted(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    // The account and its sessions are gone on the server: drop the local session too.
    session.expire();
    navigate('/login', { replace: true });
  };

  return (
    <Panel
      tone="danger"
      title={t('account.demo.title')}
      description={t('account.demo.description')}
      data-testid="demo-deactivation"
      actions={
        <Button
          variant="danger"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          data-testid="demo-deactivate"
        >
          {t('account.demo.action')}
        </Button>
      }
    >
      <Dialog
        open={open}
        onOpenChange={(next) => (deleted ? leave() : setOpen(next))}
        busy={busy}
        title={deleted ? t('account.demo.deletedTitle') : t('account.demo.confirmTitle')}
        description={
          deleted ? t('account.demo.deleted') : t('account.demo.confirmText', { email: account.email })
        }
        closeLabel={t('account.common.close')}
        data-testid="demo-dialog"
        footer={
          deleted ? (
            <Button onClick={leave} data-testid="demo-done">
              {t('account.demo.done')}
            </Button>
          ) : (
            <>
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
                {t('account.common.cancel')}
              </Button>
              <Button
                variant="danger"
                onClick={() => void deactivate()}
                loading={busy}
                data-testid="demo-confirm"
              >
                {t('account.demo.confirm')}
              </Button>
            </>
          )
        }
      >
        {/* Dialog leaves out its body when it has no children: only an error makes one. */}
        {error ? <FormError message={error} /> : null}
      </Dialog>
    </Panel>
  );
}
