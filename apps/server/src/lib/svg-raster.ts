/**
 * Generated SVG drawings as WebP (issue 16): Chromium lays out an SVG image's text on the main
 * thread at every paint (5–9 ms a cover), while a raster image is decoded off it. sharp renders with
 * librsvg on its own threads, so the event loop only waits; the text takes the system's fonts
 * (fontconfig), hence the fonts the server needs (docs/ARCHITECTURE.md, "Covers").
 */
import sharp from 'sharp';

/** Gradients and large type: below 80 the text's edges ring visibly, above it files grow ~15 % a step. */
export const WEBP_QUALITY = 80;
/** libwebp's effort (0–6): 2 encodes in half the time of the default 4 for files ~4 % larger. */
export const WEBP_EFFORT = 2;
/** 72 dpi: librsvg draws one pixel per user unit, so the image has the SVG's own width and height. */
const SVG_DENSITY = 72;

export type SvgRasterizer = (svg: string) => Promise<Buffer>;

export const svgToWebp: SvgRasterizer = (svg) =>
  sharp(Buffer.from(svg), { density: SVG_DENSITY })
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
