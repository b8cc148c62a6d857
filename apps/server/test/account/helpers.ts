import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { gql, HOSTS } from '../harness';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';
export const CARD_CHARGES_FAIL = '4000 0000 0000 0341';

/** Posts the hosted page's form like a browser would (no member token: the session id is the capability). */
export function postHosted(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  host: string = HOSTS.playmax,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A one-file multipart/form-data body, as a browser's file input sends it. */
function multipart(file: Buffer, filename: string, type: string): { body: Buffer; contentType: string } {
  const boundary = '----ma-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a profile picture as the member of `token` (POST /api/account/avatar on playmax). */
export function uploadAvatar(
  app: FastifyInstance,
  token: string | undefined,
  file: Buffer,
  name = 'me.png',
  type = 'image/png',
): Promise<LightMyRequestResponse> {
  const m = multipart(file, name, type);
  return app.inject({
    method: 'POST',
    url: '/api/account/avatar',
    headers: { host: HOSTS.playmax, authorization: `Bearer ${token}`, 'content-type': m.contentType },
    payload: m.body,
  });
}

export function cardForm(
  number: string,
  extra: Partial<Record<string, string>> = {},
): Record<string, string> {
  return {
    method: 'card',
    cardNumber: number,
    cardDate: '12/30',
    cardCcv: '123',
    cardHolder: 'Ada Lovelace',
    ...extra,
  };
}

export async function startCheckout(
  app: FastifyInstance,
  token: string,
  planId: string | number,
): Promise<string> {
  const res = await gql(
    app,
    HOSTS.playmax,
    `mutation($p: ID!) { member { startCheckout(planId: $p) { responseResult { succeeded errorCode } url } } }`,
    { token, variables: { p: String(planId) } },
  );
  const payload = (
    res.body.data?.member as { startCheckout: { responseResult: { succeeded: boolean }; url: string } }
  ).startCheckout;
  expect(payload.responseResult.succeeded).toBe(true);
  return payload.url;
}

export async function setupIntent(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/payment-flow/stripe/setup-intent/create',
    headers: { host: HOSTS.playmax, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: '{}',
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { hostedUrl: string }).hostedUrl;
}

export function redirectParams(res: LightMyRequestResponse): URLSearchParams {
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  return new URL(location, 'http://x').searchParams;
}

export async function activate(app: FastifyInstance, token: string, subscriptionId: string) {
  const res = await gql(
    app,
    HOSTS.playmax,
    `mutation($s: String!) { member { activateSubscription(subscriptionId: $s) { responseResult { succeeded errorCode extra } subscription { refId isActive planName } } } }`,
    { token, variables: { s: subscriptionId } },
  );
  return (
    res.body.data?.member as {
      activateSubscription: {
        responseResult: {
          succeeded: boolean;
          errorCode: string | null;
          extra: Record<string, unknown> | null;
        };
        subscription: { refId: string; isActive: boolean; planName: string } | null;
      };
    }
  ).activateSubscription;
}
