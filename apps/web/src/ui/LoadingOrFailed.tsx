import { Notice } from './Notice';
import { Spinner } from './Spinner';

/** A screen's read while it loads (a spinner that says `loading`) or once it failed (an alert). */
export function LoadingOrFailed({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean };
  loading: string;
  failed: string;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  return (
    <Notice tone="danger" role="alert">
      {failed}
    </Notice>
  );
}
