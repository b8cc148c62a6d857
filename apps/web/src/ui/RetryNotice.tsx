import { Button } from './Button';
import { Notice } from './Notice';

/** A read that failed, told in place, with a button that tries it again. */
export function RetryNotice({
  message,
  retryLabel,
  onRetry,
  'data-testid': testId,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  'data-testid'?: string;
}) {
  return (
    <Notice
      tone="danger"
      role="alert"
      data-testid={testId}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
