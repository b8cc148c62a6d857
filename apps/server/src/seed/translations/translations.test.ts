import { describe, expect, it } from 'vitest';
import { GENRES, MEDIA_TYPES } from '@member-area/domain';
import { CURATED_TITLES } from '../catalogue/words';
import { possibleSlots } from '../catalogue/write';
import { PLANS } from '../plans';
import { CITY_NAMES } from './cities';
import { TRANSLATED_LANGUAGES, translationGaps, translationRows } from './index';

describe('seeded data translations', () => {
  it('cover every plan, genre, row title, VPN city and curated title description members see, in the seven languages besides en-us', () => {
    expect(translationGaps()).toEqual([]);
    const rows = translationRows();
    const genres = MEDIA_TYPES.reduce((n, type) => n + GENRES[type].length, 0);
    // Every plan has a description; every name but the product name 'VPN Platinum' (two plans) a row.
    const plans = PLANS.length * 2 - PLANS.filter((p) => p.name === 'VPN Platinum').length;
    const sources = plans + genres + possibleSlots().length + CITY_NAMES.size + CURATED_TITLES.length;
    expect(rows.length).toBe(sources * TRANSLATED_LANGUAGES.length);
  });

  it('are real translations: no empty text, no plan description left in English', () => {
    const rows = translationRows();
    expect(rows.filter((r) => r.text.trim() === '')).toEqual([]);
    // Names may legitimately match (German 'Champion Gold'); sentences may not.
    const english = new Map(PLANS.map((p) => [String(p.id), p.description]));
    const same = rows.filter((r) => r.field === 'description' && english.get(r.entity_key) === r.text);
    expect(same.map((r) => `${r.entity_key} ${r.lang}`)).toEqual([]);
    // Japanese genre titles are in Japanese script (SF is how Japanese writes science fiction).
    const ja = rows.filter((r) => r.lang === 'ja-jp' && r.entity === 'genre');
    expect(
      ja.filter((r) => !/^(SF|[\u3040-\u30ff\u4e00-\u9fff・ー]+)$/.test(r.text)).map((r) => r.text),
    ).toEqual([]);
    // Title descriptions are sentences: none left in English.
    const titles = rows.filter((r) => r.entity === 'media');
    expect(titles.length).toBe(CURATED_TITLES.length * TRANSLATED_LANGUAGES.length);
    expect(titles.filter((r) => r.lang === 'ja-jp' && !/[\u3040-\u30ff]/.test(r.text))).toEqual([]);
  });

  it('keep one row per entity, key, field and language (the table primary key)', () => {
    const keys = translationRows().map((r) => `${r.entity}/${r.entity_key}/${r.field}/${r.lang}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
