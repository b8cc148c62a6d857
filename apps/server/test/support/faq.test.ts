import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures';
import { DIALECTS, gql, HOSTS, login, useTestApp } from '../harness';
import { replaceDataTranslations } from '../../src/seed/write';
import { FAQ_BY_BRAND, faqTranslationGaps, faqTranslationRows, seedFaq } from '../../src/seed/support';

const FAQ = `{ content { faq { id question answer } } }`;

interface Entry {
  id: string;
  question: string;
  answer: string;
}

describe.each(DIALECTS)('faq/support questions on %s', (dialect) => {
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      await replaceDataTranslations(db.handle.db, faqTranslationRows());
      await seedFaq(db.handle.db, () => {});
    },
  });

  const faq = async (host: string, headers: Record<string, string> = {}, token?: string) => {
    const res = await gql(t.app, host, FAQ, { headers, token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data?.content as { faq: Entry[] }).faq;
  };

  it("answers the host brand's own questions in its order, to visitors too", async () => {
    const playmax = await faq(HOSTS.playmax);
    expect(playmax.map((e) => e.id)).toEqual(FAQ_BY_BRAND.playmax?.map((e) => e.slug));
    const clickcoins = await faq(HOSTS.clickcoins);
    expect(clickcoins.map((e) => e.id)).toEqual(FAQ_BY_BRAND.clickcoins?.map((e) => e.slug));
    expect(clickcoins.map((e) => e.id)).toContain('coins');
    expect(playmax.map((e) => e.id)).not.toContain('coins');
  });

  it('translates every question into the language the app shows, else the member language', async () => {
    const french = await faq(HOSTS.playmax, { 'x-interface-language': 'fr-ca' });
    expect(french.find((e) => e.id === 'cancel-membership')).toMatchObject({
      question: 'Comment résilier mon abonnement?',
    });
    const japanese = await faq(HOSTS.playmax, { 'x-interface-language': 'ja-jp' });
    expect(japanese.find((e) => e.id === 'change-language')?.question).toBe('言語を変更するには？');
    const fr = await login(t.app, HOSTS.playmax, 'fr@playmax.test', PASSWORD);
    const member = await faq(HOSTS.playmax, {}, fr);
    expect(member[0]?.question).toBe('Un titre ne joue pas correctement. Que faire?');
    const english = await faq(HOSTS.playmax, { 'x-interface-language': 'en-us' });
    expect(english[0]?.question).toBe('A title does not play properly. What can I do?');
  });

  it('every question of every brand is translated into the 7 other languages', () => {
    expect(faqTranslationGaps()).toEqual([]);
    const slugs = new Set(Object.values(FAQ_BY_BRAND).flatMap((entries) => entries.map((e) => e.slug)));
    expect(faqTranslationRows()).toHaveLength(slugs.size * 2 * 7);
  });
});
