import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { money, symbolDecimal, toDecimalString } from '@member-area/domain';
import type { Services } from '../../services';
import { registerHostedPageRoutes } from './hosted-page/routes';
import { requestMember } from './member-auth';

const SetupBody = z
  .strictObject({ method: z.enum(['card', 'paypal']).optional(), returnPath: z.string().max(200).optional() })
  .optional();
const MethodGetBody = z.strictObject({ paymentMethodId: z.string().min(3).max(100) });
const EmptyBody = z.strictObject({}).optional();
const FunnelBody = z.strictObject({ plan: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]) });

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
    const plan = await s.billing.brandPlan(request.brand.id, Number(body.data.plan));
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

  registerHostedPageRoutes(app, s);
}
