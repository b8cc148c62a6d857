import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgToWebp } from './svg-raster';

const W = 200;
const H = 80;
const drawing = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#000"/>` +
  `<text x="10" y="50" font-family="Georgia, serif" font-weight="700" font-size="32" fill="#fff">${text}</text></svg>`;

/** Pixels brighter than mid-grey: the text's, on a black ground. */
async function litPixels(webp: Buffer): Promise<number> {
  const { data, info } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
  let lit = 0;
  for (let i = 0; i < info.width * info.height; i++) if (data[i]! > 128) lit++;
  return lit;
}

describe('svgToWebp', () => {
  it("renders a drawing as a WebP of the drawing's own width and height", async () => {
    const meta = await sharp(await svgToWebp(drawing(''))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: W,
      height: H,
    });
  });

  // Fails on a machine without fonts, where librsvg draws no text at all: the server needs them
  // (README). Missing Japanese glyphs would still draw boxes, which this cannot tell from glyphs.
  it('draws the text with the fonts of the system', async () => {
    expect(await litPixels(await svgToWebp(drawing('')))).toBe(0);
    expect(await litPixels(await svgToWebp(drawing('Élève')))).toBeGreaterThan(200);
  });
});
