import { chooseLayout, isStaffEmail } from '@member-area/domain';
import { clearTokenCookie } from '../../http/cookies';
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Resolvers, ResponseResult } from '../../graphql/generated/resolvers-types';
import { succeeded } from '../../graphql/response-result';
import { requestBaseUrl } from '../../http/base-url';
import { listPaymentMethods } from '../payment/repo';
import { toPaymentMethodView } from '../payment/model';
import { buildInfo } from './build-info';
import { findPendingEmail, listAddresses } from './repo';
import { timezoneList } from './timezones';
import { addressView, invoicesOf, membershipOf, transactionsOf } from './views';

/** English messages for logs and tools; the web shows its own translation of errors.<errorCode>. */
const MESSAGES: Record<string, string> = {
  unauthenticated: 'Please sign in first.',
  invalid_email: 'Enter a valid e-mail address.',
  email_mismatch: 'The e-mail addresses do not match.',
  email_taken: 'Another account already uses this e-mail address.',
  email_unchanged: 'This is already your e-mail address.',
  email_link_invalid: 'This confirmation link is invalid, expired or already used.',
  wrong_password: 'The current password is not correct.',
  password_mismatch: 'The new password and its verification do not match.',
  weak_password: 'The new password is not strong enough.',
  password_unchanged: 'The new password must differ from the current one.',
  name_required: 'Enter a display name.',
  invalid_name: 'The name is too long (extra.max characters at most).',
  invalid_phone: 'Enter a valid phone number.',
  invalid_timezone: 'Choose a time zone from the list.',
  invalid_language: 'Choose a language from the list.',
  invalid_address: 'Some address fields are missing or not valid.',
  not_found: 'This item does not exist.',
  invalid_payment_method: 'This payment method is not known.',
  payment_method_mismatch: 'The card details do not match the payment method.',
  card_declined: 'Your payment failed.',
  card_expired: 'This card has expired.',
  no_payment_method: 'No payment method linked, add one first.',
  plan_not_found: 'This plan does not exist.',
  not_sold_yet: 'This cannot be bought yet.',
  subscription_not_found: 'This subscription does not exist.',
  payment_not_confirmed: 'The payment for this subscription was not confirmed.',
  no_active_subscription: 'This account has no active subscription.',
  already_cancelled: 'This subscription is already cancelled.',
  not_cancelled: 'This subscription is not cancelled.',
  not_demo_account: 'Only a demo account can be deactivated.',
  account_not_active: 'This account is not yet active.',
  invalid_method: 'Choose card or PayPal.',
  too_many_attempts: 'Too many attempts. Please wait and try again.',
};

function fail(errorCode: string, extra: unknown = null): ResponseResult {
  return {
    succeeded: false,
    errorCode,
    slug: errorCode,
    message: MESSAGES[errorCode] ?? 'An unexpected error occured.',
    extra,
  };
}

function ok(extra: unknown = null): ResponseResult {
  return { ...succeeded(), extra };
}

function nowIso(ctx: GraphQLContext): string {
  return ctx.services.clock().toISOString();
}

