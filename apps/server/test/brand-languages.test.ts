/**
 * The languages a brand offers (the console's list, brands.languages) reach the web in the boot
 * state's brand.languages, and a member's saved language the brand does not offer is answered as
 * the brand's default, so the app never opens in a language its pickers do not list.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, TOKEN_COOKIE, type BootState } from '@member-area/domain';
import { PASSWORD } from './fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from './harness';

describe.each(DIALECTS)("a brand's offered languages in the boot state on %s", (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      // German only, besides the default (en-us in the fixtures), which is always offered.
      await db.handle.db
        .updateTable('brands')
        .set({ languages: JSON.stringify(['de-de']) })
        .where('id', '=', 'playmax')
        .execute();
      // clickcoins keeps the migration's value; an empty list (a row written by hand) means all too.
      await db.handle.db
        .updateTable('brands')
        .set({ languages: '[]' })
        .where('id', '=', 'clickcoins')
        .execute();
    },
  });

  const boot = async (host: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host, ...headers } });
    expect(res.statusCode).toBe(200);
    return res.json<BootState>();
  };

  it("carries the brand's list, its default among them, in the interface order", async () => {
    expect((await boot(HOSTS.playmax)).brand?.languages).toEqual(['en-us', 'de-de']);
  });

  it('offers all eight for a brand without a list', async () => {
    expect((await boot(HOSTS.clickcoins)).brand?.languages).toEqual(LANGUAGE_CODES);
  });

  it("answers a member's saved language the brand does not offer as the brand's default", async () => {
    // fr@ saved fr-ca, which playmax no longer offers.
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const state = await boot(HOSTS.playmax, { cookie: `${TOKEN_COOKIE}=${token}` });
    expect(state.viewer).toMatchObject({ email: 'fr@playmax.test', lang: 'en-us' });
  });

  it('saves only a language the brand offers, from the language picker or the profile form', async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const setLanguage = (lang: string) =>
      gql(
        t.app,
        HOSTS.playmax,
        `mutation($lang: String!) { member { setLanguage(lang: $lang) { responseResult { succeeded errorCode } } } }`,
        {
          token,
          variables: { lang },
        },
      );
    const saved = async () =>
      (
        await t.db.handle.db
          .selectFrom('members')
          .select('lang')
          .where('email', '=', 'fr@playmax.test')
          .where('brand_id', '=', 'playmax')
          .executeTakeFirstOrThrow()
      ).lang;
    expect((await setLanguage('ja-jp')).body.data).toMatchObject({
      member: { setLanguage: { responseResult: { succeeded: false, errorCode: 'invalid_language' } } },
    });
    expect(await saved()).toBe('fr-ca');
    const profile = await gql(
      t.app,
      HOSTS.playmax,
      'mutation { member { updateProfile(input: { lang: "ja-jp" }) { responseResult { succeeded errorCode } } } }',
      { token },
    );
    expect(profile.body.data).toMatchObject({
      member: { updateProfile: { responseResult: { succeeded: false, errorCode: 'invalid_language' } } },
    });
    expect((await setLanguage('de-de')).body.data).toMatchObject({
      member: { setLanguage: { responseResult: { succeeded: true } } },
    });
    expect(await saved()).toBe('de-de');
  });
});
