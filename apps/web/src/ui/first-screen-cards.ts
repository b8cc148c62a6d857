/**
 * How many cards of a Carousel row the first screen shows, so only those load at once
 * (`loading="eager"`) and the rest lazily as the row nears the viewport (issue 16 target 3: lazy
 * outside the viewport only). Computed from the viewport's width, as Carousel.module.css lays a row
 * out: at or under PHONE_MAX_WIDTH a card is PHONE_SCALE of its desktop width with PHONE_GAP between
 * cards, else DESKTOP_GAP. The row starts ROW_INSET from the viewport's left edge on a phone; on a
 * wider screen the side menu moves it further right, so the count may be a card high there, never
 * low (a card shown lazily would arrive after the first paint).
 */
export const PHONE_MAX_WIDTH = 768;
export const PHONE_SCALE = 0.72;
export const PHONE_GAP = 12;
export const DESKTOP_GAP = 16;
export const ROW_INSET = 16;

export function firstScreenCards(itemWidth: number, viewportWidth: number): number {
  const phone = viewportWidth <= PHONE_MAX_WIDTH;
  const step = phone ? itemWidth * PHONE_SCALE + PHONE_GAP : itemWidth + DESKTOP_GAP;
  return Math.max(1, Math.ceil((viewportWidth - ROW_INSET) / step));
}

/** firstScreenCards at this window's width (a phone's 412 px where there is no window). */
export function firstScreenCardsHere(itemWidth: number): number {
  return firstScreenCards(itemWidth, typeof window === 'undefined' ? 412 : window.innerWidth);
}
