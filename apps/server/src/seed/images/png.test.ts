import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands';
import { seedDataProblems } from '../validate';
import { emblemShapes } from './emblems';
import { emblemPng } from './icons';
import { wordmarkSvg } from './logo';
import { PNG_SIGNATURE, crc32, encodePng } from './png';
import { rasterize } from './raster';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('writes the PNG signature, an RGBA IHDR of the right size and valid chunk CRCs', () => {
    const png = encodePng(3, 2, new Uint8Array(3 * 2 * 4).fill(200));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    const ihdr = parts[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([3, 2, 8, 6]);
    // Each row: one filter byte and 4 bytes per pixel.
    expect(inflateSync(parts[1]!.data)).toHaveLength(2 * (1 + 3 * 4));
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('brand art', () => {
  it('draws each brand emblem as 32 and 16 px icons with opaque centres and transparent corners', () => {
    for (const brand of BRANDS) {
      for (const size of [32, 16]) {
        const png = emblemPng(brand.art.emblem, brand.art.palette, size);
        const ihdr = chunks(png)[0]!.data;
        expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([size, size]);
        const pixels = rasterize(emblemShapes(brand.art.emblem, brand.art.palette), size);
        const alpha = (x: number, y: number) => pixels[(y * size + x) * 4 + 3];
        expect(alpha(size / 2, size / 2)).toBe(255);
        expect(alpha(0, 0)).toBe(0);
      }
    }
  });

  it('anti-aliases edges (some pixels are partly covered)', () => {
    const pixels = rasterize(emblemShapes('coin', { light: '#ffffff', dark: '#000000' }), 32);
    const partial = [...pixels.filter((_, i) => i % 4 === 3)].filter((a) => a > 0 && a < 255);
    expect(partial.length).toBeGreaterThan(10);
  });

  it('writes a wordmark SVG with the brand name and accent', () => {
    const svg = wordmarkSvg({
      id: 'x',
      label: 'A & B',
      emblem: 'play',
      palette: { light: '#aaaaaa', dark: '#333333' },
      wordmark: ['A ', '& B'],
      accent: '#123456',
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 48"/);
    expect(svg).toContain('<title>A &amp; B</title>');
    expect(svg).toContain('fill="#123456"');
  });
});

describe('seed data', () => {
  it('is consistent (unique ids, known plans and offers, one account per card)', () => {
    expect(seedDataProblems()).toEqual([]);
  });
});
