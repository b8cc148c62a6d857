/**
 * What an operator command is and what it is handed (`npm run ops`, README "Operator commands").
 * Each module declares its commands in its module.ts (`commands`, docs/modules.md); ops/commands.ts
 * composes them and runs one; cli.ts builds the context, tests build their own.
 */
import type { RetentionSettings } from '../config';
import type { Db } from '../db/kysely';
import type { Clock } from '../lib/clock';
import type { BrandAdminService } from '../modules/brand/admin-service';
import type { DrawService } from '../modules/giveaways/draw-service';
import type { PostalService } from '../modules/giveaways/postal-service';
import type { Mailer } from '../modules/mail/mailer';
import type { LibrariesService } from '../modules/libraries/service';
import type { RowCurationService } from '../modules/rows/service';
import type { TitleEditingService } from '../modules/titles/service';
import type { MemberAdminService } from '../modules/member/admin-service';
import type { OrderService } from '../modules/marketplace/order-service';
import type { RefundAdminService } from '../modules/billing/admin-service';
import type { MemberSubscriptionAdminService } from '../modules/subscription/member-subscription-service';
import type { MemberAccessAdminService } from '../modules/account/access-admin-service';
import type { OpsOutcome, ParsedArgs } from './args';
import type { ProductAdminService } from '../modules/marketplace/product-admin-service';

export interface OpsContext {
  db: Db;
  clock: Clock;
  draws: DrawService;
  postal: PostalService;
  /** Marketplace orders (order-status); absent where a runner does not set them up. */
  orders?: Pick<OrderService, 'setStatus'>;
  /** The server's retention settings (retention); absent = the defaults. */
  retention?: RetentionSettings;
  /** Brands: create-brand, update-brand (the console's own service); absent where a runner does not set it up. */
  brandAdmin?: BrandAdminService;
  /** Members: create-member (the console's own service); absent where a runner does not set it up. */
  memberAdmin?: MemberAdminService;
  /** Member actions: refund-payment; cancel-, restart-subscription, extend-access; send-reset-link, deactivate-, reactivate-member. */
  refunds?: RefundAdminService;
  memberSubscriptions?: MemberSubscriptionAdminService;
  memberAccess?: MemberAccessAdminService;
  /** Mail (a staff invitation); absent where a runner does not set it up. */
  mailer?: Mailer;
  /** Where the console answers (a staff invitation's link), e.g. `http://admin.localhost:3000`. */
  consoleOrigin?: string;
  /** Libraries: import-library; absent where a runner does not set it up. */
  libraries?: LibrariesService;
  /** Rows: create-row, update-row, pin-title, unpin-title, order-rows, hide-row; absent where a runner does not set it up. */
  rows?: RowCurationService;
  /** Titles: edit-title, merge-titles, hide-title; absent where a runner does not set it up. */
  titles?: TitleEditingService;
  /** The shop: create-product, update-product, set-stock, create-category; absent where a runner does not set it up. */
  productAdmin?: ProductAdminService;
  /** Runs the job queue's workers in this process while `work` runs (import-library waits on its jobs). */
  runJobsWhile?: <T>(work: () => Promise<T>) => Promise<T>;
  out: (line: string) => void;
}

/** One command: its flags as `usage` prints them, and what it does (a problem on bad input). */
export interface OpsCommand {
  usage: string;
  run: (flags: ParsedArgs['flags'], ctx: OpsContext) => Promise<OpsOutcome>;
}
