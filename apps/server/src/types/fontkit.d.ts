/**
 * fontkit 2 ships no types; the member area only hands its fonts to pdf-lib, which declares the
 * shape it reads (see lib/pdf-fonts.ts), so only the entry point is declared here.
 */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
