import path from 'node:path';
import type { Db } from '../db/kysely';
import { hashPassword } from '../modules/auth/password';
import { BRANDS, iconUrl, logoUrl, type BrandSeed } from './brands';
import { writeArtIfMissing } from './images/assets';
import { menuFor } from './menus';
import { DEMO_PASSWORD, PERSONAS, type PersonaSeed } from './personas';
import { OFFERS, PLANS } from './plans';
import { seedDataProblems } from './validate';
import { DEMO_CATALOGUE_TITLES, seedCatalogue } from './catalogue/write';
import { alignCatalogueWithMedia } from './catalogue/media-facts';
import type { MediaManifest } from '../lib/media-manifest';
import { seedAccountData } from './account';
import { seedGiveawayCatalogue } from './giveaways/catalogue';
import { seedGiveawayDraws } from './giveaways/draws';
import { giveawayTranslationGaps, giveawayTranslationRows } from './giveaways/translations';
import { seedWallet } from './wallet';
import { walletTranslationGaps, walletTranslationRows } from './wallet/translations';
import { seedCrossSell } from './crosssell';
import { seedMigratedBrand } from './migration';
import { seedGreenHistory } from './green';
import { translationRows } from './translations';
import { impactTranslationRows, seedImpacts } from './impacts';
import { marketplaceTranslationRows, seedMarketplace } from './marketplace';
import { faqTranslationGaps, faqTranslationRows, seedFaq } from './support';
import { withSeedLock } from './lock';
import {
  insertPersonaIfMissing,
  migratedBrandIds,
  replaceBrandTags,
  insertMissingDataTranslations,
  syncMenu,
  upsertBrand,
  upsertBrandHosts,
  upsertOffers,
  upsertPlans,
} from './write';
import type { PublicOriginSettings } from '../modules/mail/public-origin';
import { seedDemoStaff } from './staff';
import { findBrandById } from '../modules/brand';

export { BRANDS, type BrandSeed } from './brands';
export { DEMO_PASSWORD, PERSONAS, type PersonaSeed } from './personas';
export { OFFERS, PLANS } from './plans';

export interface SeedOptions {
  /** Brand art is written under `${dataDir}/brand-assets/<brandId>/`. */
  dataDir: string;
  log?: (msg: string) => void;
  /**
   * The server's JWT_SECRET: the demo draws' snapshots hold entrant pseudonyms keyed by it, which
   * the server must compute alike when it re-runs a draw. Without it (tests of other parts) a fixed
   * demo key is used; the records still verify.
   */
  jwtSecret?: string;
  /** Where the seeded mails link: the server's config (PUBLIC_ORIGIN, PORT); absent, `npm start`'s default address. */
  origins?: PublicOriginSettings;
  /**
   * Tests only: the scrypt cost (log2 N) of the personas' password hashes, so a test that seeds
   * signs in cheaply (see test/fixtures.ts). The server and the seed CLI never set it.
   */
  passwordLog2N?: number;
  /**
   * The generated demo media (ensureDemoMedia). When given, titles that play a generated file list
   * its real duration or page count (catalogue/media-facts.ts); without it they keep the generator's.
   */
  media?: MediaManifest | null;
}

/** The pseudonym key of a seed run without the server's secret (see SeedOptions.jwtSecret). */
const DEMO_DRAW_SECRET = 'member-area demo draws without a JWT secret';

/** scrypt costs 128 MiB and ~0.3 s per hash: a few at a time, not all at once. */
const HASH_CONCURRENCY = 4;

