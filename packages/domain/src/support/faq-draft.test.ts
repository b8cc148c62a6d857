import { describe, expect, it } from 'vitest';
import { cleanFaqDraft, faqDraftProblems, faqOrderProblem, type FaqDraft } from './faq-draft';

const GOOD: FaqDraft = {
  slug: 'cancel-subscription',
  texts: [
    { lang: 'en-us', question: 'How do I cancel?', answer: 'Open Account, then Subscription.' },
    { lang: 'fr-ca', question: 'Comment résilier?', answer: 'Ouvrez Compte,\npuis Abonnement.' },
  ],
};

const only = (lang: string, question: string, answer: string): FaqDraft => ({
  slug: 'x',
  texts: [
    { lang: 'en-us', question: 'Q', answer: 'A' },
    { lang, question, answer },
  ],
});

describe('faqDraftProblems', () => {
  it('accepts a whole draft', () => {
    expect(faqDraftProblems(GOOD, 'en-us')).toEqual([]);
  });

  it.each<[FaqDraft, string, string]>([
    [{ ...GOOD, slug: 'Cancel' }, 'slug', 'invalid_slug'],
    [{ ...GOOD, slug: 'a--b' }, 'slug', 'invalid_slug'],
    [{ ...GOOD, slug: '' }, 'slug', 'invalid_slug'],
    [{ ...GOOD, slug: 'new' }, 'slug', 'invalid_slug'],
    [{ ...GOOD, slug: 'a'.repeat(61) }, 'slug', 'invalid_slug'],
    [only('xx-xx', 'Q', 'A'), 'texts', 'unknown_language'],
    [only('en-us', 'Q', 'A'), 'texts', 'duplicate_language'],
    [only('de-de', '', 'Antwort'), 'texts.de-de.question', 'question_required'],
    [only('de-de', 'Frage', ''), 'texts.de-de.answer', 'answer_required'],
    [only('de-de', 'F'.repeat(201), 'A'), 'texts.de-de.question', 'too_long'],
    [only('de-de', 'F', 'A'.repeat(4001)), 'texts.de-de.answer', 'too_long'],
    [only('de-de', 'Fr\u202Eage', 'A'), 'texts.de-de.question', 'unsafe_text'],
    [only('de-de', 'Frage\nzwei', 'A'), 'texts.de-de.question', 'unsafe_text'],
    [only('de-de', 'F', 'A\u0007'), 'texts.de-de.answer', 'unsafe_text'],
  ])('%o: %s %s', (draft, field, code) => {
    expect(faqDraftProblems(draft, 'en-us')).toEqual([{ field, code }]);
  });

  it('requires the brand’s default language', () => {
    expect(faqDraftProblems(GOOD, 'de-de')).toEqual([
      { field: 'texts.de-de.question', code: 'default_language_required' },
    ]);
    expect(faqDraftProblems({ ...GOOD, texts: [GOOD.texts[1]!] }, 'fr-ca')).toEqual([]);
  });
});

describe('cleanFaqDraft', () => {
  it('trims and leaves out languages left empty', () => {
    expect(
      cleanFaqDraft({
        slug: ' a-b ',
        texts: [
          { lang: 'en-us', question: ' Q ', answer: ' A ' },
          { lang: 'de-de', question: ' ', answer: '' },
        ],
      }),
    ).toEqual({ slug: 'a-b', texts: [{ lang: 'en-us', question: 'Q', answer: 'A' }] });
  });
});

describe('faqOrderProblem', () => {
  it.each<[string[], string[], 'invalid_order' | null]>([
    [['a', 'b', 'c'], ['c', 'a', 'b'], null],
    [['a', 'b'], ['a'], 'invalid_order'],
    [['a', 'b'], ['a', 'a'], 'invalid_order'],
    [['a', 'b'], ['a', 'z'], 'invalid_order'],
    [[], [], null],
  ])('%o → %o', (current, slugs, problem) => {
    expect(faqOrderProblem(current, slugs)).toBe(problem);
  });
});
