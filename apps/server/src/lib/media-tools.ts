/**
 * Where ffmpeg and ffprobe are: the binaries of @ffmpeg-installer/ffmpeg and
 * @ffprobe-installer/ffprobe, or FFMPEG_PATH / FFPROBE_PATH when set. Null when the platform has
 * none (the installers throw on a platform they have no binary for): the server starts anyway, and
 * the seed, the libraries' readers and their packaging each say what they cannot do without one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

function installed(pkg: string, env: string): string | null {
  const override = process.env[env];
  if (override) return fs.existsSync(override) ? override : null;
  try {
    const found = (createRequire(import.meta.url)(pkg) as { path?: unknown }).path;
    return typeof found === 'string' && fs.existsSync(found) ? found : null;
  } catch {
    return null;
  }
}

export function findFfmpeg(): string | null {
  return installed('@ffmpeg-installer/ffmpeg', 'FFMPEG_PATH');
}

export function findFfprobe(): string | null {
  return installed('@ffprobe-installer/ffprobe', 'FFPROBE_PATH');
}
