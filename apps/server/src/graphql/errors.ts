import type { GraphQLError } from 'graphql';
import { gql } from './runtime';
import type { FastifyBaseLogger } from 'fastify';
import { INTERFACE_LANGUAGE_HEADER, asLanguageCode } from '@member-area/domain';
import { INVALID_JSON_CODE } from '../http/json-body';
import { translator, type TextKey } from '../i18n';

export const MASKED_MESSAGE = 'Something went wrong. Please try later.';

/**
 * A text of the server's catalogue with its values, told in the caller's language only when the
 * error is formatted: Mercurius caches a refused document's errors, whoever sent it first.
 */
export interface LocalText {
  key: TextKey;
  vars: Record<string, string>;
}

/**
 * A failure the caller should see as is (code in extensions), e.g. 'forbidden'. With a `text`, its
 * message is that text in the caller's language (the English message is for logs and tests).
 */
export class ExpectedGraphQLError extends Error {
  readonly expected = true;
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode?: number,
    readonly text?: LocalText,
  ) {
    super(message);
  }
}

/**
 * A validation error of ours (the request limits rule) carries its code and text in extensions;
 * graphql-js' own errors carry neither.
 */
function ownRefusalOf(e: GraphQLError): { code: string; text: LocalText } | null {
  // An error thrown outside graphql-js (a resolver's own, passed through as it is) may have none.
  const { code, text } = (e.extensions ?? {}) as { code?: unknown; text?: LocalText };
  return typeof code === 'string' && text ? { code, text } : null;
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
  reply?: {
    request: { log: FastifyBaseLogger; id: string; body?: unknown; headers?: Record<string, unknown> };
  };
  app: { log: FastifyBaseLogger };
  /** The request's language (GraphQLContext.lang), when the context was built. */
  lang?: string;
}

/** The language errors are told in: the context's, else the app's header, else English. */
function languageOf(ctx: FormatterContext): string | undefined {
  return ctx.lang ?? asLanguageCode(ctx.reply?.request.headers?.[INTERFACE_LANGUAGE_HEADER]) ?? undefined;
}

/** What a refused request is told: a code for tools and the web, a reason in English for developers. */
export interface Refusal {
  code: string;
  message: string;
}

/** Refusals of the request itself rather than of its document: they all answer HTTP 400. */
export const REFUSALS = {
  bodyTooLarge: { code: 'body_too_large', message: 'The request body is too large.' },
  batch: {
    code: 'batch_not_allowed',
    message: 'Batched queries are not accepted: send one operation per request.',
  },
  invalidJson: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  mediaType: {
    code: 'unsupported_media_type',
    message: 'Send the body as application/json (or application/graphql).',
  },
  mutationOverGet: {
    code: 'mutation_over_get',
    message: 'Mutations must be sent with POST, never GET.',
  },
  notADocument: { code: 'bad_request', message: 'The query is not a GraphQL document.' },
} as const satisfies Record<string, Refusal>;

interface HttpError {
  code?: unknown;
  statusCode?: unknown;
  message: string;
}

/**
 * The refusal an HTTP-level error stands for, or null for anything else. These errors come from
 * Fastify before GraphQL runs (body limit, the JSON parser of app.ts, Mercurius' body schema) or from
 * Mercurius' GET guard; they are the caller's mistake, so they are answered with their reason instead
 * of being masked and logged with a stack like a fault of ours.
 */
export function refusalOf(err: unknown, body: unknown): Refusal | null {
  if (!(err instanceof Error) || isExpected(err)) return null;
  const { code, statusCode, message } = err as HttpError;
  if (code === 'MER_ERR_METHOD_NOT_ALLOWED') return REFUSALS.mutationOverGet;
  if (typeof code === 'string' && code.startsWith('MER_ERR_')) {
    // Mercurius wraps its body schema's refusal in a validation error of its own; the document's
    // own errors (syntax, validation rules) are GraphQLErrors, formatted one by one below.
    const inner = (err as { errors?: unknown }).errors;
    const only: unknown = Array.isArray(inner) && inner.length === 1 ? inner[0] : undefined;
    return only instanceof Error && !(only instanceof gql.GraphQLError) ? refusalOf(only, body) : null;
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) return REFUSALS.bodyTooLarge;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) return REFUSALS.mediaType;
  if (code === INVALID_JSON_CODE) return REFUSALS.invalidJson;
  if (code === 'FST_ERR_VALIDATION') {
    // Mercurius is registered without batching, so its body schema refuses an array as "not an object".
    if (Array.isArray(body)) return REFUSALS.batch;
    // Fastify reads text/plain as a string, which the schema then refuses as "not an object".
    if (typeof body === 'string') return REFUSALS.mediaType;
    return { code: 'bad_request', message: `Invalid request: ${message}.` };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return { code: 'bad_request', message };
  return null;
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
    // One HTTP-level error (Mercurius' error handler wraps it alone): the request itself is refused.
    const only = execution.errors.length === 1 ? execution.errors[0] : undefined;
    const refusal = !execution.data && only ? refusalOf(only.originalError, ctx.reply?.request.body) : null;
    if (refusal) {
      log.info({ reason: refusal.code }, `graphql request refused: ${only?.message ?? ''}`);
      return {
        statusCode: 400,
        response: { data: null, errors: [{ message: refusal.message, extensions: { code: refusal.code } }] },
      };
    }
    if (!execution.data) {
      // Mercurius wraps validation failures in one error carrying the HTTP status (400).
      for (const e of execution.errors) {
        const status = (e.originalError as { statusCode?: unknown } | undefined)?.statusCode;
        if (typeof status === 'number') statusCode = status;
      }
    }
    const t = translator(languageOf(ctx));
    const errors = flatten(execution.errors).map((e) => {
      const orig = e.originalError;
      if (orig && isExpected(orig)) {
        if (!execution.data && orig.statusCode) statusCode = orig.statusCode;
        return {
          message: orig.text ? t(orig.text.key, orig.text.vars) : orig.message,
          locations: e.locations,
          path: e.path,
          extensions: { code: orig.code },
        };
      }
      if (!orig || orig instanceof gql.GraphQLError || isMercuriusError(orig)) {
        if (!execution.data && orig && 'statusCode' in orig && typeof orig.statusCode === 'number')
          statusCode = orig.statusCode;
        log.debug({ err: e }, 'graphql request refused');
        const own = ownRefusalOf(e);
        if (own)
          return {
            message: t(own.text.key, own.text.vars),
            locations: e.locations,
            path: e.path,
            extensions: { code: own.code },
          };
        const message = opts.isProd ? e.message.replace(SUGGESTION, '') : e.message;
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
