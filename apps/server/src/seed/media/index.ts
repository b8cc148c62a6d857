import type { MediaManifest } from './manifest';

export interface EnsureMediaOptions {
  mediaDir: string;
  log?: (msg: string) => void;
}

/**
 * Generates the demo media under mediaDir unless a manifest of the current version is there
 * (issue #4; owned by the media-generation work). Returns the manifest, or null when generation
 * is not available.
 */
export async function ensureDemoMedia(_opts: EnsureMediaOptions): Promise<MediaManifest | null> {
  return null;
}
