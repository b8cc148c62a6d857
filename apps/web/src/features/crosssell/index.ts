/**
 * The cross-industry upsell (SPEC.md 4; issue 14 item 5): the modal offering the VPN to media
 * members and media to VPN members once, and the return of its payment. Mounted once by the shell.
 */
export { CrossSellShellLayer } from './components/CrossSellShellLayer';
export { seedCrossSellOffer } from './queries';
