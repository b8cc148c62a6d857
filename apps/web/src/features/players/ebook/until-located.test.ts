import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilLocated } from './until-located';

/** A rendition whose first `misses` reports find no visible page, as epub.js's do on a busy device. */
function renditionFoundAfter(misses: number) {
  const rendition = {
    location: undefined as object | undefined,
    reports: 0,
    async reportLocation() {
      rendition.reports += 1;
      if (rendition.reports > misses) rendition.location = { start: {} };
    },
  };
  return rendition;
}

describe('untilLocated', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks again each frame until epub.js says where the page is', async () => {
    const rendition = renditionFoundAfter(3);
    await untilLocated({ cancelled: false }, rendition as never);
    expect(rendition.location).toBeDefined();
    expect(rendition.reports).toBe(4);
  });

  it('does not ask when the first report already answered', async () => {
    const rendition = renditionFoundAfter(0);
    rendition.location = { start: {} };
    await untilLocated({ cancelled: false }, rendition as never);
    expect(rendition.reports).toBe(0);
  });

  it('stops once the reader is closed', async () => {
    const rendition = renditionFoundAfter(Infinity);
    const session = { cancelled: false };
    const asking = untilLocated(session, rendition as never);
    await new Promise((resolve) => setTimeout(resolve, 5));
    session.cancelled = true;
    await asking;
    const asked = rendition.reports;
    expect(asked).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(rendition.reports).toBe(asked);
  });

  it('gives up after a bounded number of frames when no page is ever found', async () => {
    const rendition = renditionFoundAfter(Infinity);
    await untilLocated({ cancelled: false }, rendition as never);
    expect(rendition.location).toBeUndefined();
    expect(rendition.reports).toBe(300);
  });
});
