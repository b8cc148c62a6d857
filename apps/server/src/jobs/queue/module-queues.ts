import type { AnyServerModule } from '../../modules/contract';
import { serverModules } from '../../modules';
import type { Services } from '../../services';
import type { JobContext } from './types';
import type { JobQueue } from './types';

/** Registers every module's queues (their module.ts `queues`) with their handlers bound to the services. */
export function registerModuleQueues(
  queue: JobQueue,
  s: Services,
  modules: readonly AnyServerModule[] = serverModules,
): number {
  let count = 0;
  for (const m of modules)
    for (const q of m.queues ?? []) {
      queue.register(q.name, (job: JobContext<unknown>) => q.handler(job as JobContext<never>, s), q.options);
      count += 1;
    }
  return count;
}
