import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { FormError } from '@web/ui/FormError';
import { authApi, type EnrolAnswer, type EnrolChallenge } from '../app/auth-api';
import { ApiError } from '../app/http';
import { errorText } from '../app/errors';
import { SecondFactorField, secondFactorOf } from './SecondFactorFields';
import { recoveryCodesHref, recoveryCodesText } from './recovery-codes';
import styles from './EnrolStep.module.css';

/** The server's QR code (an SVG document) as an image source. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret in groups of four, easier to type into an authenticator by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * TOTP enrolment (docs/console.md "Sign-in" 3): scan the QR code or type the secret, then prove it
 * with a first code; the server answers the staff member and the ten recovery codes.
 */
export function EnrolStep({
  challenge,
  onEnrolled,
}: {
  challenge: EnrolChallenge;
  onEnrolled(answer: EnrolAnswer): void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const factor = secondFactorOf(code, false);
    if (!factor || !('code' in factor)) {
      setFieldError(t('auth.totpCodeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      onEnrolled(await authApi.enrol(factor.code));
    } catch (caught) {
      const codeOf = caught instanceof ApiError ? caught.errorCode : 'internal_error';
      if (codeOf === 'invalid_code') setFieldError(errorText(t, codeOf));
      else setError(errorText(t, codeOf));
      setBusy(false);
    }
  }

  return (
    <div className={styles.enrol} data-testid="enrol-step">
      <p>{t('auth.enrolIntro')}</p>
      <ol className={styles.steps}>
        <li>
          <h2 className={styles.stepTitle}>{t('auth.enrolScan')}</h2>
          <img
            className={styles.qr}
            src={svgDataUrl(challenge.qrSvg)}
            alt={t('auth.enrolQrAlt')}
            width={200}
            height={200}
            data-testid="enrol-qr"
          />
        </li>
        <li>
          <h2 className={styles.stepTitle}>{t('auth.enrolManual')}</h2>
          <p className={styles.secret}>
            <span className="visually-hidden">{t('auth.enrolSecret')} </span>
            <code data-testid="enrol-secret">{groupedSecret(challenge.secret)}</code>
          </p>
        </li>
        <li>
          <h2 className={styles.stepTitle}>{t('auth.enrolCodeStep')}</h2>
          <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
            <FormError message={error} />
            <SecondFactorField value={code} onChange={setCode} useRecovery={false} error={fieldError} />
            <Button type="submit" loading={busy} block data-testid="enrol-submit">
              {t('auth.enrolSubmit')}
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}

/** The ten recovery codes, shown once: copy, download, then "I have saved them". */
export function RecoveryCodesStep({ codes, onContinue }: { codes: readonly string[]; onContinue(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(t('auth.recoveryFileHeading'), codes);
  return (
    <div className={styles.enrol} data-testid="recovery-codes">
      <p>{t('auth.recoveryIntro')}</p>
      <ol className={styles.codes} aria-label={t('auth.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-form-actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
          data-testid="recovery-copy"
        >
          {t('auth.recoveryCopy')}
        </Button>
        <a
          className={styles.download}
          href={recoveryCodesHref(text)}
          download="console-recovery-codes.txt"
          data-testid="recovery-download"
        >
          {t('auth.recoveryDownload')}
        </a>
      </div>
      <p role="status" className={styles.status}>
        {copied === true ? t('auth.recoveryCopied') : copied === false ? t('auth.recoveryCopyFailed') : ''}
      </p>
      <label className="console-check">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          data-testid="recovery-saved"
        />
        <span>{t('auth.recoverySaved')}</span>
      </label>
      <Button onClick={onContinue} disabled={!saved} block data-testid="recovery-continue">
        {t('auth.recoveryContinue')}
      </Button>
    </div>
  );
}
