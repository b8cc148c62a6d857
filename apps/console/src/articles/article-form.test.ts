import { describe, expect, it } from 'vitest';
import {
  articleFormProblems,
  emptyArticleForm,
  formOfArticle,
  moved,
  problemsOfExtra,
  slugFromQuestion,
  textsOfForm,
} from './article-form';

describe('the article form', () => {
  it('sends the written languages only, trimmed', () => {
    const form = emptyArticleForm();
    form.slug = 'refunds';
    form.texts['en-us'] = { question: ' Refunds? ', answer: 'Within 14 days.' };
    form.texts['fr-ca'] = { question: 'Remboursements?', answer: ' Sous 14 jours. ' };
    expect(textsOfForm(form)).toEqual([
      { lang: 'en-us', question: 'Refunds?', answer: 'Within 14 days.' },
      { lang: 'fr-ca', question: 'Remboursements?', answer: 'Sous 14 jours.' },
    ]);
    expect(articleFormProblems(form, 'en-us')).toEqual([]);
    expect(articleFormProblems(form, 'de-de')).toEqual([
      { field: 'texts.de-de.question', code: 'default_language_required' },
    ]);
  });

  it('round-trips a stored article', () => {
    const article = {
      slug: 'coins',
      texts: [
        { lang: 'en-us', question: 'Q', answer: 'A' },
        { lang: 'ja-jp', question: '質問', answer: '答え' },
      ],
    };
    expect(textsOfForm(formOfArticle(article))).toEqual(article.texts);
  });

  it.each([
    ['How do I cancel my plan?', 'how-do-i-cancel-my-plan'],
    ['Comment résilier ?', 'comment-resilier'],
    ['  --Hello  World--  ', 'hello-world'],
    ['言語', ''],
  ])('suggests a slug for "%s"', (question, slug) => {
    expect(slugFromQuestion(question)).toBe(slug);
  });

  it('keeps only well-formed problems of a refusal', () => {
    expect(problemsOfExtra({ problems: [{ field: 'slug', code: 'invalid_slug' }, { code: 1 }] })).toEqual([
      { field: 'slug', code: 'invalid_slug' },
    ]);
    expect(problemsOfExtra(undefined)).toEqual([]);
  });

  it('moves an item one place', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toBeNull();
    expect(moved(['a', 'b', 'c'], 0, -1)).toBeNull();
  });
});
