import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** The hex SHA-256 of a file, streamed (a film never sits in memory). */
export async function sha256File(absPath: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(absPath, { highWaterMark: 1 << 20 }), hash, { signal });
  return hash.digest('hex');
}
