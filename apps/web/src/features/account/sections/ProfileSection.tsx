import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format';
import { FactList } from '../../../ui/FactList';
import { Panel } from '../../../ui/Panel';
import badges from '../../../ui/Badge.module.css';
import { ExplorerBadge } from '../../onboarding';
import { AccountForm } from '../components/AccountForm';
import { useTimezones, type AccountInfo } from '../hooks';
import { AvatarPanel } from '../profile/AvatarPanel';
import { ProfileFields } from '../profile/ProfileFields';
import { useProfileForm } from '../profile/useProfileForm';

/** The profile tab: the picture, the explorer badge, the account's facts and the profile form. */
export function ProfileSection({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation();
  const timezones = useTimezones();
  const { form, errors, formError, saved, saving, set, setValue, submit } = useProfileForm(account);
  const zones = timezones.data ?? [{ id: account.timezone, label: account.timezone, offset: '' }];

  return (
    <>
      <AvatarPanel account={account} />
      <ExplorerBadge />
      <Panel
        title={t('account.profile.title')}
        description={t('account.profile.description')}
        actions={<AccountKindBadges account={account} />}
      >
        <FactList
          items={[
            { label: t('account.profile.email'), value: account.email, testId: 'profile-email' },
            {
              label: t('account.profile.joined'),
              value: formatDate(account.createdAt, i18n.language),
              testId: 'profile-joined',
            },
            { label: t('account.profile.reference'), value: account.referenceNumber },
          ]}
        />
        <AccountForm
          onSubmit={submit}
          saving={saving}
          submitLabel={t('account.common.save')}
          success={saved ? { text: t('account.messages.saved') } : null}
          error={formError}
          saveTestId="profile-save"
          data-testid="profile-form"
        >
          <ProfileFields
            form={form}
            errors={errors}
            set={set}
            setValue={setValue}
            zones={zones}
            zonesPending={timezones.isPending}
          />
        </AccountForm>
      </Panel>
    </>
  );
}

/** Demo, test and staff accounts say so (SPEC.md 6 visitor and member kinds). */
function AccountKindBadges({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const kinds = [
    account.isDemo ? 'demo' : null,
    account.isTest ? 'test' : null,
    account.isStaff ? 'staff' : null,
  ].filter((kind): kind is 'demo' | 'test' | 'staff' => kind !== null);
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((kind) => (
        <span
          key={kind}
          className={`${badges.badge} ${badges.badgeAccent}`}
          data-testid={`account-kind-${kind}`}
        >
          {t(`account.profile.kind.${kind}`)}
        </span>
      ))}
    </>
  );
}
