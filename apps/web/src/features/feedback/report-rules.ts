/** Where a refused report's message comes from: a locale key (with the text bound) or the server's words. */
export type ReportErrorSource = { key: string; withMax?: boolean } | { text: string };

/**
 * The message for a report that was not stored: feedback's own text for the code, else the server's
 * translated message, else the shared text for the code, else "could not send".
 */
export function reportErrorSource(
  code: string,
  serverMessage: string | null,
  hasKey: (key: string) => boolean,
): ReportErrorSource {
  if (hasKey(`feedback.errors.${code}`)) return { key: `feedback.errors.${code}`, withMax: true };
  if (serverMessage) return { text: serverMessage };
  if (hasKey(`errors.${code}`)) return { key: `errors.${code}` };
  return { key: 'feedback.errors.failed' };
}

/** A report goes once a kind and one of its issues are chosen and the text is within its bound. */
export function canSendReport(report: {
  issueType: number | null;
  issueId: number | null;
  tooLong: boolean;
  pending: boolean;
}): boolean {
  return report.issueType != null && report.issueId != null && !report.tooLong && !report.pending;
}
