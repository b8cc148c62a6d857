/** TanStack Query keys of the VPN screens (a change invalidates the brand's servers or certificates). */
export const vpnServersKey = (brandId: string) => ['vpn-servers', brandId] as const;
export const vpnCertificatesKey = (brandId: string) => ['vpn-certificates', brandId] as const;
export const vpnBrandKey = (brandId: string) => ['vpn-brand', brandId] as const;
