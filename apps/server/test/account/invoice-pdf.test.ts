import { describe, expect, it } from 'vitest';
import { insertInvoice, insertTransaction } from '../../src/modules/billing/repo';
import { PASSWORD } from '../fixtures';
import { DIALECTS, HOSTS, login, useTestApp } from '../harness';
import { pdfText } from '../pdf-text';

// 20:00 UTC is still the 14th in New York and already the 15th in Tokyo.
const CHARGED_AT = '2026-03-14T20:00:00.000Z';

describe.each(DIALECTS)('invoice PDF on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A member of the given language with one paid charge of $14.99; returns the PDF as downloaded. */
  async function invoiceOf(
    lang: string,
    member: { name: string; timezone: string },
  ): Promise<{ number: string; pdf: Buffer; text: string }> {
    const email = `${lang}@playmax.test`;
    const { password_hash } = await t.db.handle.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', t.ids.paid)
      .executeTakeFirstOrThrow();
    const { id: memberId } = await t.db.handle.db
      .insertInto('members')
      .values({
        brand_id: 'playmax',
        email,
        password_hash,
        name: member.name,
        first_name: null,
        last_name: null,
        avatar_url: null,
        timezone: member.timezone,
        lang,
        provider: 'email',
        recipe: null,
        reference_number: `REF-${lang}`,
        subscription_provider: 'stripe',
        country_code: null,
        phone_number: null,
        green_points: 0,
        coins_balance: 0,
        is_demo: 0,
        is_active: 1,
        created_at: CHARGED_AT,
        updated_at: CHARGED_AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const charge = {
      brand_id: 'playmax',
      member_id: Number(memberId),
      description: 'Movies Monthly',
      amount: 1499,
      currency: 'USD',
      symbol: '$',
      created_at: CHARGED_AT,
    };
    const transactionId = await insertTransaction(t.db.handle.db, {
      ...charge,
      subscription_id: null,
      kind: 'subscription',
      status: 'succeeded',
      reference: `ch_${lang}`,
      failure_code: null,
    });
    const invoice = await insertInvoice(t.db.handle.db, {
      ...charge,
      transaction_id: transactionId,
      status: 'paid',
    });
    const token = await login(t.app, HOSTS.playmax, email, PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/invoices/${invoice.id}.pdf`,
      headers: { host: HOSTS.playmax, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return { number: invoice.number, pdf: res.rawPayload, text: await pdfText(res.rawPayload) };
  }

  it('a Japanese member reads their invoice in Japanese: labels, name, date in Tokyo time', async () => {
    const { number, text } = await invoiceOf('ja-jp', { name: '山田 花子', timezone: 'Asia/Tokyo' });
    expect(text).toContain('請求書');
    expect(text).toContain(`請求書番号: ${number}`);
    expect(text).toContain('発行日: 2026年3月15日');
    expect(text).toContain('ステータス: 支払い済み');
    expect(text).toContain('請求先');
    expect(text).toContain('山田 花子');
    expect(text).toContain('合計 (USD)');
    expect(text).toContain('$14.99');
    expect(text).toContain('決済番号: ch_ja-jp');
    expect(text).toContain('メンバーシップをご利用いただき、ありがとうございます。');
    expect(text).not.toContain('Invoice number');
  });

  it('an English member reads their invoice in English, with a US date and amount', async () => {
    const { number, text } = await invoiceOf('en-us', { name: 'Pat Doe', timezone: 'America/New_York' });
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain('Date: March 14, 2026');
    expect(text).toContain('Status: Paid');
    expect(text).toContain('Billed to');
    expect(text).toContain('Total (USD)');
    expect(text).toContain('$14.99');
    expect(text).toContain('Thank you for your membership.');
  });

  it('a Malay member reads Malay labels and Malaysian formats, never Burmese ones', async () => {
    const { number, text } = await invoiceOf('my-ms', { name: 'Siti Aminah', timezone: 'Asia/Kuala_Lumpur' });
    expect(text).toContain(`Nombor invois: ${number}`);
    // Intl given 'my-ms' as is would write the month in Burmese script.
    expect(text).toContain('Tarikh: 15 Mac 2026');
    expect(text).toContain('USD 14.99');
    expect(text).toContain('Terima kasih atas keahlian anda.');
  });

  it('a French-Canadian member reads accents, a French date and a comma decimal with the symbol after', async () => {
    const { number, text } = await invoiceOf('fr-ca', { name: 'Zoë Bélanger', timezone: 'America/Toronto' });
    expect(text).toContain(`Numéro de facture: ${number}`);
    expect(text).toContain('Date: 14 mars 2026');
    expect(text).toContain('Facturé à');
    expect(text).toContain('Zoë Bélanger');
    expect(text).toContain('14,99 $ US');
  });

  it('a German member reads umlauts and a German date', async () => {
    const { text } = await invoiceOf('de-de', { name: 'Jürgen Weiß', timezone: 'Europe/Berlin' });
    expect(text).toContain('Rechnungsempfänger');
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('Datum: 14. März 2026');
    expect(text).toContain('14,99 $');
  });

  it('an invoice embeds only the glyphs it draws, so it stays small', async () => {
    const { pdf } = await invoiceOf('es-es', { name: 'Begoña Núñez', timezone: 'Europe/Madrid' });
    // The whole font is ~5.5 MB per weight; a subset of two weights is a few dozen kilobytes.
    expect(pdf.length).toBeLessThan(100_000);
  });
});
