import { chooseLayout, isStaffEmail } from '@member-area/domain';
import { clearTokenCookie } from '../../http/cookies';
import { type GraphQLContext, textLanguage } from '../../graphql/context';
import { signInFirst, withMember } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { failure, succeeded, type ErrorCode } from '../../graphql/response-result';
import type { MemberModel } from '../member';
import { toPaymentMethodView, type PaymentMethodResult } from '../payment';
import { buildInfo } from './build-info';
import { timezoneList } from './timezones';
import { addressView, invoiceView, membershipOf, transactionView } from './views';
import { publicOrigin } from '../mail';

/** The payload of a mutation that answers the member as saved (null when refused). */
function memberPayload(
  lang: string,
  r: { ok: true; member: MemberModel } | { ok: false; errorCode: ErrorCode },
) {
  return r.ok
    ? { responseResult: succeeded(), member: r.member }
    : { responseResult: failure(lang, r.errorCode), member: null };
}

/** After a card is added or replaced: renewals that failed for want of a card are charged again. */
async function cardSaved(ctx: GraphQLContext, member: MemberModel, r: PaymentMethodResult) {
  if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), paymentMethod: null };
  const retry = await ctx.services.billing.retryFailedRenewals(member.id);
  // The renewals retried moved subscriptions: a membership asked later in this request reads afresh.
  ctx.loaders.invalidateMember(member.id);
  return { responseResult: succeeded(retry.retried > 0 ? retry : null), paymentMethod: r.paymentMethod };
}

/** A cancel's or restart's `subscriptionId` as a number; null (the service picks) when absent or not whole. */
function subscriptionIdArg(raw: string | null | undefined): number | null {
  const id = raw ? Number(raw) : null;
  return id !== null && Number.isInteger(id) ? id : null;
}

function nowIso(ctx: GraphQLContext): string {
  return ctx.services.clock().toISOString();
}

