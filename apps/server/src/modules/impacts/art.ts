/**
 * Impact pictures, drawn like the marketplace's (modules/marketplace/catalogue-art.ts): a pictogram of
 * simple shapes on a 48 × 48 canvas, centred on a card in the impact's colours. Deterministic (the
 * same kind and view give the same bytes) and small enough to travel as a data: URL, which the
 * app's Content-Security-Policy allows for images, so no route or file is needed.
 */
import { pictogramPaints } from '../../lib/pictogram-paints';

export const IMPACT_ART_KINDS = ['tree', 'mangrove', 'wave', 'reef', 'water', 'bee'] as const;
export type ImpactArtKind = (typeof IMPACT_ART_KINDS)[number];

/** Views of an impact picture: 1 the pictogram alone, 2 on a horizon, 3 a pattern of three. */
export const IMPACT_ART_VIEWS = 3;

const PALETTES: Record<ImpactArtKind, { bg: string; fg: string; ink: string }> = {
  tree: { bg: '#14532D', fg: '#4ADE80', ink: '#052E16' },
  mangrove: { bg: '#134E4A', fg: '#5EEAD4', ink: '#042F2E' },
  wave: { bg: '#0C4A6E', fg: '#38BDF8', ink: '#082F49' },
  reef: { bg: '#7C2D12', fg: '#FB923C', ink: '#431407' },
  water: { bg: '#1E3A8A', fg: '#93C5FD', ink: '#172554' },
  bee: { bg: '#713F12', fg: '#FACC15', ink: '#422006' },
};

function pictogram(kind: ImpactArtKind, fg: string, ink: string): string {
  const { f, k, s } = pictogramPaints(fg, ink);
  switch (kind) {
    case 'tree':
      return `<circle ${f} cx="24" cy="16" r="11"/><circle ${f} cx="15" cy="24" r="8"/><circle ${f} cx="33" cy="24" r="8"/><rect ${f} x="21" y="26" width="6" height="16" rx="2"/><path ${s(1.5, ink)} d="M24 30 L24 20 M24 24 L19 20 M24 22 L29 18"/>`;
    case 'mangrove':
      return `<ellipse ${f} cx="24" cy="14" rx="15" ry="8"/><path ${s(3)} d="M24 20 L24 32 M24 26 L14 40 M24 26 L34 40 M24 30 L20 42 M24 30 L28 42"/><path ${s(2, ink)} d="M6 38 Q12 35 18 38 T30 38 T42 38"/>`;
    case 'wave':
      return `<path ${f} d="M4 30 Q10 16 20 20 Q14 24 18 30 Q26 20 34 26 Q40 30 44 26 L44 42 L4 42 Z"/><circle ${k} cx="30" cy="34" r="2"/><rect ${k} x="14" y="34" width="6" height="3" rx="1"/>`;
    case 'reef':
      return `<path ${s(4)} d="M16 42 L16 26 M16 30 L10 22 M16 32 L22 22 M32 42 L32 18 M32 26 L38 16 M32 30 L26 24"/><circle ${f} cx="10" cy="20" r="3"/><circle ${f} cx="22" cy="20" r="3"/><circle ${f} cx="38" cy="14" r="3"/><rect ${f} x="6" y="40" width="36" height="4" rx="2"/>`;
    case 'water':
      return `<path ${f} d="M24 4 Q36 20 36 30 A12 12 0 0 1 12 30 Q12 20 24 4 Z"/><path ${s(2, ink)} d="M18 30 A6 6 0 0 0 24 36"/>`;
    case 'bee':
      return `<ellipse ${f} cx="24" cy="28" rx="12" ry="9"/><path ${s(3, ink)} d="M20 20 L20 36 M27 20 L27 36"/><ellipse fill="${fg}" opacity="0.6" cx="18" cy="14" rx="6" ry="4"/><ellipse fill="${fg}" opacity="0.6" cx="30" cy="14" rx="6" ry="4"/><circle ${k} cx="34" cy="26" r="1.5"/>`;
  }
}

/** The SVG of `kind` in `view` (1…IMPACT_ART_VIEWS), 480 × 320. */
export function impactSvg(kind: ImpactArtKind, view: number): string {
  const { bg, fg, ink } = PALETTES[kind];
  const icon = (x: number, y: number, scale: number) =>
    `<g transform="translate(${x} ${y}) scale(${scale})">${pictogram(kind, fg, ink)}</g>`;
  const body =
    view === 2
      ? `<rect fill="${ink}" y="230" width="480" height="90"/>${icon(168, 40, 6)}`
      : view === 3
        ? `${icon(40, 100, 3)}${icon(168, 64, 4)}${icon(320, 100, 3)}`
        : icon(144, 64, 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" role="img"><rect fill="${bg}" width="480" height="320"/>${body}</svg>`;
}

/** The picture as a data: URL. */
export function impactImageUrl(kind: ImpactArtKind, view: number): string {
  return `data:image/svg+xml;base64,${Buffer.from(impactSvg(kind, view)).toString('base64')}`;
}
