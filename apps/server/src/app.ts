import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import { TRANSACTION_ID_HEADER } from '@member-area/domain';
import type { Config } from './config';
import type { DbHandle } from './db/kysely';
import { registerGraphQL } from './graphql/plugin';
import { clearTokenCookie } from './http/cookies';
import { csrfProblem } from './http/csrf';
import { registerJsonBodyParser } from './http/json-body';
import { redactingChildLoggerFactory, serializeRequest } from './http/log-redaction';
import { consoleSecurityHeaders, isApiPath, securityHeaders } from './http/security-headers';
import { consoleCsrfProblem } from './console/csrf';
import { consoleHostsOf, isConsoleHost, isConsolePath, isSharedPath } from './console/hosts';
import { registerConsole } from './console/plugin';
import './http/fastify-types';
import { authOf } from './http/request-auth';
import { BackgroundTasks } from './lib/background';
import { systemClock, type Clock } from './lib/clock';
import { errorBody, sendError } from './lib/http-errors';
import type { SvgRasterizer } from './lib/svg-raster';
import { transactionIdFor } from './lib/transaction-id';
import { MemoryThrottleStore, RedisThrottleStore, type ThrottleStore } from './modules/auth/throttle';
import { composeServices } from './modules/contract';
import { createJobQueue } from './jobs/queue';
import { registerModuleQueues } from './jobs/queue/module-queues';
import { serverModules } from './modules';
import { OutboxMailer, SmtpMailer, type Mailer } from './modules/mail/mailer';
import { redirectMovedHost } from './modules/migration';
import { SandboxProvider } from './modules/payment/provider';
import type { Services } from './services';
import { registerWebRoutes } from './web/routes';

export interface AppDeps {
  db: DbHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** A pino-compatible logger (tests capture logs with one); default: pino at config.logLevel. */
  logger?: FastifyBaseLogger;
  throttleStore?: ThrottleStore;
  /** How long a host → brand lookup is cached; tests may set 0. */
  brandCacheTtlMs?: number;
  /** Global requests per minute per IP; overrides config.rateLimitPerMinute (tests). */
  rateLimitPerMinute?: number;
  /** How generated covers become WebP (default sharp's `svgToWebp`); tests count renders with it. */
  rasterizeSvg?: SvgRasterizer;
  /**
   * Whether this process runs queued jobs once the queue is started: default JOB_WORKERS (`npm run
   * worker` passes true). Nothing runs before `services.queue.start()`.
   */
  jobWorkers?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Paths that belong to a brand: an unknown host gets 421 there. */
const BRAND_PREFIXES = ['/api/', '/membergraphapi', '/payment-flow/', '/subscription-flow/', '/media/'];
const BRANDLESS = new Set(['/api/boot']);
/** Routes where a token that was presented but failed is an error (401), not "anonymous". */
const TOKEN_STRICT_PREFIXES = ['/membergraphapi', '/api/event'];

function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/** Fastify with the server's logging (redacted, one transaction id per request) and limits. */
function createFastify(config: Config, deps: AppDeps): FastifyInstance {
  return Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.logLevel, serializers: { req: serializeRequest } } }),
    // Reset keys, sign-in and e-mail-confirmation tokens never reach the logs (http/log-redaction.ts).
    childLoggerFactory: redactingChildLoggerFactory,
    genReqId: transactionIdFor,
    requestIdHeader: false,
    // Every log line of a request carries its transaction id.
    logController: new LogController({ requestIdLogLabel: 'transactionId' }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });
}

/** The infrastructure, then every module's services built from it (modules/index.ts). */
function buildServices(app: FastifyInstance, config: Config, deps: AppDeps, redis: Redis | null) {
  const clock = deps.clock ?? systemClock;
  const db = deps.db.db;
  const throttleStore =
    deps.throttleStore ?? (redis ? new RedisThrottleStore(redis) : new MemoryThrottleStore());
  const mailer =
    deps.mailer ?? (config.smtpUrl ? new SmtpMailer(db, clock, config.smtpUrl) : new OutboxMailer(db, clock));
  const background = new BackgroundTasks(app.log);
  const queue = createJobQueue({ config, handle: deps.db, log: app.log, work: deps.jobWorkers });
  // The infrastructure every module may name; each module builds its own services from it and
  // from the modules before it (modules/index.ts, docs/modules.md).
  const services = composeServices(serverModules, {
    config,
    db,
    dialect: deps.db.dialect,
    clock,
    log: app.log,
    background,
    mailer,
    // The sandbox is the only payment provider today; a real one is chosen here, once.
    provider: new SandboxProvider(),
    options: {
      brandCacheTtlMs: deps.brandCacheTtlMs,
      throttleStore,
      rasterizeSvg: deps.rasterizeSvg,
    },
    queue,
  });
  // Every module's queue, its handler bound to the services; they run once the queue is started.
  registerModuleQueues(queue, services);
  return { services, background };
}

/** Expected refusals answer their code; anything else is logged and masked as internal_error. */
function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError & { retryAfterSeconds?: number }, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(errorBody('too_many_attempts', { retryAfterSeconds: err.retryAfterSeconds ?? 60 }));
    }
    if (status === 413) return sendError(reply, 413, 'payload_too_large');
    if (status === 415) return sendError(reply, 415, 'unsupported_media_type');
    if (status >= 400 && status < 500) {
      request.log.warn({ code: err.code }, `request refused: ${err.message}`);
      return sendError(reply, 400, 'invalid_input');
    }
    request.log.error({ err }, 'unexpected error');
    return sendError(reply, 500, 'internal_error');
  });
}