/**
 * Loads the demo brands, plans and personas (DESIGN.md 4). Safe to run on every start: a brand's
 * configuration (row, hosts, tags, menu, plans) and the data translations are written only where
 * missing, so what the console changed stays; personas are inserted only when missing, and nothing
 * a member owns (password, tags, coins, subscriptions, payment methods) is ever reset. Each brand is written
 * in one transaction, so a failure never leaves a half-seeded brand.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  await withSeedLock(
    db,
    () => seedUnderLock(db, opts, log),
    () => log('waiting for another instance to finish seeding…'),
  );
}

async function seedUnderLock(db: Db, opts: SeedOptions, log: (msg: string) => void): Promise<void> {
  const problems = seedDataProblems();
  problems.push(...faqTranslationGaps().map((gap) => `no translation of faq text ${gap}`));
  problems.push(...walletTranslationGaps().map((gap) => `no translation of ${gap}`));
  problems.push(...giveawayTranslationGaps().map((gap) => `no translation of ${gap}`));
  if (problems.length > 0) throw new Error(`seed data is inconsistent:\n- ${problems.join('\n- ')}`);
  const now = new Date();

  await db.transaction().execute((trx) => upsertOffers(trx, OFFERS));
  log(`offers: ${OFFERS.length}`);
  const translations = [
    ...translationRows(),
    ...marketplaceTranslationRows(),
    ...impactTranslationRows(),
    ...faqTranslationRows(),
    ...walletTranslationRows(),
    ...giveawayTranslationRows(),
  ];
  await db.transaction().execute((trx) => insertMissingDataTranslations(trx, translations));
  log(`data translations: ${translations.length}`);
  const catalogue = await seedCatalogue(db, { titles: DEMO_CATALOGUE_TITLES, log });
  if (catalogue.inserted > 0) log(`catalogue: ${catalogue.inserted} demo titles`);
  if (opts.media) {
    const facts = await alignCatalogueWithMedia(db, opts.media);
    log(
      `catalogue: durations and pages from the demo media (${facts.tracks} tracks, ${facts.films} films, ` +
        `${facts.episodes} episodes, ${facts.audiobooks} audiobooks, ${facts.ebooks} ebooks)`,
    );
  }

  // A brand an operator moved with migrate-brand keeps its row, but its members, plans and hostnames
  // now belong to the brand it moved to: writing them again would make a second account of each
  // moved persona (and a second copy of its subscription's ref_id), take the plans back from their
  // subscriptions and re-open the hostnames that now redirect.
  const movedAway = new Set(await migratedBrandIds(db));
  const hashes = await hashMissingPersonas(db, log, opts.passwordLog2N, movedAway);

  for (const brand of BRANDS) {
    const moved = movedAway.has(brand.id);
    const personas = moved ? [] : PERSONAS.filter((p) => p.brandId === brand.id);
    const menu = menuFor(brand);
    const plans = moved ? [] : PLANS.filter((p) => p.brandId === brand.id);
    const created = await db.transaction().execute(async (trx) => {
      // A demo brand's configuration is written once, when the brand is new: from then on the console
      // (and the operator commands) own it, and a restart keeps what they changed (issue 31).
      if (!(await findBrandById(trx, brand.id))) {
        await upsertBrand(trx, brand, { logoUrl: logoUrl(brand.id), iconUrl: iconUrl(brand.id) }, now);
        if (!moved) await upsertBrandHosts(trx, brand);
        await replaceBrandTags(trx, brand);
        await syncMenu(trx, brand.id, menu);
        await upsertPlans(trx, plans, brand.billing);
      }
      const inserted: string[] = [];
      for (const persona of personas) {
        const hash = hashes.get(personaKey(persona));
        // No hash: the persona already existed when we looked; leave it alone.
        if (hash && (await insertPersonaIfMissing(trx, persona, hash, now))) inserted.push(persona.email);
      }
      return inserted;
    });
    const art = await writeBrandArt(opts.dataDir, brand);
    if (moved) log(`brand ${brand.id}: migrated away; its members, plans and hostnames are left as moved`);
    else
      log(
        `brand ${brand.id} (${brand.hosts.join(', ')}): ${menu.length} menu items, ${plans.length} plans, ` +
          `${created.length} of ${personas.length} personas created` +
          (art.length ? `, wrote ${art.join(', ')}` : ''),
      );
    for (const email of created) {
      const persona = personas.find((p) => p.email === email);
      log(`  + ${email}: ${persona?.demonstrates ?? ''}`);
    }
  }
  await seedMarketplace(db, BRANDS, now, log);
  await seedImpacts(db, BRANDS, log);
  await seedFaq(db, log);
  // Before the account data: the giveaways must exist for the personas' entries to join their pool.
  await seedGiveawayCatalogue(db, now, { dataDir: opts.dataDir, log });
  await seedAccountData(db, now, log);
  await seedWallet(db, now, log);
  await seedCrossSell(db, BRANDS, log);
  await seedMigratedBrand(db, now, log);
  await seedGreenHistory(db, now, log);
  await seedGiveawayDraws(db, now, {
    jwtSecret: opts.jwtSecret ?? DEMO_DRAW_SECRET,
    origins: opts.origins,
    log,
  });
  await seedDemoStaff(db, now, { passwordLog2N: opts.passwordLog2N, log });
}

const personaKey = (p: Pick<PersonaSeed, 'brandId' | 'email'>): string => `${p.brandId}/${p.email}`;

async function hashMissingPersonas(
  db: Db,
  log: (msg: string) => void,
  log2N: number | undefined,
  movedAway: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const existing = await db
    .selectFrom('members')
    .select(['brand_id', 'email'])
    .where(
      'email',
      'in',
      PERSONAS.map((p) => p.email),
    )
    .execute();
  const present = new Set(existing.map((m) => personaKey({ brandId: m.brand_id, email: m.email })));
  const missing = PERSONAS.filter((p) => !movedAway.has(p.brandId) && !present.has(personaKey(p)));
  const hashes = new Map<string, string>();
  if (missing.length === 0) return hashes;

  log(`hashing passwords for ${missing.length} personas…`);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const persona = missing[next++]!;
      hashes.set(personaKey(persona), await hashPassword(DEMO_PASSWORD, log2N));
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missing.length) }, worker));
  return hashes;
}

function writeBrandArt(dataDir: string, brand: BrandSeed): Promise<string[]> {
  return writeArtIfMissing(path.join(dataDir, 'brand-assets', brand.id), {
    id: brand.id,
    label: brand.name,
    emblem: brand.art.emblem,
    palette: brand.art.palette,
    wordmark: brand.art.wordmark,
    accent: brand.accentColor,
  });
}
