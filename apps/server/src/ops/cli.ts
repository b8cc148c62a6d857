/**
 * `npm run ops -- <command> [flags]` (README "Operator commands"): the operator's commands on the
 * database the server uses (DATABASE_URL, else the SQLite file under DATA_DIR), with the server's
 * JWT_SECRET (entrant pseudonyms) and mailer (SMTP_URL, else the outbox). Prints what changed;
 * exits 1 with the reason on bad input.
 */
import { ConfigError, loadConfig } from '../config';
import { openDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { pino } from 'pino';
import { BackgroundTasks } from '../lib/background';
import { PurchasableCatalogue } from '../modules/checkout/kinds';
import { CheckoutService } from '../modules/checkout/service';
import { purchasablesOf } from '../modules/contract';
import { serverModules } from '../modules';
import { OrderService } from '../modules/marketplace/order-service';
import { OutboxMailer, SmtpMailer } from '../modules/mail/mailer';
import { SandboxProvider } from '../modules/payment/provider';
import { PaymentService } from '../modules/payment/service';
import { EntrantPseudonyms } from '../modules/giveaways/draw-entrants';
import { DrawService, type DrawLog } from '../modules/giveaways/draw-service';
import { PostalService } from '../modules/giveaways/postal-service';
import { consoleHostsOf, consoleOriginOf } from '../console/hosts';
import { AuditService } from '../modules/audit/service';
import { BrandAdminService } from '../modules/brand/admin-service';
import { AuthService } from '../modules/auth/service';
import { LoginThrottle, MemoryThrottleStore } from '../modules/auth/throttle';
import { TokenSigner } from '../modules/auth/tokens';
import { MailService } from '../modules/mail/service';
import { MemberAdminService } from '../modules/member/admin-service';
import { RowCurationService } from '../modules/rows/service';
import { CatalogueWriter } from '../modules/catalogue/writer';
import { TitleEditingService } from '../modules/titles/service';
import { buildApp } from '../app';
import { RefundAdminService } from '../modules/billing/admin-service';
import { BillingService } from '../modules/billing/service';
import { MemberSubscriptionAdminService } from '../modules/subscription/member-subscription-service';
import { MemberAccessAdminService } from '../modules/account/access-admin-service';
import { cancellationMail } from '../modules/account/texts';
import { runOps } from './commands';
import { printable } from './print-safe';
import { ProductAdminService } from '../modules/marketplace/product-admin-service';

/** Commands that need the job queue and the app's services. */
const JOB_COMMANDS = new Set(['import-library']);

/** The service's warnings and errors on stderr, one line each; its info lines are what `out` prints. */
const log: DrawLog = {
  info: () => {},
  warn: (obj, msg) => console.error(printable(`ops: warning: ${msg} ${JSON.stringify(obj)}`)),
  error: (obj, msg) =>
    console.error(printable(`ops: error: ${msg} ${JSON.stringify(obj, Object.getOwnPropertyNames(obj))}`)),
};

async function main(): Promise<number> {
  const config = loadConfig();
  const handle = openDb({ url: config.databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db;
    const clock = systemClock;
    const entrants = new EntrantPseudonyms(config.jwtSecret);
    const mailer = config.smtpUrl ? new SmtpMailer(db, clock, config.smtpUrl) : new OutboxMailer(db, clock);
    // The server's one provider (app.ts), for refunds and for settling a paid order.
    const provider = new SandboxProvider();
    const kinds = new PurchasableCatalogue(purchasablesOf(serverModules));
    const purchases = new CheckoutService(
      db,
      clock,
      provider,
      new PaymentService(db, clock, provider),
      kinds,
    );
    const background = new BackgroundTasks(pino({ level: 'warn' }, pino.destination(2)));
    // Commands that run queued jobs (import-library) get the app's services, never listening: the
    // scan and the packaging are the very jobs the console queues, run here while the command waits.
    const app = JOB_COMMANDS.has(process.argv[2] ?? '')
      ? await buildApp({ ...config, logLevel: 'error' }, { db: handle, jobWorkers: true })
      : null;
    const outcome = await runOps(process.argv.slice(2), {
      db,
      clock,
      draws: new DrawService({ db, clock, mailer, origins: config, entrants, log }),
      postal: new PostalService(db, clock, entrants),
      orders: new OrderService(db, clock, provider, purchases, mailer, background, config),
      retention: config.retention,
      // Other instances see a change when their host → brand cache entry expires (5 s).
      brandAdmin: new BrandAdminService({
        db,
        clock,
        audit: new AuditService(db, clock),
        brands: { clear: () => {} },
        dataDir: config.dataDir,
        consoleHosts: consoleHostsOf(config),
      }),
      // The member area's reset link and mail for a new member (no sign-in here: no throttle to share).
      memberAdmin: new MemberAdminService({
        db,
        clock,
        audit: new AuditService(db, clock),
        config,
        auth: new AuthService({
          db,
          clock,
          mail: new MailService(mailer),
          tokens: new TokenSigner(config.jwtSecret, clock),
          throttle: new LoginThrottle(new MemoryThrottleStore()),
        }),
      }),
      // Members read the rows without a cache in between: every instance shows the change at once.
      rows: new RowCurationService({ db, audit: new AuditService(db, clock) }),
      // Titles go through the catalogue's writer: this process forgets its search vocabulary at
      // once; a running server's within CACHE_TTL_MS (docs/titles.md "At once").
      titles: new TitleEditingService({
        db,
        clock,
        audit: new AuditService(db, clock),
        writer: new CatalogueWriter(db),
      }),
      // Member actions: the console's own services, the server's provider, the member area's reset mail.
      refunds: new RefundAdminService({
        db,
        clock,
        provider,
        audit: new AuditService(db, clock),
        mailer,
        config,
      }),
      memberSubscriptions: new MemberSubscriptionAdminService({
        db,
        clock,
        audit: new AuditService(db, clock),
        lifecycle: new BillingService(db, clock, provider),
        mailer,
        cancellationMail,
      }),
      memberAccess: new MemberAccessAdminService({
        db,
        clock,
        audit: new AuditService(db, clock),
        config,
        auth: new AuthService({
          db,
          clock,
          mail: new MailService(mailer),
          tokens: new TokenSigner(config.jwtSecret, clock),
          throttle: new LoginThrottle(new MemoryThrottleStore()),
        }),
      }),
      // The shop's pictures live under DATA_DIR; members read the catalogue without a cache.
      productAdmin: new ProductAdminService(db, new AuditService(db, clock), config.dataDir, clock),
      mailer,
      consoleOrigin: consoleOriginOf(config),
      ...(app
        ? {
            libraries: app.services.libraries,
            runJobsWhile: async <T>(work: () => Promise<T>): Promise<T> => {
              await app.services.queue.start();
              try {
                return await work();
              } finally {
                await app.close();
              }
            },
          }
        : {}),
      out: (line) => console.log(line),
    });
    // The member's mail (shipped, cancelled) is sent before the command exits.
    await background.idle();
    if (outcome.ok) return 0;
    console.error(`ops: ${outcome.problem}`);
    return 1;
  } finally {
    await handle.destroy();
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError ? `ops: ${err.message}` : err);
    process.exitCode = 1;
  });
