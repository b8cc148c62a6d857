/**
 * The attack surface of the access-control matrix (issue 15, suite 1), read from the product itself
 * rather than from a list someone has to remember: every GraphQL operation of the executable schema
 * and every REST route the Fastify app registered. The matrix test compares these lists with the
 * table's keys both ways, so a new operation or route without a row fails the build.
 */
import type { FastifyInstance } from 'fastify';
import type { GraphQLField, GraphQLObjectType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { gql } from '../../src/graphql/runtime';

// The CommonJS graphql the schema was built with (see runtime.ts): one copy, or instanceof fails.
const { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } =
  gql;

/** One GraphQL operation: `Query.content.playlist` is the field `playlist` of `Query.content`. */
export interface Operation {
  key: string;
  kind: 'query' | 'mutation';
  /** Field names from the root: ['content', 'playlist']. */
  path: string[];
  field: GraphQLField<unknown, unknown>;
}

/**
 * A namespace is an argument-less root field whose type only groups operations (ContentQuery,
 * MemberMutation, …); its fields are the operations.
 */
function isNamespace(field: GraphQLField<unknown, unknown>): boolean {
  const t = getNamedType(field.type);
  return field.args.length === 0 && isObjectType(t) && /(Query|Mutation)$/.test(t.name);
}

/** Every operation of the schema, namespaces expanded. */
export function graphqlOperations(schema: GraphQLSchema): Operation[] {
  const out: Operation[] = [];
  const walk = (type: GraphQLObjectType, kind: Operation['kind'], prefix: string[]) => {
    for (const field of Object.values(type.getFields())) {
      if (isNamespace(field))
        walk(getNamedType(field.type) as GraphQLObjectType, kind, [...prefix, field.name]);
      else
        out.push({
          key: [kind === 'query' ? 'Query' : 'Mutation', ...prefix, field.name].join('.'),
          kind,
          path: [...prefix, field.name],
          field,
        });
    }
  };
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) walk(query, 'query', []);
  if (mutation) walk(mutation, 'mutation', []);
  return out;
}

/** Arguments that name an object: ids, slugs, references, numbers, tokens, keys. */
export const ID_LIKE = /(^id$|Id$|Ids$|slug|reference|Ref$|^number$|token|key)/i;

/** Whether an operation takes an id-like argument, at the top level or inside an input object. */
export function takesIdLikeArgument(op: Operation): boolean {
  return op.field.args.some((a) => {
    if (ID_LIKE.test(a.name)) return true;
    const t = getNamedType(a.type);
    return isInputObjectType(t) && Object.keys(t.getFields()).some((f) => ID_LIKE.test(f));
  });
}

/** The selection budget: below the server's cost limit (LIMITS.maxCost, lists count ×10). */
const MAX_DEPTH = 4;
const COST_BUDGET = 600;
const LIST_FACTOR = 10;

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * Every scalar the answer can carry, nested objects included down to MAX_DEPTH while the cost
 * stays under budget: the more of the answer is asked for, the more a leak has room to show.
 * Fields that need arguments are skipped (their defaults are not guaranteed).
 */
function selectionOf(
  type: GraphQLOutputType,
  depth: number,
  budget: { left: number },
  factor: number,
): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(f.type);
    const cost = factor * (isList(f.type) ? LIST_FACTOR : 1);
    if (isScalarType(inner) || isEnumType(inner)) {
      if (budget.left < factor) continue;
      budget.left -= factor;
      parts.push(f.name);
    } else if (isObjectType(inner) && depth < MAX_DEPTH && budget.left >= cost) {
      budget.left -= factor;
      const sub = selectionOf(f.type, depth + 1, budget, cost);
      if (sub) parts.push(`${f.name} ${sub}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}

/** A document calling the operation with every argument as a variable ($name). */
export function operationDocument(op: Operation): string {
  const args = op.field.args;
  const decl = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  const selection = selectionOf(
    op.field.type,
    1,
    { left: COST_BUDGET },
    isList(op.field.type) ? LIST_FACTOR : 1,
  );
  let body = `${op.path.at(-1)}${call} ${selection}`;
  for (const name of op.path.slice(0, -1).reverse()) body = `${name} { ${body} }`;
  return `${op.kind}${decl} { ${body} }`;
}

/** A REST route as the app registered it. */
export interface Route {
  method: string;
  url: string;
}

/**
 * Parses `app.printRoutes({ commonPrefix: false })`: a tree whose children continue their
 * parent's path ("/api/draws" then "└── /:drawId"), four columns of indent per level.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const level = m[1]!.length / 4;
    stack.length = level;
    const url = (level > 0 ? stack[level - 1]! : '') + m[2]!;
    stack.push(url);
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()))
      if (method && method !== 'HEAD') out.push({ method, url });
  }
  return out;
}

/**
 * Routes with a path parameter (":id", "*"): the ones a caller points at an object with. The
 * console's routes (/adminapi/) are for staff, not members: they have their own matrix, every role
 * against every operation (test/console/role-matrix.test.ts; the logo upload in brand-admin.test.ts).
 */
export function routesWithPathParameters(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((r) => /[:*]/.test(r.url) && !r.url.startsWith('/adminapi'))
    .map((r) => `${r.method} ${r.url}`);
}
