import { JSONScalar, mergeResolvers } from '../graphql/resolvers';
import type { AnyServerModule } from '../modules/contract';
import type { Resolvers } from './generated/resolvers-types';
import { upkeepResolvers } from './upkeep-resolvers';

const roots: Resolvers = { JSON: JSONScalar };

/** The console's resolver map: the JSON scalar and the platform's upkeep, then every module's console resolvers. */
export function consoleResolversOf(modules: readonly AnyServerModule[]): Resolvers {
  return mergeResolvers<Resolvers>(
    roots,
    upkeepResolvers,
    ...modules.flatMap((m) => m.console?.resolvers ?? []),
  );
}
