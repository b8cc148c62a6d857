import type { Resolvers } from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';

const NOTHING_MOVED = { members: null, plans: null, hostnames: null, emailCollisions: null };

/** Moving a brand's members from the console (brand.migrate: owners; docs/console.md). */
export const migrationConsoleResolvers: Resolvers = {
  Query: {
    brandMigrationPreview: withStaff(
      'brand.migrate',
      async (_staff, { fromBrandId, toBrandId }, ctx) => {
        const r = await ctx.services.migrationAdmin.preview(fromBrandId, toBrandId);
        return r.ok ? r.preview : null;
      },
      { refused: refuseRead },
    ),
  },
  Mutation: {
    migrateBrand: withStaff(
      'brand.migrate',
      async (staff, { fromBrandId, toBrandId }, ctx) => {
        const actor = { staffId: staff.id, staffEmail: staff.email, ip: ctx.ip };
        const r = await ctx.services.migrationAdmin.migrate(actor, fromBrandId, toBrandId);
        if (r.ok)
          return {
            responseResult: consoleSucceeded(),
            members: r.members,
            plans: r.plans,
            hostnames: r.hostnames,
            emailCollisions: [],
          };
        switch (r.problem) {
          case 'same_brand':
            return {
              responseResult: consoleFailure(ctx.lang, 'brand_migration_same_brand'),
              ...NOTHING_MOVED,
            };
          case 'brand_not_found':
            return {
              responseResult: consoleFailure(ctx.lang, 'brand_not_found', { brandId: r.brandId ?? null }),
              ...NOTHING_MOVED,
            };
          case 'email_collision':
            return {
              responseResult: consoleFailure(ctx.lang, 'brand_migration_email_collision'),
              ...NOTHING_MOVED,
              emailCollisions: r.emails,
            };
        }
      },
      { fresh: true, refused: refuseMutation(NOTHING_MOVED) },
    ),
  },
};
