import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { billingPeriodDays, money, symbolDecimal, toDecimalString } from '@member-area/domain';
import type { Services } from '../../services';
import type { Brand } from '../brand/model';
import { findPlanName } from '../subscription/repo';
import { renderHostedPage, pageLang } from './hosted-page/render';
import { findPlan, findPlanById } from '../billing/repo';
import { requestMember } from './member-auth';
import { findMemberLang } from './repo';
import type { CardField, CardProblem, SubmitResult } from './service';

const SetupBody = z
  .strictObject({ method: z.enum(['card', 'paypal']).optional(), returnPath: z.string().max(200).optional() })
  .optional();
const MethodGetBody = z.strictObject({ paymentMethodId: z.string().min(3).max(100) });
const EmptyBody = z.strictObject({}).optional();
const FunnelBody = z.strictObject({ plan: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]) });
const HostedQuery = z.object({ lang: z.string().optional(), method: z.enum(['card', 'paypal']).optional() });
const HostedForm = z.object({
  action: z.literal('cancel').optional(),
  method: z.enum(['card', 'paypal', 'saved']).optional(),
  cardNumber: z.string().max(40).optional(),
  cardDate: z.string().max(10).optional(),
  cardCcv: z.string().max(6).optional(),
  cardHolder: z.string().max(120).optional(),
  paypalEmail: z.string().max(254).optional(),
});

/**
 * The hosted page's own headers. Its form posts back to this host with the member's cookie, and the
 * CSRF check then wants an Origin naming this host; under helmet's global `no-referrer` policy a
 * browser sends `Origin: null` with a form navigation, so this page uses `same-origin` instead.
 */
/** Form submissions per hosted page and IP in 15 minutes. */
export const HOSTED_ATTEMPTS = 10;

const HOSTED_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' };

function fail(reply: FastifyReply, status: number, errorCode: string, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ errorCode, message });
}

