import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleVpnServer,
  Resolvers,
  ResolverFn,
  VpnRevocationPayload,
  VpnServerPayload,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AdminServerRow } from './server-admin-repo';
import type { VpnActor, VpnServerChange } from './server-admin-service';

const NUMERIC_ID = /^\d{1,15}$/;
const SERVER_ID = /^[a-z0-9-]{1,40}$/;

type Refused<T> = (
  ctx: ConsoleContext,
  code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
) => T;

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): VpnActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

function serverView(s: AdminServerRow): ConsoleVpnServer {
  const { disabledAt, ...rest } = s;
  return { ...rest, shared: s.brandId === null, enabled: disabledAt === null, liveCertificates: null };
}

function payload(lang: string, change: VpnServerChange): VpnServerPayload {
  if (change.ok) return { responseResult: consoleSucceeded(), server: serverView(change.server) };
  const extra = change.problems
    ? { field: change.problems[0]?.field ?? null, problems: change.problems }
    : null;
  return { responseResult: consoleFailure(lang, change.errorCode, extra), server: null };
}

/**
 * `withStaff('brand.edit')` on the brand of the server the arguments name, looked up first: a shared
 * server (no brand) is the whole console's, so only an owner passes. Unknown answers `unknown`.
 */
function onServerBrand<TResult, TArgs extends { id: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: Refused<TResult>,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const owner = SERVER_ID.test(args.id) ? await ctx.services.vpnAdmin.ownerOf(args.id) : undefined;
    if (owner === undefined) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>('brand.edit', resolve, { brandOf: () => owner, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

/** `withStaff('members.act')` on the brand of the member the arguments name, looked up first. */
function onMemberBrand<TResult, TArgs extends { memberId: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: Refused<TResult>,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.memberId)
      ? await ctx.services.vpnAdmin.brandOfMember(Number(args.memberId))
      : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>('members.act', resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const serverNotFound = (ctx: ConsoleContext): VpnServerPayload => ({
  responseResult: consoleFailure(ctx.lang, 'vpn_server_not_found'),
  server: null,
});

/** VPN servers (brand.edit) and members' certificates (members.read, members.act); docs/console.md. */
export const vpnConsoleResolvers: Resolvers = {
  Query: {
    vpnServers: withStaff(
      'brand.edit',
      async (_staff, { brandId }, ctx) => ctx.services.vpnAdmin.servers(brandId),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
    vpnCertificates: withStaff(
      'members.read',
      async (_staff, { brandId, search }, ctx) =>
        (await ctx.services.vpnAdmin.certificates(brandId, search ?? '')).map((c) => ({
          ...c,
          memberId: String(c.memberId),
        })),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
  },
  Mutation: {
    createVpnServer: withStaff(
      'brand.edit',
      async (staff, { brandId, id, input, shared }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.vpnAdmin.create(actorOf(staff, ctx), shared ? null : brandId, { ...input, id }),
        ),
      {
        brandOf: ({ brandId, shared }) => (shared ? null : brandId),
        refused: refuseMutation({ server: null }),
      },
    ),
    updateVpnServer: onServerBrand(
      async (staff, { id, input }, ctx) =>
        payload(ctx.lang, await ctx.services.vpnAdmin.update(actorOf(staff, ctx), id, input)),
      refuseMutation({ server: null }),
      serverNotFound,
    ),
    setVpnServerEnabled: onServerBrand(
      async (staff, { id, enabled }, ctx) =>
        payload(ctx.lang, await ctx.services.vpnAdmin.setEnabled(actorOf(staff, ctx), id, enabled)),
      refuseMutation({ server: null }),
      serverNotFound,
    ),
    revokeVpnCertificate: onMemberBrand(
      async (staff, { memberId }, ctx): Promise<VpnRevocationPayload> => {
        const r = await ctx.services.vpnAdmin.revokeMemberCertificate(actorOf(staff, ctx), Number(memberId));
        return r.ok
          ? { responseResult: consoleSucceeded(), serial: r.serial }
          : { responseResult: consoleFailure(ctx.lang, r.errorCode), serial: null };
      },
      refuseMutation({ serial: null }),
      (ctx) => ({ responseResult: consoleFailure(ctx.lang, 'member_not_found'), serial: null }),
    ),
  },
};
