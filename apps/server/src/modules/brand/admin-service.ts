/**
 * Creating and editing brands from the console and the operator commands (issue 31 scope 5 and 7).
 * Each change runs in one transaction with its audit row (docs/console.md "The audit log"), is
 * checked by the domain's brand-draft rule first, and empties the host → brand cache here; other
 * instances see it when their own cache entry expires (BrandResolver, 5 s).
 */
import {
  DEFAULT_ACCENT_COLOR_EXACT,
  LANGUAGE_CODES,
  MEDIA_TYPES,
  brandDraftProblems,
  menuHref,
  type BrandProblem,
  type MediaType,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import type { Clock } from '../../lib/clock';
import {
  brandHasPlans,
  deleteBrandHosts,
  deleteBrandTags,
  deleteMenuItems,
  hostOwners,
  insertBrand,
  insertBrandHosts,
  insertBrandTags,
  insertMenuItems,
  listBrandRows,
  listHostsOf,
  listMenuItemsOf,
  listTagsOf,
  lockBrandRow,
  updateBrandColumns,
} from './admin-repo';
import { writeInitialArt } from './admin-art';
import { findBrandById } from './repo';
import { stageBrandArt, type BrandArt } from './admin-upload';
import {
  billingOf,
  brandColumns,
  brandIconUrl,
  brandLogoUrl,
  brandTagsOf,
  defaultDescriptor,
  memberAreaUrlFor,
  menuRowsOf,
  toConsoleBrand,
  type BrandInputDraft,
  type ConsoleBrandView,
} from './admin-model';

/** The audit module's writer, in the caller's transaction (modules/audit AuditService). */
export type AuditRecorder = Pick<AuditService, 'record'>;

/** Who made the change: a staff member and their address, or an operator command (null, 'cli'). */
export interface BrandActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export const BRAND_ADMIN_ERROR_CODES = [
  'host_taken',
  'brand_exists',
  'brand_not_found',
  'currency_locked',
] as const;
export type BrandAdminErrorCode = (typeof BRAND_ADMIN_ERROR_CODES)[number] | BrandProblem['code'];

export type BrandAdminOutcome =
  | { ok: true; brand: ConsoleBrandView; changed: string[] }
  | { ok: false; errorCode: BrandAdminErrorCode; field?: string; problems?: BrandProblem[] };

export interface BrandAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditRecorder;
  /** Emptied after a change, so this instance serves it at once. */
  brands: { clear(): void };
  dataDir: string;
  /** The console's own hosts (CONSOLE_HOSTS): never a brand's. */
  consoleHosts: readonly string[];
}

/** A refusal decided inside the transaction: thrown to roll back, answered as data. */
class Refusal extends Error {
  constructor(readonly outcome: Extract<BrandAdminOutcome, { ok: false }>) {
    super(outcome.errorCode);
  }
}

/** PostgreSQL unique_violation, SQLite's PRIMARY KEY or UNIQUE: another write took the key meanwhile. */
function isKeyTaken(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The top-level fields whose values differ: what a command prints and an audit reader scans. */
export function changedFields(before: ConsoleBrandView | null, after: ConsoleBrandView): string[] {
  return (Object.keys(after) as (keyof ConsoleBrandView)[]).filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  );
}

/** A new brand's menu labels; the web shows its own translation of each type where it has one. */
const MEDIA_LABELS: Record<MediaType, string> = {
  audiobook: 'Audiobooks',
  ebook: 'Ebooks',
  music: 'Music',
  movie: 'Movies',
  game: 'Games',
  stream: 'Sports',
  software: 'Software',
};

/**
 * What a brand made from only an id, a name and a host has (the create-brand command): every media
 * type with a menu of them, every language, no feature tags, contact details under its host.
 */
export function minimalBrandDraft(name: string, host: string): BrandInputDraft {
  const menu = [
    { label: 'Home', path: '/', icon: 'home' },
    ...MEDIA_TYPES.map((type) => ({ label: MEDIA_LABELS[type], path: menuHref(type) ?? '/', icon: type })),
  ];
  return {
    name,
    hosts: [host],
    layout: 'default',
    accentColor: '#A5B4FC',
    accentColorExact: DEFAULT_ACCENT_COLOR_EXACT,
    mediaTypes: [...MEDIA_TYPES],
    tags: [],
    menu: menu.map((item) => ({ ...item, color: null, submenuType: null })),
    supportDomain: host,
    supportEmail: `support@${host}`,
    phones: [],
    companyName: name,
    address: { address: '', city: '', state: '', zip: '', countryCode: 'US' },
    cookiePolicyUrl: `https://${host}/cookies`,
    currency: 'USD',
    defaultLanguage: 'en-us',
    languages: [...LANGUAGE_CODES],
    sweeps: { forAll: false, blockedCountries: [] },
  };
}

