import { describe, expect, it } from 'vitest';
import { countRows, DIALECTS, HOSTS } from '../harness';
import { postHosted, redirectParams } from '../account/helpers';
import {
  addEntries,
  G,
  latestMailTo,
  list,
  memberTags,
  NOW,
  payOnHostedPage,
  poolOf,
  startEntryPurchase,
  useGiveawaysApp,
} from './helpers';

const ADULT = '1990-05-20';

describe.each(DIALECTS)('buying giveaway entries on %s', (dialect) => {
  const t = useGiveawaysApp(dialect, {
    prepare: async (db, ids) => {
      // fr@ was told about the upsell already: a new purchase must show it again.
      await db.handle.db
        .insertInto('member_tags')
        .values({ member_id: ids.fr, tag: 'upsell_displayed', created_at: NOW.toISOString() })
        .execute();
    },
    logins: {
      paid: 'paid@playmax.test',
      fr: 'fr@playmax.test',
      newcomer: 'newcomer@playmax.test',
      veteran: 'veteran@playmax.test',
      inactive: 'inactive@playmax.test',
    },
  });
  const db = () => t.db.handle.db;

  /** Start, pay on the hosted page, return: the whole purchase as the web drives it. */
  const buy = async (token: string, sweepId: string, offer: string, extra: { source?: string } = {}) => {
    const started = await startEntryPurchase(t.app, token, { sweepId, offer, dateOfBirth: ADULT, ...extra });
    expect(started.responseResult).toMatchObject({ succeeded: true });
    const paid = await payOnHostedPage(t.app, started.url ?? '');
    expect(paid.ref).toBe(started.ref);
    const added = await addEntries(t.app, token, {
      sweepId,
      entries: started.entries ?? 0,
      paymentRef: paid.ref,
    });
    return { started, paid, added };
  };

  it('opens the hosted page at the server price, keeps the date of birth, and names the entries on the page', async () => {
    const started = await startEntryPurchase(t.app, t.tokens.paid, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: ADULT,
    });
    expect(started).toMatchObject({ responseResult: { succeeded: true }, entries: 10, amount: 1.99 });
    expect(started.ref).toMatch(/^sub_/);
    const session = await db()
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', started.url?.split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      kind: 'checkout',
      amount: 199,
      currency: 'USD',
      plan_id: null,
      subscription_ref: started.ref,
    });
    expect(JSON.parse(session.purchasable ?? '')).toEqual({
      kind: 'giveaway_entries',
      sweepId: G.open,
      offer: 'standard',
      entries: 10,
    });
    const member = await db()
      .selectFrom('members')
      .select('date_of_birth')
      .where('id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    expect(member.date_of_birth).toBe(ADULT);
    const page = await t.app.inject({
      method: 'GET',
      url: `${started.url}?lang=fr-ca`,
      headers: { host: HOSTS.playmax },
    });
    expect(page.body).toContain(`Giveaway ${G.open} : 10 participations`);
  });

  it('credits the entries once: ledger row, pool, transaction and invoice, receipt mail; the card shows "buy more entries"', async () => {
    const before = await poolOf(db(), G.open);
    const { paid, added } = await buy(t.tokens.paid, G.open, 'multiplier');
    expect(paid.state).toEqual({
      is_success: true,
      slug: 'sweep',
      subscription_provider: 'sandbox',
      price: '4.99',
      subscription_id: paid.ref,
    });
    expect(added).toMatchObject({
      responseResult: { succeeded: true, extra: { alreadyCredited: false } },
      transactionId: paid.ref,
      amount: 4.99,
      entries: 30,
      sweep: { id: G.open, cardState: 'entered', entries: 30, total_entries_sold: before.total + 30 },
    });
    expect(await poolOf(db(), G.open)).toEqual({
      ledger: before.ledger + 30,
      rows: before.rows + 1,
      total: before.total + 30,
    });
    const row = await db()
      .selectFrom('giveaway_entries')
      .selectAll()
      .where('payment_ref', '=', paid.ref)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: t.ids.paid,
      entries: 30,
      kind: 'entered',
      source: 'purchase',
      idempotency_key: `pay:${paid.ref}`,
    });
    const tx = await db()
      .selectFrom('billing_transactions')
      .selectAll()
      .where('member_id', '=', t.ids.paid)
      .where('kind', '=', 'entries')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({
      amount: 499,
      currency: 'USD',
      status: 'succeeded',
      description: `Giveaway ${G.open}: 30 entries`,
    });
    expect(
      await db().selectFrom('invoices').select('id').where('transaction_id', '=', tx.id).executeTakeFirst(),
    ).toBeDefined();
    await t.app.services.background.idle();
    const mail = await latestMailTo(db(), 'paid@playmax.test');
    expect(mail.subject).toBe(`Your entries in Giveaway ${G.open}`);
    expect(mail.text_body).toContain(paid.ref);
    expect(mail.text_body).toContain('$4.99');
    expect(mail.text_body).toContain(`/giveaways/id/${G.open}#rules`);
  });

  it('a replayed return answers the same transaction and credits nothing', async () => {
    const { paid, added } = await buy(t.tokens.paid, G.open, 'standard');
    const pool = await poolOf(db(), G.open);
    const txs = await countRows(db(), 'billing_transactions');
    const again = await addEntries(t.app, t.tokens.paid, {
      sweepId: G.open,
      entries: 10,
      paymentRef: paid.ref,
    });
    expect(again).toMatchObject({
      responseResult: { succeeded: true, extra: { alreadyCredited: true } },
      transactionId: added.transactionId,
      amount: 1.99,
      entries: 10,
    });
    expect(await poolOf(db(), G.open)).toEqual(pool);
    expect(await countRows(db(), 'billing_transactions')).toBe(txs);
  });

  it('arms the upsell after a purchase: triple after the standard pack, alternative after the ×3 pack when another giveaway is open', async () => {
    await buy(t.tokens.fr, G.open, 'standard');
    const afterStandard = await memberTags(db(), t.ids.fr);
    expect(afterStandard).toEqual(
      expect.arrayContaining([`sweep_entries:sf:${G.open}`, `sa_upsell:false:${G.open}`]),
    );
    expect(afterStandard).not.toContain('upsell_displayed');
    // paid@ has not entered the funnel giveaway: another giveaway is open for them. (Bought on the
    // page: without a source, the ×3 pack of the giveaway whose triple upsell is armed counts as
    // that upsell's purchase.)
    await buy(t.tokens.paid, G.open, 'multiplier', { source: 'page' });
    const tags = await memberTags(db(), t.ids.paid);
    expect(tags.filter((x) => x.startsWith('sweep_entries:') || x.startsWith('sa_upsell:'))).toEqual([
      `sa_upsell:true:${G.open}`,
      `sweep_entries:sf:${G.open}`,
    ]);
    // fr@ has entered both open giveaways (the member-only one is not theirs to buy): triple again.
    await buy(t.tokens.fr, G.openFunnel, 'multiplier');
    expect((await memberTags(db(), t.ids.fr)).filter((x) => x.startsWith('sa_upsell:'))).toEqual([
      `sa_upsell:false:${G.openFunnel}`,
    ]);
  });

  it("an upsell's own purchase does not re-arm it: source upsell, or (no source) the ×3 pack the armed triple upsell sells", async () => {
    await db()
      .insertInto('member_tags')
      .values({ member_id: t.ids.fr, tag: 'upsell_displayed', created_at: NOW.toISOString() })
      .execute();
    const before = await memberTags(db(), t.ids.fr);
    await buy(t.tokens.fr, G.open, 'standard', { source: 'upsell' });
    expect(await memberTags(db(), t.ids.fr)).toEqual(before);
    await buy(t.tokens.fr, G.openFunnel, 'multiplier');
    expect(await memberTags(db(), t.ids.fr)).toEqual(before);
    // A page purchase of another pack re-arms it.
    await buy(t.tokens.fr, G.openFunnel, 'standard', { source: 'page' });
    expect(await memberTags(db(), t.ids.fr)).not.toContain('upsell_displayed');
  });

  it('sells the one-time pack once per member and giveaway, then stops offering it', async () => {
    const { added } = await buy(t.tokens.paid, G.openFunnel, 'one_time');
    expect(added).toMatchObject({ amount: 5, entries: 100 });
    const card = (await list(t.app, { token: t.tokens.paid })).find((c) => c.id === G.openFunnel);
    expect(card?.offers.map((o) => o.offer)).toEqual(['standard', 'multiplier']);
    const again = await startEntryPurchase(t.app, t.tokens.paid, {
      sweepId: G.openFunnel,
      offer: 'one_time',
    });
    expect(again.responseResult).toMatchObject({ succeeded: false, errorCode: 'offer_not_available' });
  });

  it('a cancelled entry checkout returns is_success false with slug sweep, and its return credits nothing', async () => {
    const started = await startEntryPurchase(t.app, t.tokens.paid, { sweepId: G.open, offer: 'standard' });
    const params = redirectParams(await postHosted(t.app, started.url ?? '', { action: 'cancel' }));
    expect(JSON.parse(params.get('state') ?? '')).toMatchObject({
      is_success: false,
      slug: 'sweep',
      price: '1.99',
    });
    const pool = await poolOf(db(), G.open);
    const r = await addEntries(t.app, t.tokens.paid, {
      sweepId: G.open,
      entries: 10,
      paymentRef: params.get('subscription_id') ?? '',
    });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'payment_not_confirmed' });
    expect(await poolOf(db(), G.open)).toEqual(pool);
  });

  it('a return naming another entry count or another giveaway is purchase_mismatch and changes nothing; the true one then credits', async () => {
    const started = await startEntryPurchase(t.app, t.tokens.paid, { sweepId: G.open, offer: 'standard' });
    const { ref } = await payOnHostedPage(t.app, started.url ?? '');
    const pool = await poolOf(db(), G.open);
    for (const tampered of [
      { sweepId: G.open, entries: 1000 },
      { sweepId: G.openFunnel, entries: 10 },
    ]) {
      const r = await addEntries(t.app, t.tokens.paid, { ...tampered, paymentRef: ref });
      expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'purchase_mismatch' });
      expect(r.responseResult.message).toBe(
        'This payment does not match the entries requested, so nothing was added.',
      );
    }
    expect(await poolOf(db(), G.open)).toEqual(pool);
    expect(
      await db()
        .selectFrom('idempotency_keys')
        .select('key')
        .where('key', '=', `activate:${ref}`)
        .executeTakeFirst(),
    ).toBeUndefined();
    const ok = await addEntries(t.app, t.tokens.paid, { sweepId: G.open, entries: 10, paymentRef: ref });
    expect(ok.responseResult.succeeded).toBe(true);
  });

  it("a forged return (another member's payment) is subscription_not_found, in the member's language", async () => {
    const started = await startEntryPurchase(t.app, t.tokens.paid, { sweepId: G.open, offer: 'standard' });
    const { ref } = await payOnHostedPage(t.app, started.url ?? '');
    const pool = await poolOf(db(), G.open);
    const r = await addEntries(t.app, t.tokens.fr, { sweepId: G.open, entries: 10, paymentRef: ref });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode: 'subscription_not_found' });
    const unknown = await addEntries(t.app, t.tokens.paid, {
      sweepId: G.open,
      entries: 10,
      paymentRef: 'sub_nope',
    });
    expect(unknown.responseResult.errorCode).toBe('subscription_not_found');
    expect(await poolOf(db(), G.open)).toEqual(pool);
  });

  it.each([
    ['an ended giveaway', G.ended, 'standard', 'sweep_closed'],
    ['a drawn giveaway', G.drawnPaidWon, 'standard', 'sweep_closed'],
    ['a future giveaway', G.future, 'standard', 'sweep_not_started'],
    ["another brand's giveaway", G.otherBrand, 'standard', 'sweep_not_found'],
    ['a giveaway not public yet', G.hidden, 'standard', 'sweep_not_found'],
    ['an unknown giveaway', '999999', 'standard', 'sweep_not_found'],
    ['a monthly exclusive (free)', G.monthly, 'standard', 'offer_not_available'],
    ['an unknown pack', G.open, 'triple_plus', 'offer_not_available'],
    ['the bonus pack where there is no bonus offer', G.openFunnel, 'bonus', 'offer_not_available'],
    ['a member-only giveaway without an active plan', G.memberOnly, 'standard', 'offer_not_available'],
  ])('refuses %s (%s, %s) with %s and opens no session', async (_what, sweepId, offer, errorCode) => {
    const sessions = await countRows(db(), 'payment_sessions');
    const r = await startEntryPurchase(t.app, t.tokens.newcomer, { sweepId, offer, dateOfBirth: ADULT });
    expect(r).toMatchObject({ responseResult: { succeeded: false, errorCode }, url: null });
    expect(await countRows(db(), 'payment_sessions')).toBe(sessions);
  });

  it.each([
    [undefined, 'dob_required'],
    ['', 'dob_required'],
    ['2012-01-01', 'under_age'],
    ['2008-03-11', 'under_age'],
    ['2026-02-30', 'dob_invalid'],
    ['20/05/1990', 'dob_invalid'],
    ['2030-01-01', 'dob_invalid'],
  ])('a date of birth %s is %s: nothing written', async (dateOfBirth, errorCode) => {
    const sessions = await countRows(db(), 'payment_sessions');
    const r = await startEntryPurchase(t.app, t.tokens.newcomer, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth,
    });
    expect(r.responseResult).toMatchObject({ succeeded: false, errorCode });
    expect(await countRows(db(), 'payment_sessions')).toBe(sessions);
    const m = await db()
      .selectFrom('members')
      .select('date_of_birth')
      .where('id', '=', t.ids.newcomer)
      .executeTakeFirstOrThrow();
    expect(m.date_of_birth).toBeNull();
  });

  it("an 18th birthday today is old enough (in the member's time zone)", async () => {
    const r = await startEntryPurchase(t.app, t.tokens.newcomer, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: '2008-03-10',
    });
    expect(r.responseResult.succeeded).toBe(true);
  });

  it('refuses a blocked country with sweep_unavailable and the reason', async () => {
    const r = await startEntryPurchase(t.app, t.tokens.veteran, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: ADULT,
    });
    expect(r.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'sweep_unavailable',
      extra: { reason: 'country', country: 'GB' },
    });
    const fr = await startEntryPurchase(
      t.app,
      t.tokens.paid,
      { sweepId: G.open, offer: 'standard' },
      { country: 'CA' },
    );
    expect(fr.responseResult).toMatchObject({
      errorCode: 'sweep_unavailable',
      extra: { reason: 'country', country: 'CA' },
    });
  });

  it('refuses accounts not yet active and anonymous callers', async () => {
    const inactive = await startEntryPurchase(t.app, t.tokens.inactive, {
      sweepId: G.open,
      offer: 'standard',
      dateOfBirth: ADULT,
    });
    expect(inactive.responseResult.errorCode).toBe('account_not_active');
    const anonymous = await startEntryPurchase(t.app, undefined, { sweepId: G.open, offer: 'standard' });
    expect(anonymous.responseResult.errorCode).toBe('unauthenticated');
  });

  it('pays with PayPal too', async () => {
    const started = await startEntryPurchase(t.app, t.tokens.paid, {
      sweepId: G.open,
      offer: 'standard',
      method: 'paypal',
    });
    const { state, ref } = await payOnHostedPage(t.app, started.url ?? '', {
      method: 'paypal',
      paypalEmail: 'paula@example.com',
    });
    expect(state).toMatchObject({ is_success: true, slug: 'sweep', subscription_provider: 'paypal' });
    const r = await addEntries(t.app, t.tokens.paid, { sweepId: G.open, entries: 10, paymentRef: ref });
    expect(r.responseResult.succeeded).toBe(true);
  });
});
