import sharp from 'sharp';
import { emblemShapes, type EmblemKind, type EmblemPalette } from './emblems';
import { encodePng } from './png';
import { rasterize } from './raster';
import { shapesToSvg } from './svg';

/**
 * The favicon sizes SPEC.md 1 names, 192 px and 512 px: the source the server makes the web app
 * manifest's icons from (web/app-icons.ts). Chromium offers Install only with a 192 and a 512.
 */
export const ICON_SIZES = [32, 16, 192, 512] as const;
/** Above this the project's own rasterizer is slow (512 px: ~6 s per brand); libvips draws the SVG. */
const RASTERIZER_MAX_SIZE = 192;

export function emblemPng(kind: EmblemKind, palette: EmblemPalette, size: number): Buffer {
  return encodePng(size, size, rasterize(emblemShapes(kind, palette), size));
}

/** The emblem on its 48 × 48 canvas as SVG, drawn at `size` px. */
export function emblemSvg(kind: EmblemKind, palette: EmblemPalette, size: number): string {
  const { defs, body } = shapesToSvg(emblemShapes(kind, palette), `emblem-${kind}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}">` +
    `${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`
  );
}

/** The brand icon of one size: the small favicons by the rasterizer, the large ones by sharp. */
export async function renderEmblemIcon(
  kind: EmblemKind,
  palette: EmblemPalette,
  size: number,
): Promise<Buffer> {
  if (size <= RASTERIZER_MAX_SIZE) return emblemPng(kind, palette, size);
  return sharp(Buffer.from(emblemSvg(kind, palette, size)))
    .png()
    .toBuffer();
}
