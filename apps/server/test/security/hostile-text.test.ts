/**
 * Issue 29 item 3: a NUL (PostgreSQL answered internal_error, SQLite stored it) or a right-to-left
 * override typed into any free text is refused with the translated invalid_characters, the field
 * named in extra.fields, and nothing written, on both engines.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/graphql/response-result';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { services } from '../giveaways/draw-fixtures';
import { G, useGiveawaysApp } from '../giveaways/helpers';
import { DIALECTS, HOSTS, countRows, gql } from '../harness';
import { ADDRESS, insertMarket } from '../marketplace/helpers';
import { CLICKPLAY_EMAIL, CLICKPLAY_HOST, insertWallet, loginClickplay } from '../wallet/helpers';

const HOSTILE = [
  ['a NUL', 'Ann\u0000Lee'],
  ['a right-to-left override', 'Ann\u202eeeL'],
] as const;

const RESULT = 'responseResult { succeeded errorCode message extra }';
const TABLES = [
  'addresses',
  'email_changes',
  'playlists',
  'feedbacks',
  'coin_ledger',
  'orders',
  'postal_entries',
  'outbox_mails',
] as const;

interface Result {
  succeeded: boolean;
  errorCode: string | null;
  message: string | null;
  extra: unknown;
}

/** One free-text input: the mutation, its variables with `value` in `field`, and where the result is. */
interface Input {
  what: string;
  field: string;
  host?: string;
  login: 'paid' | 'clickplay';
  query: string;
  variables: (value: string) => Record<string, unknown>;
  path: string[];
}

