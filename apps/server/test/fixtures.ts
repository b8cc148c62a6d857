import type { Insertable } from 'kysely';
import type { Db } from '../src/db/kysely';
import type { BrandsTable } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';

export const PASSWORD = 'fixture-pass-2026';

/**
 * Fixture members' password is hashed at scrypt N=2^10, not the server's 2^17 (~0.3 s and 128 MiB a
 * hash): every sign-in verifies at the cost its stored hash names, so the server tests' many
 * sign-ins stay cheap. The server's own cost is tested in password.test.ts and by every account
 * a test registers or re-passwords. One hash per process, shared by every fixture member.
 */
export const FIXTURE_LOG2_N = 10;
let hash: Promise<string> | undefined;
function passwordHash(): Promise<string> {
  hash ??= hashPassword(PASSWORD, FIXTURE_LOG2_N);
  return hash;
}

const T0 = '2026-01-01T00:00:00.000Z';

function brandRow(id: string, name: string, hostname: string, country: string) {
  return {
    id,
    name,
    hostname,
    logo_url: `/brand-assets/${id}/logo.svg`,
    icon_url: `/brand-assets/${id}/icon-32.png`,
    template: 'default',
    accent_color: '#A78BFA',
    accent_color_exact: '#7C3AED',
    support_domain: `help.${id}.test`,
    support_email: `support@${id}.test`,
    signup_url: `https://join.${id}.test`,
    member_area_url: `http://${hostname}:3000`,
    phones: '["+1 555 0100"]',
    company_name: `${name} LLC`,
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country_code: country,
    media_types: '["movie","music","ebook"]',
    billing: '{"currency":"USD","symbol":"$"}',
    cdn_server: 'https://cdn.example.net',
    cookie_policy_url: 'https://example.net/cookies',
    default_language: 'en-us',
    created_at: T0,
  };
}

export interface FixtureIds {
  paid: number;
  fr: number;
  inactive: number;
  newcomer: number;
  veteran: number;
  coins: number;
  /** Also on clickcoins with the same card as paid@playmax.test. */
  coinsSameCard: number;
}

