/**
 * What a file's first bytes say it is, in ffprobe's format names. music-metadata picks its parser
 * by extension when a file has no tag header (a FLAC named .mp3 "parses" as MPEG), and ffprobe
 * says "moov atom not found" both for an MP4 cut short and for text named .mp4: the signature
 * tells a wrong extension, a file cut short (it starts as media) and bytes that are no media.
 */
import fs from 'node:fs/promises';
import { extensionMatchesContainer } from '@member-area/domain';

export const MAGIC_BYTES = 64;

/** What sniffFormat answers for a file that starts with an ID3v2 tag: media, container unknown. */
export const ID3_TAGGED = 'id3';

/** Whether a sniffed format contradicts the extension (an ID3 tag alone contradicts nothing). */
export function sniffContradicts(sniffed: string | null, ext: string): boolean {
  return sniffed !== null && sniffed !== ID3_TAGGED && ext !== '' && !extensionMatchesContainer(ext, sniffed);
}

export function sniffFormat(head: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(4, 8) === 'ftyp') return 'mov,mp4';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'matroska';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return 'avi';
  if (ascii(0, 4) === 'FORM' && ascii(8, 11) === 'AIF') return 'aiff';
  if (head[0] === 0x30 && head[1] === 0x26 && head[2] === 0xb2 && head[3] === 0x75) return 'asf';
  if (ascii(0, 3) === 'FLV') return 'flv';
  if (ascii(0, 4) === '%PDF') return 'pdf';
  if (ascii(0, 2) === 'PK') return 'zip';
  // An ID3v2 tag says the file is audio, not which: it precedes MP3 and, in the wild, FLAC and AAC.
  if (ascii(0, 3) === 'ID3') return ID3_TAGGED;
  // An MPEG audio frame sync.
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xf6) === 0xf2) return 'mp3';
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xf6) === 0xf0) return 'aac';
  return null;
}

/** The first MAGIC_BYTES of a file (fewer for a shorter file); empty when it cannot be read. */
export async function readHead(absPath: string): Promise<Uint8Array> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(absPath, 'r');
    const buf = new Uint8Array(MAGIC_BYTES);
    const { bytesRead } = await handle.read(buf, 0, MAGIC_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } catch {
    return new Uint8Array(0);
  } finally {
    await handle?.close();
  }
}
