import { useTranslation } from 'react-i18next';
import styles from './ReportProblemDialog.module.css';

interface Choice {
  id: number;
  key: string;
}

/** The kind of problem (chips), then one of that kind's issues (radios), disabled until a kind is chosen. */
export function ReportIssueChoice({
  id,
  types,
  issues,
  issueType,
  issueId,
  onType,
  onIssue,
}: {
  /** The form's id, the prefix of the radio groups' names. */
  id: string;
  types: readonly Choice[];
  issues: readonly Choice[];
  issueType: number | null;
  issueId: number | null;
  onType(type: number): void;
  onIssue(issue: number): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('feedback.typeLegend')}</legend>
        <div className={styles.types}>
          {types.map((type) => (
            <label key={type.id} className={styles.chip} data-testid={`report-type-${type.id}`}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type.id}
                checked={issueType === type.id}
                onChange={() => onType(type.id)}
              />
              <span>{t(`feedback.types.${type.key}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group} disabled={issueType == null}>
        <legend className={styles.legend}>{t('feedback.issueLegend')}</legend>
        {issueType == null ? (
          <p className={styles.placeholder}>{t('feedback.chooseTypeFirst')}</p>
        ) : (
          <div className={styles.issues} data-testid="report-issues">
            {issues.map((issue) => (
              <label key={issue.id} className={styles.issue} data-testid={`report-issue-${issue.id}`}>
                <input
                  type="radio"
                  name={`${id}-issue`}
                  value={issue.id}
                  checked={issueId === issue.id}
                  onChange={() => onIssue(issue.id)}
                />
                <span className={styles.radio} aria-hidden="true" />
                <span>{t(`feedback.issues.${issue.key}`)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}
