import { describe, expect, it } from 'vitest';
import {
  checkDelete,
  checkHide,
  checkPinOrder,
  checkRowKey,
  checkRowOrder,
  checkRowTags,
  checkRowTitles,
  isPresetRow,
  placePin,
  reorderPositions,
  ROW_PINS_MAX,
} from './rows';

describe('preset free rows (SPEC.md 3)', () => {
  it.each([
    [{ slug: 'movie_free' }, true],
    [{ slug: 'audiobook_free' }, true],
    [{ slug: 'ebook_free' }, true],
    [{ slug: 'music_free' }, false],
    [{ slug: 'playmax-movie_free' }, false],
    [{ id: 193 }, true],
    [{ id: 194 }, true],
    [{ id: 198 }, true],
    [{ id: 195 }, false],
    [{ slug: 'toString' }, false],
  ])('%j preset: %s', (row, preset) => expect(isPresetRow(row)).toBe(preset));

  it.each([
    [{ slug: 'movie_free' }, true, 'row_preset'],
    [{ slug: 'movie_free' }, false, null],
    [{ slug: 'movie_popular' }, true, null],
  ])('hide %j → %s refused with %s', (row, hidden, code) => {
    const r = checkHide(row, hidden);
    expect(r.ok ? null : r.errorCode).toBe(code);
  });

  it.each([
    [{ slug: 'ebook_free', own: false }, 'row_preset'],
    [{ slug: 'movie_popular', own: false }, 'row_not_own'],
    [{ slug: 'playmax-picks', own: true }, null],
  ])('delete %j → %s', (row, code) => {
    const r = checkDelete(row);
    expect(r.ok ? null : r.errorCode).toBe(code);
  });
});

describe('row texts', () => {
  const long = 'x'.repeat(81);
  it.each([
    [{ 'en-us': 'Picks' }, { 'en-us': 'Picks' }],
    [
      { 'en-us': '  Picks ', 'de-de': ' Auswahl ' },
      { 'en-us': 'Picks', 'de-de': 'Auswahl' },
    ],
    [{ 'en-us': 'Picks', 'fr-ca': '' }, { 'en-us': 'Picks' }],
    [{ 'en-us': 'x'.repeat(80) }, { 'en-us': 'x'.repeat(80) }],
    [{ 'en-us': '🎬'.repeat(80) }, { 'en-us': '🎬'.repeat(80) }],
    [{ 'en-us': long }, 'invalid_row_title'],
    [{ 'en-us': '   ' }, 'invalid_row_title'],
    [{ 'de-de': 'Auswahl' }, 'invalid_row_title'],
    [{ 'en-us': 'Picks', 'ja-jp': long }, 'invalid_row_title'],
    [{ 'en-us': 'Picks', 'xx-yy': 'Nope' }, 'invalid_row_title'],
  ])('titles %j → %j', (titles, expected) => {
    const r = checkRowTitles(titles);
    expect(r.ok ? r.value : r.errorCode).toEqual(expected);
  });

  it.each([
    [
      ['home', 'movie_overview'],
      ['home', 'movie_overview'],
    ],
    [[' home', 'home'], ['home']],
    [[], []],
    [['Home'], 'invalid_row_tags'],
    [['with space'], 'invalid_row_tags'],
    [['a-b'], 'invalid_row_tags'],
    [['x'.repeat(40)], ['x'.repeat(40)]],
    [['x'.repeat(41)], 'invalid_row_tags'],
    [
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
    ],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'], 'invalid_row_tags'],
  ])('tags %j → %j', (tags, expected) => {
    const r = checkRowTags(tags);
    expect(r.ok ? r.value : r.errorCode).toEqual(expected);
  });

  it.each([
    ['picks', true],
    ['summer_2026', true],
    ['Picks', false],
    ['a-b', false],
    ['', false],
  ])('key %s valid: %s', (key, ok) => expect(checkRowKey(key).ok).toBe(ok));
});

describe('orders', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], true],
    [['a', 'b', 'c'], ['a', 'b'], false],
    [['a', 'b', 'c'], ['a', 'b', 'b'], false],
    [['a', 'b', 'c'], ['a', 'b', 'c', 'd'], false],
    [['a', 'b'], ['a', 'x'], false],
    [[], [], true],
  ])('rows %j → %j ok: %s', (current, wanted, ok) => {
    const r = checkRowOrder(current, wanted);
    expect(r.ok ? true : r.errorCode).toBe(ok ? true : 'row_order_mismatch');
  });

  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2], [1, 1], false],
  ])('pins %j → %j ok: %s', (current, wanted, ok) => {
    const r = checkPinOrder(current, wanted);
    expect(r.ok ? true : r.errorCode).toBe(ok ? true : 'pin_order_mismatch');
  });

  it.each([
    // The rows' own positions, handed out in the new order: other types keep theirs.
    [
      [
        { slug: 'a', position: 2 },
        { slug: 'b', position: 7 },
        { slug: 'c', position: 100_001 },
      ],
      ['c', 'a', 'b'],
      [2, 7, 100_001],
    ],
    // Equal positions are told apart.
    [
      [
        { slug: 'a', position: 5 },
        { slug: 'b', position: 5 },
      ],
      ['b', 'a'],
      [5, 6],
    ],
  ])('positions of %j in order %j → %j', (rows, order, positions) => {
    expect(reorderPositions(rows, order)).toEqual(order.map((slug, i) => ({ slug, position: positions[i] })));
  });
});

describe('pins', () => {
  const movie = (id: number, listed = true) => ({ id, mediaType: 'movie', listed });
  const row = (pins: number[]) => ({ mediaType: 'movie', pins });
  it.each([
    [row([]), movie(1), undefined, [1]],
    [row([1, 2]), movie(3), undefined, [1, 2, 3]],
    [row([1, 2]), movie(3), 0, [3, 1, 2]],
    [row([1, 2]), movie(3), 1, [1, 3, 2]],
    [row([1, 2]), movie(3), 99, [1, 2, 3]],
    [row([1, 2]), movie(3), -4, [3, 1, 2]],
    [row([1, 2, 3]), movie(3), 0, [3, 1, 2]],
    [row([1]), { id: 9, mediaType: 'ebook', listed: true }, 0, 'pin_wrong_type'],
    [row([1]), movie(9, false), 0, 'pin_not_listed'],
    [row([1]), null, 0, 'pin_not_listed'],
    [row(Array.from({ length: ROW_PINS_MAX }, (_, i) => i + 1)), movie(99), 0, 'row_pins_full'],
    // Moving a title already pinned in a full row is allowed.
    [
      row(Array.from({ length: ROW_PINS_MAX }, (_, i) => i + 1)),
      movie(24),
      0,
      [24, ...Array.from({ length: 23 }, (_, i) => i + 1)],
    ],
  ])('%j + %j at %s → %j', (r, title, position, expected) => {
    const out = placePin(r, title, position);
    expect(out.ok ? out.value : out.errorCode).toEqual(expected);
  });
});
