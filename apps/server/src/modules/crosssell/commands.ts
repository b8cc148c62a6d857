/**
 * The cross-sell offers' operator commands (issue 33 scope 4: every console write is also a command):
 * `create-crosssell-offer`, `update-crosssell-offer`, `set-crosssell-offer-active`, through the
 * console's own service and rules, recorded in the audit log with no staff member and the address `cli`.
 */
import { z } from 'zod';
import type { CrossSellText } from '@member-area/domain';
import { errorMessage, type ErrorCode } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { readSettingsFile } from '../../ops/settings-file';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import {
  CrossSellAdminService,
  type AdminCrossSellOffer,
  type CrossSellActor,
  type CrossSellOfferChange,
} from './offer-admin-service';

const CLI_ACTOR: CrossSellActor = { staffId: null, staffEmail: null, ip: 'cli' };

const idFlag = z.string().regex(/^\d{1,9}$/, 'a cross-sell offer id like 3');

const CreateOffer = z
  .object({
    brand: brandIdFlag('playmax'),
    type: z.enum(['vpn', 'media'], 'vpn or media'),
    amount: z
      .string()
      .regex(/^\d{1,10}$/, 'minor units, like 499 for 4.99')
      .transform(Number),
  })
  .strict();

const UpdateOffer = z
  .object({
    id: idFlag,
    settings: z.string().trim().min(1, 'a JSON file of the console form’s fields'),
  })
  .strict();

const SetActive = z.object({ id: idFlag, active: z.enum(['true', 'false'], 'true or false') }).strict();

function service(ctx: OpsContext): CrossSellAdminService {
  return new CrossSellAdminService(ctx.db, new AuditService(ctx.db, ctx.clock));
}

function refused(errorCode: ErrorCode, detail = ''): OpsOutcome {
  return {
    ok: false,
    problem: `refused: ${errorCode}: ${errorMessage('en-us', errorCode)}${detail}; nothing changed`,
  };
}

function changeRefused(change: Extract<CrossSellOfferChange, { ok: false }>): OpsOutcome {
  const detail = change.problems?.length
    ? ` (${change.problems.map((p) => `${p.field}: ${p.code}`).join(', ')})`
    : '';
  return refused(change.errorCode, detail);
}

function describe(o: AdminCrossSellOffer): string {
  const texts = o.texts.length > 0 ? o.texts.map((t) => t.lang).join(',') : 'the member area’s wording';
  return (
    `cross-sell offer #${o.id} ${o.type} on ${o.brandId}: ${o.amountMinor} minor units of ${o.currency}, ` +
    `texts: ${texts}, ${o.active ? 'on' : 'off'}`
  );
}

async function createOffer(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateOffer, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const change = await service(ctx).create(CLI_ACTOR, f.brand, {
    type: f.type,
    amountMinor: f.amount,
    texts: [],
  });
  if (!change.ok) return changeRefused(change);
  ctx.out(`created ${describe(change.offer)}`);
  return { ok: true };
}

async function updateOffer(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateOffer, flags);
  if (!parsed.ok) return parsed;
  const admin = service(ctx);
  const id = Number(parsed.value.id);
  const before = await admin.get(id);
  if (!before) return refused('crosssell_offer_not_found');
  const stored = { amountMinor: before.amountMinor, texts: before.texts };
  const file = await readSettingsFile(parsed.value.settings, Object.keys(stored));
  if (!file.ok) return file;
  const settings = file.settings as Partial<typeof stored>;
  // Texts named in the file replace those languages (all empty: back to the member area's wording).
  const texts = new Map(before.texts.map((t) => [t.lang, t]));
  for (const t of (settings.texts ?? []) as CrossSellText[]) texts.set(String(t.lang), t);
  const change = await admin.update(CLI_ACTOR, id, { ...stored, ...settings, texts: [...texts.values()] });
  if (!change.ok) return changeRefused(change);
  ctx.out(`was     ${describe(before)}`);
  ctx.out(`updated ${describe(change.offer)}`);
  return { ok: true };
}

async function setOfferActive(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
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
      ? `cross-sell offer #${id} was already ${active ? 'on' : 'off'}; nothing changed`
      : active
        ? `cross-sell offer #${id} is on: members due it are offered it`
        : `cross-sell offer #${id} is off: no member is offered it or may buy it`,
  );
  return { ok: true };
}

/** The cross-sell commands (module.ts `commands`). */
export const crossSellCommands: Record<string, OpsCommand> = {
  'create-crosssell-offer': {
    usage: '--brand ID --type vpn|media --amount MINOR_UNITS',
    run: createOffer,
  },
  'update-crosssell-offer': {
    usage: '--id ID --settings FILE.json (amountMinor, texts [{lang,title,description,callToAction}])',
    run: updateOffer,
  },
  'set-crosssell-offer-active': { usage: '--id ID --active true|false', run: setOfferActive },
};
