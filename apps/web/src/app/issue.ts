/**
 * The "issue flag" of SPEC.md 8: what sent the member to the error screen, so the screen can show a
 * reference to quote to support and retry where they were.
 */
export interface Issue {
  errorCode: string;
  transactionId: string | null;
  from: string;
  at: number;
}

let current: Issue | null = null;

export function setIssue(issue: Issue): void {
  current = issue;
}

export function getIssue(): Issue | null {
  return current;
}

export function clearIssue(): void {
  current = null;
}
