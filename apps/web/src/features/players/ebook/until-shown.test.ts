import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showsCfi, untilShown } from './until-shown';

// Positions as numbers in a string: enough to order them as epub.js orders CFIs.
const compare = (one: string, two: string) => Math.sign(Number(one) - Number(two));
const page = (start: number, end: number) => ({ start: { cfi: String(start) }, end: { cfi: String(end) } });

/** A rendition that shows `shown` pages in turn, one per display, as epub.js before and after its frame grew. */
function renditionShowing(...shown: ReturnType<typeof page>[]) {
  const rendition = {
    location: shown[0] as ReturnType<typeof page> | undefined,
    displays: [] as string[],
    async display(cfi: string) {
      rendition.displays.push(cfi);
      rendition.location = shown[Math.min(rendition.displays.length, shown.length - 1)];
    },
  };
  return rendition;
}

const session = () => ({ cancelled: false, reading: Promise.resolve() as Promise<unknown> });

describe('showsCfi', () => {
  it.each([
    [10, 10, 20, true],
    [15, 10, 20, true],
    [20, 10, 20, true],
    [9, 10, 20, false],
    [21, 10, 20, false],
  ])('%s on the page from %s to %s: %s', (cfi, start, end, shows) => {
    expect(showsCfi(page(start, end), String(cfi), compare)).toBe(shows);
  });
});

describe('untilShown', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('displays the stored position again when the first page was shown instead', async () => {
    const rendition = renditionShowing(page(1, 9), page(10, 19));
    await untilShown(session(), rendition as never, '12', compare);
    expect(rendition.displays).toEqual(['12']);
    expect(rendition.location).toEqual(page(10, 19));
  });

  it('leaves a page that already holds the position alone', async () => {
    const rendition = renditionShowing(page(10, 19));
    await untilShown(session(), rendition as never, '12', compare);
    expect(rendition.displays).toEqual([]);
  });

  it('stops after its attempts, and when the book is closed', async () => {
    const never = renditionShowing(page(1, 9));
    await untilShown(session(), never as never, '12', compare);
    expect(never.displays).toHaveLength(10);
    const closed = renditionShowing(page(1, 9));
    await untilShown({ ...session(), cancelled: true }, closed as never, '12', compare);
    expect(closed.displays).toEqual([]);
  });

  it('does nothing without a stored position or a page shown', async () => {
    const rendition = renditionShowing(page(1, 9));
    await untilShown(session(), rendition as never, null, compare);
    const unlocated = { ...renditionShowing(page(1, 9)), location: undefined };
    await untilShown(session(), unlocated as never, '12', compare);
    expect(rendition.displays).toEqual([]);
    expect(unlocated.displays).toEqual([]);
  });
});
