import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_ISSUES,
  FEEDBACK_MEDIA_TYPES,
  FEEDBACK_TEXT_MAX,
  ISSUE_TYPES,
  checkFeedbackText,
  feedbackCatalogueType,
  feedbackTextLength,
  isValidIssue,
  issueTypesFor,
  issuesFor,
} from './catalogue';

describe('the issue catalogue (SPEC.md 3 and 9: ids 1 to 45)', () => {
  it('numbers its issues 1 to 45 without gaps, in order', () => {
    expect(FEEDBACK_ISSUES.map((i) => i.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  });
  it('gives every issue a unique stable key', () => {
    const keys = FEEDBACK_ISSUES.map((i) => i.key);
    expect(new Set(keys).size).toBe(45);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z_]*[a-z]$/);
  });
  it('puts every issue in one of the five types and at least one media type', () => {
    const typeIds = ISSUE_TYPES.map((t) => t.id as number);
    for (const issue of FEEDBACK_ISSUES) {
      expect(typeIds).toContain(issue.type);
      expect(issue.mediaTypes.length).toBeGreaterThan(0);
    }
  });
  it.each([
    [1, 'video_buffering'],
    [2, 'video_blurry'],
    [20, 'toc_navigation_broken'],
    [28, 'player_crashing'],
    [30, 'playback_speed'],
    [31, 'shuffle_broken'],
    [32, 'add_to_queue_or_playlist'],
    [39, 'wrong_title_or_description'],
    [40, 'inappropriate_content'],
    [41, 'wrong_cover_image'],
    [42, 'wrong_maturity_rating'],
  ])('keeps the issues SPEC.md names: %i is %s', (id, key) => {
    expect(FEEDBACK_ISSUES[id - 1]?.key).toBe(key);
  });
  it.each(FEEDBACK_MEDIA_TYPES)('offers %s issues of "another issue" and "player issues"', (type) => {
    const types = issuesFor(type).map((i) => i.type);
    expect(types).toContain(4);
    expect(types).toContain(5);
  });
});

describe('feedbackCatalogueType (software reports use the game catalogue)', () => {
  it.each([
    ['movie', 'movie'],
    ['ebook', 'ebook'],
    ['audiobook', 'audiobook'],
    ['music', 'music'],
    ['game', 'game'],
    ['stream', 'stream'],
    ['software', 'game'],
    ['vpn', null],
    ['', null],
    ['Movie', null],
  ])('%j → %j', (type, expected) => {
    expect(feedbackCatalogueType(type)).toBe(expected);
  });
});

describe('issuesFor', () => {
  it('software gets exactly the game catalogue', () => {
    expect(issuesFor('software')).toEqual(issuesFor('game'));
  });
  it('an unknown media type has no issues', () => {
    expect(issuesFor('vpn')).toEqual([]);
  });
  it.each([
    ['movie', 'video_buffering', true],
    ['stream', 'video_buffering', true],
    ['music', 'video_buffering', false],
    ['ebook', 'toc_navigation_broken', true],
    ['movie', 'toc_navigation_broken', false],
    ['music', 'shuffle_broken', true],
    ['audiobook', 'shuffle_broken', false],
    ['audiobook', 'playback_speed', true],
    ['game', 'playback_speed', false],
    ['software', 'download_failing', true],
    ['movie', 'subtitles_missing', true],
    ['stream', 'wrong_maturity_rating', true],
  ])('%s offers %s: %s', (type, key, expected) => {
    expect(issuesFor(type).some((i) => i.key === key)).toBe(expected);
  });
});

describe('issueTypesFor (the dialog only offers types with issues)', () => {
  it.each([
    ['movie', [1, 2, 4, 5]],
    ['stream', [1, 2, 4, 5]],
    ['music', [1, 2, 4, 5]],
    ['audiobook', [1, 2, 4, 5]],
    ['ebook', [1, 3, 4, 5]],
    ['game', [1, 2, 4, 5]],
    ['software', [1, 2, 4, 5]],
    ['vpn', []],
  ])('%s → %j', (type, expected) => {
    expect(issueTypesFor(type).map((t) => t.id)).toEqual(expected);
  });
});

describe('isValidIssue (type and id must match the catalogue of that media type)', () => {
  it.each([
    { rule: 'a matching pair', media: 'movie', type: 1, id: 1, ok: true },
    { rule: 'the issue belongs to another type', media: 'movie', type: 2, id: 1, ok: false },
    { rule: 'the issue is not for this media type', media: 'ebook', type: 1, id: 1, ok: false },
    { rule: 'software uses game issues', media: 'software', type: 4, id: 37, ok: true },
    { rule: 'id 0 is outside the catalogue', media: 'movie', type: 5, id: 0, ok: false },
    { rule: 'id 46 is outside the catalogue', media: 'movie', type: 5, id: 46, ok: false },
    { rule: 'type 6 does not exist', media: 'movie', type: 6, id: 45, ok: false },
    { rule: 'a fraction is no id', media: 'movie', type: 5, id: 44.5, ok: false },
    { rule: 'unknown media type', media: 'vpn', type: 5, id: 45, ok: false },
    { rule: 'e-reader issue on an ebook', media: 'ebook', type: 3, id: 20, ok: true },
    { rule: '"something else" fits every type', media: 'stream', type: 5, id: 45, ok: true },
  ])('$rule: $media $type/$id → $ok', ({ media, type, id, ok }) => {
    expect(isValidIssue(media, type, id)).toBe(ok);
  });
  it('every issue is valid for every media type it lists', () => {
    for (const i of FEEDBACK_ISSUES)
      for (const m of i.mediaTypes) expect(isValidIssue(m, i.type, i.id), `${m} ${i.key}`).toBe(true);
  });
});

describe('checkFeedbackText', () => {
  it.each([
    { rule: 'no text is fine', raw: null, expected: { ok: true, text: null } },
    { rule: 'empty becomes null', raw: '', expected: { ok: true, text: null } },
    { rule: 'only spaces become null', raw: '  \n\t ', expected: { ok: true, text: null } },
    {
      rule: 'text is trimmed',
      raw: '  stutters at 12:30 \n',
      expected: { ok: true, text: 'stutters at 12:30' },
    },
    {
      rule: 'exactly the maximum is accepted',
      raw: 'x'.repeat(FEEDBACK_TEXT_MAX),
      expected: { ok: true, text: 'x'.repeat(FEEDBACK_TEXT_MAX) },
    },
    {
      rule: 'one more is refused',
      raw: 'x'.repeat(FEEDBACK_TEXT_MAX + 1),
      expected: { ok: false, errorCode: 'text_too_long' },
    },
    {
      rule: 'an emoji counts as one character',
      raw: '😀'.repeat(FEEDBACK_TEXT_MAX),
      expected: { ok: true, text: '😀'.repeat(FEEDBACK_TEXT_MAX) },
    },
    {
      rule: 'spaces around do not count towards the limit',
      raw: `  ${'x'.repeat(FEEDBACK_TEXT_MAX)}  `,
      expected: { ok: true, text: 'x'.repeat(FEEDBACK_TEXT_MAX) },
    },
  ])('$rule', ({ raw, expected }) => {
    expect(checkFeedbackText(raw)).toEqual(expected);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(feedbackTextLength('a😀é')).toBe(3);
  });
});
