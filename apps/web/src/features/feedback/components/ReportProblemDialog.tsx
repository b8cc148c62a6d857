import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TEXT_MAX, feedbackTextLength, issueTypesFor, issuesFor } from '@member-area/domain';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { FeedbackRefused, useSendFeedback } from '../hooks';
import styles from './ReportProblemDialog.module.css';

export interface ReportProblemDialogProps {
  open: boolean;
  onClose(): void;
  mediaType: string;
  /** The catalogue title, or null for a problem with the player itself. */
  mediaId: string | null;
  mediaTitle: string;
}

/**
 * "Report a problem" (SPEC.md 3 'Feedback'): the kind of problem, then one of that kind's issues for
 * this media type, optional text, send, thanks. Opened by every player's host and by details pages.
 */
export function ReportProblemDialog(props: ReportProblemDialogProps) {
  // Mounting the form only while open starts every report from a clean form.
  return props.open ? <ReportProblemForm {...props} /> : null;
}

function ReportProblemForm({ onClose, mediaType, mediaId, mediaTitle }: ReportProblemDialogProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const [issueType, setIssueType] = useState<number | null>(null);
  const [issueId, setIssueId] = useState<number | null>(null);
  const [text, setText] = useState('');

  const types = issueTypesFor(mediaType);
  const issues = issueType == null ? [] : issuesFor(mediaType).filter((i) => i.type === issueType);
  const length = feedbackTextLength(text.trim());
  const tooLong = length > FEEDBACK_TEXT_MAX;
  const canSend = issueType != null && issueId != null && !tooLong && !send.isPending;

  const errorText = (error: unknown): string => {
    const code = error instanceof FeedbackRefused ? error.errorCode : 'failed';
    if (i18n.exists(`feedback.errors.${code}`))
      return t(`feedback.errors.${code}`, { max: FEEDBACK_TEXT_MAX });
    if (error instanceof FeedbackRefused && error.serverMessage) return error.serverMessage;
    if (i18n.exists(`errors.${code}`)) return t(`errors.${code}`);
    return t('feedback.errors.failed');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend || issueType == null || issueId == null) return;
    send.mutate({ mediaType, mediaId, issueType, issueId, text: text.trim() });
  };

  const chooseType = (type: number) => {
    setIssueType(type);
    setIssueId(null); // an issue of the previous type would not be valid for this one
    send.reset();
  };

  const formId = `${id}-form`;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const titleText = t('feedback.title');

  if (send.isSuccess) {
    // Its own key: a fresh dialog runs its open focus again, onto Done (the Send button is gone).
    return (
      <Dialog
        key="thanks"
        open
        onOpenChange={(next) => (next ? undefined : onClose())}
        title={titleText}
        closeLabel={t('feedback.close')}
        focusMainAction
        data-testid="report-problem-dialog"
        footer={
          <Button onClick={onClose} data-testid="report-problem-done">
            {t('feedback.thanks.done')}
          </Button>
        }
      >
        <div className={styles.thanks} role="status" data-testid="report-problem-thanks">
          <span className={styles.thanksIcon} aria-hidden="true">
            <Icon name="check-circle" size={32} />
          </span>
          <p className={styles.thanksTitle}>{t('feedback.thanks.title')}</p>
          <p className={styles.thanksText}>{t('feedback.thanks.text')}</p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="form"
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={titleText}
      description={t('feedback.about', { title: mediaTitle })}
      closeLabel={t('feedback.close')}
      busy={send.isPending}
      data-testid="report-problem-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('feedback.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!canSend}
            loading={send.isPending}
            loadingLabel={t('feedback.sending')}
            data-testid="report-problem-send"
          >
            {t('feedback.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
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
                  onChange={() => chooseType(type.id)}
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
                    onChange={() => {
                      setIssueId(issue.id);
                      send.reset();
                    }}
                  />
                  <span className={styles.radio} aria-hidden="true" />
                  <span>{t(`feedback.issues.${issue.key}`)}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <div className={styles.group}>
          <label className={styles.legend} htmlFor={`${id}-text`}>
            {t('feedback.textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className={[styles.text, tooLong ? styles.textInvalid : ''].join(' ')}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
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

        {tooLong ? (
          <Notice tone="danger" role="alert">
            {t('feedback.errors.text_too_long', { max: FEEDBACK_TEXT_MAX })}
          </Notice>
        ) : send.isError ? (
          <Notice tone="danger" role="alert" data-testid="report-problem-error">
            {errorText(send.error)}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
