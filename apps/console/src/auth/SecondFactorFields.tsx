import { useTranslation } from 'react-i18next';
import { TextField } from '@web/ui/Field';
import type { SecondFactor } from '../app/auth-api';

/** Six digits of an authenticator app (RFC 6238): what the TOTP fields accept. */
export const TOTP_CODE = /^\d{6}$/;

/** A code as typed (spaces and dashes allowed) reduced to what the server checks. */
export function cleanCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The factor to send: the six digits, or a recovery code when the staff member chose that. */
export function secondFactorOf(value: string, useRecovery: boolean): SecondFactor | null {
  const cleaned = cleanCode(value);
  if (useRecovery) return cleaned ? { recoveryCode: cleaned } : null;
  return TOTP_CODE.test(cleaned) ? { code: cleaned } : null;
}

/** The code field of the sign-in's second step and of "confirm it's you": TOTP or a recovery code. */
export function SecondFactorField({
  value,
  onChange,
  useRecovery,
  error,
  autoFocus,
}: {
  value: string;
  onChange(value: string): void;
  useRecovery: boolean;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return useRecovery ? (
    <TextField
      key="recovery"
      label={t('auth.recoveryCode')}
      hint={t('auth.recoveryCodeHint')}
      name="recoveryCode"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoFocus={autoFocus}
      required
      data-testid="recovery-code"
    />
  ) : (
    <TextField
      key="totp"
      label={t('auth.totpCode')}
      hint={t('auth.totpCodeHint')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoFocus={autoFocus}
      required
      data-testid="totp-code"
    />
  );
}
