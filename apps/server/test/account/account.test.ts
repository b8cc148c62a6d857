import jpeg from 'jpeg-js';
import { sql } from 'kysely';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH } from '@member-area/domain';
import { PASSWORD } from '../fixtures';
import { uploadAvatar } from './helpers';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp } from '../harness';

function png(width: number, height: number): Buffer {
  const img = new PNG({ width, height });
  img.data.fill(200);
  return PNG.sync.write(img);
}

type Result = { succeeded: boolean; errorCode: string | null; extra: Record<string, unknown> | null };

describe.each(DIALECTS)('account on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { paid: 'paid@playmax.test' } });

  const mutate = async (
    token: string,
    field: string,
    query: string,
    variables: Record<string, unknown> = {},
  ) => {
    const res = await gql(t.app, HOSTS.playmax, query, { token, variables });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data?.member as Record<string, { responseResult: Result } & Record<string, unknown>>)[
      field
    ]!;
  };
  const memberRow = (id: number) =>
    t.db.handle.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the profile saves only valid fields and refuses unknown time zones and languages', async () => {
    const q = `mutation($i: ProfileInput!) { member { updateProfile(input: $i) { responseResult { succeeded errorCode extra } member { name firstName lastName phoneNumber timezone lang } } } }`;
    const bad = await mutate(t.tokens.paid, 'updateProfile', q, {
      i: { name: 'Ada', timezone: 'Mars/Olympus' },
    });
    expect(bad.responseResult).toMatchObject({ succeeded: false, errorCode: 'invalid_timezone' });
    expect((await memberRow(t.ids.paid)).name).toBe('Fixture Member');
    const badLang = await mutate(t.tokens.paid, 'updateProfile', q, { i: { lang: 'xx-yy' } });
    expect(badLang.responseResult.errorCode).toBe('invalid_language');
    const badPhone = await mutate(t.tokens.paid, 'updateProfile', q, { i: { phoneNumber: 'call me' } });
    expect(badPhone.responseResult.errorCode).toBe('invalid_phone');
    // The profile form's rule (packages/domain isPlausiblePhoneNumber): a national number with its
    // area code in brackets is a phone number here too.
    const national = await mutate(t.tokens.paid, 'updateProfile', q, { i: { phoneNumber: '(030) 123 456' } });
    expect(national.responseResult.succeeded).toBe(true);
    const ok = await mutate(t.tokens.paid, 'updateProfile', q, {
      i: {
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+1 555 0101',
        timezone: 'Europe/Paris',
        lang: 'fr-ca',
      },
    });
    expect(ok).toMatchObject({
      responseResult: { succeeded: true },
      member: {
        name: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+1 555 0101',
        timezone: 'Europe/Paris',
        lang: 'fr-ca',
      },
    });
    await mutate(
      t.tokens.paid,
      'setLanguage',
      `mutation { member { setLanguage(lang: "en-us") { responseResult { succeeded } } } }`,
    );
    expect((await memberRow(t.ids.paid)).lang).toBe('en-us');
  });

  it('an empty display name is refused as missing (not as too long); names follow the domain bounds', async () => {
    const q = `mutation($i: ProfileInput!) { member { updateProfile(input: $i) { responseResult { succeeded errorCode extra } } } }`;
    const before = (await memberRow(t.ids.paid)).name;
    for (const name of ['', '   ']) {
      expect((await mutate(t.tokens.paid, 'updateProfile', q, { i: { name } })).responseResult).toMatchObject(
        {
          succeeded: false,
          errorCode: 'name_required',
          extra: { fields: ['name'] },
        },
      );
    }
    const long = 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1);
    expect(
      (await mutate(t.tokens.paid, 'updateProfile', q, { i: { name: long } })).responseResult,
    ).toMatchObject({
      errorCode: 'invalid_name',
      extra: { fields: ['name'], max: DISPLAY_NAME_MAX_LENGTH },
    });
    const longLast = 'l'.repeat(PERSON_NAME_MAX_LENGTH + 1);
    expect(
      (await mutate(t.tokens.paid, 'updateProfile', q, { i: { lastName: longLast } })).responseResult,
    ).toMatchObject({
      errorCode: 'invalid_name',
      extra: { fields: ['lastName'], max: PERSON_NAME_MAX_LENGTH },
    });
    expect((await memberRow(t.ids.paid)).name).toBe(before);
    const longest = 'n'.repeat(DISPLAY_NAME_MAX_LENGTH);
    expect(
      (await mutate(t.tokens.paid, 'updateProfile', q, { i: { name: ` ${longest} ` } })).responseResult
        .succeeded,
    ).toBe(true);
    expect((await memberRow(t.ids.paid)).name).toBe(longest);
    await mutate(t.tokens.paid, 'updateProfile', q, { i: { name: before } });
  });

  it('member.timezones lists about 300+ zones labelled with their offsets', async () => {
    const res = await gql(t.app, HOSTS.playmax, '{ member { timezones { id label offset offsetMinutes } } }');
    const zones = (
      res.body.data?.member as {
        timezones: { id: string; label: string; offset: string; offsetMinutes: number }[];
      }
    ).timezones;
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.find((z) => z.id === 'Asia/Tokyo')).toEqual({
      id: 'Asia/Tokyo',
      label: '(UTC+09:00) Asia/Tokyo',
      offset: '+09:00',
      offsetMinutes: 540,
    });
    const offsets = zones.map((z) => z.offsetMinutes);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });

  it('an e-mail change needs a matching confirmation and applies only from the mailed link', async () => {
    const q = `mutation($n: String!, $c: String!) { member { changeEmail(newEmail: $n, confirmation: $c) { responseResult { succeeded errorCode } } } }`;
    expect(
      (await mutate(t.tokens.paid, 'changeEmail', q, { n: 'not-an-email', c: 'not-an-email' })).responseResult
        .errorCode,
    ).toBe('invalid_email');
    expect(
      (await mutate(t.tokens.paid, 'changeEmail', q, { n: 'ada@new.test', c: 'ada@other.test' }))
        .responseResult.errorCode,
    ).toBe('email_mismatch');
    // Another member's address answers like any other (no telling which addresses exist); its
    // owner is told, and gets no link.
    expect(
      (await mutate(t.tokens.paid, 'changeEmail', q, { n: 'fr@playmax.test', c: 'fr@playmax.test' }))
        .responseResult,
    ).toEqual({ succeeded: true, errorCode: null });
    const toOwner = await t.db.handle.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'fr@playmax.test')
      .executeTakeFirstOrThrow();
    expect(toOwner.text_body).not.toMatch(/confirm-email/);
    t.clock.advance(1); // the next request is the newer pending one
    expect(
      (await mutate(t.tokens.paid, 'changeEmail', q, { n: 'Ada@New.test', c: 'ada@new.test' })).responseResult
        .succeeded,
    ).toBe(true);
    expect((await memberRow(t.ids.paid)).email).toBe('paid@playmax.test');
    const pending = await gql(t.app, HOSTS.playmax, '{ member { info { pendingEmail } } }', {
      token: t.tokens.paid,
    });
    expect(pending.body.data).toEqual({ member: { info: { pendingEmail: 'ada@new.test' } } });

    const mail = await t.db.handle.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'ada@new.test')
      .executeTakeFirstOrThrow();
    const key = /confirm-email\?key=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(key).not.toBe('');
    const confirm = `mutation($k: String!) { member { confirmEmailChange(key: $k) { responseResult { succeeded errorCode } member { email } } } }`;
    expect(
      (await mutate(t.tokens.paid, 'confirmEmailChange', confirm, { k: 'wrong' })).responseResult.errorCode,
    ).toBe('email_link_invalid');
    expect(await mutate(t.tokens.paid, 'confirmEmailChange', confirm, { k: key })).toMatchObject({
      responseResult: { succeeded: true },
      member: { email: 'ada@new.test' },
    });
    expect(
      (await mutate(t.tokens.paid, 'confirmEmailChange', confirm, { k: key })).responseResult.errorCode,
    ).toBe('email_link_invalid');
    // The old address is told where the account went.
    const notice = await t.db.handle.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', 'paid@playmax.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe('Your PlayMax e-mail address was changed');
    expect(notice.text_body).toContain('ada@new.test');
    // Back, so later tests sign in with the fixture address.
    await t.db.handle.db
      .updateTable('members')
      .set({ email: 'paid@playmax.test' })
      .where('id', '=', t.ids.paid)
      .execute();
  });

  it('at most five confirmation mails a day go out for e-mail changes', async () => {
    const token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
    const q = `mutation($n: String!) { member { changeEmail(newEmail: $n, confirmation: $n) { responseResult { succeeded errorCode } } } }`;
    for (let i = 0; i < 5; i++)
      expect(
        (await mutate(token, 'changeEmail', q, { n: `vet${i}@new.test` })).responseResult.succeeded,
      ).toBe(true);
    expect((await mutate(token, 'changeEmail', q, { n: 'vet9@new.test' })).responseResult.errorCode).toBe(
      'too_many_attempts',
    );
    expect(
      await t.db.handle.db
        .selectFrom('outbox_mails')
        .select('id')
        .where('to_address', '=', 'vet9@new.test')
        .execute(),
    ).toHaveLength(0);
    t.clock.advance(24 * 60 * 60 + 1);
    expect((await mutate(token, 'changeEmail', q, { n: 'vet9@new.test' })).responseResult.succeeded).toBe(
      true,
    );
  });

  it('a password change needs the current password, a matching verification and a strong password', async () => {
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const other = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const q = `mutation($c: String!, $n: String!, $v: String!) { member { changePassword(currentPassword: $c, newPassword: $n, verification: $v) { responseResult { succeeded errorCode extra } } } }`;
    const hashBefore = (await memberRow(t.ids.newcomer)).password_hash;
    expect(
      (
        await mutate(token, 'changePassword', q, {
          c: 'wrong-password',
          n: 'a-brand-new-pass-1',
          v: 'a-brand-new-pass-1',
        })
      ).responseResult.errorCode,
    ).toBe('wrong_password');
    expect(
      (
        await mutate(token, 'changePassword', q, {
          c: PASSWORD,
          n: 'a-brand-new-pass-1',
          v: 'a-brand-new-pass-2',
        })
      ).responseResult.errorCode,
    ).toBe('password_mismatch');
    expect(
      (await mutate(token, 'changePassword', q, { c: PASSWORD, n: 'short', v: 'short' })).responseResult,
    ).toMatchObject({ errorCode: 'weak_password', extra: { problem: 'too_short' } });
    expect(
      (await mutate(token, 'changePassword', q, { c: PASSWORD, n: '1234567890', v: '1234567890' }))
        .responseResult,
    ).toMatchObject({ errorCode: 'weak_password', extra: { problem: 'too_common' } });
    expect((await memberRow(t.ids.newcomer)).password_hash).toBe(hashBefore);
    expect(
      (
        await mutate(token, 'changePassword', q, {
          c: PASSWORD,
          n: 'a-brand-new-pass-1',
          v: 'a-brand-new-pass-1',
        })
      ).responseResult.succeeded,
    ).toBe(true);
    await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', 'a-brand-new-pass-1');
    // The other session ends; this one stays.
    expect((await gql(t.app, HOSTS.playmax, '{ member { info { id } } }', { token: other })).status).toBe(
      401,
    );
    expect((await gql(t.app, HOSTS.playmax, '{ member { info { id } } }', { token })).status).toBe(200);
  });

  it('a password change follows the one domain rule: one character under its minimum is refused, the minimum is accepted', async () => {
    const current = 'a-brand-new-pass-1'; // set by the test above
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', current);
    const q = `mutation($c: String!, $n: String!, $v: String!) { member { changePassword(currentPassword: $c, newPassword: $n, verification: $v) { responseResult { succeeded errorCode extra } } } }`;
    const shortBy1 = 'k7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH - 1);
    const exact = 'k7-'.repeat(PASSWORD_MIN_LENGTH).slice(0, PASSWORD_MIN_LENGTH);
    expect(
      (await mutate(token, 'changePassword', q, { c: current, n: shortBy1, v: shortBy1 })).responseResult,
    ).toMatchObject({ succeeded: false, errorCode: 'weak_password', extra: { problem: 'too_short' } });
    expect(
      (await mutate(token, 'changePassword', q, { c: current, n: exact, v: exact })).responseResult.succeeded,
    ).toBe(true);
    await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', exact);
  });

  describe('wrong current passwords on change-password', () => {
    const q = `mutation($c: String!, $n: String!, $v: String!) { member { changePassword(currentPassword: $c, newPassword: $n, verification: $v) { responseResult { succeeded errorCode extra } } } }`;
    // Each test uses its own addresses: the per-address count would otherwise carry over.
    const change = async (
      token: string,
      ip: string,
      current: string,
      host: string = HOSTS.playmax,
    ): Promise<Result> => {
      const res = await postJson(
        t.app,
        host,
        '/membergraphapi/',
        // A mismatched verification: a right current password is counted as such, nothing changes.
        { query: q, variables: { c: current, n: 'a-brand-new-pass-1', v: 'a-brand-new-pass-2' } },
        { authorization: `Bearer ${token}` },
        ip,
      );
      const body = res.json() as { data: { member: { changePassword: { responseResult: Result } } } };
      return body.data.member.changePassword.responseResult;
    };
    const fiveWrong = async (token: string, ip: string) => {
      for (let i = 0; i < 5; i++)
        expect((await change(token, ip, `wrong-${i}`)).errorCode).toBe('wrong_password');
    };

    it('from the 5th the next attempt waits 1 s, 2 s, 4 s, and a refused one is not checked nor counted', async () => {
      const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
      const hashBefore = (await memberRow(t.ids.fr)).password_hash;
      await fiveWrong(token, '10.20.0.1');
      // Even the right password is refused unchecked, and as often as asked without moving the wait.
      for (let i = 0; i < 3; i++)
        expect(await change(token, '10.20.0.1', PASSWORD)).toMatchObject({
          succeeded: false,
          errorCode: 'too_many_attempts',
          extra: { retryAfterSeconds: 1 },
        });
      t.clock.advance(1);
      expect((await change(token, '10.20.0.1', 'wrong-5')).errorCode).toBe('wrong_password');
      expect((await change(token, '10.20.0.1', PASSWORD)).extra).toMatchObject({ retryAfterSeconds: 2 });
      t.clock.advance(2);
      expect((await change(token, '10.20.0.1', 'wrong-6')).errorCode).toBe('wrong_password');
      expect((await change(token, '10.20.0.1', PASSWORD)).extra).toMatchObject({ retryAfterSeconds: 4 });
      expect((await memberRow(t.ids.fr)).password_hash).toBe(hashBefore);
      // The wait is per member: from another address the member is still refused.
      expect((await change(token, '10.20.0.2', PASSWORD)).errorCode).toBe('too_many_attempts');
      t.clock.advance(4);
      expect((await change(token, '10.20.0.2', PASSWORD)).errorCode).toBe('password_mismatch');
    });

    it("a right current password resets the member's count", async () => {
      const token = await login(t.app, HOSTS.playmax, 'veteran@playmax.test', PASSWORD);
      for (let i = 0; i < 4; i++)
        expect((await change(token, '10.21.0.1', `wrong-${i}`)).errorCode).toBe('wrong_password');
      expect((await change(token, '10.21.0.2', PASSWORD)).errorCode).toBe('password_mismatch');
      // Four more from a fresh address: without the reset the member would be at eight.
      await fiveWrong(token, '10.21.0.3');
      expect((await change(token, '10.21.0.4', PASSWORD)).extra).toMatchObject({ retryAfterSeconds: 1 });
    });

    it('counts per address too: five wrong passwords over two members slow a third one there', async () => {
      const [a, b, c] = await Promise.all(
        ['paid@playmax.test', 'inactive@playmax.test', 'fr@playmax.test'].map((email) =>
          login(t.app, HOSTS.playmax, email, PASSWORD),
        ),
      );
      for (const token of [a!, a!, b!, b!, b!])
        expect((await change(token, '10.22.0.1', 'wrong')).errorCode).toBe('wrong_password');
      expect(await change(c!, '10.22.0.1', 'wrong')).toMatchObject({
        errorCode: 'too_many_attempts',
        extra: { retryAfterSeconds: 1 },
      });
      // Elsewhere that member is not slowed down.
      expect((await change(c!, '10.22.0.2', 'wrong')).errorCode).toBe('wrong_password');
    });

    it('is counted apart from sign-in: failed sign-ins do not slow a password change', async () => {
      const token = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
      const signIn = () =>
        postJson(
          t.app,
          HOSTS.clickcoins,
          '/api/auth/login',
          { email: 'member@clickcoins.test', password: 'nope' },
          {},
          '10.23.0.1',
        );
      for (let i = 0; i < 5; i++) expect((await signIn()).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(429);
      expect((await change(token, '10.23.0.1', 'wrong', HOSTS.clickcoins)).errorCode).toBe('wrong_password');
    });
  });

  it('an address with missing or bad fields saves nothing; a valid one becomes the shipping address', async () => {
    const q = `mutation($id: ID, $i: AddressInput!) { member { updateAddress(id: $id, input: $i) { responseResult { succeeded errorCode extra } address { id firstName country postcode isDefault } } } }`;
    const good = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      country: 'fr',
    };
    const bad = await mutate(t.tokens.paid, 'updateAddress', q, { i: { ...good, city: '', postcode: '!' } });
    expect(bad.responseResult).toMatchObject({
      succeeded: false,
      errorCode: 'invalid_address',
      extra: { fields: ['city', 'postcode'] },
    });
    expect(
      await t.db.handle.db.selectFrom('addresses').selectAll().where('member_id', '=', t.ids.paid).execute(),
    ).toHaveLength(0);
    const created = await mutate(t.tokens.paid, 'updateAddress', q, { i: good });
    expect(created).toMatchObject({
      responseResult: { succeeded: true },
      address: { firstName: 'Ada', country: 'FR', postcode: '75001', isDefault: true },
    });
    expect((await memberRow(t.ids.paid)).country_code).toBe('FR');
    const id = (created.address as { id: string }).id;
    const updated = await mutate(t.tokens.paid, 'updateAddress', q, {
      id,
      i: { ...good, city: 'Lyon', postcode: '69001' },
    });
    expect(updated).toMatchObject({
      responseResult: { succeeded: true },
      address: { id, postcode: '69001' },
    });
    const fr = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    expect((await mutate(fr, 'updateAddress', q, { id, i: good })).responseResult.errorCode).toBe(
      'not_found',
    );
  });

  it('deactivating a demo account deletes it and all its data; other accounts cannot', async () => {
    const row = await memberRow(t.ids.paid);
    const { id: demoId } = await t.db.handle.db
      .insertInto('members')
      .values({
        ...row,
        id: undefined,
        email: 'demo@playmax.test',
        is_demo: 1,
        reference_number: 'REF-demo',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.handle.db
      .insertInto('member_tags')
      .values({ member_id: Number(demoId), tag: 'ma_visited:true', created_at: row.created_at })
      .execute();
    await t.db.handle.db
      .insertInto('addresses')
      .values({
        member_id: Number(demoId),
        first_name: 'D',
        last_name: 'D',
        address: '1 St',
        city: 'X',
        postcode: '12345',
        country: 'US',
        is_default: 1,
        created_at: row.created_at,
        updated_at: row.created_at,
      })
      .execute();
    const demo = await login(t.app, HOSTS.playmax, 'demo@playmax.test', PASSWORD);
    const q = `mutation { member { deactivateDemoAccount { responseResult { succeeded errorCode } } } }`;
    expect((await mutate(t.tokens.paid, 'deactivateDemoAccount', q)).responseResult.errorCode).toBe(
      'not_demo_account',
    );
    expect((await mutate(demo, 'deactivateDemoAccount', q)).responseResult.succeeded).toBe(true);
    expect(
      await t.db.handle.db
        .selectFrom('members')
        .select('id')
        .where('id', '=', Number(demoId))
        .executeTakeFirst(),
    ).toBeUndefined();
    // Every table that holds member rows, whichever issue added it, has none of this member left.
    // On PostgreSQL the introspection sees every schema: keep this test database's own.
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db.handle.db)).rows[0]?.s
        : undefined;
    const tables = (await t.db.handle.db.introspection.getTables()).filter(
      (tbl) => tbl.schema === schema && tbl.columns.some((c) => c.name === 'member_id'),
    );
    expect(tables.map((tbl) => tbl.name)).toEqual(
      expect.arrayContaining(['member_tags', 'addresses', 'sessions']),
    );
    for (const tbl of tables) {
      const rows = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(tbl.name)} where member_id = ${Number(demoId)}`.execute(
        t.db.handle.db,
      );
      expect(Number(rows.rows[0]?.n), tbl.name).toBe(0);
    }
    const res = await postJson(t.app, HOSTS.playmax, '/api/auth/login', {
      email: 'demo@playmax.test',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('a profile picture must be a PNG or JPEG of sensible size; a 256 px copy is stored', async () => {
    const upload = (file: Buffer, name: string, type: string) =>
      uploadAvatar(t.app, t.tokens.paid, file, name, type);
    const text = await upload(Buffer.from('hello, not an image'), 'a.png', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errorCode: 'avatar_not_image' });
    expect((await upload(png(32, 32), 'tiny.png', 'image/png')).json()).toMatchObject({
      errorCode: 'avatar_too_small',
    });
    expect((await upload(png(5000, 64), 'wide.png', 'image/png')).json()).toMatchObject({
      errorCode: 'avatar_dimensions',
    });
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png')).json()).toMatchObject({
      errorCode: 'avatar_too_large',
    });
    expect((await memberRow(t.ids.paid)).avatar_url).toBeNull();

    const ok = await upload(png(640, 480), 'me.png', 'image/png');
    expect(ok.statusCode).toBe(200);
    const { pictureUrl } = ok.json() as { pictureUrl: string };
    expect((await memberRow(t.ids.paid)).avatar_url).toBe(pictureUrl);
    const stored = await t.app.inject({ method: 'GET', url: pictureUrl, headers: { host: HOSTS.playmax } });
    expect(stored.statusCode).toBe(200);
    const img = PNG.sync.read(stored.rawPayload);
    expect([img.width, img.height]).toEqual([256, 256]);
    const photo = jpeg.encode({ width: 300, height: 900, data: Buffer.alloc(300 * 900 * 4, 128) }, 80).data;
    const fromJpeg = await upload(photo, 'me.jpg', 'image/jpeg');
    expect(fromJpeg.statusCode).toBe(200);
    const jpegUrl = (fromJpeg.json() as { pictureUrl: string }).pictureUrl;
    const jpegStored = PNG.sync.read(
      (await t.app.inject({ method: 'GET', url: jpegUrl, headers: { host: HOSTS.playmax } })).rawPayload,
    );
    expect([jpegStored.width, jpegStored.height]).toEqual([256, 256]);
    // The previous picture's file is removed when a new one replaces it.
    expect(
      (await t.app.inject({ method: 'GET', url: pictureUrl, headers: { host: HOSTS.playmax } })).statusCode,
    ).toBe(404);

    const info = await gql(t.app, HOSTS.playmax, '{ member { info { pictureUrl } } }', {
      token: t.tokens.paid,
    });
    expect(info.body.data).toEqual({ member: { info: { pictureUrl: jpegUrl } } });
  });

  it('account states: not yet active and no active subscription', async () => {
    const q = '{ member { info { accountState } } }';
    const inactive = await login(t.app, HOSTS.playmax, 'inactive@playmax.test', PASSWORD);
    expect((await gql(t.app, HOSTS.playmax, q, { token: inactive })).body.data).toEqual({
      member: { info: { accountState: 'not_active' } },
    });
    const fr = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    expect((await gql(t.app, HOSTS.playmax, q, { token: fr })).body.data).toEqual({
      member: { info: { accountState: 'no_subscription' } },
    });
    expect((await gql(t.app, HOSTS.playmax, q, { token: t.tokens.paid })).body.data).toEqual({
      member: { info: { accountState: 'ok' } },
    });
  });

  it('staff diagnostics are shown to staff e-mail domains only', async () => {
    const q =
      '{ member { info { isStaff staffDiagnostics { brandId brandTags memberTags layout buildVersion appEnv dialect } } } }';
    expect((await gql(t.app, HOSTS.playmax, q, { token: t.tokens.paid })).body.data).toEqual({
      member: { info: { isStaff: false, staffDiagnostics: null } },
    });
    await t.db.handle.db
      .updateTable('members')
      .set({ email: 'ops@milkbox.team' })
      .where('id', '=', t.ids.veteran)
      .execute();
    const staff = await login(t.app, HOSTS.playmax, 'ops@milkbox.team', PASSWORD);
    expect((await gql(t.app, HOSTS.playmax, q, { token: staff })).body.data).toEqual({
      member: {
        info: {
          isStaff: true,
          staffDiagnostics: {
            brandId: 'playmax',
            brandTags: expect.arrayContaining(['sweeps_for_all']) as unknown,
            memberTags: [],
            layout: 'default',
            buildVersion: 'test',
            appEnv: 'dev',
            dialect,
          },
        },
      },
    });
  });

  it('every account mutation answers anonymous callers with unauthenticated', async () => {
    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded errorCode } } deactivateDemoAccount { responseResult { errorCode } } } }`,
    );
    expect(res.body.data).toEqual({
      member: {
        cancelSubscription: { responseResult: { succeeded: false, errorCode: 'unauthenticated' } },
        deactivateDemoAccount: { responseResult: { errorCode: 'unauthenticated' } },
      },
    });
  });
});
