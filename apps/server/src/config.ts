import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { APP_ENVS, DEFAULT_APP_ENV, type AppEnv } from '@member-area/domain';

/** The repository root, found from this file so the defaults do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');

export interface Config {
  env: AppEnv;
  isProd: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  webDistDir: string;
  logLevel: string;
  /** Fastify's trustProxy: true, false, a comma list of addresses/CIDRs, or a hop-count function. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  version: string;
  /** Load the demo brands and personas at start (default: everywhere but prod). */
  seedDemoData: boolean;
  /** Generated demo media (video, audio, HLS, EPUB, games, downloads) and its manifest.json (issue #4). */
  mediaDir: string;
  /** How long a signed media URL stays valid (MEDIA_URL_TTL_SECONDS, default 900). */
  mediaUrlTtlSeconds: number;
  /** Per-client quotas on anonymous writes (README "Settings"); absent = DEFAULT_ANONYMOUS_WRITES. */
  anonymousWrites?: AnonymousWriteQuotas;
  /** How long stored analytics events are kept (README "Settings"); absent = DEFAULT_RETENTION. */
  retention?: RetentionSettings;
  /** Requests a minute one client address may make (RATE_LIMIT_PER_MINUTE, default 1,000). */
  rateLimitPerMinute: number;
  /**
   * GraphQL runs query texts, not only the web's persisted operations (GRAPHQL_RAW_QUERIES; absent =
   * everywhere but prod). For load tools against a production-like server, never a public one.
   */
  graphqlRawQueries?: boolean;
  /**
   * Where links in mails point (PUBLIC_ORIGIN): an origin template, `{host}` standing for the
   * brand's primary hostname. Absent = the address the instance serves (modules/mail/public-origin.ts).
   */
  publicOrigin?: string;
  /**
   * The hosts that serve the operator console and nothing else (CONSOLE_HOSTS, comma-separated,
   * lower-case, no port; default `admin.localhost`). Absent = the default (docs/console.md).
   */
  consoleHosts?: readonly string[];
  /** The console's build (CONSOLE_DIST_DIR, default apps/console/dist). */
  consoleDistDir?: string;
  /**
   * This app process runs queued jobs itself (JOB_WORKERS, default on; docs/operations.md "Job
   * queue"). Off: it only queues them, for `npm run worker` processes to run. Absent = on.
   */
  jobWorkers?: boolean;
  /** At most this many jobs of each queue at once per process (JOB_CONCURRENCY); absent = each queue's own. */
  jobConcurrency?: number;
  /**
   * The folders staff may point a library at from the console (LIBRARY_ROOTS, comma-separated
   * absolute paths; default DATA_DIR/libraries). Absent = that default. The command line is not held
   * to them (docs/libraries.md).
   */
  libraryRoots?: readonly string[];
}

export const DEFAULT_CONSOLE_HOSTS: readonly string[] = ['admin.localhost'];

/**
 * Quotas on the writes anyone may make without an account (issue 15 weakness 3): analytics events
 * and generic tokens (each one a session row). Much tighter than the global per-address limit.
 */
export interface AnonymousWriteQuotas {
  /** POST /api/event per client address per minute (EVENTS_PER_ADDRESS_PER_MINUTE). */
  eventsPerAddressPerMinute: number;
  /** POST /api/event per session (member or generic token) per minute (EVENTS_PER_SESSION_PER_MINUTE). */
  eventsPerSessionPerMinute: number;
  /** POST /api/auth/token/generic per client address per hour (GENERIC_TOKENS_PER_ADDRESS_PER_HOUR). */
  genericTokensPerAddressPerHour: number;
  /** Largest accepted event body in bytes (EVENT_BODY_LIMIT_BYTES). */
  eventBodyLimitBytes: number;
}

export const DEFAULT_ANONYMOUS_WRITES: AnonymousWriteQuotas = {
  eventsPerAddressPerMinute: 120,
  eventsPerSessionPerMinute: 10,
  genericTokensPerAddressPerHour: 120,
  // The web's largest event (512-character user agent, ~50 member tags) is under 4 kB.
  eventBodyLimitBytes: 8 * 1024,
};

