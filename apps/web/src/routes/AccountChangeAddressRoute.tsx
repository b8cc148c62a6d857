import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { SectionState } from '../ui/SectionState';
import { useAccount } from '../features/account/hooks';
import { accountPath, accountSection, type AccountSectionSlug } from '../features/account/sections';
import { ChangeAddress } from '../features/account/sections/ChangeAddress';

/** `account/change-address/{id}/{slug?}`: slug names the section to return to (default profile). */
export function Component() {
  const { t } = useTranslation();
  const { id = 'new', slug } = useParams();
  const account = useAccount();
  const title = id === 'new' ? t('account.address.addTitle') : t('account.address.title');
  useDocumentTitle(title);
  const back = accountSection(slug);
  const returnSection: AccountSectionSlug =
    back && back !== 'cancel' && back !== 'confirm-email' ? back : 'profile';
  if (account.isError) throw account.error;
  return (
    <AccountLayout current={returnSection} title={title}>
      {account.data ? (
        <ChangeAddress key={id} account={account.data} id={id} returnTo={accountPath(returnSection)} />
      ) : (
        <SectionState kind="loading" title={t('account.common.loading')} />
      )}
    </AccountLayout>
  );
}
