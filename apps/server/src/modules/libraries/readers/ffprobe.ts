import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The ffprobe binary of @ffprobe-installer/ffprobe (FFPROBE_PATH overrides it), or null when the
 * platform has none: found the way seed/media/ffmpeg.ts finds ffmpeg (an environment override,
 * else the installer, which throws on unsupported platforms), as the server must start anyway.
 */
export function findFfprobe(): string | null {
  const override = process.env.FFPROBE_PATH;
  if (override) return fs.existsSync(override) ? override : null;
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffprobe-installer/ffprobe') as { path?: unknown };
    return typeof installer.path === 'string' && fs.existsSync(installer.path) ? installer.path : null;
  } catch {
    return null;
  }
}
