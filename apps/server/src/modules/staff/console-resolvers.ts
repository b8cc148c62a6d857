import type { StaffRole } from '@member-area/domain';
import type { StaffViewer } from '../../console/context';
import type { Resolvers, StaffPayload } from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withAnyStaff, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { StaffChange } from './admin-service';
import { staffView } from './views';

const STAFF_ID = /^\d{1,12}$/;

function payload(lang: string, change: StaffChange): StaffPayload {
  if (!change.ok)
    return {
      responseResult: consoleFailure(lang, change.errorCode, change.field ? { field: change.field } : null),
      staff: null,
    };
  return { responseResult: consoleSucceeded(), staff: staffView(change.staff) };
}

function meOf(staff: StaffViewer) {
  return staffView({
    ...staff,
    active: true,
    enrolled: true,
    brandIds: [...staff.brandIds],
    lastSignInAt: null,
  });
}

const notFound = (lang: string): StaffPayload => ({
  responseResult: consoleFailure(lang, 'not_found'),
  staff: null,
});

/** The staff list and the signed-in staff member (docs/console.md); staff changes need a fresh second factor. */
export const staffConsoleResolvers: Resolvers = {
  Query: {
    me: withAnyStaff(
      async (staff, _args, ctx) => {
        const full = await ctx.services.staffAdmin.get(staff.id);
        return full ? staffView(full) : meOf(staff);
      },
      () => {
        throw new Error('me reached without a staff session'); // the door answers 401 first
      },
    ),
    staffList: withStaff(
      'staff.manage',
      async (_staff, _args, ctx) => (await ctx.services.staffAdmin.list()).map(staffView),
      {
        refused: refuseList,
      },
    ),
  },
  Mutation: {
    signOut: withAnyStaff(
      async (staff, _args, ctx) => {
        await ctx.services.staffSignIn.signOut(staff.sessionId);
        return consoleSucceeded();
      },
      (ctx) => consoleFailure(ctx.lang, 'unauthenticated'),
    ),
    inviteStaff: withStaff(
      'staff.manage',
      async (staff, { input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.staffAdmin.invite(
            staff,
            { ...input, role: input.role as StaffRole },
            ctx.ip,
            (token) => `${ctx.request.protocol}://${ctx.request.host}/invitation#${token}`,
          ),
        ),
      { fresh: true, refused: refuseMutation({ staff: null }) },
    ),
    changeStaffRole: withStaff(
      'staff.manage',
      async (staff, { id, role, brandIds }, ctx) =>
        STAFF_ID.test(id)
          ? payload(
              ctx.lang,
              await ctx.services.staffAdmin.changeRole(
                staff,
                Number(id),
                role as StaffRole,
                brandIds,
                ctx.ip,
              ),
            )
          : notFound(ctx.lang),
      { fresh: true, refused: refuseMutation({ staff: null }) },
    ),
    deactivateStaff: withStaff(
      'staff.manage',
      async (staff, { id }, ctx) =>
        STAFF_ID.test(id)
          ? payload(ctx.lang, await ctx.services.staffAdmin.deactivate(staff, Number(id), ctx.ip))
          : notFound(ctx.lang),
      { fresh: true, refused: refuseMutation({ staff: null }) },
    ),
    setStaffLanguage: withAnyStaff(
      async (staff, { lang }, ctx) =>
        payload(ctx.lang, await ctx.services.staffAdmin.setLanguage(staff, lang)),
      (ctx) => ({ responseResult: consoleFailure(ctx.lang, 'unauthenticated'), staff: null }),
    ),
  },
};
