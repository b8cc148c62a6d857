/**
 * Cover art, generated: GET /covers/<mediaType>/<id>.webp draws a deterministic cover from the
 * title's id, type and genre (palette, shapes and typography vary by type and genre, the title is
 * on the cover) and renders it to WebP; <id>.svg answers the drawing itself (pages and downloads
 * made before issue 16 link it). Nothing is stored, so a catalogue of 1,000,000 titles needs no image
 * files; rendered covers are kept in a bounded memory cache. The URL carries
 * ?v=<cacheIndex>.<COVER_VERSION> (a new drawing or a new cover gets a new URL), so answers are
 * cached for a year (immutable) with a strong ETag.
 */
import { COVER_SIZES, type MediaType } from '@member-area/domain';
import { hashString, mulberry32 } from '../../lib/prng';
import type { MediaModel } from './model';

/** Bump when the drawing changes, so cached covers are replaced. */
export const COVER_VERSION = 4;

/**
 * WebP for pages: Chromium lays out an SVG image's text on the main thread at every paint, a raster
 * is decoded off it (issue 16). SVG stays for links made before.
 */
export type CoverFormat = 'webp' | 'svg';

export function coverPath(mediaType: string, id: number, format: CoverFormat = 'webp'): string {
  return `/covers/${mediaType}/${id}.${format}`;
}

export function thumbnailOf(m: Pick<MediaModel, 'id' | 'mediaType' | 'cacheIndex'>) {
  const { width, height } = COVER_SIZES[m.mediaType];
  const path = coverPath(m.mediaType, m.id);
  return {
    origin: '',
    path,
    cacheIndex: m.cacheIndex,
    url: `${path}?v=${m.cacheIndex}.${COVER_VERSION}`,
    width,
    height,
  };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && (line + ' ' + w).length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
}

const FONTS: Record<MediaType, string[]> = {
  movie: ["'Bebas Neue', Impact, 'Arial Narrow', sans-serif", "Georgia, 'Times New Roman', serif"],
  music: ["'Helvetica Neue', Arial, sans-serif", "'Courier New', monospace", 'Georgia, serif'],
  audiobook: ["Georgia, 'Times New Roman', serif", "'Trebuchet MS', sans-serif"],
  ebook: ["Georgia, 'Times New Roman', serif", "'Palatino Linotype', Palatino, serif"],
  game: ["'Arial Black', Impact, sans-serif", "'Courier New', monospace"],
  software: ["'Segoe UI', Roboto, Arial, sans-serif"],
  stream: ["'Arial Black', Arial, sans-serif"],
};

export interface CoverInput {
  id: number;
  mediaType: MediaType;
  title: string;
  subtitle: string | null;
  genreKey: string | null;
}

