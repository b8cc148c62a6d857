import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaFile } from '../../lib/media-manifest';

/** The manifest entry of a file already written under `root` (`rel` uses forward slashes). */
export async function describeFile(root: string, rel: string, mimeType: string): Promise<MediaFile> {
  const data = await fs.readFile(path.join(root, ...rel.split('/')));
  return { file: rel, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex'), mimeType };
}

export async function writeFile(root: string, rel: string, data: string | Uint8Array): Promise<void> {
  const full = path.join(root, ...rel.split('/'));
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, data);
}

/** Work files (WAV beds, filter scripts) that never reach the manifest. */
export async function scratchFile(scratch: string, name: string, data: string | Uint8Array): Promise<string> {
  const full = path.join(scratch, name);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, data);
  return full;
}

export const MIME = {
  mp4: 'video/mp4; codecs="avc1.42c01e,mp4a.40.2"',
  ts: 'video/mp2t',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt',
  jpeg: 'image/jpeg',
  epub: 'application/epub+zip',
  html: 'text/html; charset=utf-8',
  zip: 'application/zip',
  tgz: 'application/gzip',
} as const;

/**
 * Runs jobs `concurrency` at a time (ffmpeg encodes saturate a core each) and reports each one as it
 * finishes, so a long generation shows steady progress.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private done = 0;
  private total = 0;

  constructor(
    private readonly concurrency: number,
    private readonly onDone: (done: number, total: number, label: string) => void,
  ) {}

  add<T>(label: string, job: () => Promise<T>): Promise<T> {
    this.total++;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        job()
          .then((value) => {
            this.done++;
            this.onDone(this.done, this.total, label);
            resolve(value);
          }, reject)
          .finally(() => {
            this.running--;
            this.waiting.shift()?.();
          });
      };
      if (this.running < this.concurrency) start();
      else this.waiting.push(start);
    });
  }
}
