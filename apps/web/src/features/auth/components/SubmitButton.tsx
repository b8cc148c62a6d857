import { Button } from '../../../ui/Button';

/**
 * The one wide button of a sign-in or recovery form. While the form is sending it shows a spinner and
 * says `busyLabel` (to the eye and to screen readers) instead of `label`.
 */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  'data-testid': testId,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  'data-testid'?: string;
}) {
  return (
    <Button type="submit" size="lg" block loading={submitting} loadingLabel={busyLabel} data-testid={testId}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
