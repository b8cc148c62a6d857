import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TEXT_MAX } from '@member-area/domain';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { useReportForm } from '../useReportForm';
import { ReportIssueChoice } from './ReportIssueChoice';
import { ReportTextField } from './ReportTextField';
import { ReportThanks } from './ReportThanks';
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
  const { t } = useTranslation();
  const id = useId();
  const report = useReportForm(mediaType, mediaId);
  const { send, tooLong } = report;
  const formId = `${id}-form`;

  if (send.isSuccess) return <ReportThanks onClose={onClose} />;

  return (
    <Dialog
      key="form"
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('feedback.title')}
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
            disabled={!report.canSend}
            loading={send.isPending}
            loadingLabel={t('feedback.sending')}
            data-testid="report-problem-send"
          >
            {t('feedback.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={report.submit} noValidate>
        <ReportIssueChoice
          id={id}
          types={report.types}
          issues={report.issues}
          issueType={report.issueType}
          issueId={report.issueId}
          onType={report.chooseType}
          onIssue={report.chooseIssue}
        />
        <ReportTextField
          id={id}
          text={report.text}
          length={report.length}
          tooLong={tooLong}
          onChange={report.setText}
        />
        {tooLong ? (
          <Notice tone="danger" role="alert">
            {t('feedback.errors.text_too_long', { max: FEEDBACK_TEXT_MAX })}
          </Notice>
        ) : send.isError ? (
          <Notice tone="danger" role="alert" data-testid="report-problem-error">
            {report.errorText(send.error)}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