export function coverSvg(c: CoverInput): string {
  const { width: w, height: h } = COVER_SIZES[c.mediaType];
  const r = mulberry32(hashString(`${c.mediaType}:${c.genreKey ?? ''}`) ^ Math.imul(c.id, 2246822519));
  // Genre picks the hue family, the title varies it.
  const baseHue = (hashString(c.genreKey ?? c.mediaType) % 360) + r() * 50 - 25;
  const dark = hsl(baseHue, 45 + r() * 30, 12 + r() * 10);
  const mid = hsl(baseHue + 20 + r() * 40, 55 + r() * 30, 32 + r() * 18);
  const accent = hsl(baseHue + 150 + r() * 60, 70 + r() * 25, 55 + r() * 15);
  const light = hsl(baseHue + 10, 30, 92);
  const font = FONTS[c.mediaType][Math.floor(r() * FONTS[c.mediaType].length)]!;
  const shapes: string[] = [];
  const style = Math.floor(r() * 4);

  switch (c.mediaType) {
    case 'music':
    case 'audiobook': {
      const cx = w * (0.3 + r() * 0.4);
      const cy = h * (0.25 + r() * 0.3);
      if (style % 2 === 0) {
        for (let i = 8; i > 0; i--)
          shapes.push(
            `<circle cx="${cx}" cy="${cy}" r="${i * w * 0.07}" fill="none" stroke="${i % 2 ? accent : mid}" stroke-width="${2 + r() * 6}" opacity="${0.25 + r() * 0.6}"/>`,
          );
      } else {
        for (let i = 0; i < 24; i++) {
          const x = (i / 24) * w;
          const bh = h * (0.1 + r() * 0.45);
          shapes.push(
            `<rect x="${x + 2}" y="${h * 0.62 - bh}" width="${w / 24 - 4}" height="${bh}" rx="3" fill="${i % 3 ? accent : mid}" opacity="0.8"/>`,
          );
        }
      }
      if (c.mediaType === 'audiobook')
        shapes.push(
          `<path d="M${w * 0.36} ${h * 0.5} a${w * 0.14} ${w * 0.14} 0 0 1 ${w * 0.28} 0" fill="none" stroke="${light}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>`,
        );
      break;
    }
    case 'ebook': {
      shapes.push(`<rect x="0" y="0" width="${w * 0.06}" height="${h}" fill="${accent}" opacity="0.9"/>`);
      for (let i = 0; i < 5; i++)
        shapes.push(
          `<rect x="${w * 0.14}" y="${h * (0.12 + i * 0.035)}" width="${w * (0.3 + r() * 0.5)}" height="2" fill="${light}" opacity="0.35"/>`,
        );
      shapes.push(
        `<circle cx="${w * (0.55 + r() * 0.2)}" cy="${h * 0.42}" r="${w * (0.14 + r() * 0.12)}" fill="${mid}" stroke="${accent}" stroke-width="3"/>`,
      );
      break;
    }
    case 'game': {
      const cell = 20 + Math.floor(r() * 4) * 8;
      for (let y = 0; y < h * 0.62; y += cell)
        for (let x = 0; x < w; x += cell)
          if (r() < 0.32)
            shapes.push(
              `<rect x="${x}" y="${y}" width="${cell - 3}" height="${cell - 3}" fill="${r() < 0.5 ? accent : mid}" opacity="${0.4 + r() * 0.6}"/>`,
            );
      break;
    }
    case 'software': {
      const s = w * 0.42;
      shapes.push(
        `<rect x="${(w - s) / 2}" y="${h * 0.16}" width="${s}" height="${s}" rx="${s * 0.22}" fill="${accent}"/>`,
      );
      shapes.push(
        `<path d="M${w / 2 - s * 0.2} ${h * 0.16 + s * 0.5} l${s * 0.15} ${s * 0.15} l${s * 0.28} -${s * 0.3}" fill="none" stroke="${dark}" stroke-width="${s * 0.08}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      break;
    }
    case 'stream': {
      shapes.push(`<rect x="${w * 0.04}" y="${h * 0.07}" width="72" height="30" rx="6" fill="#E11D48"/>`);
      shapes.push(
        `<text x="${w * 0.04 + 36}" y="${h * 0.07 + 21}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="17" fill="#fff">LIVE</text>`,
      );
      shapes.push(
        `<path d="M0 ${h * 0.78} Q ${w / 2} ${h * (0.55 + r() * 0.1)} ${w} ${h * 0.78} L ${w} ${h} L 0 ${h} Z" fill="${mid}" opacity="0.7"/>`,
      );
      shapes.push(
        `<circle cx="${w / 2}" cy="${h * 0.42}" r="${h * 0.16}" fill="none" stroke="${light}" stroke-width="3" opacity="0.5"/>`,
      );
      shapes.push(
        `<line x1="${w / 2}" y1="0" x2="${w / 2}" y2="${h}" stroke="${light}" stroke-width="3" opacity="0.3"/>`,
      );
      break;
    }
    case 'movie': {
      // movie posters: big light shapes over a gradient
      if (style === 0)
        shapes.push(
          `<circle cx="${w * (0.3 + r() * 0.4)}" cy="${h * (0.25 + r() * 0.2)}" r="${w * (0.22 + r() * 0.15)}" fill="${accent}" opacity="0.85"/>`,
        );
      else if (style === 1)
        for (let i = 0; i < 6; i++)
          shapes.push(
            `<rect x="${-w * 0.2 + i * w * 0.22}" y="0" width="${w * 0.09}" height="${h}" fill="${accent}" opacity="${0.15 + r() * 0.4}" transform="rotate(${15 + r() * 10} ${w / 2} ${h / 2})"/>`,
          );
      else if (style === 2)
        shapes.push(
          `<path d="M0 ${h * 0.62} L ${w * (0.2 + r() * 0.2)} ${h * (0.28 + r() * 0.1)} L ${w * 0.5} ${h * 0.45} L ${w * (0.7 + r() * 0.1)} ${h * (0.2 + r() * 0.1)} L ${w} ${h * 0.5} L ${w} ${h * 0.62} Z" fill="${accent}" opacity="0.75"/>`,
        );
      else
        for (let i = 0; i < 40; i++)
          shapes.push(
            `<circle cx="${r() * w}" cy="${r() * h * 0.6}" r="${1 + r() * 3}" fill="${light}" opacity="${0.3 + r() * 0.7}"/>`,
          );
    }
  }

  const square = w === h;
  const wide = w > h;
  const upper = c.mediaType === 'movie' || c.mediaType === 'game' || c.mediaType === 'stream';
  // Bold capitals are about 0.72 em wide, mixed case about 0.56 em: wrap to the cover's width and
  // shrink the type when one word is still too long for a line.
  const em = upper ? 0.74 : 0.58;
  const avail = w * 0.86;
  const baseSize = wide ? 34 : square ? 40 : 42;
  const lines = wrap(upper ? c.title.toUpperCase() : c.title, Math.floor(avail / (baseSize * em)), 3);
  const longest = Math.max(...lines.map((l) => [...l].length));
  const titleSize = Math.max(18, Math.min(baseSize, Math.floor(avail / (longest * em))));
  const top = wide ? h * 0.62 : square ? h * 0.68 : h * 0.7;
  const titleText = lines
    .map(
      (l, i) =>
        `<tspan x="${Math.round(w * 0.07)}" y="${Math.round(top + i * titleSize * 1.1)}">${esc(l)}</tspan>`,
    )
    .join('');
  const sub = c.subtitle
    ? `<text x="${Math.round(w * 0.07)}" y="${Math.round(h * 0.95)}" font-family="Arial, sans-serif" font-size="${wide ? 18 : 20}" fill="${light}" opacity="0.8">${esc(c.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(c.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${r() < 0.5 ? 1 : 0}" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${dark}" stop-opacity="0"/><stop offset="1" stop-color="${dark}" stop-opacity="0.95"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${shapes.join('\n').replace(/\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10))}
<rect width="${w}" height="${h}" fill="url(#s)"/>
<text font-family="${font}" font-weight="700" font-size="${titleSize}" fill="${light}"${upper ? ' letter-spacing="1"' : ''}>${titleText}</text>
${sub}
</svg>`;
}
