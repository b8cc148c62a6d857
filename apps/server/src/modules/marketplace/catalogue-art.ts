/**
 * Product and category pictures, drawn like the covers (modules/catalogue/covers.ts) and the prize
 * pictures (seed/giveaways/prize-art.ts): a pictogram of simple shapes on a 48 × 48 canvas, scaled
 * onto a card in the brand's colours, the product's name on it. Deterministic: the same product id,
 * view and brand always give the same bytes, so nothing is stored and answers are cached for a year.
 * Each product has up to four views (hero, close-up, pattern, light), so a gallery has real choice.
 */
import { pictogramPaints } from '../../lib/pictogram-paints';
import { hashString, mulberry32 } from '../../lib/prng';

/** Bump when a drawing changes: the URLs the catalogue stores carry it (`?v=`), so caches renew. */
export const SHOP_ART_VERSION = 1;

/** The pictograms a product or category picture can show (the file name of its URL names one). */
export const ART_KINDS = [
  'tshirt',
  'hoodie',
  'cap',
  'socks',
  'headphones',
  'speaker',
  'earbuds',
  'turntable',
  'controller',
  'keyboard',
  'mouse',
  'headset',
  'mug',
  'lamp',
  'cushion',
  'plant',
  'book',
  'comic',
  'notebook',
  'figure',
  'pin',
  'poster',
  'cards',
  'dice',
  'gift',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const isArtKind = (value: string): value is ArtKind =>
  (ART_KINDS as readonly string[]).includes(value);

/** Views of a product picture: 1 hero, 2 close-up, 3 pattern, 4 light. */
export const ART_VIEWS = 4;

/** URL path of a product's picture `view` (1…ART_VIEWS) showing `kind`. */
export const productImageUrl = (productId: number, kind: ArtKind, view: number): string =>
  `/shop-art/products/${productId}/${kind}-${view}.svg?v=${SHOP_ART_VERSION}`;

/** URL path of a category's picture showing `kind`. */
export const categoryImageUrl = (categoryId: number, kind: ArtKind): string =>
  `/shop-art/categories/${categoryId}/${kind}.svg?v=${SHOP_ART_VERSION}`;

/** Pictogram body on the 48 × 48 canvas: `fg` the drawing, `ink` its cut-outs. */
function pictogram(kind: ArtKind, fg: string, ink: string): string {
  const { f, k, s } = pictogramPaints(fg, ink);
  switch (kind) {
    case 'tshirt':
      return `<path ${f} d="M17 8 L9 12 L4 20 L10 24 L13 21 L13 41 L35 41 L35 21 L38 24 L44 20 L39 12 L31 8 Q24 14 17 8 Z"/><path ${s(2, ink)} d="M18 9 Q24 15 30 9"/>`;
    case 'hoodie':
      return `<path ${f} d="M16 9 L8 14 L4 34 L10 35 L13 24 L13 42 L35 42 L35 24 L38 35 L44 34 L40 14 L32 9 Q24 4 16 9 Z"/><path ${k} d="M18 10 Q24 20 30 10 Q24 14 18 10 Z"/><rect ${k} x="17" y="31" width="14" height="7" rx="2"/>`;
    case 'cap':
      return `<path ${f} d="M8 30 Q8 12 24 12 Q40 12 40 30 Z"/><path ${f} d="M6 30 L44 30 Q46 36 40 36 L12 36 Q6 36 6 30 Z"/><circle ${k} cx="24" cy="13" r="2"/><path ${s(1.5, ink)} d="M24 14 L24 29"/>`;
    case 'socks':
      return `<path ${f} d="M12 6 L22 6 L22 28 L30 34 Q34 38 30 42 Q26 45 22 41 L13 33 Q12 32 12 30 Z"/><rect ${k} x="12" y="10" width="10" height="3"/><path ${f} opacity="0.7" d="M26 6 L36 6 L36 24 L41 28 Q44 31 41 34 L38 36 L30 29 L26 27 Z"/>`;
    case 'headphones':
      return `<path ${s(4)} d="M10 30 L10 24 Q10 8 24 8 Q38 8 38 24 L38 30"/><rect ${f} x="6" y="26" width="10" height="16" rx="4"/><rect ${f} x="32" y="26" width="10" height="16" rx="4"/><rect ${k} x="9" y="30" width="4" height="8" rx="2"/><rect ${k} x="35" y="30" width="4" height="8" rx="2"/>`;
    case 'speaker':
      return `<rect ${f} x="12" y="5" width="24" height="38" rx="4"/><circle ${k} cx="24" cy="14" r="4"/><circle ${k} cx="24" cy="31" r="8"/><circle ${f} cx="24" cy="31" r="3"/>`;
    case 'earbuds':
      return `<rect ${f} x="8" y="22" width="32" height="20" rx="10"/><path ${s(1.5, ink)} d="M9 30 L39 30"/><circle ${f} cx="17" cy="12" r="6"/><rect ${f} x="15" y="12" width="4" height="10" rx="2"/><circle ${f} cx="31" cy="12" r="6"/><rect ${f} x="29" y="12" width="4" height="10" rx="2"/><circle ${k} cx="24" cy="36" r="1.5"/>`;
    case 'turntable':
      return `<rect ${f} x="4" y="10" width="40" height="30" rx="3"/><circle ${k} cx="20" cy="25" r="12"/><circle ${f} cx="20" cy="25" r="3"/><path ${s(2.5, ink)} d="M38 14 L38 28 L30 33"/><circle ${k} cx="38" cy="14" r="2.5"/>`;
    case 'controller':
      return `<path ${f} d="M14 14 L34 14 Q44 14 45 28 Q46 38 39 38 Q35 38 32 32 L16 32 Q13 38 9 38 Q2 38 3 28 Q4 14 14 14 Z"/><path ${s(2.5, ink)} d="M11 23 L19 23 M15 19 L15 27"/><circle ${k} cx="32" cy="21" r="2"/><circle ${k} cx="37" cy="25" r="2"/>`;
    case 'keyboard': {
      const keys: string[] = [];
      for (let row = 0; row < 3; row++)
        for (let col = 0; col < 8; col++)
          keys.push(
            `<rect ${k} x="${7 + col * 4.5}" y="${17 + row * 5}" width="3.2" height="3.4" rx="0.6"/>`,
          );
      return `<rect ${f} x="3" y="13" width="42" height="24" rx="3"/>${keys.join('')}<rect ${k} x="14" y="32" width="20" height="2.6" rx="0.8"/>`;
    }
    case 'mouse':
      return `<path ${f} d="M24 6 Q38 6 38 22 L38 30 Q38 44 24 44 Q10 44 10 30 L10 22 Q10 6 24 6 Z"/><path ${s(1.8, ink)} d="M10 20 L38 20 M24 6 L24 20"/><rect ${k} x="22.5" y="10" width="3" height="6" rx="1.5"/>`;
    case 'headset':
      return `<path ${s(4)} d="M10 28 L10 22 Q10 7 24 7 Q38 7 38 22 L38 28"/><rect ${f} x="6" y="24" width="9" height="14" rx="4"/><rect ${f} x="33" y="24" width="9" height="14" rx="4"/><path ${s(2.5)} d="M10 36 Q12 43 22 43"/><circle ${f} cx="24" cy="43" r="2.5"/>`;
    case 'mug':
      return `<rect ${f} x="8" y="12" width="26" height="30" rx="4"/><path ${s(4)} d="M34 18 Q43 18 43 26 Q43 34 34 34"/><path ${s(2, ink)} d="M14 20 L28 20"/><path ${s(2)} opacity="0.7" d="M15 8 Q17 5 15 2 M21 8 Q23 5 21 2 M27 8 Q29 5 27 2"/>`;
    case 'lamp':
      return `<path ${f} d="M14 6 L34 6 L40 22 L8 22 Z"/><rect ${f} x="22" y="22" width="4" height="16"/><rect ${f} x="13" y="38" width="22" height="5" rx="2"/><path ${k} opacity="0.6" d="M16 10 L32 10 L34 14 L14 14 Z"/>`;
    case 'cushion':
      return `<path ${f} d="M8 8 Q24 12 40 8 Q36 24 40 40 Q24 36 8 40 Q12 24 8 8 Z"/><circle ${k} cx="24" cy="24" r="3"/><path ${s(1.5, ink)} d="M14 14 L21 21 M34 14 L27 21 M14 34 L21 27 M34 34 L27 27"/>`;
    case 'plant':
      return `<path ${f} d="M14 30 L34 30 L31 44 L17 44 Z"/><path ${f} d="M24 30 Q12 26 10 12 Q22 14 24 30 Z"/><path ${f} d="M24 30 Q36 24 38 8 Q26 12 24 30 Z"/><path ${s(1.5, ink)} d="M24 30 L24 18"/>`;
    case 'book':
      return `<path ${f} d="M6 10 Q15 7 23 11 L23 41 Q15 37 6 40 Z"/><path ${f} d="M25 11 Q33 7 42 10 L42 40 Q33 37 25 41 Z"/><path ${s(1.5, ink)} d="M10 17 L19 17 M10 22 L19 22 M10 27 L17 27 M29 17 L38 17 M29 22 L38 22 M29 27 L36 27"/>`;
    case 'comic':
      return `<rect ${f} x="8" y="5" width="32" height="38" rx="2"/><rect ${k} x="11" y="8" width="12" height="14"/><rect ${k} x="25" y="8" width="12" height="14"/><rect ${k} x="11" y="24" width="26" height="16"/><path ${f} d="M17 29 Q17 26 24 26 Q31 26 31 30 Q31 34 25 34 L21 37 L22 34 Q17 33 17 29 Z"/>`;
    case 'notebook':
      return `<rect ${f} x="10" y="4" width="28" height="40" rx="3"/><rect ${k} x="30" y="4" width="3" height="40"/><rect ${k} x="15" y="12" width="11" height="7" rx="1"/><path ${s(2)} d="M35 40 L35 46"/>`;
    case 'figure':
      return `<circle ${f} cx="24" cy="11" r="7"/><path ${f} d="M15 20 L33 20 L35 34 L30 34 L29 42 L19 42 L18 34 L13 34 Z"/><rect ${f} x="12" y="42" width="24" height="4" rx="1.5"/><circle ${k} cx="21.5" cy="10" r="1.2"/><circle ${k} cx="26.5" cy="10" r="1.2"/>`;
    case 'pin':
      return `<circle ${f} cx="24" cy="24" r="17"/><circle fill="none" stroke="${ink}" stroke-width="2" cx="24" cy="24" r="13"/><path ${k} d="M24 14 L27 21 L34 21 L28.5 25.5 L30.5 33 L24 28.5 L17.5 33 L19.5 25.5 L14 21 L21 21 Z"/>`;
    case 'poster':
      return `<rect ${f} x="9" y="5" width="30" height="38" rx="1"/><circle ${k} cx="30" cy="14" r="4"/><path ${k} d="M12 38 L20 22 L27 32 L31 27 L36 38 Z"/><circle ${f} cx="24" cy="3.5" r="2"/>`;
    case 'cards':
      return `<rect ${f} opacity="0.65" x="8" y="10" width="20" height="30" rx="3" transform="rotate(-14 18 25)"/><rect ${f} x="20" y="9" width="20" height="30" rx="3" transform="rotate(8 30 24)"/><path ${k} transform="rotate(8 30 24)" d="M30 17 L35 24 L30 31 L25 24 Z"/>`;
    case 'dice':
      return `<rect ${f} x="6" y="12" width="22" height="22" rx="4"/><rect ${f} opacity="0.75" x="22" y="18" width="20" height="20" rx="4" transform="rotate(16 32 28)"/><circle ${k} cx="12" cy="18" r="2"/><circle ${k} cx="17" cy="23" r="2"/><circle ${k} cx="22" cy="28" r="2"/>`;
    case 'gift':
      return `<rect ${f} x="7" y="19" width="34" height="8" rx="1.5"/><rect ${f} x="9" y="27" width="30" height="16" rx="1.5"/><rect ${k} x="22" y="19" width="4" height="24"/><path ${s(3)} d="M24 19 Q14 6 12 14 Q11 19 24 19 Q37 19 36 14 Q34 6 24 19"/>`;
  }
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap into at most `maxLines` lines of about `width` characters (ellipsis when cut). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && [...`${line} ${word}`].length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!}…`;
  return kept;
}

export interface ArtSubject {
  /** The product's or category's id: it seeds the variations. */
  id: number;
  kind: ArtKind;
  /** Written on the picture (the stored English name: a picture is one URL for every language). */
  title: string;
  /** The brand's accent colours (brands.accent_color, accent_color_exact). */
  accent: string;
  accentExact: string;
}

const FONT = "'Inter','Segoe UI',Arial,sans-serif";
const INK = '#141821';

/** The name in the lower band of a card `w` wide, lines centred from `top`. */
function titleBlock(title: string, w: number, top: number, size: number, fill: string): string {
  const lines = wrap(title, Math.floor((w * 0.84) / (size * 0.56)), 2);
  return `<text x="${w / 2}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fill}">${lines
    .map((l, i) => `<tspan x="${w / 2}" y="${top + i * size * 1.15}">${esc(l)}</tspan>`)
    .join('')}</text>`;
}

const round = (svg: string) => svg.replace(/\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));

/** A product picture, 640 × 640: `view` 1 hero, 2 close-up, 3 pattern, 4 light (others fall back to 1). */
export function productArtSvg(subject: ArtSubject, view: number): string {
  const size = 640;
  const r = mulberry32(hashString(`product:${subject.kind}`) ^ Math.imul(subject.id, 2654435761));
  const tilt = Math.round(r() * 16 - 8);
  const glow = `<circle cx="${size / 2}" cy="${size * 0.42}" r="${size * (0.3 + r() * 0.06)}" fill="#ffffff" opacity="0.1"/>`;
  const gradient = (from: string, to: string) =>
    `<linearGradient id="bg" x1="0" y1="0" x2="${r() < 0.5 ? 1 : 0.4}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  let defs: string;
  let body: string;
  let label: string;
  switch (view) {
    case 2: {
      // Close-up: the pictogram large and cropped, turned a little.
      defs = gradient(subject.accent, INK);
      body = `<g transform="translate(${size / 2} ${size * 0.5}) rotate(${tilt * 2}) scale(${(size * 1.25) / 48}) translate(-24 -24)">${pictogram(subject.kind, '#ffffff', subject.accentExact)}</g>`;
      label = `<rect x="0" y="${size * 0.8}" width="${size}" height="${size * 0.2}" fill="${INK}" opacity="0.72"/>${titleBlock(subject.title, size, size * 0.88, 30, '#ffffff')}`;
      break;
    }
    case 3: {
      // Pattern: small pictograms in rows over the brand's colour, a badge with the name.
      defs = gradient(subject.accentExact, subject.accent);
      const cells: string[] = [];
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 5; x++)
          cells.push(
            `<g transform="translate(${x * 136 + (y % 2) * 68 - 20} ${y * 136 - 10}) rotate(${tilt}) scale(2)" opacity="${(0.18 + r() * 0.2).toFixed(2)}">${pictogram(subject.kind, '#ffffff', subject.accentExact)}</g>`,
          );
      body = cells.join('');
      label = `<rect x="${size * 0.08}" y="${size * 0.36}" width="${size * 0.84}" height="${size * 0.28}" rx="24" fill="${INK}" opacity="0.85"/>${titleBlock(subject.title, size, size * 0.49, 36, '#ffffff')}`;
      break;
    }
    case 4: {
      // Light: the pictogram in the brand's dark colour on a pale card.
      defs = gradient('#f6f4fb', '#e3e0ee');
      body = `<circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.3}" fill="${subject.accent}" opacity="0.25"/><g transform="translate(${size * 0.2} ${size * 0.1}) scale(${(size * 0.6) / 48})">${pictogram(subject.kind, subject.accentExact, '#f6f4fb')}</g>`;
      label = titleBlock(subject.title, size, size * 0.86, 34, INK);
      break;
    }
    default: {
      // Hero: the pictogram centred on the brand's gradient.
      defs = gradient(subject.accentExact, INK);
      body = `${glow}<g transform="translate(${size * 0.2} ${size * 0.1}) rotate(${tilt} ${size * 0.3} ${size * 0.3}) scale(${(size * 0.6) / 48})">${pictogram(subject.kind, '#ffffff', subject.accentExact)}</g>`;
      label = titleBlock(subject.title, size, size * 0.86, 34, '#ffffff');
    }
  }
  return round(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${esc(subject.title)}">` +
      `<title>${esc(subject.title)}</title><defs>${defs}</defs><rect width="${size}" height="${size}" fill="url(#bg)"/>${body}${label}</svg>\n`,
  );
}

/** A category picture, 640 × 360: its pictogram beside its name on the brand's gradient. */
export function categoryArtSvg(subject: ArtSubject): string {
  const w = 640;
  const h = 360;
  const r = mulberry32(hashString(`category:${subject.kind}`) ^ Math.imul(subject.id, 2654435761));
  const lines = wrap(subject.title, 14, 2);
  const text = `<text font-family="${FONT}" font-size="44" font-weight="800" fill="#ffffff">${lines
    .map((l, i) => `<tspan x="300" y="${h / 2 + 10 - (lines.length - 1) * 26 + i * 52}">${esc(l)}</tspan>`)
    .join('')}</text>`;
  return round(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(subject.title)}">` +
      `<title>${esc(subject.title)}</title>` +
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="${(0.6 + r() * 0.4).toFixed(2)}"><stop offset="0" stop-color="${subject.accentExact}"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="150" cy="${h / 2}" r="${120 + r() * 20}" fill="${subject.accent}" opacity="0.22"/>` +
      `<g transform="translate(54 ${h / 2 - 96}) scale(4)">${pictogram(subject.kind, '#ffffff', subject.accentExact)}</g>${text}</svg>\n`,
  );
}