export const accountResolvers: Resolvers = {
  MemberQuery: {
    timezones: (_p, _a, ctx) => timezoneList(ctx.services.clock()),
  },
  Billing: {
    paymentFailed: async (_b, _a, ctx) => {
      const member = memberOf(ctx);
      return member ? ((await membershipOf(ctx.db, member.id, nowIso(ctx)))?.paymentFailed ?? false) : false;
    },
    hasPaymentMethod: async (_b, _a, ctx) => {
      const member = memberOf(ctx);
      return member ? (await listPaymentMethods(ctx.db, member.id)).length > 0 : false;
    },
  },
  Member: {
    accountState: async (m, _a, ctx) => {
      if (!m.isActive) return 'not_active';
      const subs = await ctx.loaders.subscriptions(m.id);
      return subs.some((s) => s.isActive) ? 'ok' : 'no_subscription';
    },
    membership: (m, _a, ctx) => membershipOf(ctx.db, m.id, nowIso(ctx)),
    paymentMethods: async (m, _a, ctx) => (await listPaymentMethods(ctx.db, m.id)).map(toPaymentMethodView),
    transactions: (m, _a, ctx) => transactionsOf(ctx.db, m.id),
    invoices: (m, _a, ctx) => invoicesOf(ctx.db, m.id),
    addresses: async (m, _a, ctx) => (await listAddresses(ctx.db, m.id)).map(addressView),
    shippingAddress: async (m, _a, ctx) => {
      const first = (await listAddresses(ctx.db, m.id))[0];
      return first && Number(first.is_default) === 1 ? addressView(first) : null;
    },
    pendingEmail: (m, _a, ctx) => findPendingEmail(ctx.db, m.id, nowIso(ctx)),
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
    addPaymentMethod: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), paymentMethod: null };
      const r = await ctx.services.payments.addPaymentMethod(member, {
        paymentMethodId: a.paymentMethodId,
        ccLast: a.ccLast,
        ccType: a.ccType,
        isDefault: a.isDefault ?? false,
      });
      if (!r.ok) return { responseResult: fail(r.errorCode), paymentMethod: null };
      const retry = await ctx.services.billing.retryFailedRenewals(member.id);
      return { responseResult: ok(retry.retried > 0 ? retry : null), paymentMethod: r.paymentMethod };
    },
    updatePaymentMethod: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), paymentMethod: null };
      const r = await ctx.services.payments.addPaymentMethod(
        member,
        { paymentMethodId: a.paymentMethodId, ccLast: a.ccLast, ccType: a.ccType, isDefault: true },
        'replace-default',
      );
      if (!r.ok) return { responseResult: fail(r.errorCode), paymentMethod: null };
      const retry = await ctx.services.billing.retryFailedRenewals(member.id);
      return { responseResult: ok(retry.retried > 0 ? retry : null), paymentMethod: r.paymentMethod };
    },
    setPreferredPaymentMethod: async (_p, { id }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), paymentMethod: null };
      const r = await ctx.services.payments.setPreferred(member, Number(id));
      return r.ok
        ? { responseResult: ok(), paymentMethod: r.paymentMethod }
        : { responseResult: fail(r.errorCode), paymentMethod: null };
    },
    removePaymentMethod: async (_p, { id }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated') };
      return {
        responseResult: (await ctx.services.payments.remove(member, Number(id))) ? ok() : fail('not_found'),
      };
    },
    activateSubscription: async (_p, { subscriptionId }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), subscription: null };
      const r = await ctx.services.checkout.confirm(member, ctx.brand, subscriptionId);
      if (!r.ok) return { responseResult: fail(r.errorCode), subscription: null };
      ctx.loaders.invalidateMember(member.id);
      const subscription =
        (await ctx.loaders.subscriptions(member.id)).find((s) => s.refId === r.ref) ?? null;
      return {
        responseResult: ok({
          subscriptionId: r.ref,
          planName: r.description,
          status: subscription?.isTrial ? 'trial' : 'active',
          alreadyActive: r.alreadyCredited,
          amount: r.amount,
          symbol: r.symbol,
        }),
        subscription,
      };
    },
    startCheckout: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), url: null };
      const r = await ctx.services.checkout.start(member, ctx.brand, {
        purchasable: { kind: 'plan', planId: Number(a.planId) },
        method: a.method ?? 'card',
        returnPath: a.returnPath ?? null,
      });
      if (!r.ok) return { responseResult: fail(r.errorCode), url: null };
      return { responseResult: ok({ sessionId: r.sessionId }), url: r.hostedUrl };
    },
    updateProfile: async (_p, { input }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), member: null };
      const r = await ctx.services.account.updateProfile(member, input);
      if (!r.ok) return { responseResult: fail(r.errorCode, r.extra ?? null), member: null };
      ctx.loaders.invalidateMember(member.id);
      return { responseResult: ok(), member: r.member };
    },
    changeEmail: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated') };
      const r = await ctx.services.account.requestEmailChange(
        member,
        ctx.brand,
        { newEmail: a.newEmail, confirmation: a.confirmation },
        requestBaseUrl(ctx.request, ctx.services.config.isProd),
      );
      return { responseResult: r.ok ? ok() : fail(r.errorCode, r.extra ?? null) };
    },
    confirmEmailChange: async (_p, { key }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), member: null };
      const r = await ctx.services.account.confirmEmailChange(member, ctx.brand, key);
      return r.ok
        ? { responseResult: ok(), member: r.member }
        : { responseResult: fail(r.errorCode), member: null };
    },
    changePassword: async (_p, a, ctx) => {
      if (ctx.viewer.kind !== 'member') return { responseResult: fail('unauthenticated') };
      const r = await ctx.services.account.changePassword(
        ctx.viewer.member,
        ctx.viewer.jti,
        a,
        ctx.request.ip,
      );
      return { responseResult: r.ok ? ok() : fail(r.errorCode, r.extra ?? null) };
    },
    updateAddress: async (_p, { id, input }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), address: null };
      const r = await ctx.services.account.saveAddress(member, id ?? null, input);
      return r.ok
        ? { responseResult: ok(), address: addressView(r.address) }
        : { responseResult: fail(r.errorCode, r.extra ?? null), address: null };
    },
    setLanguage: async (_p, { lang }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), member: null };
      const r = await ctx.services.account.setLanguage(member, lang);
      return r.ok
        ? { responseResult: ok(), member: r.member }
        : { responseResult: fail(r.errorCode), member: null };
    },
    setTimezone: async (_p, { timezone }, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), member: null };
      const r = await ctx.services.account.setTimezone(member, timezone);
      return r.ok
        ? { responseResult: ok(), member: r.member }
        : { responseResult: fail(r.errorCode), member: null };
    },
    cancelSubscription: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), receipt: null };
      const id = a.subscriptionId ? Number(a.subscriptionId) : null;
      const r = await ctx.services.billing.cancel(
        member,
        id !== null && Number.isInteger(id) ? id : null,
        a.reason ?? null,
      );
      if (!r.ok) return { responseResult: fail(r.errorCode), receipt: null };
      ctx.loaders.invalidateMember(member.id);
      const brand = ctx.brand;
      ctx.services.background.run('cancellation mail', () =>
        ctx.services.account.mailCancellation(member, brand, r.receipt),
      );
      return { responseResult: ok({ subscriptionId: String(r.subscriptionId) }), receipt: r.receipt };
    },
    restartSubscription: async (_p, a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return { responseResult: fail('unauthenticated'), subscription: null };
      const id = a.subscriptionId ? Number(a.subscriptionId) : null;
      const r = await ctx.services.billing.restart(
        member,
        ctx.brand,
        id !== null && Number.isInteger(id) ? id : null,
      );
      if (!r.ok) return { responseResult: fail(r.errorCode), subscription: null };
      ctx.loaders.invalidateMember(member.id);
      const subscription =
        (await ctx.loaders.subscriptions(member.id)).find((s) => s.refId === r.subscriptionRef) ?? null;
      return { responseResult: ok({ subscriptionId: r.subscriptionRef, charged: r.charged }), subscription };
    },
    deactivateDemoAccount: async (_p, _a, ctx) => {
      if (ctx.viewer.kind !== 'member') return { responseResult: fail('unauthenticated') };
      const r = await ctx.services.account.deactivateDemo(ctx.viewer.member);
      if (!r.ok) return { responseResult: fail(r.errorCode) };
      if (ctx.viewer.via === 'cookie') clearTokenCookie(ctx.reply, ctx.services.config.isProd);
      return { responseResult: ok() };
    },
  },
};