/** REST of the payment flow, the subscription flow and the sandbox provider's hosted page. */
export function registerPaymentRoutes(app: FastifyInstance, s: Services): void {
  app.post('/payment-flow/stripe/setup-intent/create', async (request, reply) => {
    const who = await requestMember(s, request);
    if (!who || !request.brand) return fail(reply, 401, 'unauthenticated', 'Please sign in first.');
    const body = SetupBody.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'invalid_input', 'The request body is not valid.');
    const session = await s.payments.createSession(who.member, request.brand, {
      kind: 'setup',
      method: body.data?.method ?? 'card',
      returnPath: body.data?.returnPath ?? null,
    });
    return reply.header('cache-control', 'no-store').send({
      setupIntentId: session.id,
      clientSecret: `${session.id}_secret`,
      hostedUrl: session.hostedUrl,
    });
  });

  app.post('/payment-flow/stripe/payment-method/get', async (request, reply) => {
    const who = await requestMember(s, request);
    if (!who) return fail(reply, 401, 'unauthenticated', 'Please sign in first.');
    const body = MethodGetBody.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'invalid_input', 'The request body is not valid.');
    const info = await s.payments.describeForMember(who.member, body.data.paymentMethodId);
    if (!info) return fail(reply, 404, 'invalid_payment_method', 'This payment method is not known.');
    return reply.header('cache-control', 'no-store').send({
      id: info.token,
      brand: info.brand,
      last4: info.last4,
      expMonth: info.expMonth,
      expYear: info.expYear,
      holderName: info.holderName,
      provider: info.provider,
    });
  });

  app.post('/payment-flow/stripe/customer/create', async (request, reply) => {
    const who = await requestMember(s, request);
    if (!who) return fail(reply, 401, 'unauthenticated', 'Please sign in first.');
    if (!EmptyBody.safeParse(request.body).success)
      return fail(reply, 400, 'invalid_input', 'The request body is not valid.');
    return reply
      .header('cache-control', 'no-store')
      .send({ customerId: s.payments.provider.customerId(who.member) });
  });

  // SPEC.md 7: the upsell price is the 7th element: the symbol followed by the recurring price.
  app.post('/subscription-flow/v1/signup_plan/funnels/get', async (request, reply) => {
    const body = FunnelBody.safeParse(request.body);
    if (!body.success || !request.brand)
      return fail(reply, 400, 'invalid_input', 'The request body is not valid.');
    const plan = await findPlan(s.db, request.brand.id, Number(body.data.plan));
    if (!plan) return fail(reply, 404, 'plan_not_found', 'This plan does not exist.');
    return reply.send([
      Number(plan.id),
      plan.name,
      plan.group_name,
      Number(plan.trial_period_days),
      toDecimalString(money(plan.price_initial, plan.currency)),
      plan.currency,
      symbolDecimal(money(plan.price_recurring, plan.currency), plan.symbol),
      plan.interval,
      Number(plan.interval_count),
    ]);
  });

  // The hosted page posts a plain form; parse it only here.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );

    const render = async (
      sessionId: string,
      lang: string | undefined,
      methodOverride: 'card' | 'paypal' | undefined,
      errors: Partial<Record<CardField, CardProblem>>,
      values: { cardDate?: string; cardHolder?: string; paypalEmail?: string },
      brand: Brand,
    ) => {
      const session = await s.payments.openSession(sessionId, brand);
      const member = session ? await findMemberLang(s.db, Number(session.member_id)) : undefined;
      const pageLanguage = pageLang([lang, member?.lang, brand.defaultLanguage]);
      let planName: string | null = null;
      let recurring: { price: string; days: number } | null = null;
      if (session?.plan_id != null) {
        const plan = await findPlanById(s.db, Number(session.plan_id));
        if (plan) {
          planName = (await findPlanName(s.db, Number(plan.id), pageLanguage)) ?? plan.name;
          recurring = {
            price: symbolDecimal(money(plan.price_recurring, plan.currency), plan.symbol),
            days: billingPeriodDays(plan.interval, Number(plan.interval_count)),
          };
        }
      } else if (session) {
        // Anything else the session sells (giveaway entries) is named in the page's language.
        planName = await s.checkout.sessionDescription(session, pageLanguage);
      }
      return renderHostedPage({
        lang: pageLanguage,
        brandName: brand.name,
        accent: brand.accentColorExact,
        kind: session?.kind === 'checkout' ? 'checkout' : 'setup',
        method: methodOverride ?? (session?.method === 'paypal' ? 'paypal' : 'card'),
        action: `/payment-flow/hosted/${encodeURIComponent(sessionId)}`,
        planName,
        amount:
          session?.amount != null
            ? symbolDecimal(money(session.amount, session.currency ?? 'USD'), session.symbol ?? '')
            : null,
        recurring,
        errors,
        values,
        saved: session ? await s.payments.savedMethodFor(session) : null,
        expired: !session,
        backUrl: '/account',
      });
    };

    scope.get<{ Params: { id: string } }>('/payment-flow/hosted/:id', async (request, reply) => {
      if (!request.brand) return reply.code(421).send();
      const q = HostedQuery.safeParse(request.query);
      const html = await render(request.params.id, q.data?.lang, q.data?.method, {}, {}, request.brand);
      return reply.type('text/html; charset=utf-8').headers(HOSTED_HEADERS).send(html);
    });

    // A card-testing bot gets a few tries per page, then the page says to wait.
    scope.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
      const id = (request.params as { id?: string } | undefined)?.id;
      if (err.statusCode !== 429 || !request.brand || !id) throw err;
      const q = HostedQuery.safeParse(request.query);
      const html = await render(
        id,
        q.data?.lang,
        undefined,
        { form: 'too_many_attempts' },
        {},
        request.brand,
      );
      return reply.code(429).type('text/html; charset=utf-8').headers(HOSTED_HEADERS).send(html);
    });

    scope.post<{ Params: { id: string } }>(
      '/payment-flow/hosted/:id',
      {
        config: {
          rateLimit: {
            max: HOSTED_ATTEMPTS,
            timeWindow: '15 minutes',
            keyGenerator: (req) => `hosted:${req.ip}:${(req.params as { id?: string }).id ?? ''}`,
          },
        },
      },
      async (request, reply) => {
        const brand = request.brand;
        if (!brand) return reply.code(421).send();
        const q = HostedQuery.safeParse(request.query);
        const form = HostedForm.safeParse(request.body ?? {});
        const lang = q.data?.lang;
        if (!form.success) {
          const html = await render(
            request.params.id,
            lang,
            undefined,
            { form: 'session_expired' },
            {},
            brand,
          );
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(html);
        }
        const f = form.data;
        if (f.action === 'cancel') {
          const location = await s.checkout.cancel(request.params.id, brand);
          return reply
            .code(303)
            .header('location', location ?? '/account')
            .send();
        }
        const result: SubmitResult =
          f.method === 'saved'
            ? await s.payments.submitSaved(request.params.id, brand)
            : f.method === 'paypal'
              ? await s.payments.submitPaypal(request.params.id, brand, f.paypalEmail ?? '')
              : await s.payments.submitCard(request.params.id, brand, f);
        if (result.kind === 'redirect')
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('location', result.location)
            .send();
        const html = await render(
          request.params.id,
          lang,
          f.method === 'saved' ? undefined : f.method,
          result.errors,
          { cardDate: f.cardDate, cardHolder: f.cardHolder, paypalEmail: f.paypalEmail },
          brand,
        );
        return reply.code(422).type('text/html; charset=utf-8').headers(HOSTED_HEADERS).send(html);
      },
    );
  });
}