export const accountResolvers: Resolvers = {
  MemberQuery: {
    timezones: (_p, _a, ctx) => timezoneList(ctx.services.clock()),
  },
  Billing: {
    paymentFailed: withMember(
      async (member, _a, ctx) =>
        membershipOf(await ctx.loaders.subscriptions(member.id), nowIso(ctx))?.paymentFailed ?? false,
      () => false,
    ),
    hasPaymentMethod: withMember(
      async (member, _a, ctx) => (await ctx.services.payments.methodsOf(member.id)).length > 0,
      () => false,
    ),
  },
  Member: {
    accountState: async (m, _a, ctx) => {
      if (!m.isActive) return 'not_active';
      const subs = await ctx.loaders.subscriptions(m.id);
      return subs.some((s) => s.isActive) ? 'ok' : 'no_subscription';
    },
    membership: async (m, _a, ctx) => membershipOf(await ctx.loaders.subscriptions(m.id), nowIso(ctx)),
    paymentMethods: async (m, _a, ctx) =>
      (await ctx.services.payments.methodsOf(m.id)).map(toPaymentMethodView),
    transactions: async (m, _a, ctx) =>
      (await ctx.services.billing.transactions(m.id, textLanguage(ctx))).map(transactionView),
    invoices: async (m, _a, ctx) =>
      (await ctx.services.billing.invoices(m.id, textLanguage(ctx))).map(invoiceView),
    addresses: async (m, _a, ctx) => (await ctx.services.account.addresses(m.id)).map(addressView),
    shippingAddress: async (m, _a, ctx) => {
      const first = (await ctx.services.account.addresses(m.id))[0];
      return first && Number(first.is_default) === 1 ? addressView(first) : null;
    },
    pendingEmail: (m, _a, ctx) => ctx.services.account.pendingEmail(m.id),
    isStaff: (m) => isStaffEmail(m.email),
    staffDiagnostics: async (m, _a, ctx) => {
      if (!isStaffEmail(m.email)) return null;
      const tags = await ctx.loaders.memberTags(m.id);
      return {
        brandId: ctx.brand.id,
        brandName: ctx.brand.name,
        brandTags: ctx.brand.tags,
        memberTags: tags,
        layout: chooseLayout(tags, ctx.brand.tags, ctx.brand.template),
        ...buildInfo(ctx.services.config.version),
        appEnv: ctx.services.config.env,
        dialect: ctx.services.dialect,
      };
    },
  },
  MemberMutation: {
    addPaymentMethod: withMember(
      async (member, a, ctx) => {
        const r = await ctx.services.payments.addPaymentMethod(member, {
          paymentMethodId: a.paymentMethodId,
          ccLast: a.ccLast,
          ccType: a.ccType,
          isDefault: a.isDefault ?? false,
        });
        return cardSaved(ctx, member, r);
      },
      signInFirst({ paymentMethod: null }),
    ),
    updatePaymentMethod: withMember(
      async (member, a, ctx) => {
        const r = await ctx.services.payments.addPaymentMethod(
          member,
          { paymentMethodId: a.paymentMethodId, ccLast: a.ccLast, ccType: a.ccType, isDefault: true },
          'replace-default',
        );
        return cardSaved(ctx, member, r);
      },
      signInFirst({ paymentMethod: null }),
    ),
    setPreferredPaymentMethod: withMember(
      async (member, { id }, ctx) => {
        const r = await ctx.services.payments.setPreferred(member, Number(id));
        return r.ok
          ? { responseResult: succeeded(), paymentMethod: r.paymentMethod }
          : { responseResult: failure(ctx.lang, r.errorCode), paymentMethod: null };
      },
      signInFirst({ paymentMethod: null }),
    ),
    removePaymentMethod: withMember(async (member, { id }, ctx) => {
      return {
        responseResult: (await ctx.services.payments.remove(member, Number(id)))
          ? succeeded()
          : failure(ctx.lang, 'not_found'),
      };
    }, signInFirst({})),
    activateSubscription: withMember(
      async (member, { subscriptionId }, ctx) => {
        const r = await ctx.services.checkout.confirm(member, ctx.brand, subscriptionId);
        if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), subscription: null };
        ctx.loaders.invalidateMember(member.id);
        const subscription =
          (await ctx.loaders.subscriptions(member.id)).find((s) => s.refId === r.ref) ?? null;
        return {
          responseResult: succeeded({
            subscriptionId: r.ref,
            planName: r.description,
            status: subscription?.isTrial ? 'trial' : 'active',
            alreadyActive: r.alreadyCredited,
            amount: r.amount,
            symbol: r.symbol,
            currency: r.currency,
          }),
          subscription,
        };
      },
      signInFirst({ subscription: null }),
    ),
    startCheckout: withMember(
      async (member, a, ctx) => {
        const r = await ctx.services.checkout.start(member, ctx.brand, {
          purchasable: { kind: 'plan', planId: Number(a.planId) },
          method: a.method ?? 'card',
          returnPath: a.returnPath ?? null,
        });
        if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), url: null };
        return { responseResult: succeeded({ sessionId: r.sessionId }), url: r.hostedUrl };
      },
      signInFirst({ url: null }),
    ),
    updateProfile: withMember(
      async (member, { input }, ctx) => {
        const r = await ctx.services.account.updateProfile(member, input, ctx.brand.languages);
        if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode, r.extra ?? null), member: null };
        ctx.loaders.invalidateMember(member.id);
        return { responseResult: succeeded(), member: r.member };
      },
      signInFirst({ member: null }),
    ),
    changeEmail: withMember(async (member, a, ctx) => {
      const r = await ctx.services.account.requestEmailChange(
        member,
        ctx.brand,
        { newEmail: a.newEmail, confirmation: a.confirmation },
        publicOrigin(ctx.brand, ctx.services.config),
      );
      return { responseResult: r.ok ? succeeded() : failure(ctx.lang, r.errorCode, r.extra ?? null) };
    }, signInFirst({})),
    confirmEmailChange: withMember(
      async (member, { key }, ctx) =>
        memberPayload(ctx.lang, await ctx.services.account.confirmEmailChange(member, ctx.brand, key)),
      signInFirst({ member: null }),
    ),
    changePassword: withMember(async (member, a, ctx) => {
      const r = await ctx.services.account.changePassword(member, ctx.viewer.jti, a, ctx.request.ip);
      return { responseResult: r.ok ? succeeded() : failure(ctx.lang, r.errorCode, r.extra ?? null) };
    }, signInFirst({})),
    updateAddress: withMember(
      async (member, { id, input }, ctx) => {
        const r = await ctx.services.account.saveAddress(member, id ?? null, input);
        return r.ok
          ? { responseResult: succeeded(), address: addressView(r.address) }
          : { responseResult: failure(ctx.lang, r.errorCode, r.extra ?? null), address: null };
      },
      signInFirst({ address: null }),
    ),
    setLanguage: withMember(
      async (member, { lang }, ctx) =>
        memberPayload(ctx.lang, await ctx.services.account.setLanguage(member, lang, ctx.brand.languages)),
      signInFirst({ member: null }),
    ),
    setTimezone: withMember(
      async (member, { timezone }, ctx) =>
        memberPayload(ctx.lang, await ctx.services.account.setTimezone(member, timezone)),
      signInFirst({ member: null }),
    ),
    cancelSubscription: withMember(
      async (member, a, ctx) => {
        const r = await ctx.services.billing.cancel(
          member,
          subscriptionIdArg(a.subscriptionId),
          a.reason ?? null,
        );
        if (!r.ok)
          return {
            responseResult: failure(ctx.lang, r.errorCode, 'extra' in r ? r.extra : null),
            receipt: null,
          };
        ctx.loaders.invalidateMember(member.id);
        const brand = ctx.brand;
        ctx.services.background.run('cancellation mail', () =>
          ctx.services.account.mailCancellation(member, brand, r.receipt),
        );
        return {
          responseResult: succeeded({ subscriptionId: String(r.subscriptionId) }),
          receipt: r.receipt,
        };
      },
      signInFirst({ receipt: null }),
    ),
    restartSubscription: withMember(
      async (member, a, ctx) => {
        const r = await ctx.services.billing.restart(member, ctx.brand, subscriptionIdArg(a.subscriptionId));
        if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), subscription: null };
        ctx.loaders.invalidateMember(member.id);
        const subscription =
          (await ctx.loaders.subscriptions(member.id)).find((s) => s.refId === r.subscriptionRef) ?? null;
        return {
          responseResult: succeeded({ subscriptionId: r.subscriptionRef, charged: r.charged }),
          subscription,
        };
      },
      signInFirst({ subscription: null }),
    ),
    deactivateDemoAccount: withMember(async (member, _a, ctx) => {
      const r = await ctx.services.account.deactivateDemo(member);
      if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode) };
      if (ctx.viewer.via === 'cookie') clearTokenCookie(ctx.reply, ctx.services.config.isProd);
      return { responseResult: succeeded() };
    }, signInFirst({})),
  },
};