/** Security headers, cookies, compression and the global rate limit. */
async function registerPlatformPlugins(
  app: FastifyInstance,
  config: Config,
  deps: AppDeps,
  redis: Redis | null,
): Promise<void> {
  // Helmet's headers plus Permissions-Policy, computed once (http/security-headers.ts).
  const securityHeaderMap = securityHeaders(config.isProd, consoleHostsOf(config));
  const consoleHeaderMap = consoleSecurityHeaders(config.isProd);
  app.addHook('onRequest', async (request, reply) => {
    // The console's hosts serve the console alone, with its own policy (docs/console.md).
    request.isConsole = isConsoleHost(config, request.headers.host);
    reply.headers(request.isConsole ? consoleHeaderMap : securityHeaderMap);
    // A route that may be cached (public draws, avatars) sets its own cache-control over this one.
    if (isApiPath(pathOf(request.url))) reply.header('cache-control', 'no-store');
  });
  await app.register(cookie);
  // Answers over 1 kB of a compressible type (HTML, JSON, SVG, playlists) go out with brotli or gzip,
  // whichever the client prefers (brotli at quality 4: fast enough per request). Built assets are
  // compressed once at build time and served as they are (preCompressed below); partial content
  // (media ranges) and images are never compressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: true,
    max: deps.rateLimitPerMinute ?? config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files and health checks are cheap and requested in bursts by every page load.
    allowList: (req) => /^\/(assets|brand-assets|covers|shop-art)\/|^\/favicon|^\/healthz$/.test(req.url),
    ...(redis ? { redis, nameSpace: 'ma:rate:' } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      retryAfterSeconds: Math.max(1, Math.ceil(ctx.ttl / 1000)),
      message: 'Too many requests',
    }),
  });
}

/**
 * A console host answers its console's paths, the shared ones (health, brand logos) and its page;
 * a member path there does not exist, nor a console path on a brand host.
 */
function consoleDoorProblem(request: FastifyRequest): boolean {
  const url = pathOf(request.url);
  if (!request.isConsole) return isConsolePath(url);
  if (isConsolePath(url) || isSharedPath(url)) return false;
  // Any other GET is the console's page (web/routes.ts answers it); the rest is not here.
  return (
    !(request.method === 'GET' || request.method === 'HEAD') ||
    isApiPath(url) ||
    BRAND_PREFIXES.some((p) => url.startsWith(p))
  );
}

/** The brand of every request (421 where one is needed), moved hosts, CSRF, strict tokens. */
function registerRequestHooks(app: FastifyInstance, config: Config, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRANSACTION_ID_HEADER, request.id);
    if (consoleDoorProblem(request)) return sendError(reply, 404, 'not_found');
    if (request.isConsole) {
      if (consoleCsrfProblem(request)) {
        request.log.warn('cross-site console write refused');
        return sendError(reply, 403, 'csrf_rejected');
      }
      return;
    }
    request.brand = await services.brands.resolve(request.headers.host);
    // A host no brand answers for may be a moved brand's old one: redirected there (issue 14).
    const moved = { migration: services.migration, isProd: config.isProd };
    if (!request.brand && (await redirectMovedHost(request, reply, moved))) return reply;
    const url = pathOf(request.url);
    if (!request.brand && !BRANDLESS.has(url) && BRAND_PREFIXES.some((p) => url.startsWith(p))) {
      return sendError(reply, 421, 'brand_not_found');
    }
    if (csrfProblem(request)) {
      request.log.warn('cross-site write refused');
      return sendError(reply, 403, 'csrf_rejected');
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const url = pathOf(request.url);
    if (!TOKEN_STRICT_PREFIXES.some((p) => url.startsWith(p))) return;
    const outcome = await authOf(services.auth, request);
    if (outcome.status === 'invalid') {
      if (outcome.via === 'cookie') clearTokenCookie(reply, config.isProd);
      return sendError(reply, 401, 'unauthenticated');
    }
  });
}

/** The web build's assets (content-hashed, a year) and the brands' uploaded assets. */
async function registerStaticAssets(app: FastifyInstance, config: Config): Promise<void> {
  // Built web assets: content-hashed names, cached for a year.
  await app.register(fastifyStatic, {
    root: path.join(config.webDistDir, 'assets'),
    prefix: '/assets/',
    maxAge: '365d',
    immutable: true,
    // The .br and .gz siblings written by the web build (apps/web/precompress.ts).
    preCompressed: true,
    index: false,
    wildcard: true,
  });
  const brandAssets = path.join(config.dataDir, 'brand-assets');
  fs.mkdirSync(brandAssets, { recursive: true });
  await app.register(fastifyStatic, {
    root: brandAssets,
    prefix: '/brand-assets/',
    maxAge: '1h',
    index: false,
    decorateReply: false,
  });
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const { services, background } = buildServices(app, config, deps, redis);
  app.decorate('services', services);
  app.decorateRequest('brand', null);
  app.decorateRequest('isConsole', false);

  registerJsonBodyParser(app);
  registerErrorHandler(app);
  await registerPlatformPlugins(app, config, deps, redis);
  registerRequestHooks(app, config, services);
  await registerStaticAssets(app, config);

  registerWebRoutes(app, services);
  for (const m of serverModules) await m.routes?.(app, services);
  await registerGraphQL(app, services, serverModules);
  await registerConsole(app, services, serverModules);

  app.addHook('onClose', async () => {
    // Running jobs are not waited for (a packaging can take minutes): they run again on the next
    // start or on another worker (docs/operations.md "Job queue").
    await services.queue.stop({ graceful: false });
    await background.idle();
    if (redis) redis.disconnect();
  });
  return app;
}
