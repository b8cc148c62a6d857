/**
 * The sections of a member's page (issue 33 scope 1, docs/console.md "Members"): fields of
 * ConsoleMember, reached only through `member` (members.read on the member's brand) or a members
 * write, and checked again here against the member's brand; and the page's three writes.
 */
import { MEMBER_TAG_CATALOGUE, staffMay, type StaffPermission } from '@member-area/domain';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleMember,
  MemberMailPayload,
  MemberSessionsPayload,
  MemberTagsPayload,
  MutationResendMemberMailArgs,
  MutationRevokeMemberSessionsArgs,
  MutationSetMemberTagsArgs,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseMutation, withAnyStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { MemberPageService, MemberTagView } from './page-service';
import { NUMERIC_ID, actorOf, onMemberBrand } from './console-resolvers';

/** The most ledger rows one page holds. */
const LEDGER_PAGE_MAX = 100;

/** The member's id when the staff member may `permission` on the member's brand, else null. */
function readable(
  parent: Partial<ConsoleMember>,
  ctx: ConsoleContext,
  permission: StaffPermission = 'members.read',
): number | null {
  if (!ctx.staff || !parent.id || !parent.brandId || !NUMERIC_ID.test(parent.id)) return null;
  return staffMay(ctx.staff, permission, parent.brandId) ? Number(parent.id) : null;
}

/** A list section: empty when the staff member may not read the member's brand. */
function section<T>(read: (page: MemberPageService, memberId: number) => Promise<T[]>) {
  return async (parent: Partial<ConsoleMember>, _args: unknown, ctx: ConsoleContext) => {
    const id = readable(parent, ctx);
    return id === null ? [] : read(ctx.services.memberPage, id);
  };
}

const withIds = <T extends { id: number | string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, id: String(r.id) }));

const tagsOut = (tags: MemberTagView[]) => tags;

const tagsRefused = refuseMutation<Omit<MemberTagsPayload, 'responseResult'>>({ tags: null });
const sessionsRefused = refuseMutation<Omit<MemberSessionsPayload, 'responseResult'>>({ revoked: null });
const mailRefused = refuseMutation<Omit<MemberMailPayload, 'responseResult'>>({ to: null });
const unknownMember =
  <T extends object>(fields: T) =>
  (ctx: ConsoleContext) => ({
    ...fields,
    responseResult: consoleFailure(ctx.lang, 'member_not_found'),
  });

export const memberPageConsoleResolvers: Resolvers = {
  ConsoleMember: {
    subscriptions: section(async (page, id) =>
      (await page.subscriptions(id)).map((s) => ({ ...s, id: String(s.id), planId: String(s.planId) })),
    ),
    payments: section(async (page, id) =>
      (await page.payments(id)).map((p) => ({
        ...p,
        id: String(p.id),
        invoiceId: p.invoiceId === null ? null : String(p.invoiceId),
      })),
    ),
    orders: section(async (page, id) => withIds(await page.orders(id))),
    giveawayEntries: section((page, id) => page.giveawayEntries(id)),
    tags: section(async (page, id) => tagsOut(await page.tags(id))),
    sessions: section((page, id) => page.sessions(id)),
    mails: section(async (page, id) => withIds(await page.mails(id))),
    feedback: section(async (page, id) => withIds(await page.feedback(id))),
    tagsEditable: (parent, _args, ctx) => readable(parent, ctx, 'brand.edit') !== null,
    ledger: async (parent, { after, first }, ctx) => {
      const id = readable(parent, ctx);
      if (id === null) return { rows: [], nextCursor: null };
      const limit = Math.min(Math.max(1, Math.trunc(first ?? 20)), LEDGER_PAGE_MAX);
      const beforeId = after && NUMERIC_ID.test(after) ? Number(after) : null;
      // The lines as the member's wallet words them, in the staff member's language.
      const rows = await ctx.services.wallet.activity(id, { limit: limit + 1, beforeId }, ctx.lang);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        rows: page.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          description: r.description,
          amount: Number(r.amount),
          createdAt: r.created_at,
        })),
        nextCursor: rows.length > limit && last ? String(last.id) : null,
      };
    },
  },
  Query: {
    memberTagChoices: withAnyStaff(
      () =>
        MEMBER_TAG_CATALOGUE.map((e) => ({
          tag: e.tag,
          key: e.key,
          editable: e.editable,
          value: e.value ?? null,
        })),
      () => [],
    ),
  },
  Mutation: {
    setMemberTags: onMemberBrand(
      'brand.edit',
      (args: MutationSetMemberTagsArgs) => args.memberId,
      async (staff, { memberId, tags }, ctx): Promise<MemberTagsPayload> => {
        const r = await ctx.services.memberPage.setTags(actorOf(staff, ctx), Number(memberId), tags);
        if (!r.ok)
          return {
            responseResult: consoleFailure(ctx.lang, r.errorCode, {
              field: r.field,
              ...(r.tag ? { tag: r.tag } : {}),
            }),
            tags: null,
          };
        return { responseResult: consoleSucceeded(), tags: tagsOut(r.tags) };
      },
      tagsRefused,
      unknownMember({ tags: null }),
    ),
    revokeMemberSessions: onMemberBrand(
      'members.act',
      (args: MutationRevokeMemberSessionsArgs) => args.memberId,
      async (staff, { memberId, sessionId }, ctx): Promise<MemberSessionsPayload> => {
        const r = await ctx.services.memberPage.revokeSessions(
          actorOf(staff, ctx),
          Number(memberId),
          sessionId ?? null,
        );
        if (!r.ok) return { responseResult: consoleFailure(ctx.lang, r.errorCode), revoked: null };
        return { responseResult: consoleSucceeded(), revoked: r.revoked };
      },
      sessionsRefused,
      unknownMember({ revoked: null }),
    ),
    resendMemberMail: onMemberBrand(
      'members.act',
      (args: MutationResendMemberMailArgs) => args.memberId,
      async (staff, { memberId, mailId }, ctx): Promise<MemberMailPayload> => {
        const r = NUMERIC_ID.test(mailId)
          ? await ctx.services.memberPage.resendMail(actorOf(staff, ctx), Number(memberId), Number(mailId))
          : ({ ok: false, errorCode: 'member_mail_not_found' } as const);
        if (!r.ok) return { responseResult: consoleFailure(ctx.lang, r.errorCode), to: null };
        return { responseResult: consoleSucceeded(), to: r.to };
      },
      mailRefused,
      unknownMember({ to: null }),
    ),
  },
};
