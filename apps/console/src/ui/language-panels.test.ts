import { describe, expect, it } from 'vitest';
import {
  defaultLanguageFirst,
  focusFieldOf,
  problemLanguage,
  withPanel,
  withProblemPanels,
} from './language-panels';

describe('problemLanguage', () => {
  it.each([
    ['texts.fr-ca.unit', 'fr-ca'],
    ['texts.ja-jp.question', 'ja-jp'],
    ['texts', null],
    ['pricePerUnit', null],
    ['texts.fr.name', null],
  ])('%s → %s', (field, lang) => {
    expect(problemLanguage({ field })).toBe(lang);
  });
});

describe('defaultLanguageFirst', () => {
  it('puts the default language first and keeps the others in order', () => {
    expect(defaultLanguageFirst(['en-us', 'de-de', 'fr-ca'], 'de-de')).toEqual(['de-de', 'en-us', 'fr-ca']);
  });
});

describe('withPanel', () => {
  it('unfolds and folds one panel without touching the set given', () => {
    const open = new Set(['en-us']);
    expect([...withPanel(open, 'de-de', true)]).toEqual(['en-us', 'de-de']);
    expect([...withPanel(open, 'en-us', false)]).toEqual([]);
    expect([...open]).toEqual(['en-us']);
  });
});

describe('withProblemPanels', () => {
  it('unfolds the languages the problems point into', () => {
    const open = new Set(['en-us']);
    const next = withProblemPanels(open, [{ field: 'texts.ja-jp.name' }, { field: 'slug' }]);
    expect([...next]).toEqual(['en-us', 'ja-jp']);
  });

  it('keeps the same set when every language named is already open', () => {
    const open = new Set(['en-us']);
    expect(withProblemPanels(open, [{ field: 'texts.en-us.name' }, { field: 'slug' }])).toBe(open);
  });
});

describe('focusFieldOf', () => {
  it.each([
    [{ field: 'slug' }, undefined, 'slug'],
    [{ field: 'texts' }, 'texts.de-de.name', 'texts.de-de.name'],
    [{ field: 'texts' }, undefined, 'texts'],
    [{ field: 'texts.fr-ca.name' }, 'texts.de-de.name', 'texts.fr-ca.name'],
  ])('%o with %s → %s', (problem, textsField, field) => {
    expect(focusFieldOf(problem, textsField)).toBe(field);
  });
});
