import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BOOT_STATE_ELEMENT_ID,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_ACCENT_COLOR_EXACT,
  DEFAULT_PAGE_TITLE,
  type BootState,
} from '@member-area/domain';
import { escapeHtml, jsonForHtml } from '../lib/html';

export const APP_HEAD_PLACEHOLDER = '<!--app-head-->';

/** index.html of the web build, re-read only when the file changes (a rebuild needs no restart). */
export class IndexHtml {
  private cached: { mtimeMs: number; text: string } | null = null;

  constructor(private readonly webDistDir: string) {}

  /** The template, or null when the web app has not been built. */
  async load(): Promise<string | null> {
    const file = path.join(this.webDistDir, 'index.html');
    try {
      const stat = await fs.stat(file);
      if (this.cached?.mtimeMs !== stat.mtimeMs)
        this.cached = { mtimeMs: stat.mtimeMs, text: await fs.readFile(file, 'utf8') };
      return this.cached.text;
    } catch {
      return null;
    }
  }
}

export interface PageHints {
  /** The first screen's largest image, when known (./lcp-image.ts): preloaded at high priority. */
  lcpImage?: string | null;
  /** The route's chunks (./route-preloads.ts), named after the build's own entry and preloads. */
  modulePreloads?: readonly string[];
  /** The stylesheets those chunks import: fetched early, applied when the app's loader adds them. */
  stylePreloads?: readonly string[];
}

/** Title, favicons, brand colours and boot state, written into the page's <head>. */
export function renderIndexHtml(template: string, state: BootState, hints: PageHints = {}): string {
  const accent = state.brand?.accentColor ?? DEFAULT_ACCENT_COLOR;
  const exact = state.brand?.accentColorExact ?? DEFAULT_ACCENT_COLOR_EXACT;
  const head = [
    '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">',
    '<link rel="icon" type="image/png" sizes="16x16" href="/favicon-16.png">',
    `<meta name="theme-color" content="${escapeHtml(exact)}">`,
    // The brand's web app manifest (./pwa.ts); an unknown host has none to install.
    ...(state.brand ? ['<link rel="manifest" href="/manifest.webmanifest">'] : []),
    // Colours were checked to be plain hex when the brand was read.
    `<style>:root{--accent:${accent};--accent-exact:${exact}}</style>`,
    `<script id="${BOOT_STATE_ELEMENT_ID}" type="application/json">${jsonForHtml(state)}</script>`,
    ...(hints.lcpImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(hints.lcpImage)}" fetchpriority="high">`]
      : []),
  ].join('\n    ');
  // SPEC.md 1: the title is 'Not Found' until the app sets it.
  const title = `<title>${escapeHtml(DEFAULT_PAGE_TITLE)}</title>`;
  let html = /<title>[\s\S]*?<\/title>/i.test(template)
    ? template.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : template.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  // Function replacers: '$' in the JSON must not be read as a replacement pattern.
  html = html.includes(APP_HEAD_PLACEHOLDER)
    ? html.replace(APP_HEAD_PLACEHOLDER, () => head)
    : html.replace(/<\/head>/i, () => `    ${head}\n  </head>`);
  // Last in <head>: the entry and its own preloads come first, the route's chunks right behind
  // them; `crossorigin` as the build's own, so the module script reuses what was preloaded. The
  // stylesheets are preloads, not stylesheets: Vite's loader adds each when its chunk loads (in the
  // cascade order it always had), with `crossorigin` too, so it reuses the preloaded file.
  const preloads = [
    ...(hints.modulePreloads ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...(hints.stylePreloads ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
  if (preloads.length > 0) html = html.replace(/<\/head>/i, () => `  ${preloads.join('\n    ')}\n  </head>`);
  return html;
}
