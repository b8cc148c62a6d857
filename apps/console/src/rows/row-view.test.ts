import { describe, expect, it } from 'vitest';
import { emptyRowForm, moved, rowFormOf, rowTabs, rowTitle, settingsOf, tagsOf } from './row-view';

describe('rows screen helpers', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, null],
    [['a', 'b', 'c'], 2, 1, null],
    [[], 0, 1, null],
  ] as const)('moved(%j, %s, %s) → %j', (list, index, by, expected) => {
    expect(moved(list, index, by)).toEqual(expected);
  });

  it('reads a title in the language, else English', () => {
    const titles = [
      { lang: 'en-us', text: 'Picks' },
      { lang: 'de-de', text: 'Auswahl' },
    ];
    expect(rowTitle(titles, 'de-de')).toBe('Auswahl');
    expect(rowTitle(titles, 'ja-jp')).toBe('Picks');
  });

  it('tabs show the brand’s types in the catalogue’s order, or all when it names none', () => {
    expect(rowTabs(['movie', 'ebook'])).toEqual(['ebook', 'movie']);
    expect(rowTabs([])).toHaveLength(7);
  });

  it('turns the form into settings: English always, other languages when written, tags split', () => {
    const form = { ...emptyRowForm('movie'), genre: 'drama' };
    form.titles['en-us'] = ' Picks ';
    form.titles['fr-ca'] = 'Choix';
    expect(settingsOf(form)).toEqual({
      titles: [
        { lang: 'en-us', text: 'Picks' },
        { lang: 'fr-ca', text: 'Choix' },
      ],
      tags: ['movie_overview'],
      genre: 'drama',
    });
    expect(tagsOf('home, movie_overview  summer')).toEqual(['home', 'movie_overview', 'summer']);
    const back = rowFormOf({ titles: [{ lang: 'en-us', text: 'Picks' }], tags: ['home', 'x'], genre: null });
    expect(back.titles['en-us']).toBe('Picks');
    expect(back.tags).toBe('home, x');
    expect(back.genre).toBe('');
  });
});
