import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, gql, login, postJson, useTestApp } from '../harness';
import { CARD_OK, activate, cardForm, postHosted, redirectParams, startCheckout } from './helpers';

/**
 * Mails, the hosted payment page and receipts speak the member's language (issue 11 item 3):
 * texts from apps/server/src/i18n/locales, plan names from data_translations.
 */
describe.each(DIALECTS)('server texts in the member language on %s', (dialect) => {
  const t = useTestApp(dialect);

  beforeAll(async () => {
    await t.db.handle.db
      .insertInto('data_translations')
      .values([
        { entity: 'plan', entity_key: '101', field: 'name', lang: 'de-de', text: 'Filme monatlich' },
        { entity: 'plan', entity_key: '101', field: 'name', lang: 'fr-ca', text: 'Films au mois' },
      ])
      .execute();
  });

  const setLang = (memberId: number, lang: string) =>
    t.db.handle.db.updateTable('members').set({ lang }).where('id', '=', memberId).execute();

  const lastMailTo = async (to: string) => {
    await t.app.services.background.idle();
    return t.db.handle.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };

  it('mails a ja-jp member the password reset in Japanese', async () => {
    await setLang(t.ids.veteran, 'ja-jp');
    await postJson(t.app, HOSTS.playmax, '/api/auth/forgot-password', { email: 'veteran@playmax.test' });
    const mail = await lastMailTo('veteran@playmax.test');
    expect(mail.subject).toBe('PlayMax のパスワードを再設定してください');
    expect(mail.text_body).toContain('Fixture Member 様');
    expect(mail.text_body).toContain('ご不明な点は support@playmax.test までお問い合わせください。');
    expect(mail.html_body).toContain('PlayMax アカウントのパスワード再設定のリクエストを受け付けました。');
    expect(mail.text_body).toContain('http://playmax.localhost:3000/reset-password/');
  });

  it('shows a de-de member the hosted page in German, with the German plan name on the page and receipt', async () => {
    await setLang(t.ids.newcomer, 'de-de');
    const token = await login(t.app, HOSTS.playmax, 'newcomer@playmax.test', PASSWORD);
    const url = await startCheckout(t.app, token, 101);
    const page = await t.app.inject({ method: 'GET', url, headers: { host: HOSTS.playmax } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de-de">');
    expect(page.body).toContain('<h1>Kauf abschließen</h1>');
    expect(page.body).toContain('Filme monatlich · Heute fällig');
    expect(page.body).not.toContain('Movies Monthly');
    // ?lang= (the app's interface language) still wins over the member's saved one.
    const english = await t.app.inject({
      method: 'GET',
      url: `${url}?lang=en-us`,
      headers: { host: HOSTS.playmax },
    });
    expect(english.body).toContain('Movies Monthly · Amount due today');

    const ref = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    const receipt = await activate(t.app, token, ref);
    expect(receipt.responseResult).toMatchObject({ succeeded: true, extra: { planName: 'Filme monatlich' } });
  });

  it("names the plan of a cancellation in the member's language, on the receipt and in the mail", async () => {
    const token = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const url = await startCheckout(t.app, token, 101);
    const ref = redirectParams(await postHosted(t.app, url, cardForm(CARD_OK))).get('subscription_id') ?? '';
    expect((await activate(t.app, token, ref)).responseResult.succeeded).toBe(true);

    const res = await gql(
      t.app,
      HOSTS.playmax,
      `mutation { member { cancelSubscription { responseResult { succeeded } receipt { planName referenceNumber } } } }`,
      { token },
    );
    const receipt = (res.body.data?.member as { cancelSubscription: { receipt: { planName: string } } })
      .cancelSubscription.receipt;
    expect(receipt.planName).toBe('Films au mois');
    const mail = await lastMailTo('fr@playmax.test');
    expect(mail.subject).toBe('Votre abonnement PlayMax est annulé');
    expect(mail.text_body).toContain('Forfait: Films au mois');
    expect(mail.html_body).toContain('<td><strong>Films au mois</strong></td>');
  });
});
