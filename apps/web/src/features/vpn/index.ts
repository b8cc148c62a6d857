/** The VPN feature's public surface (the router imports routes.tsx directly). */
export { vpnKeys } from './queries';
