import { emblemShapes, type EmblemKind, type EmblemPalette } from './emblems';
import { encodePng } from './png';
import { rasterize } from './raster';

/** The favicon sizes SPEC.md 1 names. */
export const ICON_SIZES = [32, 16] as const;

export function emblemPng(kind: EmblemKind, palette: EmblemPalette, size: number): Buffer {
  return encodePng(size, size, rasterize(emblemShapes(kind, palette), size));
}
