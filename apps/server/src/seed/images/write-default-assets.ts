import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ASSET_SPEC, writeArtIfMissing } from './assets';

/**
 * Writes apps/server/assets/default-logo.svg and default-icon-{32,16,192,512}.png, the committed fallback
 * art. Run after changing the default emblem (delete the old files first):
 *   npx tsx apps/server/src/seed/images/write-default-assets.ts
 */
const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets');
const written = await writeArtIfMissing(assetsDir, DEFAULT_ASSET_SPEC, {
  logo: 'default-logo.svg',
  icon: (size) => `default-icon-${size}.png`,
});
console.log(
  written.length ? `wrote ${written.join(', ')} in ${assetsDir}` : `nothing to write in ${assetsDir}`,
);
