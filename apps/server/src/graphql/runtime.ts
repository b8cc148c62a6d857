import { createRequire } from 'node:module';

/**
 * The `graphql` package ships CommonJS (index.js) and ESM (index.mjs) builds. Mercurius require()s
 * the CommonJS one; a bundler-style resolver (Vitest/Vite) would hand our `import` the ESM one, and
 * two copies of graphql break `instanceof` checks ("Cannot use GraphQLSchema from another module
 * or realm"). Loading it with require here guarantees server code and Mercurius share one copy.
 */
const require = createRequire(import.meta.url);
export const gql = require('graphql') as typeof import('graphql');
