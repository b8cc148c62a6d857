/**
 * The cover one file's packaging gives its title (docs/libraries.md "Covers"): the folder's cover
 * file when the title has one that decodes, else the picture inside the file, made by
 * packaging/cover.ts into MEDIA_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POSTER_FILE } from './packaging';
import { COVER_FILE, packageCover, type CoverOutcome } from './packaging/cover';
import { runFfmpeg } from './packaging/ffmpeg-run';
import { readAudioTags, readEpub, resolveLibraryFile, type ProbedMedia } from './readers';
import type { FileToPackage } from './repo';
import type { FolderCover, PackagedFile } from './service';

/** A video's cover picture stream (attached_pic) as a PNG in a temporary folder, or null. */
async function attachedPicture(
  source: string,
  probed: ProbedMedia,
  signal: AbortSignal,
): Promise<{ picture: string; done: () => Promise<void> } | null> {
  if (probed.attachedPicture == null) return null;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'library-cover-'));
  const done = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    await runFfmpeg(['-i', source, '-map', `0:${probed.attachedPicture}`, '-frames:v', '1', 'picture.png'], {
      cwd: dir,
      signal,
    });
    return { picture: path.join(dir, 'picture.png'), done };
  } catch {
    await done();
    return null; // the poster frame stands in
  }
}

/**
 * The picture a file carries, made into the cover of its package folder: an audio file's front
 * cover (ID3 APIC, MP4 covr, FLAC PICTURE), an EPUB's cover item, a video's cover picture stream,
 * else a film's poster frame. Null when it has none or it does not decode.
 */
export async function embeddedCover(
  kind: string,
  source: string,
  outDir: string,
  probed: ProbedMedia | null,
  signal: AbortSignal,
): Promise<CoverOutcome | null> {
  const out = path.join(outDir, COVER_FILE);
  if (kind === 'audio') {
    const tags = await readAudioTags(source, { skipCovers: false });
    return tags.ok && tags.value.picture ? packageCover(tags.value.picture.data, out) : null;
  }
  if (kind === 'ebook') {
    const book = await readEpub(source);
    return book.ok && book.value.cover ? packageCover(book.value.cover.data, out) : null;
  }
  if (kind !== 'video' || !probed) return null;
  const attached = await attachedPicture(source, probed, signal);
  if (attached) {
    try {
      const made = await packageCover(attached.picture, out);
      if (made.ok) return made;
    } finally {
      await attached.done();
    }
  }
  return packageCover(path.join(outDir, POSTER_FILE), out);
}

/**
 * The title's cover from this file's packaging: the folder's cover file when the title has one that
 * decodes (into the title's folder, `cover-c<file>.jpg`), else the picture inside this file (into its
 * package folder). A folder cover that does not decode is named in `refusedCover`.
 */
export async function coverOf(
  file: FileToPackage,
  folderCover: FolderCover | null,
  embedded: () => Promise<CoverOutcome | null>,
  mediaDir: string,
  rel: string,
): Promise<PackagedFile> {
  let refusedCover: { fileId: number; detail: string } | null = null;
  if (folderCover) {
    const located = await resolveLibraryFile(file.libraryDir, folderCover.relPath);
    const coverRel = `${rel.slice(0, rel.lastIndexOf('/'))}/cover-c${folderCover.fileId}.jpg`;
    const made = located.ok
      ? await packageCover(located.value.absPath, path.join(mediaDir, ...coverRel.split('/')))
      : { ok: false as const, detail: located.problem };
    if (made.ok)
      return {
        packageFolder: rel,
        cover: { file: coverRel, source: 'folder', changed: made.changed },
        refusedCover,
      };
    refusedCover = { fileId: folderCover.fileId, detail: made.detail };
  }
  const made = await embedded();
  const cover = made?.ok
    ? { file: `${rel}/${COVER_FILE}`, source: 'embedded' as const, changed: true }
    : null;
  return { packageFolder: rel, cover, refusedCover };
}
