/**
 * How a process of ours ends on SIGINT or SIGTERM (`npm start`, `npm run worker`): once, in order —
 * `beforeClose` (stop the timed jobs), `close` (the app: listeners, the queue without waiting for
 * running jobs, see app.ts), then the database — and exit 0; exit 1 if that fails or takes longer
 * than FORCE_EXIT_MS (a connection that never drains must not keep a deployment's restart waiting).
 */
export const FORCE_EXIT_MS = 10_000;

export interface Closing {
  /** What the log line says is closing ("closing", "worker closing"). */
  what: string;
  log: { info: (msg: string) => void; error: (obj: { err: unknown }, msg: string) => void };
  beforeClose?: () => void;
  close: () => Promise<unknown>;
  destroyDb: () => Promise<unknown>;
}

export function closeOnSignals(closing: Closing): void {
  let started = false;
  const shutdown = (signal: string) => {
    if (started) return;
    started = true;
    closing.log.info(`${signal}: ${closing.what}`);
    closing.beforeClose?.();
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    closing
      .close()
      .then(() => closing.destroyDb())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        closing.log.error({ err }, `${closing.what}: shutdown failed`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
