import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui/Notice';
import { Panel } from '../../../ui/Panel';
import { type AccountInfo } from '../../account';
import { CurrentMembership } from './CurrentMembership';
import { PlansPanel } from './PlansPanel';

export function MembershipSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const membership = account.membership;
  return (
    <>
      {account.accountState === 'not_active' ? (
        <Notice tone="warning" role="status" data-testid="notice-inactive">
          {t('account.notices.inactive')}
        </Notice>
      ) : null}
      {membership ? (
        <CurrentMembership account={account} membership={membership} />
      ) : (
        <Panel title={t('billing.membership.title')}>
          <Notice tone="info" role="status" data-testid="notice-no-subscription">
            {t('account.notices.noSubscription')}
          </Notice>
        </Panel>
      )}
      <PlansPanel account={account} />
    </>
  );
}
