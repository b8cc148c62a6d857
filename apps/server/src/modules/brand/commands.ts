/**
 * The brands' operator commands (issue 31 scope 7, README "Operator commands"): `create-brand`
 * makes a brand whose host serves its own sign-in page at once, `update-brand` changes the settings
 * the flags name, any setting of the console's form from a JSON file (`--settings`), and the logo
 * (`--logo`). All go through BrandAdminService, the console's own path: the same validation, one
 * transaction with the audit row (staff null, address 'cli').
 */
import fs from 'node:fs/promises';
import { z } from 'zod';
import { LAYOUTS } from '@member-area/domain';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { brandArtFromUpload, LOGO_MAX_BYTES } from './admin-upload';
import type { BrandInputDraft, ConsoleBrandView } from './admin-model';
import { minimalBrandDraft, type BrandAdminOutcome, type BrandActor } from './admin-service';
import { brandIdFlag } from './model';

/** An operator at the command line: no staff account, and no network address. */
const CLI_ACTOR: BrandActor = { staffId: null, staffEmail: null, ip: 'cli' };

const layoutFlag = z.enum(LAYOUTS, { message: `one of ${LAYOUTS.join(', ')}` });
// The shapes only; the brand rule (admin-service) says what is wrong with a value, as the console does.
const text = (what: string) => z.string({ message: what }).trim().min(1, what);

const CreateBrand = z
  .object({
    id: brandIdFlag('newbrand'),
    name: text('the brand name, like "Star Play"'),
    host: text('a host name like newbrand.localhost'),
    layout: layoutFlag.optional(),
    accent: text('a colour like #A78BFA').optional(),
    currency: text('an ISO 4217 code like USD').optional(),
  })
  .strict();

const UpdateBrand = z
  .object({
    id: brandIdFlag('playmax'),
    name: text('the brand name').optional(),
    host: text('host names, comma-separated (they replace the brand’s)').optional(),
    layout: layoutFlag.optional(),
    accent: text('a colour like #A78BFA').optional(),
    currency: text('an ISO 4217 code like USD').optional(),
    settings: text('a JSON file of the console form’s fields').optional(),
    logo: text('a PNG, JPEG or WebP file').optional(),
  })
  .strict();

function hostsOf(flag: string): string[] {
  return flag
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
}

/** The flags laid over a draft: --accent sets both accents (text on the page and the filled controls). */
function withFlags(
  draft: BrandInputDraft,
  f: { name?: string; host?: string; layout?: string; accent?: string; currency?: string },
): BrandInputDraft {
  return {
    ...draft,
    ...(f.name !== undefined ? { name: f.name } : {}),
    ...(f.host !== undefined ? { hosts: hostsOf(f.host) } : {}),
    ...(f.layout !== undefined ? { layout: f.layout } : {}),
    ...(f.accent !== undefined ? { accentColor: f.accent, accentColorExact: f.accent } : {}),
    ...(f.currency !== undefined ? { currency: f.currency } : {}),
  };
}

function refusal(outcome: Extract<BrandAdminOutcome, { ok: false }>): OpsOutcome {
  const where = outcome.field ? `${outcome.field}: ` : '';
  return {
    ok: false,
    problem: `${where}${outcome.errorCode}: ${errorMessage('en-us', outcome.errorCode)} Nothing changed.`,
  };
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function service(ctx: OpsContext) {
  if (!ctx.brandAdmin) throw new Error('the brand commands need ctx.brandAdmin (ops/cli.ts builds it)');
  return ctx.brandAdmin;
}

async function createBrand(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateBrand, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const draft = withFlags(minimalBrandDraft(f.name, f.host), f);
  const outcome = await service(ctx).create(f.id, draft, CLI_ACTOR);
  if (!outcome.ok) return refusal(outcome);
  const b = outcome.brand;
  ctx.out(
    `created brand ${b.id} (${b.name}) on ${b.hosts.join(', ')}: layout ${b.layout}, accent ${b.accentColor}, currency ${b.currency}`,
  );
  ctx.out(`  its sign-in page is /login on ${b.hosts.join(', ')}, served now`);
  return { ok: true };
}

function describeChange(before: ConsoleBrandView, after: ConsoleBrandView, field: string): string {
  const key = field as keyof ConsoleBrandView;
  return `  ${field}: ${show(before[key])} → ${show(after[key])}`;
}

/** The logo file of `--logo`, re-encoded as the console's upload is; null when it is not a picture. */
async function logoArt(file: string) {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > LOGO_MAX_BYTES) return null;
    return await brandArtFromUpload(await fs.readFile(file));
  } catch {
    return null;
  }
}

async function updateBrand(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateBrand, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const before = await admin.get(f.id);
  if (!before) return { ok: false, problem: `no brand ${f.id}` };
  const { id: _id, logoUrl: _logo, iconUrl: _icon, ...stored } = before;
  let draft: BrandInputDraft = stored;
  if (f.settings !== undefined) {
    const file = await readSettingsFile(f.settings, Object.keys(stored));
    if (!file.ok) return file;
    draft = { ...stored, ...file.settings } as BrandInputDraft;
  }
  // Every flag is checked before anything is written: the logo is read first, then the settings saved.
  const art = f.logo === undefined ? undefined : await logoArt(f.logo);
  if (art === null)
    return {
      ok: false,
      problem: `--logo: ${f.logo ?? ''} is not a PNG, JPEG or WebP picture; nothing changed`,
    };
  const outcome = await admin.update(f.id, withFlags(draft, f), CLI_ACTOR);
  if (!outcome.ok) return refusal(outcome);
  if (outcome.changed.length === 0 && !art) ctx.out(`brand ${f.id}: nothing to change`);
  else if (outcome.changed.length > 0) {
    ctx.out(`updated brand ${f.id}:`);
    for (const field of outcome.changed) ctx.out(describeChange(before, outcome.brand, field));
  }
  if (art) {
    const logo = await admin.replaceArt(f.id, art, CLI_ACTOR);
    if (!logo.ok) return refusal(logo);
    ctx.out(`  logo: ${logo.brand.logoUrl} (favicons drawn from it)`);
  }
  return { ok: true };
}

/** The brands' operator commands (module.ts `commands`). */
export const brandCommands: Record<string, OpsCommand> = {
  'create-brand': {
    usage:
      '--id ID --name NAME --host HOST [--layout default|vpn|clickcoins|clickplay] [--accent #RRGGBB] [--currency CODE]',
    run: createBrand,
  },
  'update-brand': {
    usage:
      '--id ID [--name NAME] [--host HOST[,HOST…] (replaces)] [--accent #RRGGBB] [--layout NAME] [--currency CODE] ' +
      '[--settings FILE.json (any field of the console form)] [--logo FILE.png|jpg|webp]',
    run: updateBrand,
  },
};
