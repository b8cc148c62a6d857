import { useTranslation } from 'react-i18next';
import type { DrawVerification } from '@member-area/domain';
import styles from './Draws.module.css';

/**
 * A check's values as the page shows them: data (hashes, counts, pseudonyms) as they are; the
 * domain's English placeholders for a value it could not compute (they contain spaces) are left out,
 * the failed check before it says why; an unpublished value is said in the reader's language.
 */
const NOT_PUBLISHED = 'not published';
const isDatum = (value: string | undefined): value is string => value !== undefined && !/\s/.test(value);

/** One check of the verification: its verdict and, when it failed, the expected and published values. */
export function VerifyCheck({ check }: { check: DrawVerification['checks'][number] }) {
  const { t } = useTranslation();
  return (
    <li className={check.ok ? styles.checkOk : styles.checkFail} data-check={check.name}>
      <span className={styles.checkMark} aria-hidden="true">
        {check.ok ? '✓' : '✗'}
      </span>
      <span>
        <span className="visually-hidden">
          {check.ok ? t('draws.verify.passed') : t('draws.verify.failed')}:{' '}
        </span>
        {t(`draws.verify.checks.${check.name}`)}
        {check.ok ? null : (
          <span className={styles.checkDetail}>
            {isDatum(check.expected) ? (
              <span>{t('draws.verify.expected', { value: check.expected })}</span>
            ) : null}
            {check.actual === NOT_PUBLISHED || isDatum(check.actual) ? (
              <span>
                {t('draws.verify.published', {
                  value: check.actual === NOT_PUBLISHED ? t('draws.verify.notPublished') : check.actual,
                })}
              </span>
            ) : null}
          </span>
        )}
      </span>
    </li>
  );
}
