import { isStaffEmail } from '@member-area/domain';
import { memberOf } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { failed } from '../../graphql/response-result';

// Contract first: resolvers answer with the SDL shapes; the account service fills them in.
const unavailable = () => ({ responseResult: failed('unavailable') });

export const accountResolvers: Resolvers = {
  MemberQuery: {
    timezones: () => [],
  },
  EcommerceQuery: {
    getMemberOrders: () => [],
  },
  Billing: {
    paymentFailed: () => false,
    hasPaymentMethod: () => false,
  },
  Member: {
    accountState: (m) => (m.isActive ? 'ok' : 'not_active'),
    membership: () => null,
    paymentMethods: () => [],
    transactions: () => [],
    invoices: () => [],
    addresses: () => [],
    shippingAddress: () => null,
    wallet: (m) => ({ coins: m.coinsBalance, activity: [] }),
    giveawaysEntered: () => [],
    orders: () => [],
    pendingEmail: () => null,
    isStaff: (m) => isStaffEmail(m.email),
    staffDiagnostics: () => null,
  },
  MemberMutation: {
    addPaymentMethod: unavailable,
    updatePaymentMethod: unavailable,
    setPreferredPaymentMethod: unavailable,
    removePaymentMethod: unavailable,
    activateSubscription: unavailable,
    startCheckout: unavailable,
    updateProfile: (_p, _a, ctx) => ({ responseResult: failed('unavailable'), member: memberOf(ctx) }),
    changeEmail: unavailable,
    confirmEmailChange: unavailable,
    changePassword: unavailable,
    updateAddress: unavailable,
    setLanguage: unavailable,
    setTimezone: unavailable,
    cancelSubscription: unavailable,
    restartSubscription: unavailable,
    deactivateDemoAccount: unavailable,
  },
};
