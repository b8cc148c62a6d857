/**
 * The packaging of one library file (the `library-package` job, docs/libraries.md "Packaging"): its
 * renditions are made into `MEDIA_DIR/libraries/<library>/<title>/f<file>/` (written beside and
 * renamed into place: a half-made package is never served), then its assets replace that part's.
 * A file's part: the film or episode, the album's track, the audiobook's chapter, the book, the
 * game, a software build; an M4B with chapters of its own is cut into one part per chapter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { catalogueMediaTypeOf, type FileFacts } from '@member-area/domain';
import { PACKAGED_ROOT, type PackagedAsset, type PackagedAssets } from '../playback';
import {
  MASTER_PLAYLIST,
  packageAudio,
  packageEbook,
  packageChapters,
  packageGame,
  packageVideo,
  POSTER_FILE,
  PackagingError,
  probeFromTags,
  type AudioProbe,
} from './packaging';
import { stage } from './packaging/staging';
import { probeMedia, resolveLibraryFile, type ProbedMedia } from './readers';
import type { FileToPackage } from './repo';
import type { PackageFile } from './service';
import { coverOf, embeddedCover } from './title-cover';
import { chaptersAsParts } from './title-draft';

const SOFTWARE_PLATFORMS: readonly [RegExp, string][] = [
  [/win|\.exe$|\.msi$/i, 'windows'],
  [/mac|osx|darwin|\.dmg$|\.pkg$/i, 'macos'],
  [/android|\.apk$/i, 'android'],
  [/linux|\.deb$|\.rpm$|\.appimage$|\.tar|\.tgz$/i, 'linux'],
];

/** The platform and version a software build's file name says (`tool-1.4.2-macos.zip`). */
export function buildOf(fileName: string): { platform: string; version: string } {
  const platform = SOFTWARE_PLATFORMS.find(([re]) => re.test(fileName))?.[1] ?? 'windows';
  const version = /(\d+(?:\.\d+){1,3})/.exec(fileName)?.[1] ?? '1.0';
  return { platform, version };
}

const MIME_OF_EXT: Record<string, string> = {
  zip: 'application/zip',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  dmg: 'application/x-apple-diskimage',
  exe: 'application/vnd.microsoft.portable-executable',
  msi: 'application/x-msi',
  apk: 'application/vnd.android.package-archive',
  deb: 'application/vnd.debian.binary-package',
};

function facts(file: FileToPackage): FileFacts {
  try {
    return file.facts ? (JSON.parse(file.facts) as FileFacts) : {};
  } catch {
    return {};
  }
}

/** What the packaging of one file needs besides the file. */
export interface PackagingDeps {
  mediaDir: string;
  assets: PackagedAssets;
}

/** ffprobe's view of an audio file the tags could not vouch for (probeFromTags). */
async function probeAudio(
  source: string,
  relPath: string,
  signal: AbortSignal | undefined,
): Promise<AudioProbe> {
  const probed = await probeMedia(source, { signal });
  if (!probed.ok || !probed.value.audio)
    throw new PackagingError('ffmpeg_failed', `${relPath}: ${probed.ok ? 'no audio' : probed.problem}`);
  return {
    codec: probed.value.audio.codec,
    container: probed.value.formatName,
    ...(probed.value.durationSeconds ? { durationSeconds: probed.value.durationSeconds } : {}),
  };
}

