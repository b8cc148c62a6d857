import { drawPeriod, monthlyEntryKey, periodOf } from '@member-area/domain';
import type { LedgerKind } from '../../db/tables/wallet';
import type { Db, DbOrTrx } from '../../db/kysely';
import { hashPassword } from '../../modules/auth/password';
import { findMemberByEmail } from '../../modules/member';
import { insertInvoice, insertTransaction } from '../../modules/billing/repo';
import { parseImages } from '../../modules/marketplace/catalogue-model';
import { DEMO_PASSWORD, type PersonaSeed } from '../personas';
import { insertPersonaIfMissing } from '../write';
import { paidGamingPcEntry, seedEntry } from '../giveaways/catalogue';
import { DAY_MS, daysAgoIso } from '../time';

/**
 * The second demo account (DESIGN.md personas + issue #5): a free account with no subscription
 * that the deactivation journey deletes. Re-created by the next seed run.
 */
export const DEMO_DEACTIVATION_PERSONA: PersonaSeed = {
  brandId: 'playmax',
  email: 'demo@playmax.test',
  demonstrates: 'second demo (free) account, no subscription: deactivate it to delete it',
  name: 'Demo Viewer',
  firstName: 'Demo',
  lastName: 'Viewer',
  timezone: 'America/New_York',
  lang: 'en-us',
  referenceNumber: 'PM-DEMO-0002',
  subscriptionProvider: null,
  countryCode: 'US',
  phoneNumber: null,
  greenPoints: 0,
  coinsBalance: 0,
  isDemo: true,
  isActive: true,
  createdAt: { daysAgo: 2 },
  dateOfBirth: null,
  tags: [],
  subscriptions: [],
  paymentMethods: [],
};

/** Who shows a renewal the card declined ('Your payment failed.' and the update-card prompt). */
export const DECLINED_RENEWAL_EMAIL = 'movieonly@playmax.test';

/**
 * Registers every seeded payment method in the sandbox provider's vault, so renewals and restarts
 * of the demo personas charge like real tokens. The declined-renewal persona's card attaches but
 * declines.
 */
