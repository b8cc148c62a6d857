/** Public face of the faq/support feature: its screen is reached through routes.tsx only. */
export { useFaq } from './hooks';
export { matchFaq } from './search';
