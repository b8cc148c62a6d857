/**
 * What the hosted page shows for a payment session (render.ts draws it): the session, the page's
 * language, the plan or purchase it names with its price, the member's saved card, and the form's
 * errors and values as the member left them.
 */
import { billingPeriodDays, money, symbolDecimal } from '@member-area/domain';
import type { Services } from '../../../services';
import type { Brand } from '../../brand';
import type { CardField, CardProblem } from '../service';
import { pageLang, type HostedPageModel } from './render';

export interface HostedPageRequest {
  sessionId: string;
  /** The language asked for in the query (else the member's, else the brand's). */
  lang: string | undefined;
  /** The method the member switched to; else the session's. */
  method: 'card' | 'paypal' | undefined;
  errors: Partial<Record<CardField, CardProblem>>;
  values: { cardDate?: string; cardHolder?: string; paypalEmail?: string };
  brand: Brand;
}

/** The services the page reads: the session and saved card, the plan, what else a session sells. */
export type HostedPageSources = Pick<Services, 'payments' | 'billing' | 'plans' | 'checkout'>;

export async function hostedPageModel(s: HostedPageSources, r: HostedPageRequest): Promise<HostedPageModel> {
  const { sessionId, brand } = r;
  const session = await s.payments.openSession(sessionId, brand);
  const memberLang = session ? await s.payments.memberLang(Number(session.member_id)) : undefined;
  const pageLanguage = pageLang([r.lang, memberLang, brand.defaultLanguage]);
  let planName: string | null = null;
  let recurring: { price: string; days: number } | null = null;
  if (session?.plan_id != null) {
    const plan = await s.billing.planById(Number(session.plan_id));
    if (plan) {
      planName = (await s.plans.planName(Number(plan.id), pageLanguage)) ?? plan.name;
      recurring = {
        price: symbolDecimal(money(plan.price_recurring, plan.currency), plan.symbol),
        days: billingPeriodDays(plan.interval, Number(plan.interval_count)),
      };
    }
  } else if (session) {
    // Anything else the session sells (giveaway entries) is named in the page's language.
    planName = await s.checkout.sessionDescription(session, pageLanguage);
  }
  return {
    lang: pageLanguage,
    brandName: brand.name,
    accent: brand.accentColorExact,
    kind: session?.kind === 'checkout' ? 'checkout' : 'setup',
    method: r.method ?? (session?.method === 'paypal' ? 'paypal' : 'card'),
    action: `/payment-flow/hosted/${encodeURIComponent(sessionId)}`,
    planName,
    amount:
      session?.amount != null
        ? symbolDecimal(money(session.amount, session.currency ?? 'USD'), session.symbol ?? '')
        : null,
    recurring,
    errors: r.errors,
    values: r.values,
    saved: session ? await s.payments.savedMethodFor(session) : null,
    expired: !session,
    backUrl: '/account',
  };
}
