import { JSONScalar, mergeResolvers } from '../graphql/resolvers';
import type { AnyServerModule } from '../modules/contract';
import type { Resolvers } from './generated/resolvers-types';

const roots: Resolvers = { JSON: JSONScalar };

/** The console's resolver map: the JSON scalar, then every module's console resolvers. */
export function consoleResolversOf(modules: readonly AnyServerModule[]): Resolvers {
  return mergeResolvers<Resolvers>(roots, ...modules.flatMap((m) => m.console?.resolvers ?? []));
}
