import { emblemShapes, type EmblemKind, type EmblemPalette } from './emblems';
import { encodePng } from './png';
import { rasterize } from './raster';

/** The favicon sizes SPEC.md 1 names, and 192 px for the web app manifest (web/pwa.ts). 512 px
 * would make it installable by Chromium's rules but takes this rasterizer ~6 s per brand. */
export const ICON_SIZES = [32, 16, 192] as const;

export function emblemPng(kind: EmblemKind, palette: EmblemPalette, size: number): Buffer {
  return encodePng(size, size, rasterize(emblemShapes(kind, palette), size));
}
