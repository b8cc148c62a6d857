/**
 * The sandbox provider's hosted page (GET the page, POST its form): the page is drawn from its view
 * model (view-model.ts) by render.ts; here only the HTTP around it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../../services';
import type { SubmitResult } from '../service';
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

type HostedRequest = FastifyRequest<{ Params: { id: string } }>;

/** The page for a session, as its view model says (view-model.ts). */
const page = async (s: Services, r: HostedPageRequest) => renderHostedPage(await hostedPageModel(s, r));

/** The hosted page posts a plain form; parse it only in the hosted page's scope. */
function acceptPlainForms(scope: FastifyInstance): void {
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
}

async function showHostedPage(s: Services, request: HostedRequest, reply: FastifyReply) {
  if (!request.brand) return reply.code(421).send();
  const q = HostedQuery.safeParse(request.query);
  const html = await page(s, {
    sessionId: request.params.id,
    lang: q.data?.lang,
    method: q.data?.method,
    errors: {},
    values: {},
    brand: request.brand,
  });
  return reply.type('text/html; charset=utf-8').headers(HOSTED_HEADERS).send(html);
}

/** The form as posted: cancel, pay with the saved card, PayPal or a card; its errors drawn on the page again. */
async function submitHostedPage(s: Services, request: HostedRequest, reply: FastifyReply) {
  const brand = request.brand;
  if (!brand) return reply.code(421).send();
  const q = HostedQuery.safeParse(request.query);
  const form = HostedForm.safeParse(request.body ?? {});
  const base = { sessionId: request.params.id, lang: q.data?.lang, brand };
  if (!form.success) {
    const html = await page(s, {
      ...base,
      method: undefined,
      errors: { form: 'session_expired' },
      values: {},
    });
    return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
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
    return reply.code(303).header('cache-control', 'no-store').header('location', result.location).send();
  const html = await page(s, {
    ...base,
    method: f.method === 'saved' ? undefined : f.method,
    errors: result.errors,
    values: { cardDate: f.cardDate, cardHolder: f.cardHolder, paypalEmail: f.paypalEmail },
  });
  return reply.code(422).type('text/html; charset=utf-8').headers(HOSTED_HEADERS).send(html);
}

export function registerHostedPageRoutes(app: FastifyInstance, s: Services): void {
  void app.register(async (scope) => {
    acceptPlainForms(scope);
    scope.get<{ Params: { id: string } }>('/payment-flow/hosted/:id', (request, reply) =>
      showHostedPage(s, request, reply),
    );

    // A card-testing bot gets a few tries per page, then the page says to wait.
    scope.setErrorHandler(async (err: { statusCode?: number }, request, reply) => {
      const id = (request.params as { id?: string } | undefined)?.id;
      if (err.statusCode !== 429 || !request.brand || !id) throw err;
      const q = HostedQuery.safeParse(request.query);
      const html = await page(s, {
        sessionId: id,
        lang: q.data?.lang,
        method: undefined,
        errors: { form: 'too_many_attempts' },
        values: {},
        brand: request.brand,
      });
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
      (request, reply) => submitHostedPage(s, request, reply),
    );
  });
}