export function packagingOf(deps: PackagingDeps): PackageFile {
  return async (file, { signal, onProgress, folderCover }) => {
    const located = await resolveLibraryFile(file.libraryDir, file.relPath);
    if (!located.ok) throw new PackagingError('corrupt_zip', `${file.relPath}: ${located.problem}`);
    const source = located.value.absPath;
    const mediaId = file.mediaId!;
    const rel = `${PACKAGED_ROOT}${file.libraryId}/${mediaId}/f${file.id}`;
    const outDir = path.join(deps.mediaDir, ...rel.split('/'));
    const f = facts(file);
    const type = catalogueMediaTypeOf(file.libraryType);
    // Films and albums have one part per file; an audiobook's chapters and a title's software builds
    // are numbered by the file's place (part_id, set by the scan).
    const partId = file.partId;
    let assets: PackagedAsset[];
    let probedVideo: ProbedMedia | null = null;
    let wholeTitle = false;
    switch (file.kind) {
      case 'video': {
        const probed = await probeMedia(source, { signal });
        if (!probed.ok || !probed.value.video)
          throw new PackagingError(
            'no_picture',
            `${file.relPath}: ${probed.ok ? 'no video' : probed.problem}`,
          );
        const p = probed.value;
        probedVideo = p;
        const video = await packageVideo({
          source,
          outDir,
          probe: {
            width: p.video!.width,
            height: p.video!.height,
            durationSeconds: p.durationSeconds ?? f.durationSeconds ?? 0,
            hasAudio: p.audio != null,
          },
          onProgress,
          signal,
        });
        assets = [
          {
            partId,
            kind: 'video_hls',
            file: `${rel}/${MASTER_PLAYLIST}`,
            mimeType: 'application/vnd.apple.mpegurl',
            durationSeconds: video.durationSeconds,
            bytes: 0,
            sha256: null,
            details: { renditions: video.renditions },
            position: 0,
          },
          {
            partId,
            kind: 'poster',
            file: `${rel}/${POSTER_FILE}`,
            mimeType: 'image/jpeg',
            durationSeconds: null,
            bytes: fs.statSync(path.join(outDir, POSTER_FILE)).size,
            sha256: null,
            details: {},
            position: 0,
          },
        ];
        break;
      }
      case 'audio': {
        const chapters = type === 'audiobook' ? chaptersAsParts(f) : [];
        if (chapters.length > 0) {
          // An M4B with chapters of its own: one file and one part per chapter (title-draft.ts).
          const cut = await packageChapters({
            source,
            outDir,
            probe: await probeAudio(source, file.relPath, signal),
            chapters: f.chapters!,
            signal,
          });
          assets = cut.map((c, i) => ({
            partId: i,
            kind: 'audio',
            file: `${rel}/${c.file}`,
            mimeType: c.mimeType,
            durationSeconds: c.durationSeconds,
            bytes: fs.statSync(path.join(outDir, c.file)).size,
            sha256: null,
            details: { title: chapters[i]!.title },
            position: i,
          }));
          wholeTitle = true;
          break;
        }
        const audio = await packageAudio({
          source,
          outDir,
          probe: probeFromTags(f, source) ?? (await probeAudio(source, file.relPath, signal)),
          signal,
        });
        const file_ = `${rel}/${audio.file}`;
        assets = [
          {
            partId,
            kind: 'audio',
            file: file_,
            mimeType: audio.mimeType,
            durationSeconds: audio.durationSeconds,
            bytes: fs.statSync(path.join(outDir, audio.file)).size,
            sha256: null,
            details: type === 'audiobook' ? { title: f.title ?? `${partId + 1}` } : {},
            position: partId,
          },
        ];
        break;
      }
      case 'ebook': {
        const book = await packageEbook({ source, outDir, signal });
        assets = [
          {
            partId,
            kind: 'ebook',
            file: `${rel}/${book.file}`,
            mimeType: book.mimeType,
            durationSeconds: null,
            bytes: book.bytes,
            sha256: file.sha256,
            details: f.chapterCount ? { chapterCount: f.chapterCount } : {},
            position: 0,
          },
        ];
        break;
      }
      case 'game': {
        const game = await packageGame({ zip: source, outDir, signal });
        assets = [
          {
            partId,
            kind: 'game',
            file: `${rel}/${game.entry}`,
            mimeType: 'text/html; charset=utf-8',
            durationSeconds: null,
            bytes: game.bytes,
            sha256: null,
            details: {},
            position: 0,
          },
        ];
        break;
      }
      default: {
        // A software build is served as it is, under its own name.
        const fileName = path.basename(file.relPath);
        await stage(outDir, signal, async (dir) => fs.promises.copyFile(source, path.join(dir, fileName)));
        const ext = fileName.toLowerCase().split('.').pop() ?? '';
        assets = [
          {
            partId,
            kind: 'download',
            file: `${rel}/${fileName}`,
            mimeType: MIME_OF_EXT[ext] ?? 'application/octet-stream',
            durationSeconds: null,
            bytes: fs.statSync(path.join(outDir, fileName)).size,
            sha256: file.sha256,
            details: { ...buildOf(fileName), fileName },
            position: partId,
          },
        ];
      }
    }
    // A cut M4B is its title's only file: its chapters replace every part the title had.
    if (wholeTitle) await deps.assets.save(null, mediaId, assets);
    else await deps.assets.savePart(null, mediaId, partId, assets);
    const covered = await coverOf(
      file,
      folderCover,
      () => embeddedCover(file.kind, source, outDir, probedVideo, signal),
      deps.mediaDir,
      rel,
    );
    onProgress(1);
    return covered;
  };
}