const PROFILE = `mutation($i: ProfileInput!) { member { updateProfile(input: $i) { ${RESULT} } } }`;
const ADDRESS_MUTATION = `mutation($i: AddressInput!) { member { updateAddress(input: $i) { ${RESULT} } } }`;
const ACCOUNT_ADDRESS = {
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
const CLAIM = `mutation($s: ID!, $sh: PrizeShippingInput) { sweep { claimPrize(sweepId: $s, shipping: $sh) { ${RESULT} } } }`;

const INPUTS: Input[] = [
  ...(['name', 'firstName', 'lastName', 'phoneNumber'] as const).map((field): Input => ({
    what: `profile ${field}`,
    field,
    login: 'paid',
    query: PROFILE,
    variables: (v) => ({ i: { [field]: v } }),
    path: ['member', 'updateProfile'],
  })),
  ...(['newEmail', 'confirmation'] as const).map((field): Input => ({
    what: `new e-mail ${field}`,
    field,
    login: 'paid',
    query: `mutation($n: String!, $c: String!) { member { changeEmail(newEmail: $n, confirmation: $c) { ${RESULT} } } }`,
    variables: (v) => {
      const email = v.replace('Ann', 'a').replace('Lee', '@b.example').replace('eeL', '@b.example');
      return field === 'newEmail' ? { n: email, c: 'new@b.example' } : { n: 'new@b.example', c: email };
    },
    path: ['member', 'changeEmail'],
  })),
  ...(['firstName', 'lastName', 'address', 'apartmentSuite', 'city', 'state'] as const).map(
    (field): Input => ({
      what: `account address ${field}`,
      field,
      login: 'paid',
      query: ADDRESS_MUTATION,
      variables: (v) => ({ i: { ...ACCOUNT_ADDRESS, [field]: `${v} 1` } }),
      path: ['member', 'updateAddress'],
    }),
  ),
  {
    what: 'playlist name (create)',
    field: 'name',
    login: 'paid',
    query: `mutation($n: String!) { content { createPlaylist(name: $n) { ${RESULT} } } }`,
    variables: (v) => ({ n: v }),
    path: ['content', 'createPlaylist'],
  },
  {
    what: 'feedback text',
    field: 'text',
    login: 'paid',
    query: `mutation($t: String) { member { sendFeedback(mediaType: "movie", issueType: 1, issueId: 1, text: $t) { ${RESULT} } } }`,
    variables: (v) => ({ t: `line 1\n${v}` }),
    path: ['member', 'sendFeedback'],
  },
  {
    what: 'credits description',
    field: 'description',
    login: 'clickplay',
    host: CLICKPLAY_HOST,
    query: `mutation($d: String!) { member { addCredits(amount: 5, description: $d) { ${RESULT} } } }`,
    variables: (v) => ({ d: v }),
    path: ['member', 'addCredits'],
  },
  {
    what: 'cancellation reason',
    field: 'reason',
    login: 'paid',
    query: `mutation($r: String) { member { cancelSubscription(reason: $r) { ${RESULT} } } }`,
    variables: (v) => ({ r: v }),
    path: ['member', 'cancelSubscription'],
  },
  ...(['firstName', 'lastName', 'address', 'apartmentSuite', 'city', 'state'] as const).map(
    (field): Input => ({
      what: `checkout address ${field}`,
      field,
      login: 'paid',
      query: `mutation($i: PlaceOrderInput!) { ecommerce { placeOrder(input: $i) { ${RESULT} } } }`,
      variables: (v) => ({
        i: {
          address: { ...ADDRESS, [field]: `${v} 1` },
          shippingOption: 'standard',
          paymentMethod: 'new_card',
          cartVersion: 0,
        },
      }),
      path: ['ecommerce', 'placeOrder'],
    }),
  ),
  ...(['firstName', 'address', 'city'] as const).map((field): Input => ({
    what: `prize shipping ${field}`,
    field,
    login: 'paid',
    query: CLAIM,
    variables: (v) => ({ s: G.drawnPaidWon, sh: { ...ACCOUNT_ADDRESS, [field]: `${v} 1` } }),
    path: ['sweep', 'claimPrize'],
  })),
];

function resultAt(body: { data?: Record<string, unknown> | null }, path: string[]): Result {
  let v: unknown = body.data;
  for (const p of path) v = (v as Record<string, unknown> | null)?.[p];
  return (v as { responseResult: Result }).responseResult;
}

describe.each(DIALECTS)('hostile characters in free text on %s', (dialect) => {
  const t = useGiveawaysApp(dialect, {
    prepare: async (db, ids) => {
      await insertMarket(db.handle.db, ids);
      await insertWallet(db.handle.db, ids);
    },
    logins: { paid: 'paid@playmax.test' },
  });
  const db = () => t.db.handle.db;
  let clickplay = '';
  let playlistId = '';

  /** Everything a refused input could have written: row counts, paid@'s row, plans, claims, playlists. */
  async function snapshot() {
    const counts = await Promise.all(TABLES.map((table) => countRows(db(), table)));
    const member = await db()
      .selectFrom('members')
      .select(['name', 'first_name', 'last_name', 'phone_number', 'email', 'updated_at'])
      .where('email', '=', 'paid@playmax.test')
      .executeTakeFirst();
    const subscriptions = await db().selectFrom('subscriptions').select(['id', 'cancel_ref_id']).execute();
    const claims = await db().selectFrom('draws').select(['id', 'claimed_at']).execute();
    const playlists = await db().selectFrom('playlists').select(['id', 'name']).execute();
    return { counts, member, subscriptions, claims, playlists };
  }

  async function send(app: FastifyInstance, input: Input, value: string, lang = 'en-us') {
    clickplay ||= await loginClickplay(app, CLICKPLAY_EMAIL);
    const token = input.login === 'paid' ? t.tokens.paid : clickplay;
    const res = await gql(app, input.host ?? HOSTS.playmax, input.query, {
      token,
      variables: input.variables(value),
      headers: { 'x-interface-language': lang },
    });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    return resultAt(res.body, input.path);
  }

  it.each(INPUTS.flatMap((input) => HOSTILE.map(([name, value]) => ({ input, name, value }))))(
    'refuses $name in the $input.what, naming the field, and writes nothing',
    async ({ input, value }) => {
      const before = await snapshot();
      const r = await send(t.app, input, value);
      expect(r).toEqual({
        succeeded: false,
        errorCode: 'invalid_characters',
        message: errorMessage('en-us', 'invalid_characters'),
        extra: { fields: [input.field] },
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a renamed playlist with a NUL or an override and keeps its name', async () => {
    const created = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { content { createPlaylist(name: "Road trip") { ${RESULT} playlist { id } } } }`,
      { token: t.tokens.paid },
    );
    playlistId = (created.body.data as { content: { createPlaylist: { playlist: { id: string } } } }).content
      .createPlaylist.playlist.id;
    for (const [, value] of HOSTILE) {
      const before = await snapshot();
      const res = await gql(
        t.app,
        HOSTS.playmax,
        `mutation($id: ID!, $n: String!) { content { renamePlaylist(id: $id, name: $n) { ${RESULT} playlist { name } } } }`,
        { token: t.tokens.paid, variables: { id: playlistId, n: value } },
      );
      expect(res.body.data).toMatchObject({
        content: {
          renamePlaylist: {
            responseResult: { errorCode: 'invalid_characters', extra: { fields: ['name'] } },
            playlist: { name: 'Road trip' },
          },
        },
      });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers in the member’s language', async () => {
    const r = await send(t.app, INPUTS[0]!, 'Ann\u202e', 'fr-ca');
    expect(r.message).toBe(errorMessage('fr-ca', 'invalid_characters'));
    expect(r.message).not.toBe(errorMessage('en-us', 'invalid_characters'));
  });

  it('keeps line breaks and tabs in a feedback report, and right-to-left marks in a name', async () => {
    const feedback = INPUTS.find((i) => i.field === 'text')!;
    expect((await send(t.app, feedback, 'the sound\tstops')).succeeded).toBe(true);
    expect((await send(t.app, INPUTS[0]!, 'מרים\u200f 2')).succeeded).toBe(true);
  });

  it('record-postal-entry refuses an entrant’s name with a NUL or an override and records nothing', async () => {
    const lines: string[] = [];
    const ctx: OpsContext = {
      db: db(),
      clock: t.clock.fn,
      ...services(db(), t.clock.fn),
      out: (l) => lines.push(l),
    };
    for (const [, value] of HOSTILE) {
      const before = await countRows(db(), 'postal_entries');
      const r = await runOps(
        [
          'record-postal-entry',
          ...['--sweep', G.open, '--envelope', 'E-1', '--name', value, '--address', '4 Oak Road'],
          ...['--city', 'Austin', '--postcode', '78701', '--email', 'ann@example.com'],
        ],
        ctx,
      );
      expect(r).toEqual({
        ok: false,
        problem: `refused, invalid_characters: ${errorMessage('en-us', 'invalid_characters')} ({"fields":["fullName"]})`,
      });
      expect(await countRows(db(), 'postal_entries')).toBe(before);
    }
    expect(lines).toEqual([]);
  });
});