async function member(
  db: Db,
  brandId: string,
  email: string,
  extra: Partial<{
    name: string | null;
    lang: string;
    is_active: number;
    created_at: string;
    country_code: string | null;
    coins_balance: number;
  }> = {},
): Promise<number> {
  const row = await db
    .insertInto('members')
    .values({
      brand_id: brandId,
      email,
      password_hash: await passwordHash(),
      name: extra.name === undefined ? 'Fixture Member' : extra.name,
      first_name: null,
      last_name: null,
      avatar_url: null,
      timezone: 'America/New_York',
      lang: extra.lang ?? 'en-us',
      provider: 'email',
      recipe: null,
      reference_number: `REF-${email.split('@')[0]}`,
      subscription_provider: 'stripe',
      country_code: extra.country_code ?? null,
      phone_number: null,
      green_points: 0,
      coins_balance: extra.coins_balance ?? 0,
      is_demo: 0,
      is_active: extra.is_active ?? 1,
      created_at: extra.created_at ?? T0,
      updated_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Two brands, a handful of members, one plan with an offer, cards for account recovery. */
export async function loadFixtures(db: Db): Promise<FixtureIds> {
  await db
    .insertInto('brands')
    .values([
      brandRow('playmax', 'PlayMax', 'playmax.localhost', 'US'),
      brandRow('clickcoins', 'ClickCoins', 'clickcoins.localhost', 'CA'),
    ])
    .execute();
  await db
    .insertInto('brand_hosts')
    .values([
      { hostname: 'playmax.localhost', brand_id: 'playmax' },
      { hostname: 'localhost', brand_id: 'playmax' },
      { hostname: 'clickcoins.localhost', brand_id: 'clickcoins' },
    ])
    .execute();
  await db
    .insertInto('brand_tags')
    .values([
      { brand_id: 'playmax', tag: 'sweeps_for_all' },
      { brand_id: 'playmax', tag: 'ecommerce:enabled' },
      { brand_id: 'clickcoins', tag: 'layout:clickcoins' },
    ])
    .execute();
  await db
    .insertInto('menu_items')
    .values([
      {
        brand_id: 'playmax',
        position: 0,
        type: 'home',
        title: 'Home',
        display_area_slug: 'home',
        icon: 'home',
        color: null,
        background_color: null,
        submenu_type: null,
        hide_for_iphone: 0,
      },
      {
        brand_id: 'playmax',
        position: 1,
        type: 'movie',
        title: 'Movies',
        display_area_slug: 'movie_overview',
        icon: 'movie',
        color: '#fff',
        background_color: '#000',
        submenu_type: null,
        hide_for_iphone: 0,
      },
      {
        brand_id: 'clickcoins',
        position: 0,
        type: 'home',
        title: 'Coins Home',
        display_area_slug: 'home',
        icon: 'home',
        color: null,
        background_color: null,
        submenu_type: null,
        hide_for_iphone: 0,
      },
    ])
    .execute();
  await db.insertInto('offers').values({ id: 1, name: 'Movies', media_types: '["movie"]' }).execute();
  await db
    .insertInto('plans')
    .values([
      {
        id: 101,
        brand_id: 'playmax',
        name: 'Movies Monthly',
        group_name: 'movies',
        description: 'Movies',
        trial_period_days: 0,
        price_recurring: 1499,
        price_initial: 199,
        currency: 'USD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 1,
      },
      {
        id: 102,
        brand_id: 'playmax',
        name: 'Hidden',
        group_name: 'x',
        description: 'x',
        trial_period_days: 0,
        price_recurring: 100,
        price_initial: 100,
        currency: 'USD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 0,
      },
      {
        id: 201,
        brand_id: 'clickcoins',
        name: 'Coins Plan',
        group_name: 'coins',
        description: 'Coins',
        trial_period_days: 0,
        price_recurring: 999,
        price_initial: 999,
        currency: 'CAD',
        symbol: '$',
        interval: 'month',
        interval_count: 1,
        is_public: 1,
      },
    ])
    .execute();
  await db.insertInto('plan_offers').values({ plan_id: 101, offer_id: 1 }).execute();

  const ids: FixtureIds = {
    paid: await member(db, 'playmax', 'paid@playmax.test', { coins_balance: 42 }),
    fr: await member(db, 'playmax', 'fr@playmax.test', { lang: 'fr-ca', name: null }),
    inactive: await member(db, 'playmax', 'inactive@playmax.test', { is_active: 0 }),
    newcomer: await member(db, 'playmax', 'newcomer@playmax.test', {
      created_at: '2025-06-01T00:00:00.000Z',
    }),
    veteran: await member(db, 'playmax', 'veteran@playmax.test', {
      created_at: '2022-06-01T00:00:00.000Z',
      country_code: 'GB',
    }),
    coins: await member(db, 'clickcoins', 'member@clickcoins.test'),
    coinsSameCard: await member(db, 'clickcoins', 'twin@clickcoins.test'),
  };
  await db
    .insertInto('subscriptions')
    .values({
      member_id: ids.paid,
      plan_id: 101,
      ref_id: 'sub_paid_1',
      reference_number: 'R-1',
      subscription_provider: 'stripe',
      brand_id: 'playmax',
      is_active: 1,
      is_trial: 0,
      billing_period_days: 30,
      start_date: T0,
      next_billing_date: null,
      cancelled_at: null,
      cancel_ref_id: null,
      cancel_date: null,
      end_date: null,
      created_at: T0,
    })
    .execute();
  const card = (memberId: number, first6: string, last4: string) => ({
    member_id: memberId,
    provider: 'sandbox',
    provider_token: `tok_${memberId}`,
    card_brand: 'visa',
    card_first6: first6,
    card_last4: last4,
    exp_month: 12,
    exp_year: 2030,
    holder_name: 'Fixture',
    is_default: 1,
    created_at: T0,
  });
  await db
    .insertInto('payment_methods')
    .values([
      card(ids.paid, '424242', '4242'),
      card(ids.fr, '424242', '4242'),
      card(ids.coinsSameCard, '424242', '4242'),
    ])
    .execute();
  return ids;
}

/**
 * A brand of a test's own, copied from the fixtures' playmax with what differs (id, name, hostname
 * and whatever else the test is about: its currency, media types, template). Hosts and tags are the
 * test's to add.
 */
export async function copyPlaymaxBrand(
  db: Db,
  brand: Partial<Insertable<BrandsTable>> & Pick<Insertable<BrandsTable>, 'id' | 'name' | 'hostname'>,
): Promise<void> {
  const playmax = await db
    .selectFrom('brands')
    .selectAll()
    .where('id', '=', 'playmax')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('brands')
    .values({ ...playmax, ...brand })
    .execute();
}
