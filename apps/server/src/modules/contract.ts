/**
 * The module contract (docs/modules.md): every server module declares itself once, in its
 * `module.ts`, with `defineModule({...})`, and `app.ts` only composes the list (modules/index.ts);
 * other modules see only its `index.ts`.
 * Type-only imports here: the contract must not pull any module's code in.
 */
import type { FastifyInstance } from 'fastify';
import type { Resolvers as ConsoleResolvers } from '../console/generated/resolvers-types';
import type { Resolvers } from '../graphql/generated/resolvers-types';
import type { ModuleQueue } from '../jobs/queue/define';
import type { OpsCommand } from '../ops/context';
import type { Services } from '../services';
import type { AnyPurchasableKind } from './checkout';

/** A unit of scheduled work (jobs/index.ts runs it on a timer, never overlapping itself). */
export interface ServerJob {
  name: string;
  everyMs: number;
  /** The first run comes this long after start: the start itself has enough to do. */
  firstAfterMs: number;
  run: (s: Services) => Promise<unknown>;
}

/**
 * One server module. `needs` names the services its own are built from (all built by modules
 * earlier in the list, or the infrastructure app.ts builds); `services` builds them from exactly
 * those, and nothing else reaches into the module to construct them.
 */
export interface ServerModule<
  Needs extends keyof Services = keyof Services,
  Provides extends keyof Services = never,
> {
  /** The module's folder under modules/. */
  name: string;
  /** Its SDL files, beside module.ts; they `extend type` the roots of graphql/base.graphql. */
  sdl?: readonly string[];
  /** Its resolvers, merged into one map in the list's order. */
  resolvers?: readonly Resolvers[];
  needs?: readonly Needs[];
  services?: (deps: Pick<Services, Needs>) => Pick<Services, Provides>;
  /** Its REST routes (after the shared hooks of app.ts, before GraphQL). */
  routes?: (app: FastifyInstance, s: Services) => void | Promise<void>;
  jobs?: readonly ServerJob[];
  /**
   * Its queued work (jobs/queue, docs/adr/0012): each queue's name, options and handler, made with
   * `defineQueue`; run by the app (JOB_WORKERS) and by `npm run worker`.
   */
  queues?: readonly ModuleQueue[];
  /** What it sells: each kind's quote, description, credit and release, for the checkout. */
  purchasables?: readonly AnyPurchasableKind[];
  /** Its operator commands (`npm run ops -- <name>`), by name; ops/commands.ts composes them. */
  commands?: Readonly<Record<string, OpsCommand>>;
  /**
   * Its face in the operator console (docs/console.md): SDL files `<name>.console.graphql` beside
   * module.ts, extending console/base.graphql, and their resolvers, which call the same services.
   */
  console?: {
    sdl?: readonly string[];
    resolvers?: readonly ConsoleResolvers[];
    /** REST routes under /adminapi/, registered in the console's scope (console hosts only, staff only). */
    routes?: (scope: FastifyInstance, s: Services) => void | Promise<void>;
  };
}

/** Identity, typed: a module's `services` answer exactly what its `needs` allow. */
export function defineModule<Needs extends keyof Services = never, Provides extends keyof Services = never>(
  module: ServerModule<Needs, Provides>,
): ServerModule<Needs, Provides> {
  return module;
}

// A module of any needs and provides, as the list holds it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerModule = ServerModule<any, any>;

/**
 * Builds every module's services in list order from `infra` (what app.ts builds: config, db, clock,
 * mailer, provider…). A module that needs a service no earlier module built is a wiring mistake,
 * refused at start rather than found as `undefined` at the first request.
 */
export function composeServices(modules: readonly AnyServerModule[], infra: Partial<Services>): Services {
  // The kinds every module sells, for the checkout (which names none of them).
  const built: Record<string, unknown> = { purchasables: purchasablesOf(modules), ...infra };
  for (const m of modules) {
    for (const need of m.needs ?? []) {
      if (!(need in built))
        throw new Error(`module ${m.name} needs ${String(need)}, which no earlier module builds`);
    }
    if (!m.services) continue;
    // Only what the module named: a dependency it did not declare is undefined, found by its tests.
    const deps = Object.fromEntries((m.needs ?? []).map((need: string) => [need, built[need]]));
    const provided = m.services(deps as unknown as Services) as Record<string, unknown>;
    for (const [key, value] of Object.entries(provided)) {
      if (key in built) throw new Error(`module ${m.name} builds ${key}, which is already built`);
      built[key] = value;
    }
  }
  return built as unknown as Services;
}

export function purchasablesOf(modules: readonly AnyServerModule[]): AnyPurchasableKind[] {
  return modules.flatMap((m) => m.purchasables ?? []);
}

export function composeJobs(modules: readonly AnyServerModule[]): ServerJob[] {
  return modules.flatMap((m) => m.jobs ?? []);
}

/** Every module's operator commands, in list order; a name two modules use is a wiring mistake. */
export function composeCommands(modules: readonly AnyServerModule[]): Record<string, OpsCommand> {
  const all: Record<string, OpsCommand> = {};
  for (const m of modules) {
    for (const [name, command] of Object.entries(m.commands ?? {})) {
      if (name in all)
        throw new Error(`module ${m.name} declares the command ${name}, which another declares`);
      all[name] = command;
    }
  }
  return all;
}
