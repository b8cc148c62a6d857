import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DIALECTS, gql, HOSTS } from '../harness';
import { G, latestMailTo, NOW, type Result, SWEEP_FIELDS, type SweepView, useGiveawaysApp } from './helpers';

const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Row',
  apartmentSuite: 'Unit 3',
  city: 'Austin',
  state: 'TX',
  postcode: '78701',
  country: 'US',
  phone: '+1 512 555 0100',
};

async function claim(
  app: FastifyInstance,
  token: string,
  sweepId: string,
  shipping?: Record<string, unknown>,
): Promise<{ responseResult: Result; sweep: SweepView | null }> {
  const res = await gql(
    app,
    HOSTS.playmax,
    `mutation($s: ID!, $sh: PrizeShippingInput) { sweep { claimPrize(sweepId: $s, shipping: $sh) {
      responseResult { succeeded errorCode message extra } sweep { ${SWEEP_FIELDS} } } } }`,
    { token, variables: { s: sweepId, sh: shipping } },
  );
  expect(res.body.errors).toBeUndefined();
  return (res.body.data as { sweep: { claimPrize: { responseResult: Result; sweep: SweepView | null } } })
    .sweep.claimPrize;
}

describe.each(DIALECTS)('claiming a prize on %s', (dialect) => {
  const t = useGiveawaysApp(dialect, { logins: { paid: 'paid@playmax.test', fr: 'fr@playmax.test' } });
  const drawOf = (sweepId: string) =>
    t.db.handle.db.selectFrom('draws').selectAll().where('sweep_id', '=', sweepId).executeTakeFirstOrThrow();

  it('only the winner may claim: another member gets not_winner, an unknown giveaway sweep_not_found', async () => {
    expect((await claim(t.app, t.tokens.fr, G.drawnPaidWon, SHIPPING)).responseResult.errorCode).toBe(
      'not_winner',
    );
    expect((await claim(t.app, t.tokens.paid, G.open, SHIPPING)).responseResult.errorCode).toBe('not_winner');
    expect((await claim(t.app, t.tokens.paid, G.otherBrand, SHIPPING)).responseResult.errorCode).toBe(
      'sweep_not_found',
    );
    expect((await drawOf(G.drawnPaidWon)).claimed_at).toBeNull();
  });

  it('a physical prize needs a valid shipping address, and names the fields to fix', async () => {
    const missing = await claim(t.app, t.tokens.paid, G.drawnPaidWon);
    expect(missing.responseResult).toMatchObject({ succeeded: false, errorCode: 'invalid_address' });
    const bad = await claim(t.app, t.tokens.paid, G.drawnPaidWon, {
      ...SHIPPING,
      postcode: '!',
      country: 'USA',
    });
    expect(bad.responseResult).toMatchObject({
      errorCode: 'invalid_address',
      extra: { fields: ['postcode', 'country'] },
    });
    expect((await drawOf(G.drawnPaidWon)).claimed_at).toBeNull();
  });

  it('claims once, stores the shipping details, answers winner_claimed and mails a confirmation', async () => {
    const r = await claim(t.app, t.tokens.paid, G.drawnPaidWon, SHIPPING);
    expect(r.responseResult.succeeded).toBe(true);
    expect(r.sweep).toMatchObject({
      id: G.drawnPaidWon,
      cardState: 'winner_claimed',
      status: 'Winner (Claimed)',
    });
    const draw = await drawOf(G.drawnPaidWon);
    expect(draw.claimed_at).toBe(NOW.toISOString());
    expect(JSON.parse(draw.claim_details ?? '')).toMatchObject({
      shipping: { lastName: 'Lovelace', postcode: '78701' },
    });
    await t.app.services.background.idle();
    const mail = await latestMailTo(t.db.handle.db, 'paid@playmax.test');
    expect(mail.subject).toBe(`Your prize claim for Giveaway ${G.drawnPaidWon}`);
    expect(mail.text_body).toContain('12 Analytical Row Unit 3');
    const again = await claim(t.app, t.tokens.paid, G.drawnPaidWon, SHIPPING);
    expect(again.responseResult).toMatchObject({ succeeded: false, errorCode: 'prize_already_claimed' });
  });

  it('five claims of a digital prize at once: exactly one succeeds, no shipping needed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => claim(t.app, t.tokens.paid, G.digitalPaidWon)),
    );
    expect(answers.filter((a) => a.responseResult.succeeded)).toHaveLength(1);
    expect(answers.filter((a) => a.responseResult.errorCode === 'prize_already_claimed')).toHaveLength(4);
    const draw = await drawOf(G.digitalPaidWon);
    expect(draw.claimed_at).not.toBeNull();
    expect(draw.claim_details).toBeNull();
  });

  it('refuses anonymous callers', async () => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { sweep { claimPrize(sweepId: "${G.drawnPaidWon}") { responseResult { errorCode } } } }`,
    );
    expect(res.body.data).toEqual({
      sweep: { claimPrize: { responseResult: { errorCode: 'unauthenticated' } } },
    });
  });
});
