import { describe, expect, it } from 'vitest';
import { entryPeriodText } from './period';

// The December 2026 draw as the server answers it: 12:01 a.m. on 1 December to 11:59 p.m. on
// 31 December, Eastern Time (SPEC.md 9).
const OPENS = '2026-12-01T05:01:00.000Z';
const CLOSES = '2027-01-01T04:59:59.999Z';

describe('entryPeriodText: the draw period in Eastern days, local times beside its moments', () => {
  it.each(['America/Chicago', 'Asia/Tokyo', 'America/New_York', 'Pacific/Auckland'])(
    'reads 1 to 31 December for a member in %s',
    (zone) => {
      expect(entryPeriodText(OPENS, CLOSES, 'en-us', zone).days).toEqual({
        start: 'Dec 1, 2026',
        end: 'Dec 31, 2026',
      });
    },
  );

  it('gives a Chicago member the opening and closing moments in Eastern Time and on their own clock', () => {
    const text = entryPeriodText(OPENS, CLOSES, 'en-us', 'America/Chicago');
    expect(text.opens).toEqual({
      eastern: 'December 1, 2026 at 12:01 AM Eastern Standard Time',
      local: 'November 30, 2026 at 11:01 PM Central Standard Time',
    });
    expect(text.closes).toEqual({
      eastern: 'December 31, 2026 at 11:59 PM Eastern Standard Time',
      local: 'December 31, 2026 at 10:59 PM Central Standard Time',
    });
  });

  it('gives a Tokyo member the closing moment on 1 January on their clock, the period still ending on 31 December', () => {
    const text = entryPeriodText(OPENS, CLOSES, 'ja-jp', 'Asia/Tokyo');
    expect(text.days).toEqual({ start: '2026年12月1日', end: '2026年12月31日' });
    expect(text.closes.local).toBe('2027年1月1日 13:59 日本標準時');
  });

  it('shows no second clock to a member on Eastern Time', () => {
    const text = entryPeriodText(OPENS, CLOSES, 'en-us', 'America/New_York');
    expect(text.opens.local).toBeNull();
    expect(text.closes.local).toBeNull();
  });

  it('has no days for dates it cannot read', () => {
    expect(entryPeriodText('soon', CLOSES, 'en-us', 'America/Chicago').days).toBeNull();
  });
});
