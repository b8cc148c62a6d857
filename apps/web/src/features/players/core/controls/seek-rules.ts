/** Arrow keys move 5 s, PageUp/PageDown a minute, Home/End to either end (WAI-ARIA slider). */
const KEY_STEP_SECONDS = 5;
const PAGE_STEP_SECONDS = 60;

/** Where a key sends the seek slider (before clamping), or null for a key it does not handle. */
export function seekKeyTarget(key: string, current: number, duration: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - KEY_STEP_SECONDS;
    case 'ArrowRight':
    case 'ArrowUp':
      return current + KEY_STEP_SECONDS;
    case 'PageDown':
      return current - PAGE_STEP_SECONDS;
    case 'PageUp':
      return current + PAGE_STEP_SECONDS;
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}
