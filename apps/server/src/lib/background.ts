import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the response (mail sending), so a response's timing never reveals whether an
 * account matched. Tracked so shutdown and tests can wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>, log: FastifyBaseLogger = this.log): void {
    const p: Promise<void> = Promise.resolve()
      .then(task)
      .catch((err: unknown) => log.error({ err, task: name }, `background task ${name} failed`))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
