import type { GraphQLError } from 'graphql';
import { gql } from './runtime';
import type { FastifyBaseLogger } from 'fastify';

export const MASKED_MESSAGE = 'Something went wrong. Please try later.';

/** A failure the caller should see as is (code in extensions), e.g. 'forbidden'. */
export class ExpectedGraphQLError extends Error {
  readonly expected = true;
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export function forbidden(): ExpectedGraphQLError {
  return new ExpectedGraphQLError('forbidden', 'This is not allowed.');
}

interface Execution {
  data?: unknown;
  errors: readonly GraphQLError[];
  statusCode?: number;
}

interface FormatterContext {
  reply?: { request: { log: FastifyBaseLogger; id: string } };
  app: { log: FastifyBaseLogger };
}

function isExpected(err: unknown): err is ExpectedGraphQLError {
  return err instanceof ExpectedGraphQLError;
}

/** Mercurius' own errors (validation, method not allowed, persisted queries): safe to show. */
function isMercuriusError(err: unknown): err is Error & { code: string; statusCode?: number } {
  const code: unknown = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('MER_ERR_');
}

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  const out: GraphQLError[] = [];
  for (const e of errors) {
    const inner = (e.originalError as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(inner) && inner.length > 0) {
      for (const i of inner) {
        out.push(
          i instanceof gql.GraphQLError
            ? i
            : new gql.GraphQLError(i instanceof Error ? i.message : String(i), {
                originalError: i instanceof Error ? i : undefined,
              }),
        );
      }
    } else {
      out.push(e);
    }
  }
  return out;
}

const SUGGESTION = /\s*Did you mean .*\?$/s;

/**
 * Expected failures keep their message and code; anything else is masked as internal_error and
 * logged once with the transaction id (the request id). In prod "Did you mean …" suggestions are
 * stripped so the schema cannot be read through error messages.
 */
export function makeErrorFormatter(opts: { isProd: boolean }) {
  return function formatErrors(execution: Execution, ctx: FormatterContext) {
    const log = ctx.reply?.request.log ?? ctx.app.log;
    const transactionId = ctx.reply?.request.id;
    let statusCode = execution.data ? 200 : (execution.statusCode ?? 200);
    if (!execution.data) {
      // Mercurius wraps validation failures in one error carrying the HTTP status (400).
      for (const e of execution.errors) {
        const status = (e.originalError as { statusCode?: unknown } | undefined)?.statusCode;
        if (typeof status === 'number') statusCode = status;
      }
    }
    const errors = flatten(execution.errors).map((e) => {
      const orig = e.originalError;
      if (orig && isExpected(orig)) {
        if (!execution.data && orig.statusCode) statusCode = orig.statusCode;
        return {
          message: orig.message,
          locations: e.locations,
          path: e.path,
          extensions: { code: orig.code },
        };
      }
      if (!orig || orig instanceof gql.GraphQLError || isMercuriusError(orig)) {
        if (!execution.data && orig && 'statusCode' in orig && typeof orig.statusCode === 'number')
          statusCode = orig.statusCode;
        const message = opts.isProd ? e.message.replace(SUGGESTION, '') : e.message;
        log.debug({ err: e }, 'graphql request refused');
        return { message, locations: e.locations, path: e.path, extensions: { code: 'bad_request' } };
      }
      log.error({ err: orig, transactionId, path: e.path }, 'unexpected GraphQL error');
      return {
        message: MASKED_MESSAGE,
        locations: e.locations,
        path: e.path,
        extensions: { code: 'internal_error' },
      };
    });
    return {
      statusCode,
      response: { data: (execution.data ?? null) as Record<string, unknown> | null, errors },
    };
  };
}
