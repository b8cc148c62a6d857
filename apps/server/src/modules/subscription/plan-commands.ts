/**
 * The plans editor's operator commands (issue 31 scope 7: every console write is also a command):
 * `create-plan`, `update-plan` (any field of the console's form, from a JSON file) and
 * `set-plan-on-sale`, checked by the same rules as the console (the service runs
 * packages/domain's checkPlanDraft) and recorded in the audit log with no staff member and the
 * address `cli`.
 */
import { z } from 'zod';
import { MEDIA_TYPES } from '@member-area/domain';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import type { PlanDraft } from '@member-area/domain';
import { PlanAdminService, type AdminPlan, type PlanActor, type PlanChange } from './plan-admin-service';

const CLI_ACTOR: PlanActor = { staffId: null, staffEmail: null, ip: 'cli' };

/** A whole number flag; the domain rule decides its range, so the operator reads one message for it. */
const wholeNumber = (example: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `a whole number like ${example}`)
    .transform(Number);

const CreatePlan = z
  .object({
    brand: brandIdFlag('playmax'),
    name: z.string(),
    description: z.string().optional(),
    price: wholeNumber('999 (minor units: 9.99 in USD)'),
    recurring: wholeNumber('999 (minor units)'),
    'trial-days': wholeNumber('20').optional(),
    interval: z.string().optional(),
    'interval-count': wholeNumber('1').optional(),
    'media-types': z.string().optional(),
    membership: wholeNumber('149').optional(),
    group: z.string().optional(),
  })
  .strict();

const UpdatePlan = z
  .object({
    plan: z.string().regex(/^\d{1,9}$/, 'a plan id like 101'),
    settings: z.string().trim().min(1, 'a JSON file of the console form’s fields'),
  })
  .strict();

/** What the console's plan form sends: the fields `--settings` may name. */
function draftOf(p: AdminPlan): PlanDraft {
  return {
    texts: p.texts,
    group: p.group,
    priceInitialMinor: p.priceInitialMinor,
    priceRecurringMinor: p.priceRecurringMinor,
    trialDays: p.trialDays,
    interval: p.interval,
    intervalCount: p.intervalCount,
    mediaTypes: p.mediaTypes,
    membershipId: p.membershipId,
  } as PlanDraft;
}

const SetPlanOnSale = z
  .object({
    plan: z.string().regex(/^\d{1,9}$/, 'a plan id like 101'),
    'on-sale': z.enum(['true', 'false'], 'true or false'),
  })
  .strict();

function service(ctx: OpsContext): PlanAdminService {
  return new PlanAdminService(ctx.db, new AuditService(ctx.db, ctx.clock));
}

function refusal(change: Extract<PlanChange, { ok: false }>): OpsOutcome {
  const where = change.field ? ` (${change.field})` : '';
  return {
    ok: false,
    problem: `refused${where}: ${change.errorCode}: ${errorMessage('en-us', change.errorCode)}; nothing changed`,
  };
}

function describePlan(p: AdminPlan): string {
  const name = p.texts[0]?.name ?? '';
  const every = `${p.intervalCount} ${p.interval}${p.intervalCount === 1 ? '' : 's'}`;
  return (
    `plan #${p.id} "${name}" on ${p.brandId}: ${p.priceInitialMinor} then ${p.priceRecurringMinor} ` +
    `${p.currency} (minor units) every ${every}, ${p.trialDays} trial days, ` +
    `grants ${p.mediaTypes.join(',')}, ${p.membershipId === null ? 'no membership id' : `membership ${p.membershipId}`}, ` +
    (p.onSale ? 'on sale' : 'off sale')
  );
}

async function createPlan(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreatePlan, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const lang = await admin.defaultLanguageOf(f.brand);
  if (lang === null) return { ok: false, problem: `no brand ${f.brand}` };
  const trialDays = f['trial-days'] ?? 0;
  const membershipId = f.membership ?? null;
  const change = await admin.create(CLI_ACTOR, f.brand, {
    // The name is in the brand's default language: a command writes one language, the console all 8.
    texts: [{ lang, name: f.name, description: f.description ?? '' }],
    group: f.group ?? (membershipId !== null ? 'champion' : trialDays > 0 ? 'trial' : 'premium'),
    priceInitialMinor: f.price,
    priceRecurringMinor: f.recurring,
    trialDays,
    interval: f.interval ?? 'month',
    intervalCount: f['interval-count'] ?? 1,
    mediaTypes:
      f['media-types'] === undefined ? [...MEDIA_TYPES] : f['media-types'].split(',').map((t) => t.trim()),
    membershipId,
  });
  if (!change.ok) return refusal(change);
  ctx.out(`created ${describePlan(change.plan)}`);
  return { ok: true };
}

async function updatePlan(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdatePlan, flags);
  if (!parsed.ok) return parsed;
  const admin = service(ctx);
  const id = Number(parsed.value.plan);
  const before = await admin.get(id);
  if (!before) return { ok: false, problem: `no plan ${id}` };
  const stored = draftOf(before);
  const file = await readSettingsFile(parsed.value.settings, Object.keys(stored));
  if (!file.ok) return file;
  const change = await admin.update(CLI_ACTOR, id, { ...stored, ...file.settings } as PlanDraft);
  if (!change.ok) return refusal(change);
  ctx.out(`was     ${describePlan(before)}`);
  ctx.out(`updated ${describePlan(change.plan)}`);
  return { ok: true };
}

async function setPlanOnSale(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(SetPlanOnSale, flags);
  if (!parsed.ok) return parsed;
  const onSale = parsed.value['on-sale'] === 'true';
  const admin = service(ctx);
  const id = Number(parsed.value.plan);
  const before = await admin.get(id);
  if (!before) return { ok: false, problem: `no plan ${id}` };
  const change = await admin.setOnSale(CLI_ACTOR, id, onSale);
  if (!change.ok) return refusal(change);
  ctx.out(
    before.onSale === onSale
      ? `plan #${id} was already ${onSale ? 'on' : 'off'} sale; nothing changed`
      : onSale
        ? `plan #${id} is on sale again: members of ${before.brandId} see it and may buy it`
        : `plan #${id} is off sale: members of ${before.brandId} no longer see it or buy it; ` +
          `its ${before.activeSubscribers} active subscriber(s) keep it`,
  );
  return { ok: true };
}

/** The plan commands (module.ts `commands`). */
export const planCommands: Record<string, OpsCommand> = {
  'create-plan': {
    usage:
      '--brand ID --name NAME --price MINOR --recurring MINOR [--description TEXT] [--trial-days N] ' +
      '[--interval day|week|month|year] [--interval-count N] [--media-types movie,music,vpn] ' +
      '[--membership 147..151] [--group SLUG]',
    run: createPlan,
  },
  'update-plan': {
    usage:
      '--plan ID --settings FILE.json (any field of the console form; existing subscribers keep their price)',
    run: updatePlan,
  },
  'set-plan-on-sale': { usage: '--plan ID --on-sale true|false', run: setPlanOnSale },
};
