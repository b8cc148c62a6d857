import fs from 'node:fs/promises';
import { describeFile, MIME, writeFile } from './files';
import type { GameAsset } from '../../lib/media-manifest';

/**
 * The games are real files next to this one (games/*.html), reviewed like any source, and copied
 * as they are. Each runs alone in `<iframe sandbox="allow-scripts">`: no network, no storage.
 */
export const GAMES = [
  { key: 'snake', title: 'Snake', controlsKey: 'snake' },
  { key: 'breakout', title: 'Breakout', controlsKey: 'breakout' },
  { key: '2048', title: '2048', controlsKey: '2048' },
] as const;

export function gameSourceUrl(key: string): URL {
  return new URL(`./games/${key}.html`, import.meta.url);
}

export async function writeGames(out: string): Promise<GameAsset[]> {
  const assets: GameAsset[] = [];
  for (const g of GAMES) {
    const rel = `games/${g.key}/index.html`;
    await writeFile(out, rel, await fs.readFile(gameSourceUrl(g.key)));
    assets.push({
      key: g.key,
      title: g.title,
      controlsKey: g.controlsKey,
      entry: await describeFile(out, rel, MIME.html),
    });
  }
  return assets;
}
