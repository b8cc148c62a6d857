/**
 * How the app scrolls for the member: smoothly, unless they asked their system for less motion
 * (WCAG 2.3.3). CSS `scroll-behavior` does not reach a script's `behavior: 'smooth'`, so every
 * scroll the app makes asks this first.
 */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
