/** An EPUB is delivered as it is (issue 32 point 3): the reader opens the file itself. */
import fs from 'node:fs';
import path from 'node:path';
import { stage } from './staging';

export const EBOOK_FILE = 'book.epub';

export async function packageEbook(input: {
  source: string;
  outDir: string;
  signal?: AbortSignal;
}): Promise<{ file: string; mimeType: string; bytes: number }> {
  return stage(input.outDir, input.signal, async (dir) => {
    const out = path.join(dir, EBOOK_FILE);
    await fs.promises.copyFile(path.resolve(input.source), out);
    const { size } = await fs.promises.stat(out);
    return { file: EBOOK_FILE, mimeType: 'application/epub+zip', bytes: size };
  });
}
