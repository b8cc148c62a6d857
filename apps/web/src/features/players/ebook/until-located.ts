import type { EpubRendition } from 'epubjs/src/index';

/** How many animation frames the reader keeps asking epub.js where the first page is (about 5 s at 60 fps). */
const LOCATE_FRAMES = 300;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * epub.js says where it is once, an animation frame after it laid the first page out. On a busy
 * device the page's view is sometimes not inside the stage's bounds yet at that frame: it then
 * finds no visible page, says nothing, and never asks again, so the counter stayed on "Counting
 * pages…" for good (CI, 2026-12-07: 3 of 18 openings beside a second busy browser). Until it
 * has answered, it is asked again each frame.
 */
export async function untilLocated(
  session: { cancelled: boolean },
  rendition: Pick<EpubRendition, 'location' | 'reportLocation'>,
) {
  for (let frame = 0; frame < LOCATE_FRAMES && !session.cancelled && !rendition.location; frame++) {
    await nextFrame();
    if (!session.cancelled && !rendition.location) await rendition.reportLocation();
  }
}
