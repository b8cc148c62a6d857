import fs from 'node:fs/promises';
import path from 'node:path';
import { ICON_SIZES, renderEmblemIcon } from './icons';
import { wordmarkSvg, type WordmarkSpec } from './logo';

/** The default brand art (apps/server/assets): shown when a brand has no logo or icon of its own. */
export const DEFAULT_ASSET_SPEC: WordmarkSpec = {
  id: 'default',
  label: 'Member Area',
  emblem: 'grid',
  palette: { light: '#3fa9d6', dark: '#1d6a8c' },
  wordmark: ['Member', ' Area'],
  accent: '#4fb3de',
};

/** File names inside one brand's asset folder; the brand rows point at them. */
export const LOGO_FILE = 'logo.svg';
export const iconFile = (size: number): string => `icon-${size}.png`;

/**
 * Writes a logo and favicons into `dir` (and any missing folders), skipping files that already
 * exist so an operator's replacement art survives restarts. Returns the names it wrote.
 */
export async function writeArtIfMissing(
  dir: string,
  spec: WordmarkSpec,
  names: { logo: string; icon: (size: number) => string } = { logo: LOGO_FILE, icon: iconFile },
): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const files: [string, () => string | Buffer | Promise<Buffer>][] = [
    [names.logo, () => wordmarkSvg(spec)],
    ...ICON_SIZES.map((size): [string, () => Promise<Buffer>] => [
      names.icon(size),
      () => renderEmblemIcon(spec.emblem, spec.palette, size),
    ]),
  ];
  const written: string[] = [];
  for (const [name, render] of files) {
    const file = path.join(dir, name);
    if (await exists(file)) continue;
    // 'wx' fails instead of overwriting when another process wrote the file meanwhile.
    await fs.writeFile(file, await render(), { flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
    written.push(name);
  }
  return written;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
