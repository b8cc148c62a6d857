import { useEffect, useMemo } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ChunkLoadError, isChunkLoadError } from './lazy';
import { ChunkLoadErrorScreen } from '../features/status/components/ChunkLoadErrorScreen';
import { ErrorScreen } from '../features/status/components/ErrorScreen';
import { errorCodeOfUnknown } from './error-code';
import { GraphQLRequestError } from './graphql';

/** What a route shows when its chunk, loader or render failed. */
export function RouteErrorBoundary({ fullscreen }: { fullscreen?: boolean }) {
  const error = useRouteError();
  const location = useLocation();
  useEffect(() => {
    console.warn('[router] route failed', error);
  }, [error]);
  const issue = useMemo(
    () => ({
      errorCode: errorCodeOfUnknown(error),
      transactionId: error instanceof GraphQLRequestError ? error.transactionId : null,
      from: location.pathname,
      at: Date.now(),
    }),
    [error, location.pathname],
  );
  if (isChunkLoadError(error)) {
    return (
      <ChunkLoadErrorScreen
        timedOut={error instanceof ChunkLoadError && error.timedOut}
        fullscreen={fullscreen}
      />
    );
  }
  return <ErrorScreen issue={issue} fullscreen={fullscreen} onRetry={() => window.location.reload()} />;
}
