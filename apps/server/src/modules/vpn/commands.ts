/**
 * The VPN's operator commands (issue 33 scope 4: every console write is also a command):
 * `add-vpn-server`, `update-vpn-server`, `set-vpn-server-enabled` and `revoke-vpn-certificate`,
 * through the console's own service and rules, recorded in the audit log with no staff member and
 * the address `cli`.
 */
import { z } from 'zod';
import { errorMessage, type ErrorCode } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import type { AdminServerRow } from './server-admin-repo';
import { VpnAdminService, type VpnActor, type VpnServerChange } from './server-admin-service';

const CLI_ACTOR: VpnActor = { staffId: null, staffEmail: null, ip: 'cli' };

/** A whole number flag; the domain rule decides its range, so the operator reads one message for it. */
const wholeNumber = (example: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `a whole number like ${example}`)
    .transform(Number);

const serverId = z.string().min(1, 'a server id like de-fra-1');

const AddServer = z
  .object({
    brand: brandIdFlag('playmax').optional(),
    shared: z.literal(true).optional(),
    id: serverId,
    country: z.string(),
    city: z.string(),
    hostname: z.string(),
    port: wholeNumber('1194').optional(),
    protocol: z.string().optional(),
    load: wholeNumber('30').optional(),
  })
  .strict();

const UpdateServer = z
  .object({
    id: serverId,
    country: z.string().optional(),
    city: z.string().optional(),
    hostname: z.string().optional(),
    port: wholeNumber('1194').optional(),
    protocol: z.string().optional(),
    load: wholeNumber('30').optional(),
  })
  .strict();

const SetEnabled = z.object({ id: serverId, enabled: z.enum(['true', 'false'], 'true or false') }).strict();

const Revoke = z.object({ member: z.string().regex(/^\d{1,15}$/, 'a member id like 12') }).strict();

function service(ctx: OpsContext): VpnAdminService {
  return new VpnAdminService(ctx.db, new AuditService(ctx.db, ctx.clock), ctx.clock);
}

function refused(errorCode: ErrorCode, detail = ''): OpsOutcome {
  return {
    ok: false,
    problem: `refused: ${errorCode}: ${errorMessage('en-us', errorCode)}${detail}; nothing changed`,
  };
}

function changeRefused(change: Extract<VpnServerChange, { ok: false }>): OpsOutcome {
  const detail = change.problems?.length
    ? ` (${change.problems.map((p) => `${p.field}: ${p.code}`).join(', ')})`
    : '';
  return refused(change.errorCode, detail);
}

function describe(s: AdminServerRow): string {
  return (
    `vpn server ${s.id} (${s.brandId === null ? 'shared by every brand' : `of ${s.brandId}`}): ` +
    `${s.city}, ${s.countryCode}, ${s.hostname}:${s.port}/${s.protocol}, load ${s.load}, ` +
    (s.disabledAt === null ? 'on' : 'off')
  );
}

async function addServer(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(AddServer, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  if ((f.brand === undefined) === (f.shared === undefined))
    return { ok: false, problem: 'name either --brand ID (its members only) or --shared (every brand)' };
  const change = await service(ctx).create(CLI_ACTOR, f.brand ?? null, {
    id: f.id,
    countryCode: f.country,
    city: f.city,
    hostname: f.hostname,
    port: f.port ?? 1194,
    protocol: f.protocol ?? 'udp',
    load: f.load ?? 0,
  });
  if (!change.ok) return changeRefused(change);
  ctx.out(`added ${describe(change.server)}`);
  return { ok: true };
}

async function updateServer(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(UpdateServer, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = service(ctx);
  const before = await admin.get(f.id);
  if (!before) return refused('vpn_server_not_found');
  const change = await admin.update(CLI_ACTOR, f.id, {
    countryCode: f.country ?? before.countryCode,
    city: f.city ?? before.city,
    hostname: f.hostname ?? before.hostname,
    port: f.port ?? before.port,
    protocol: f.protocol ?? before.protocol,
    load: f.load ?? before.load,
  });
  if (!change.ok) return changeRefused(change);
  ctx.out(`was     ${describe(before)}`);
  ctx.out(`updated ${describe(change.server)}`);
  return { ok: true };
}

async function setEnabled(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(SetEnabled, flags);
  if (!parsed.ok) return parsed;
  const enabled = parsed.value.enabled === 'true';
  const admin = service(ctx);
  const before = await admin.get(parsed.value.id);
  const change = await admin.setEnabled(CLI_ACTOR, parsed.value.id, enabled);
  if (!change.ok) return changeRefused(change);
  ctx.out(
    before && (before.disabledAt === null) === enabled
      ? `vpn server ${parsed.value.id} was already ${enabled ? 'on' : 'off'}; nothing changed`
      : enabled
        ? `vpn server ${parsed.value.id} is on: members see it and may pick it`
        : `vpn server ${parsed.value.id} is off: members no longer see it or pick it`,
  );
  return { ok: true };
}

async function revokeCertificate(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Revoke, flags);
  if (!parsed.ok) return parsed;
  const id = Number(parsed.value.member);
  const r = await service(ctx).revokeMemberCertificate(CLI_ACTOR, id);
  if (!r.ok) return refused(r.errorCode);
  ctx.out(
    `revoked member #${id}'s vpn certificate ${r.serial} (server ${r.serverId}); ` +
      `${r.brandId}'s CRL lists it from now on`,
  );
  return { ok: true };
}

/** The VPN commands (module.ts `commands`). */
export const vpnCommands: Record<string, OpsCommand> = {
  'add-vpn-server': {
    usage:
      '(--brand ID | --shared) --id de-fra-2 --country DE --city NAME --hostname HOST ' +
      '[--port 1194] [--protocol udp|tcp] [--load 0..100]',
    run: addServer,
  },
  'update-vpn-server': {
    usage:
      '--id ID [--country CC] [--city NAME] [--hostname HOST] [--port N] [--protocol udp|tcp] [--load N]',
    run: updateServer,
  },
  'set-vpn-server-enabled': { usage: '--id ID --enabled true|false', run: setEnabled },
  'revoke-vpn-certificate': { usage: '--member ID', run: revokeCertificate },
};
