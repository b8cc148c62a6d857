/**
 * The sandbox provider's hosted page (GET the page, POST its form): the page is drawn from its view
 * model (view-model.ts) by render.ts; here only the HTTP around it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../services';
import type { Brand } from '../../brand';
import type { CardField, CardProblem, SubmitResult } from '../service';
import { renderHostedPage } from './render';
import { hostedPageModel, type HostedPageRequest } from './view-model';

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

export function registerHostedPageRoutes(app: FastifyInstance, s: Services): void {
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
      method: 'card' | 'paypal' | undefined,
      errors: Partial<Record<CardField, CardProblem>>,
      values: HostedPageRequest['values'],
      brand: Brand,
    ) => renderHostedPage(await hostedPageModel(s, { sessionId, lang, method, errors, values, brand }));

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
