import { describe, expect, it } from 'vitest';
import {
  cleanImpactItemDraft,
  impactItemDraftProblems,
  impactQuickPicks,
  type ImpactItemDraft,
} from './item-draft';

const GOOD: ImpactItemDraft = {
  slug: 'plant_trees',
  texts: [
    { lang: 'en-us', name: 'Plant trees', description: 'One tree in a reforestation project.', unit: 'tree' },
    { lang: 'fr-ca', name: 'Planter des arbres', description: 'Un arbre.\nDans un projet.', unit: 'arbre' },
  ],
  pricePerUnit: 50,
  targetQuantity: 1000,
  memberTarget: 5,
};

const withText = (lang: string, name: string, description: string, unit: string): ImpactItemDraft => ({
  ...GOOD,
  texts: [GOOD.texts[0]!, { lang, name, description, unit }],
});

describe('impactItemDraftProblems', () => {
  it('accepts a whole draft', () => {
    expect(impactItemDraftProblems(GOOD, 'en-us')).toEqual([]);
  });

  it.each<[ImpactItemDraft, number, string, string]>([
    [{ ...GOOD, slug: 'Plant trees' }, 0, 'slug', 'invalid_slug'],
    [{ ...GOOD, slug: '' }, 0, 'slug', 'invalid_slug'],
    [withText('xx-xx', 'N', 'D', 'u'), 0, 'texts', 'unknown_language'],
    [withText('en-us', 'N', 'D', 'u'), 0, 'texts', 'duplicate_language'],
    [withText('de-de', '', 'D', 'u'), 0, 'texts.de-de.name', 'required'],
    [withText('de-de', 'N', '', 'u'), 0, 'texts.de-de.description', 'required'],
    [withText('de-de', 'N', 'D', ''), 0, 'texts.de-de.unit', 'required'],
    [withText('de-de', 'N'.repeat(81), 'D', 'u'), 0, 'texts.de-de.name', 'too_long'],
    [withText('de-de', 'N', 'D'.repeat(1001), 'u'), 0, 'texts.de-de.description', 'too_long'],
    [withText('de-de', 'N', 'D', 'u'.repeat(31)), 0, 'texts.de-de.unit', 'too_long'],
    [withText('de-de', 'N\u202E', 'D', 'u'), 0, 'texts.de-de.name', 'unsafe_text'],
    [{ ...GOOD, pricePerUnit: 0 }, 0, 'pricePerUnit', 'invalid_price'],
    [{ ...GOOD, pricePerUnit: 1.5 }, 0, 'pricePerUnit', 'invalid_price'],
    [{ ...GOOD, targetQuantity: 0, memberTarget: 1 }, 0, 'targetQuantity', 'invalid_target'],
    [{ ...GOOD, targetQuantity: 10 }, 11, 'targetQuantity', 'below_funded'],
    [{ ...GOOD, memberTarget: 0 }, 0, 'memberTarget', 'invalid_member_target'],
    [{ ...GOOD, memberTarget: 1001 }, 0, 'memberTarget', 'invalid_member_target'],
  ])('%o (funded %i): %s %s', (draft, funded, field, code) => {
    expect(impactItemDraftProblems(draft, 'en-us', funded)).toEqual([{ field, code }]);
  });

  it('requires the brand’s default language and takes the target at what is funded', () => {
    expect(impactItemDraftProblems(GOOD, 'ja-jp')).toEqual([
      { field: 'texts.ja-jp.name', code: 'default_language_required' },
    ]);
    expect(impactItemDraftProblems({ ...GOOD, targetQuantity: 10 }, 'en-us', 10)).toEqual([]);
  });

  it('names the numbers first, and a bad target alone (not the member’s target with it)', () => {
    expect(
      impactItemDraftProblems(
        { ...GOOD, texts: [], pricePerUnit: 0, targetQuantity: Number.NaN, memberTarget: 1 },
        'en-us',
      ),
    ).toEqual([
      { field: 'pricePerUnit', code: 'invalid_price' },
      { field: 'targetQuantity', code: 'invalid_target' },
      { field: 'texts.en-us.name', code: 'default_language_required' },
    ]);
  });
});

describe('cleanImpactItemDraft and impactQuickPicks', () => {
  it('trims and drops empty languages', () => {
    const clean = cleanImpactItemDraft({
      ...GOOD,
      slug: ' plant_trees ',
      texts: [...GOOD.texts, { lang: 'de-de', name: ' ', description: '', unit: '' }],
    });
    expect(clean.slug).toBe('plant_trees');
    expect(clean.texts.map((t) => t.lang)).toEqual(['en-us', 'fr-ca']);
  });

  it('offers one unit, the member target and twice it', () => {
    expect(impactQuickPicks(50, 5)).toEqual([50, 250, 500]);
    expect(impactQuickPicks(50, 1)).toEqual([50, 100]);
  });
});
