/**
 * The impact items' operator commands (issue 33 scope 4: every console write is also a command):
 * `create-impact`, `update-impact`, `set-impact-active`, through the console's own service and
 * rules, recorded in the audit log with no staff member and the address `cli`.
 */
import { z } from 'zod';
import type { ImpactText } from '@member-area/domain';
import { errorMessage, type ErrorCode } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import {
  ImpactAdminService,
  type AdminImpactItem,
  type ImpactActor,
  type ImpactItemChange,
} from './item-admin-service';

const CLI_ACTOR: ImpactActor = { staffId: null, staffEmail: null, ip: 'cli' };

const wholeNumber = (example: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `a whole number like ${example}`)
    .transform(Number);
const idFlag = z.string().regex(/^\d{1,9}$/, 'an impact item id like 12');

const CreateImpact = z
  .object({
    brand: brandIdFlag('playmax'),
    slug: z.string(),
    category: z.string().min(1, 'a category slug of the brand'),
    name: z.string(),
    description: z.string(),
    unit: z.string(),
    price: wholeNumber('50 (coins per unit)'),
    target: wholeNumber('1000'),
    'member-target': wholeNumber('5').optional(),
    lang: z.string().optional(),
  })
  .strict();

const UpdateImpact = z
  .object({
    id: idFlag,
    settings: z.string().trim().min(1, 'a JSON file of the console form’s fields'),
  })
  .strict();

const SetActive = z.object({ id: idFlag, active: z.enum(['true', 'false'], 'true or false') }).strict();

function service(ctx: OpsContext): ImpactAdminService {
  return new ImpactAdminService(ctx.db, new AuditService(ctx.db, ctx.clock));
}

function refused(errorCode: ErrorCode, detail = ''): OpsOutcome {
  return {
    ok: false,
    problem: `refused: ${errorCode}: ${errorMessage('en-us', errorCode)}${detail}; nothing changed`,
  };
}

function changeRefused(change: Extract<ImpactItemChange, { ok: false }>): OpsOutcome {
  const detail = change.problems?.length
    ? ` (${change.problems.map((p) => `${p.field}: ${p.code}`).join(', ')})`
    : '';
  return refused(change.errorCode, detail);
}

function describe(i: AdminImpactItem): string {
  return (
    `impact #${i.id} ${i.slug} on ${i.brandId} (${i.categorySlug}): "${i.texts[0]?.name ?? ''}", ` +
    `${i.pricePerUnit} coins per ${i.texts[0]?.unit ?? 'unit'}, ${i.fundedQuantity}/${i.targetQuantity} funded, ` +
    `members invited to ${i.memberTarget}, in ${i.texts.map((t) => t.lang).join(',')}, ${i.active ? 'on' : 'off'}`
  );
}

async function createImpact(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateImpact, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const lang = f.lang ?? (await admin.defaultLanguageOf(f.brand));
  if (lang === null) return refused('brand_not_found');
  const category = (await admin.categories(f.brand)).find((c) => c.slug === f.category);
  if (!category) {
    const known = (await admin.categories(f.brand)).map((c) => c.slug).join(', ');
    return {
      ok: false,
      problem: `--category: ${f.brand} has no category ${f.category} (it has: ${known || 'none'})`,
    };
  }
  const change = await admin.create(CLI_ACTOR, f.brand, {
    slug: f.slug,
    categoryId: category.id,
    texts: [{ lang, name: f.name, description: f.description, unit: f.unit }],
    pricePerUnit: f.price,
    targetQuantity: f.target,
    memberTarget: f['member-target'] ?? 1,
  });
  if (!change.ok) return changeRefused(change);
  ctx.out(`created ${describe(change.item)}`);
  return { ok: true };
}

async function updateImpact(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateImpact, flags);
  if (!parsed.ok) return parsed;
  const admin = service(ctx);
  const id = Number(parsed.value.id);
  const before = await admin.get(id);
  if (!before) return refused('impact_not_found');
  const stored = {
    categoryId: before.categoryId,
    texts: before.texts,
    pricePerUnit: before.pricePerUnit,
    targetQuantity: before.targetQuantity,
    memberTarget: before.memberTarget,
  };
  const file = await readSettingsFile(parsed.value.settings, Object.keys(stored));
  if (!file.ok) return file;
  const settings = file.settings as Partial<typeof stored>;
  // Texts named in the file replace those languages; the others stay.
  const texts = new Map(before.texts.map((t) => [t.lang, t]));
  for (const t of (settings.texts ?? []) as ImpactText[]) texts.set(String(t.lang), t);
  const change = await admin.update(CLI_ACTOR, id, { ...stored, ...settings, texts: [...texts.values()] });
  if (!change.ok) return changeRefused(change);
  ctx.out(`was     ${describe(before)}`);
  ctx.out(`updated ${describe(change.item)}`);
  return { ok: true };
}

async function setImpactActive(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(SetActive, flags);
  if (!parsed.ok) return parsed;
  const active = parsed.value.active === 'true';
  const admin = service(ctx);
  const id = Number(parsed.value.id);
  const before = await admin.get(id);
  const change = await admin.setActive(CLI_ACTOR, id, active);
  if (!change.ok) return changeRefused(change);
  ctx.out(
    before?.active === active
      ? `impact #${id} was already ${active ? 'on' : 'off'}; nothing changed`
      : active
        ? `impact #${id} is on: members see it and may fund it`
        : `impact #${id} is off: members no longer see it or fund it`,
  );
  return { ok: true };
}

/** The impact commands (module.ts `commands`). */
export const impactCommands: Record<string, OpsCommand> = {
  'create-impact': {
    usage:
      '--brand ID --slug SLUG --category SLUG --name TEXT --description TEXT --unit TEXT --price COINS ' +
      '--target UNITS [--member-target UNITS] [--lang CODE]',
    run: createImpact,
  },
  'update-impact': {
    usage:
      '--id ID --settings FILE.json (categoryId, texts [{lang,name,description,unit}], pricePerUnit, targetQuantity, memberTarget)',
    run: updateImpact,
  },
  'set-impact-active': { usage: '--id ID --active true|false', run: setImpactActive },
};
