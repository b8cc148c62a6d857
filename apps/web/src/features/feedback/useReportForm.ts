import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TEXT_MAX, feedbackTextLength, issueTypesFor, issuesFor } from '@member-area/domain';
import { FeedbackRefused, useSendFeedback } from './hooks';
import { canSendReport, reportErrorSource } from './report-rules';

/**
 * The report's state: the kind of problem, one of its issues for this media type, the text (its
 * length against the bound), and the request that sends it.
 */
export function useReportForm(mediaType: string, mediaId: string | null) {
  const { t, i18n } = useTranslation();
  const send = useSendFeedback();
  const [issueType, setIssueType] = useState<number | null>(null);
  const [issueId, setIssueId] = useState<number | null>(null);
  const [text, setText] = useState('');

  const types = issueTypesFor(mediaType);
  const issues = issueType == null ? [] : issuesFor(mediaType).filter((i) => i.type === issueType);
  const length = feedbackTextLength(text.trim());
  const tooLong = length > FEEDBACK_TEXT_MAX;
  const canSend = canSendReport({ issueType, issueId, tooLong, pending: send.isPending });

  const errorText = (error: unknown): string => {
    const refused = error instanceof FeedbackRefused ? error : null;
    const source = reportErrorSource(refused?.errorCode ?? 'failed', refused?.serverMessage ?? null, (key) =>
      i18n.exists(key),
    );
    if ('text' in source) return source.text;
    return source.withMax ? t(source.key, { max: FEEDBACK_TEXT_MAX }) : t(source.key);
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

  const chooseIssue = (issue: number) => {
    setIssueId(issue);
    send.reset();
  };

  return {
    send,
    types,
    issues,
    issueType,
    issueId,
    text,
    setText,
    length,
    tooLong,
    canSend,
    errorText,
    submit,
    chooseType,
    chooseIssue,
  };
}
