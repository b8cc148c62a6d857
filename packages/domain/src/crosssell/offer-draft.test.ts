import { describe, expect, it } from 'vitest';
import {
  cleanCrossSellOfferDraft,
  crossSellOfferDraftProblems,
  type CrossSellOfferDraft,
  type CrossSellText,
} from './offer-draft';

const en: CrossSellText = {
  lang: 'en-us',
  title: 'Add the VPN',
  description: 'Browse privately.',
  callToAction: 'Add it',
};
const ok: CrossSellOfferDraft = { type: 'vpn', amountMinor: 499, texts: [] };

describe('crossSellOfferDraftProblems', () => {
  it.each<[string, CrossSellOfferDraft, { field: string; code: string }[]]>([
    ['no texts: the member area keeps its wording', ok, []],
    ['a language with every part', { ...ok, texts: [en] }, []],
    ['media', { ...ok, type: 'media' }, []],
    ['another type', { ...ok, type: 'coins' }, [{ field: 'type', code: 'invalid_type' }]],
    ['a zero price', { ...ok, amountMinor: 0 }, [{ field: 'amountMinor', code: 'invalid_price' }]],
    ['a fraction of a cent', { ...ok, amountMinor: 4.5 }, [{ field: 'amountMinor', code: 'invalid_price' }]],
    ['above the ceiling', { ...ok, amountMinor: 100_001 }, [{ field: 'amountMinor', code: 'invalid_price' }]],
    [
      'an unknown language',
      { ...ok, texts: [{ ...en, lang: 'xx-xx' }] },
      [{ field: 'texts', code: 'unknown_language' }],
    ],
    ['a language twice', { ...ok, texts: [en, en] }, [{ field: 'texts', code: 'duplicate_language' }]],
    [
      'a part missing',
      { ...ok, texts: [{ ...en, callToAction: '' }] },
      [{ field: 'texts.en-us.callToAction', code: 'required' }],
    ],
    [
      'a long title',
      { ...ok, texts: [{ ...en, title: 'x'.repeat(81) }] },
      [{ field: 'texts.en-us.title', code: 'too_long' }],
    ],
    [
      'a bidi override in a title',
      { ...ok, texts: [{ ...en, title: 'VPN\u202E' }] },
      [{ field: 'texts.en-us.title', code: 'unsafe_text' }],
    ],
  ])('%s', (_name, draft, expected) => {
    expect(crossSellOfferDraftProblems(draft)).toEqual(expected);
  });

  it('drops languages left wholly empty and trims the others', () => {
    const clean = cleanCrossSellOfferDraft({
      ...ok,
      texts: [
        { lang: 'de-de', title: ' ', description: '', callToAction: '' },
        { ...en, title: ' Add the VPN ' },
      ],
    });
    expect(clean.texts).toEqual([en]);
  });
});
