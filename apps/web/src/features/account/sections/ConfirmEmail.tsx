import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { ButtonLink } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { confirmEmailChangeMutation } from '../api';
import { Panel } from '../../../ui/Panel';
import { SectionState } from '../../../ui/SectionState';
import styles from '../../../ui/Form.module.css';
import { useRefreshAccount } from '../hooks';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';

/** The mailed link `/account/confirm-email?key=…` applies the pending e-mail change. */
export function ConfirmEmail() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const [result, setResult] = useState<{ ok: true; email: string } | { ok: false; message: string } | null>(
    null,
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      try {
        if (!key) throw new Error('missing key');
        const payload = ensureSucceeded(
          (await gqlRequest(confirmEmailChangeMutation, { key })).member.confirmEmailChange,
        );
        await refresh();
        setResult({ ok: true, email: payload.member?.email ?? '' });
      } catch (error) {
        setResult({
          ok: false,
          message: key ? errorMessage(error) : t('account.errors.email_link_invalid'),
        });
      }
    };
    void run();
  }, [key, refresh, errorMessage, t]);

  return (
    <Panel title={t('account.email.confirmTitle')}>
      {result === null ? (
        <SectionState kind="loading" title={t('account.email.confirming')} />
      ) : result.ok ? (
        <Notice tone="success" role="status" data-testid="email-confirmed">
          {t('account.email.confirmed', { email: result.email })}
        </Notice>
      ) : (
        <Notice tone="danger" role="alert" data-testid="email-confirm-failed">
          {result.message}
        </Notice>
      )}
      <div className={styles.formActions}>
        <ButtonLink to="/account/email" variant="secondary">
          {t('account.common.back')}
        </ButtonLink>
      </div>
    </Panel>
  );
}
