import { DEFAULT_RETENTION } from '../config';
import { runRetentionJob } from '../jobs/retention';
import type { Resolvers } from './generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from './guard';
import { consoleSucceeded } from './response-result';

/**
 * The platform's upkeep from the console (maintenance.run: owners): the retention job's settings and
 * one pass now, as `npm run ops -- retention` does. The pass deletes in batches, each its own
 * statement (jobs/retention.ts), so its audit row follows it with the counts, rather than sharing a
 * transaction with it; a pass that found nothing to delete changed nothing and records nothing.
 */
export const upkeepResolvers: Resolvers = {
  Query: {
    upkeep: withStaff(
      'maintenance.run',
      (_staff, _args, ctx) => ({
        eventRetentionDays: (ctx.services.config.retention ?? DEFAULT_RETENTION).eventRetentionDays,
      }),
      { refused: refuseRead },
    ),
  },
  Mutation: {
    runRetention: withStaff(
      'maintenance.run',
      async (staff, _args, ctx) => {
        const pass = await runRetentionJob(ctx.services);
        if (Object.values(pass).some((n) => n > 0))
          await ctx.services.audit.record(ctx.services.db, {
            staffId: staff.id,
            staffEmail: staff.email,
            ip: ctx.ip,
            brandId: null,
            action: 'upkeep.retention',
            target: 'retention',
            before: null,
            after: pass,
          });
        return { responseResult: consoleSucceeded(), pass };
      },
      { refused: refuseMutation({ pass: null }) },
    ),
  },
};