async function vaultSeededTokens(db: DbOrTrx, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('payment_methods')
    .innerJoin('members', 'members.id', 'payment_methods.member_id')
    .leftJoin('payment_tokens', 'payment_tokens.token', 'payment_methods.provider_token')
    .select([
      'payment_methods.provider_token',
      'payment_methods.provider',
      'payment_methods.card_brand',
      'payment_methods.card_first6',
      'payment_methods.card_last4',
      'payment_methods.exp_month',
      'payment_methods.exp_year',
      'payment_methods.holder_name',
      'members.id as member_id',
      'members.brand_id',
      'members.email',
    ])
    .where('payment_tokens.token', 'is', null)
    .execute();
  for (const r of rows) {
    await db
      .insertInto('payment_tokens')
      .values({
        token: r.provider_token,
        brand_id: r.brand_id,
        member_id: Number(r.member_id),
        provider: r.provider === 'paypal' ? 'paypal' : 'sandbox',
        card_brand: r.provider === 'paypal' ? 'paypal' : r.card_brand,
        card_first6: r.card_first6,
        card_last4: r.card_last4,
        exp_month: r.exp_month,
        exp_year: r.exp_year,
        holder_name: r.holder_name,
        paypal_email: r.provider === 'paypal' ? r.email : null,
        charges_fail: r.email === DECLINED_RENEWAL_EMAIL ? 1 : 0,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('token').doNothing())
      .execute();
  }
  return rows.length;
}

/**
 * A playmax member's first subscription and its plan, while the member has no billing transaction:
 * the history seeds below run once, and skip a member the database does not have.
 */
async function unbilledSubscription(db: DbOrTrx, email: string) {
  const member = await findMemberByEmail(db, 'playmax', email);
  if (!member) return undefined;
  const id = Number(member.id);
  const has = await db
    .selectFrom('billing_transactions')
    .select('id')
    .where('member_id', '=', id)
    .executeTakeFirst();
  if (has) return undefined;
  const sub = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('member_id', '=', id)
    .orderBy('id')
    .executeTakeFirst();
  const plan = sub
    ? await db.selectFrom('plans').selectAll().where('id', '=', sub.plan_id).executeTakeFirst()
    : undefined;
  return sub && plan ? { id, sub, plan } : undefined;
}

/** Three paid months for paid@ with invoices, a shipping address, two orders and wallet activity. */
async function paidHistory(db: DbOrTrx, now: Date): Promise<boolean> {
  const found = await unbilledSubscription(db, 'paid@playmax.test');
  if (!found) return false;
  const { id, sub, plan } = found;
  const period = Number(sub.billing_period_days) * DAY_MS;
  const next = Date.parse(sub.next_billing_date ?? now.toISOString());
  for (let k = 3; k >= 1; k--) {
    const at = next - k * period;
    if (at < Date.parse(sub.start_date)) continue;
    const created = new Date(at).toISOString();
    const txId = await insertTransaction(db, {
      brand_id: 'playmax',
      member_id: id,
      subscription_id: Number(sub.id),
      kind: k === 3 ? 'subscription' : 'renewal',
      description: plan.name,
      amount: Number(plan.price_recurring),
      currency: plan.currency,
      symbol: plan.symbol,
      status: 'succeeded',
      reference: `ch_seed_${id}_${k}`,
      failure_code: null,
      created_at: created,
    });
    await insertInvoice(db, {
      brand_id: 'playmax',
      member_id: id,
      transaction_id: txId,
      description: plan.name,
      amount: Number(plan.price_recurring),
      currency: plan.currency,
      symbol: plan.symbol,
      status: 'paid',
      created_at: created,
    });
  }
  const iso = (daysAgo: number) => daysAgoIso(now, daysAgo);
  const address = {
    firstName: 'Paige',
    lastName: 'Paid',
    address: '500 Congress Ave',
    apartmentSuite: 'Apt 12',
    city: 'Austin',
    state: 'TX',
    postcode: '78701',
    country: 'US',
    phone: '+1 512 555 0142',
  };
  await db
    .insertInto('addresses')
    .values({
      member_id: id,
      first_name: address.firstName,
      last_name: address.lastName,
      address: address.address,
      apartment_suite: address.apartmentSuite,
      city: address.city,
      state: address.state,
      postcode: address.postcode,
      country: address.country,
      phone: address.phone,
      is_default: 1,
      created_at: iso(40),
      updated_at: iso(40),
    })
    .execute();
  // As checkout writes them: lines of the brand's catalogue (its names and pictures in every
  // language), the lines' sum is the subtotal, and the welcome gift costs nothing but its shipping.
  const line = async (slug: string, quantity: number) => {
    const p = await db
      .selectFrom('products')
      .select(['id', 'name', 'price', 'images'])
      .where('brand_id', '=', 'playmax')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const image = parseImages(p.images)[0]?.url ?? null;
    const price = Number(p.price);
    return { id: Number(p.id), variantId: 0, name: p.name, quantity, price, listPrice: price, image };
  };
  const orders = [
    {
      products: [await line('welcome-sticker-pack', 1)],
      fee: 499,
      status: 'delivered',
      gift: 1,
      daysAgo: 35,
    },
    {
      products: [await line('logo-mug', 2)],
      fee: 0,
      status: 'shipped',
      gift: 0,
      daysAgo: 6,
    },
  ];
  for (const o of orders) {
    const subtotal = o.products.reduce((n, p) => n + p.price * p.quantity, 0);
    const total = subtotal + o.fee;
    await db
      .insertInto('orders')
      .values({
        brand_id: 'playmax',
        member_id: id,
        products: JSON.stringify(o.products),
        shipping_address: JSON.stringify(address),
        subtotal,
        delivery_fee: o.fee,
        total,
        currency: 'USD',
        symbol: '$',
        status: o.status,
        free_gift: o.gift,
        created_at: iso(o.daysAgo),
      })
      .execute();
  }
  // Sums to the persona's seeded balance (300 coins).
  await db
    .insertInto('coin_ledger')
    .values([
      seedLedgerRow(id, 'bonus', 'Welcome bonus', 200, iso(60)),
      seedLedgerRow(id, 'bonus', 'Monthly membership coins', 150, iso(30)),
      seedLedgerRow(id, 'spend', 'Giveaway entries', -50, iso(10)),
    ])
    .execute();
  // Giveaway entries (issue 12): 100 in the Gaming PC giveaway and this month's free monthly
  // exclusive entry, under the keys the giveaways seed uses too, so neither counts them twice.
  await seedEntry(db, paidGamingPcEntry(id, now));
  const month = periodOf(now);
  await seedEntry(db, {
    memberId: id,
    sweepId: '1006',
    name: 'Monthly Exclusive Box',
    entries: 1,
    kind: 'monthly_exclusive',
    source: 'monthly',
    key: monthlyEntryKey('1006', id, month),
    createdAt: drawPeriod(month).opensAt.toISOString(),
  });
  return true;
}

/** The declined-renewal persona: a failed charge yesterday, the subscription marked failed. */
async function declinedRenewal(db: DbOrTrx, now: Date): Promise<boolean> {
  const found = await unbilledSubscription(db, DECLINED_RENEWAL_EMAIL);
  if (!found) return false;
  const { id, sub, plan } = found;
  const yesterday = daysAgoIso(now, 1);
  await insertTransaction(db, {
    brand_id: 'playmax',
    member_id: id,
    subscription_id: Number(sub.id),
    kind: 'renewal',
    description: plan.name,
    amount: Number(plan.price_recurring),
    currency: plan.currency,
    symbol: plan.symbol,
    status: 'failed',
    reference: `fail_seed_${id}`,
    failure_code: 'card_declined',
    created_at: yesterday,
  });
  await db
    .updateTable('subscriptions')
    .set({ payment_failed_at: yesterday, next_billing_date: yesterday })
    .where('id', '=', sub.id)
    .execute();
  return true;
}

/** A seeded ledger row; its key names the member and the line, so a re-seed writes it once. */
function seedLedgerRow(
  memberId: number,
  kind: LedgerKind,
  description: string,
  amount: number,
  createdAt: string,
) {
  return {
    member_id: memberId,
    kind,
    description,
    amount,
    idempotency_key: `seed:${memberId}:${description}`,
    ref: null,
    created_at: createdAt,
  };
}

/** The ClickCoins member's wallet history, summing to their seeded 1,250 coins. */
async function coinsHistory(db: DbOrTrx, now: Date): Promise<boolean> {
  const member = await findMemberByEmail(db, 'clickcoins', 'member@clickcoins.test');
  if (!member) return false;
  const id = Number(member.id);
  if (await db.selectFrom('coin_ledger').select('id').where('member_id', '=', id).executeTakeFirst())
    return false;
  const iso = (daysAgo: number) => daysAgoIso(now, daysAgo);
  await db
    .insertInto('coin_ledger')
    .values([
      seedLedgerRow(id, 'bonus', 'Welcome bonus', 300, iso(45)),
      seedLedgerRow(id, 'purchase', 'Coin pack: 1,000 coins', 1000, iso(20)),
      seedLedgerRow(id, 'spend', 'Giveaway entries', -50, iso(4)),
    ])
    .execute();
  return true;
}

/**
 * Account-area demo data (issue #5). Safe on every start: each part writes only when missing.
 */
export async function seedAccountData(
  db: Db,
  now: Date,
  log: (msg: string) => void = () => {},
): Promise<void> {
  const existing = await findMemberByEmail(
    db,
    DEMO_DEACTIVATION_PERSONA.brandId,
    DEMO_DEACTIVATION_PERSONA.email,
  );
  const hash = existing ? null : await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    if (hash && (await insertPersonaIfMissing(trx, DEMO_DEACTIVATION_PERSONA, hash, now)))
      log(`  + ${DEMO_DEACTIVATION_PERSONA.email}: ${DEMO_DEACTIVATION_PERSONA.demonstrates}`);
    const vaulted = await vaultSeededTokens(trx, now);
    if (vaulted > 0) log(`account: ${vaulted} seeded payment methods registered with the sandbox provider`);
    if (await paidHistory(trx, now)) log('account: billing history, orders and wallet for paid@playmax.test');
    if (await declinedRenewal(trx, now)) log(`account: a declined renewal for ${DECLINED_RENEWAL_EMAIL}`);
    if (await coinsHistory(trx, now)) log('account: wallet history for member@clickcoins.test');
  });
}