export class BrandAdminService {
  constructor(private readonly deps: BrandAdminDeps) {}

  /** The brands of `scope` (null: every brand), by id. */
  async list(scope: readonly string[] | null): Promise<ConsoleBrandView[]> {
    return this.read(this.deps.db, scope);
  }

  async get(id: string): Promise<ConsoleBrandView | null> {
    return (await this.read(this.deps.db, [id]))[0] ?? null;
  }

  async create(id: string, input: BrandInputDraft, actor: BrandActor): Promise<BrandAdminOutcome> {
    const refused = this.check(id, input);
    if (refused) return refused;
    const outcome = await this.change(async (trx) => {
      if ((await listBrandRows(trx, [id])).length > 0)
        throw new Refusal({ ok: false, errorCode: 'brand_exists', field: 'id' });
      await this.refuseTakenHosts(trx, id, input.hosts);
      await insertBrand(trx, {
        id,
        ...brandColumns(input, { descriptor: defaultDescriptor(input.name) }),
        logo_url: brandLogoUrl(id),
        icon_url: brandIconUrl(id),
        signup_url: '',
        member_area_url: memberAreaUrlFor(input.hosts[0] ?? ''),
        cdn_server: '/media',
        created_at: this.deps.clock().toISOString(),
      });
      await this.writeParts(trx, id, input);
      const after = await this.readOne(trx, id);
      await this.deps.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        brandId: id,
        action: 'brand.create',
        target: `brand:${id}`,
        before: null,
        after,
        ip: actor.ip,
      });
      return { ok: true as const, brand: after, changed: changedFields(null, after) };
    });
    // After the commit: art for a brand that exists. Files already there (an upload) are kept.
    if (outcome.ok)
      await writeInitialArt(this.deps.dataDir, {
        id,
        name: input.name,
        accentColorExact: input.accentColorExact,
      });
    return outcome;
  }

  async update(id: string, input: BrandInputDraft, actor: BrandActor): Promise<BrandAdminOutcome> {
    const refused = this.check(id, input);
    if (refused) return refused;
    return this.change(async (trx) => {
      const row = (await listBrandRows(trx, [id]))[0];
      if (!row) throw new Refusal({ ok: false, errorCode: 'brand_not_found', field: 'id' });
      const before = await this.readOne(trx, id);
      await this.refuseTakenHosts(trx, id, input.hosts);
      // Marketplace and giveaway prices are minor units of the brand's currency, and new plans take
      // it: once the brand sells plans, another currency would relabel amounts members already see.
      if (input.currency !== before.currency && (await brandHasPlans(trx, id)))
        throw new Refusal({ ok: false, errorCode: 'currency_locked', field: 'currency' });
      // The statement descriptor is billing's, not the console's: kept as it is.
      const descriptor = billingOf(row).descriptor ?? defaultDescriptor(input.name);
      const primary = input.hosts[0] ?? '';
      await updateBrandColumns(trx, id, {
        ...brandColumns(input, { descriptor }),
        // The member area's address follows a new primary host, as brands.hostname does.
        ...(primary !== row.hostname
          ? { member_area_url: memberAreaUrlFor(primary, row.member_area_url) }
          : {}),
      });
      await deleteBrandHosts(trx, id);
      await deleteBrandTags(trx, id);
      await deleteMenuItems(trx, id);
      await this.writeParts(trx, id, input);
      const after = await this.readOne(trx, id);
      const changed = changedFields(before, after);
      await this.deps.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        brandId: id,
        action: 'brand.update',
        target: `brand:${id}`,
        before,
        after,
        ip: actor.ip,
      });
      return { ok: true as const, brand: after, changed };
    });
  }

  /**
   * An uploaded logo (admin-upload.ts): the files under new names first, then the brand row
   * pointing at them with its audit row, and only after the commit the icons under their fixed
   * names and the previous logo removed. A row that is not written removes the new files again, so
   * the brand keeps its old logo and favicons whole.
   */
  async replaceArt(id: string, art: BrandArt, actor: BrandActor): Promise<BrandAdminOutcome> {
    if (!(await this.get(id))) return { ok: false, errorCode: 'brand_not_found', field: 'id' };
    const staged = await stageBrandArt(this.deps.dataDir, id, art);
    let previousLogoUrl = '';
    let outcome: BrandAdminOutcome;
    try {
      outcome = await this.change(async (trx) => {
        // Locked first, so that `before` is the logo this upload replaces even when another upload
        // committed while this one waited (its publish then removes that logo, not an older one).
        await lockBrandRow(trx, id);
        const before = await this.readOne(trx, id);
        previousLogoUrl = before.logoUrl;
        await updateBrandColumns(trx, id, { logo_url: staged.logoUrl, icon_url: staged.iconUrl });
        const after = await this.readOne(trx, id);
        await this.deps.audit.record(trx, {
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          brandId: id,
          action: 'brand.logo',
          target: `brand:${id}`,
          before: { logoUrl: before.logoUrl, iconUrl: before.iconUrl },
          after: { logoUrl: after.logoUrl, iconUrl: after.iconUrl },
          ip: actor.ip,
        });
        return { ok: true as const, brand: after, changed: changedFields(before, after) };
      });
    } catch (err) {
      await staged.discard();
      throw err;
    }
    if (!outcome.ok) await staged.discard();
    else
      await staged.publish(
        previousLogoUrl,
        async (logoUrl) => (await findBrandById(this.deps.db, id))?.logo_url === logoUrl,
      );
    return outcome;
  }

  /** The domain's rule, then the console's own hosts, before any transaction. */
  private check(id: string, input: BrandInputDraft): BrandAdminOutcome | null {
    const problems = brandDraftProblems({ id, ...input });
    const first = problems[0];
    if (first) return { ok: false, errorCode: first.code, field: first.field, problems };
    const consoleHost = input.hosts.findIndex((h) => this.deps.consoleHosts.includes(h));
    if (consoleHost >= 0) return { ok: false, errorCode: 'host_taken', field: `hosts.${consoleHost}` };
    return null;
  }

  private async refuseTakenHosts(trx: DbOrTrx, id: string, hosts: readonly string[]): Promise<void> {
    const taken = (await hostOwners(trx, hosts)).filter((owner) => owner.brand_id !== id);
    const at = hosts.findIndex((h) => taken.some((t) => t.hostname === h));
    if (at >= 0) throw new Refusal({ ok: false, errorCode: 'host_taken', field: `hosts.${at}` });
  }

  private async writeParts(trx: DbOrTrx, id: string, input: BrandInputDraft): Promise<void> {
    await insertBrandHosts(trx, id, input.hosts);
    await insertBrandTags(trx, id, brandTagsOf(input));
    await insertMenuItems(trx, id, menuRowsOf(input.menu));
  }

  /** Runs a change in one transaction; a refusal or a key another write took rolls it all back. */
  private async change(work: (trx: DbOrTrx) => Promise<BrandAdminOutcome>): Promise<BrandAdminOutcome> {
    try {
      const outcome = await inTransaction(this.deps.db, work);
      this.deps.brands.clear();
      return outcome;
    } catch (err) {
      if (err instanceof Refusal) return err.outcome;
      // Two writes racing for one hostname (or one id): the loser is told as if it had looked later.
      if (isKeyTaken(err)) {
        const brandKey = /brands\.id|brands_pkey/.test(String((err as Error).message));
        return brandKey
          ? { ok: false, errorCode: 'brand_exists', field: 'id' }
          : { ok: false, errorCode: 'host_taken', field: 'hosts' };
      }
      throw err;
    }
  }

  private async readOne(db: DbOrTrx, id: string): Promise<ConsoleBrandView> {
    const brand = (await this.read(db, [id]))[0];
    if (!brand) throw new Error(`brand ${id} vanished inside its own transaction`);
    return brand;
  }

  private async read(db: DbOrTrx, ids: readonly string[] | null): Promise<ConsoleBrandView[]> {
    const rows = await listBrandRows(db, ids);
    const found = rows.map((r) => r.id);
    const [hosts, tags, menu] = await Promise.all([
      listHostsOf(db, found),
      listTagsOf(db, found),
      listMenuItemsOf(db, found),
    ]);
    return rows.map((row) =>
      toConsoleBrand(
        row,
        hosts.filter((h) => h.brand_id === row.id).map((h) => h.hostname),
        tags.filter((t) => t.brand_id === row.id).map((t) => t.tag),
        menu.filter((m) => m.brand_id === row.id),
      ),
    );
  }
}