export interface RetentionSettings {
  /** Analytics events older than this many days are deleted (EVENT_RETENTION_DAYS; docs/adr/0006). */
  eventRetentionDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { eventRetentionDays: 396 };

/** A setting that stops the server from starting; main prints its message, not a stack trace. */
export class ConfigError extends Error {}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/**
 * PUBLIC_ORIGIN: `https://{host}`, `https://members.{host}:8443`. It must hold `{host}`: brands are
 * told apart by hostname, so one fixed origin would send every brand's members to one brand. With
 * `{host}` filled in it must be an http(s) origin: no path, query, fragment or credentials.
 */
const originTemplate = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        const url = new URL(v.replaceAll('{host}', 'brand.example'));
        const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
        return /^https?:$/.test(url.protocol) && bare && !/[?#]/.test(v) && v.includes('{host}');
      } catch {
        return false;
      }
    }, 'must be an http(s) origin holding {host}, such as https://{host} (no path)')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
);
const positiveInt = (fallback: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

const EnvSchema = z.object({
  APP_ENV: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(APP_ENVS).default(DEFAULT_APP_ENV),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: optionalString,
  APP_VERSION: optionalString,
  SEED_DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  GRAPHQL_RAW_QUERIES: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  MEDIA_DIR: optionalString,
  MEDIA_URL_TTL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(5).max(86_400).default(900),
  ),
  EVENTS_PER_ADDRESS_PER_MINUTE: positiveInt(DEFAULT_ANONYMOUS_WRITES.eventsPerAddressPerMinute, 100_000),
  EVENTS_PER_SESSION_PER_MINUTE: positiveInt(DEFAULT_ANONYMOUS_WRITES.eventsPerSessionPerMinute, 100_000),
  GENERIC_TOKENS_PER_ADDRESS_PER_HOUR: positiveInt(
    DEFAULT_ANONYMOUS_WRITES.genericTokensPerAddressPerHour,
    100_000,
  ),
  EVENT_BODY_LIMIT_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2048).max(16_384).default(DEFAULT_ANONYMOUS_WRITES.eventBodyLimitBytes),
  ),
  EVENT_RETENTION_DAYS: positiveInt(DEFAULT_RETENTION.eventRetentionDays, 3650),
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  ),
  PUBLIC_ORIGIN: originTemplate,
  CONSOLE_HOSTS: optionalString,
  CONSOLE_DIST_DIR: optionalString,
  JOB_WORKERS: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  JOB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  LIBRARY_ROOTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((p) => path.isAbsolute(p.trim())),
        'comma-separated absolute folders, like /srv/media,/mnt/films',
      )
      .optional(),
  ),
});

/** `a.example, B.example:443` → ['a.example', 'b.example']: hosts as brand_hosts keeps them. */
function parseHostList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/:\d+$/, ''))
    .filter((h) => h.length > 0);
}

function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p);
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops; // trust this many proxies in front
  }
  return value; // comma list of addresses / CIDRs
}

/**
 * Outside prod an unset JWT_SECRET is generated once and kept under DATA_DIR, so tokens survive a
 * restart. In prod it must be given: a generated secret would differ between instances.
 */
function resolveJwtSecret(given: string | undefined, env: AppEnv, dataDir: string): string {
  if (given !== undefined) {
    if (env === 'prod' && given.length < 32)
      throw new Error('JWT_SECRET must be at least 32 characters in prod');
    return given;
  }
  if (env === 'prod') throw new ConfigError('JWT_SECRET is required when APP_ENV=prod');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not there yet: generated below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** The only reader of process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolveFromRoot(e.DATA_DIR ?? './data');
  return {
    env: e.APP_ENV,
    isProd: e.APP_ENV === 'prod',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? path.join(dataDir, 'member-area.sqlite'),
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, e.APP_ENV, dataDir),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    version: e.APP_VERSION ?? '0.1.0',
    // Demo personas share a published password: never in prod unless explicitly asked for.
    seedDemoData: e.SEED_DEMO_DATA ? /^(1|true)$/.test(e.SEED_DEMO_DATA) : e.APP_ENV !== 'prod',
    mediaDir: e.MEDIA_DIR ? resolveFromRoot(e.MEDIA_DIR) : path.join(dataDir, 'media'),
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    anonymousWrites: {
      eventsPerAddressPerMinute: e.EVENTS_PER_ADDRESS_PER_MINUTE,
      eventsPerSessionPerMinute: e.EVENTS_PER_SESSION_PER_MINUTE,
      genericTokensPerAddressPerHour: e.GENERIC_TOKENS_PER_ADDRESS_PER_HOUR,
      eventBodyLimitBytes: e.EVENT_BODY_LIMIT_BYTES,
    },
    retention: { eventRetentionDays: e.EVENT_RETENTION_DAYS },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    graphqlRawQueries: e.GRAPHQL_RAW_QUERIES
      ? /^(1|true)$/.test(e.GRAPHQL_RAW_QUERIES)
      : e.APP_ENV !== 'prod',
    publicOrigin: e.PUBLIC_ORIGIN,
    consoleHosts: parseHostList(e.CONSOLE_HOSTS) ?? DEFAULT_CONSOLE_HOSTS,
    consoleDistDir: resolveFromRoot(e.CONSOLE_DIST_DIR ?? 'apps/console/dist'),
    jobWorkers: e.JOB_WORKERS ? /^(1|true)$/.test(e.JOB_WORKERS) : true,
    jobConcurrency: e.JOB_CONCURRENCY,
    libraryRoots: e.LIBRARY_ROOTS
      ? e.LIBRARY_ROOTS.split(',').map((p) => path.resolve(p.trim()))
      : [path.join(dataDir, 'libraries')],
  };
}
