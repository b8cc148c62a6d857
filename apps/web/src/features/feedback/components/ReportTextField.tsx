import { useTranslation } from 'react-i18next';
import { FEEDBACK_TEXT_MAX } from '@member-area/domain';
import styles from './ReportProblemDialog.module.css';

/** The optional text, with its hint and a counter that turns red past the bound. */
export function ReportTextField({
  id,
  text,
  length,
  tooLong,
  onChange,
}: {
  /** The form's id, the prefix of the field's, the hint's and the counter's ids. */
  id: string;
  text: string;
  length: number;
  tooLong: boolean;
  onChange(text: string): void;
}) {
  const { t } = useTranslation();
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.group}>
      <label className={styles.legend} htmlFor={`${id}-text`}>
        {t('feedback.textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className={[styles.text, tooLong ? styles.textInvalid : ''].join(' ')}
        rows={4}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${hintId} ${counterId}`}
        data-testid="report-problem-text"
      />
      <div className={styles.textFoot}>
        <span id={hintId} className={styles.hint}>
          {t('feedback.textHint')}
        </span>
        <span
          id={counterId}
          className={[styles.counter, tooLong ? styles.counterOver : ''].join(' ')}
          aria-label={t('feedback.counterLabel', { count: length, max: FEEDBACK_TEXT_MAX })}
          data-testid="report-problem-counter"
        >
          {t('feedback.counter', { count: length, max: FEEDBACK_TEXT_MAX })}
        </span>
      </div>
    </div>
  );
}
