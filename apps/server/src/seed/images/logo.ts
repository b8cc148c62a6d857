import { emblemShapes, type EmblemKind, type EmblemPalette } from './emblems';
import { escapeXml, shapesToSvg } from './svg';

export interface WordmarkSpec {
  /** Used for the SVG title, gradient ids and the accessible label. */
  id: string;
  label: string;
  emblem: EmblemKind;
  palette: EmblemPalette;
  /** The wordmark in two parts: the first in near-white, the second in the accent colour. */
  wordmark: readonly [string, string];
  accent: string;
}

const FONT_FAMILY = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
const TEXT_COLOR = '#f4f4f6';

/**
 * A 240 × 48 wordmark for a dark background: the brand's emblem, then its name in bold type,
 * the second part in the accent colour. Text stays text (no font files are shipped), so it renders
 * in the visitor's best matching sans-serif.
 */
export function wordmarkSvg(spec: WordmarkSpec): string {
  const { defs, body } = shapesToSvg(emblemShapes(spec.emblem, spec.palette), `${spec.id}-logo`);
  const [first, second] = spec.wordmark;
  const chars = first.length + second.length;
  // Bold sans-serif averages about 0.6 em per character: shrink long names to fit 240 px.
  const fontSize = Math.min(26, Math.floor(176 / (chars * 0.6)));
  const baseline = 24 + fontSize * 0.36;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48" role="img" aria-label="${escapeXml(spec.label)}">`,
    `<title>${escapeXml(spec.label)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    `<g>${body}</g>`,
    `<text x="58" y="${baseline.toFixed(1)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" letter-spacing="-0.4">`,
    `<tspan fill="${TEXT_COLOR}">${escapeXml(first)}</tspan><tspan fill="${spec.accent}">${escapeXml(second)}</tspan>`,
    `</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
