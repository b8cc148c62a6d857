import type { Services } from '../../services';
import type { JobContext, QueueOptions } from './types';

/**
 * A module's queue (the optional `queues` field of modules/contract.ts): its handler gets the
 * app's services beside the job, in the app and in `npm run worker` alike.
 */
export interface QueueDefinition<T> {
  name: string;
  options: QueueOptions;
  handler: (job: JobContext<T>, s: Services) => Promise<void>;
}

/** A queue of any data, as the module list holds them. */
export interface ModuleQueue {
  name: string;
  options: QueueOptions;
  handler: (job: JobContext<never>, s: Services) => Promise<void>;
}

/** Types a module's queue by its data: `defineQueue<{ fileId: number }>({ name, options, handler })`. */
export function defineQueue<T>(definition: QueueDefinition<T>): ModuleQueue {
  return definition as unknown as ModuleQueue;
}
