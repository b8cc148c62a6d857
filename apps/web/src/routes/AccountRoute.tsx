import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Notice } from '../ui/Notice';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { SectionState } from '../ui/SectionState';
import { useAccount, type AccountInfo } from '../features/account/hooks';
import { accountSection, type AccountFlowSlug, type AccountSectionSlug } from '../features/account/sections';
import { ProfileSection } from '../features/account/sections/ProfileSection';
import { EmailSection } from '../features/account/sections/EmailSection';
import { PasswordSection } from '../features/account/sections/PasswordSection';
import { AddressesPanel, StaffDiagnostics } from '../features/account/sections/Extras';
import { DemoDeactivation } from '../features/account/demo/DemoDeactivation';
import { ConfirmEmail } from '../features/account/sections/ConfirmEmail';
import { InvoicesSection, TransactionsSection } from '../features/account/sections/ListSections';
import { GiveawaysSection } from '../features/giveaways';
import { OrdersSection } from '../features/marketplace';
import { WalletSection } from '../features/wallet';
import { MembershipSection } from '../features/billing/components/MembershipSection';
import { CancelFlow } from '../features/billing/components/CancelFlow';
import { PaymentMethodsSection } from '../features/payment/components/PaymentMethodsSection';
import { PaymentReturnHandler } from '../features/payment/components/PaymentReturnHandler';
import { Component as NotFound } from './NotFoundRoute';

function Section({ slug, account }: { slug: AccountSectionSlug | AccountFlowSlug; account: AccountInfo }) {
  switch (slug) {
    case 'profile':
      return (
        <>
          <ProfileSection account={account} />
          <AddressesPanel account={account} />
          <StaffDiagnostics account={account} />
          <DemoDeactivation account={account} />
        </>
      );
    case 'email':
      return <EmailSection account={account} />;
    case 'password':
      return <PasswordSection />;
    case 'membership':
      return <MembershipSection account={account} />;
    case 'payment-methods':
      return <PaymentMethodsSection account={account} />;
    case 'transactions':
      return <TransactionsSection />;
    case 'invoices':
      return <InvoicesSection />;
    case 'orders':
      return <OrdersSection />;
    case 'wallet':
      return <WalletSection />;
    case 'giveaways':
      return <GiveawaysSection />;
    case 'cancel':
      return <CancelFlow account={account} />;
    case 'confirm-email':
      return <ConfirmEmail />;
  }
}

/** `account/{slug?}` (SPEC.md 2). */
export function Component() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const location = useLocation();
  const section = accountSection(slug);
  const account = useAccount();
  const title =
    section === 'cancel'
      ? t('billing.cancel.title')
      : section === 'confirm-email'
        ? t('account.email.confirmTitle')
        : section
          ? t(`account.nav.${section}`)
          : null;
  useDocumentTitle(title);

  if (!section || !title) return <NotFound />;
  // SPEC.md 8: a failed load of the member sends the member to the error screen.
  if (account.isError) throw account.error;
  const nav = section === 'cancel' ? 'membership' : section === 'confirm-email' ? 'email' : section;
  const notice = (location.state as { notice?: string } | null)?.notice;

  return (
    <AccountLayout current={nav} title={title}>
      {account.isPending ? (
        <SectionState kind="loading" title={t('account.common.loading')} />
      ) : account.data ? (
        <>
          <PaymentReturnHandler account={account.data} />
          {notice === 'addressSaved' ? (
            <Notice tone="success" role="status" data-testid="form-success">
              {t('account.messages.saved')}
            </Notice>
          ) : null}
          {account.data.accountState === 'not_active' && section !== 'membership' ? (
            <Notice tone="warning" role="status" data-testid="notice-inactive">
              {t('account.notices.inactive')}
            </Notice>
          ) : account.data.accountState === 'no_subscription' && section === 'profile' ? (
            <Notice tone="info" role="status" data-testid="notice-no-subscription">
              {t('account.notices.noSubscription')}
            </Notice>
          ) : null}
          <Section slug={section} account={account.data} />
        </>
      ) : (
        <SectionState kind="error" title={t('account.common.loadFailed')} />
      )}
    </AccountLayout>
  );
}
