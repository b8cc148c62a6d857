/** An EPUB's own metadata from its OPF package document (issue 32 point 2). */
import fs from 'node:fs/promises';
import path from 'node:path/posix';
import { isSafeLibraryPath, normaliseIsbn } from '@member-area/domain';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8 } from 'fflate';
import { checkFile, errorDetail, fail, ok, type ReadResult } from './result';
import { extractZipEntries, readZipDirectory, type ZipEntry } from './zip-directory';

export interface EpubCreator {
  name: string;
  /** MARC relator code (`aut`, `nrt`, `ill`, `edt`, `trl`…); `aut` when the book does not say. */
  role: string;
}

export interface EpubCover {
  /** The entry's path inside the zip. */
  path: string;
  mediaType: string;
  data: Uint8Array;
}

export interface EpubMetadata {
  title: string | null;
  creators: EpubCreator[];
  language: string | null;
  /** The package's unique identifier (the one `unique-identifier` names), else the first. */
  identifier: string | null;
  /** ISBN-13, digits only, from any identifier that holds a valid one. */
  isbn: string | null;
  publisher: string | null;
  date: string | null;
  /** Plain text: the OPF's description with its markup removed. */
  description: string | null;
  subjects: string[];
  cover: EpubCover | null;
  /** Spine items: the reading order's length, what the catalogue calls chapters. */
  spineLength: number;
  /** `3.0`, `2.0`… from the package element. */
  version: string | null;
}

/** Larger than any real EPUB we expect (image-heavy ones reach ~200 MB); refused beyond. */
export const EPUB_MAX_BYTES = 512 * 1024 * 1024;
/** What the entries may unpack to: a zip bomb declares more. */
const EPUB_MAX_UNPACKED = 2 * 1024 * 1024 * 1024;
const XML_MAX = 4 * 1024 * 1024;
const COVER_MAX = 32 * 1024 * 1024;

/** Signatures of what an .epub sometimes really is, to tell a wrong extension from a broken file. */
function otherFormat(data: Uint8Array): string | null {
  const head = strFromU8(data.subarray(0, 68), true);
  if (head.startsWith('%PDF')) return 'pdf';
  if (head.slice(60, 68) === 'BOOKMOBI') return 'mobi';
  if (head.startsWith('ID3') || head.startsWith('fLaC') || head.slice(4, 8) === 'ftyp') return 'media';
  if (head.startsWith('Rar!') || head.startsWith('7z')) return 'archive';
  return null;
}

// prettier-ignore
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A description is often escaped HTML (&lt;p&gt;). DOCTYPE entities ("billion laughs") stay
  // bounded: at most 1,000 entities of 10,000 characters and 100,000 expanded characters.
  processEntities: {
    enabled: true,
    maxEntitySize: 10_000,
    maxEntityCount: 1_000,
    maxExpandedLength: 100_000,
    maxTotalExpansions: 100_000,
  },
  htmlEntities: false,
  isArray: (name) =>
    ['rootfile', 'title', 'creator', 'contributor', 'language', 'identifier', 'publisher', 'date', 'description', 'subject', 'meta', 'item', 'itemref'].includes(name),
});

type XmlNode = Record<string, unknown>;

function textOf(node: unknown): string | null {
  if (typeof node === 'string') return node.trim() || null;
  if (node && typeof node === 'object' && '#text' in node)
    return String((node as XmlNode)['#text']).trim() || null;
  return null;
}

function attr(node: unknown, name: string): string | null {
  if (!node || typeof node !== 'object') return null;
  const v = (node as XmlNode)[`@_${name}`];
  return typeof v === 'string' ? v : null;
}

function nodes(parent: unknown, name: string): unknown[] {
  if (!parent || typeof parent !== 'object') return [];
  const v = (parent as XmlNode)[name];
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
}

function parseXml(bytes: Uint8Array): XmlNode | null {
  try {
    return parser.parse(strFromU8(bytes)) as XmlNode;
  } catch {
    return null;
  }
}

function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A manifest href resolved against the OPF's folder, or null when it leaves the book. */
function resolveHref(opfPath: string, href: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(href.split('#')[0]!);
  } catch {
    return null;
  }
  const joined = path.normalize(path.join(path.dirname(opfPath), decoded));
  return isSafeLibraryPath(joined) ? joined : null;
}

function unsafeEntry(entries: ZipEntry[]): string | null {
  for (const e of entries) {
    const name = e.isDirectory ? e.name.slice(0, -1) : e.name;
    if (!isSafeLibraryPath(name) || e.isSymlink) return e.name;
  }
  return null;
}

/**
 * Reads an EPUB's title, creators, language, identifiers, publisher, date, description, subjects,
 * cover and spine. Refuses: not a zip (`wrong_extension` when it is a PDF, MOBI or media file,
 * else `corrupt_media`), an entry named to leave the book (`unsafe_name`), no container.xml or
 * OPF (`corrupt_media`), entries declaring more than 2 GiB (`too_large`).
 */
export async function readEpub(absPath: string): Promise<ReadResult<EpubMetadata>> {
  const checked = await checkFile(absPath, EPUB_MAX_BYTES);
  if (!checked.ok) return checked;
  let data: Uint8Array;
  try {
    data = await fs.readFile(absPath);
  } catch (err) {
    return fail('unreadable_file', errorDetail(err));
  }
  const dir = readZipDirectory(data);
  if (!dir.ok) {
    if (dir.reason === 'zip64') return fail('too_large', 'zip64 archive');
    const other = otherFormat(data);
    return other
      ? fail('wrong_extension', `.epub holds ${other}`)
      : fail('corrupt_media', 'not a zip archive');
  }
  const unsafe = unsafeEntry(dir.entries);
  if (unsafe !== null) return fail('unsafe_name', unsafe);
  const unpacked = dir.entries.reduce((s, e) => s + e.size, 0);
  if (unpacked > EPUB_MAX_UNPACKED) return fail('too_large', `unpacks to ${unpacked} bytes`);
  const byName = new Map(dir.entries.map((e) => [e.name, e]));

  const read = (name: string, max: number): Uint8Array | 'missing' | 'too_large' | 'corrupt' => {
    const entry = byName.get(name);
    if (!entry) return 'missing';
    if (entry.size > max) return 'too_large';
    return extractZipEntries(data, [name])?.[name] ?? 'corrupt';
  };

  const containerBytes = read('META-INF/container.xml', XML_MAX);
  if (!(containerBytes instanceof Uint8Array))
    return fail('corrupt_media', `META-INF/container.xml: ${containerBytes}`);
  const container = parseXml(containerBytes);
  const rootfile = nodes(nodes(container?.container, 'rootfiles')[0], 'rootfile').find(
    (r) => (attr(r, 'media-type') ?? 'application/oebps-package+xml') === 'application/oebps-package+xml',
  );
  const opfPath = attr(rootfile, 'full-path');
  if (!opfPath || !isSafeLibraryPath(opfPath))
    return fail('corrupt_media', 'container.xml names no package document');
  const opfBytes = read(opfPath, XML_MAX);
  if (!(opfBytes instanceof Uint8Array)) return fail('corrupt_media', `${opfPath}: ${opfBytes}`);
  const opf = parseXml(opfBytes)?.package;
  if (!opf || typeof opf !== 'object') return fail('corrupt_media', `${opfPath} is not a package document`);

  const metadata = nodes(opf, 'metadata')[0];
  const manifest = nodes(nodes(opf, 'manifest')[0], 'item');
  const spine = nodes(nodes(opf, 'spine')[0], 'itemref');
  const metas = nodes(metadata, 'meta');

  // EPUB 3 gives a creator's role in <meta refines="#id" property="role">; EPUB 2 in opf:role.
  const refinedRole = new Map<string, string>();
  for (const m of metas) {
    const refines = attr(m, 'refines');
    if (refines && attr(m, 'property') === 'role') {
      const role = textOf(m);
      if (role) refinedRole.set(refines.replace(/^#/, ''), role);
    }
  }
  const creators: EpubCreator[] = [];
  for (const c of [...nodes(metadata, 'creator'), ...nodes(metadata, 'contributor')]) {
    const name = textOf(c);
    if (!name) continue;
    const id = attr(c, 'id');
    const role = (id ? refinedRole.get(id) : undefined) ?? attr(c, 'role') ?? 'aut';
    creators.push({ name, role: role.toLowerCase() });
  }

  const identifiers = nodes(metadata, 'identifier');
  const uniqueId = attr(opf, 'unique-identifier');
  const identifier = textOf(
    identifiers.find((i) => uniqueId && attr(i, 'id') === uniqueId) ?? identifiers[0],
  );
  let isbn: string | null = null;
  for (const i of identifiers) {
    const value = textOf(i);
    if (!value) continue;
    const scheme = (attr(i, 'scheme') ?? '').toLowerCase();
    if (scheme === 'isbn' || /^urn:isbn:/i.test(value) || /^[\d\s-]{13,17}[\dXx]?$/.test(value)) {
      isbn = normaliseIsbn(value);
      if (isbn) break;
    }
  }

  // EPUB 3: the manifest item with properties "cover-image"; EPUB 2: <meta name="cover" content="item id">.
  const coverMetaId = attr(
    metas.find((m) => attr(m, 'name') === 'cover'),
    'content',
  );
  const coverItem =
    manifest.find((i) => (attr(i, 'properties') ?? '').split(/\s+/).includes('cover-image')) ??
    manifest.find((i) => coverMetaId !== null && attr(i, 'id') === coverMetaId);
  let cover: EpubCover | null = null;
  const coverHref = attr(coverItem, 'href');
  const coverType = attr(coverItem, 'media-type') ?? '';
  if (coverHref && coverType.startsWith('image/')) {
    const coverPath = resolveHref(opfPath, coverHref);
    const bytes = coverPath ? read(coverPath, COVER_MAX) : 'missing';
    if (coverPath && bytes instanceof Uint8Array)
      cover = { path: coverPath, mediaType: coverType, data: bytes };
  }

  const description = textOf(nodes(metadata, 'description')[0]);
  return ok({
    title: textOf(nodes(metadata, 'title')[0]),
    creators,
    language: textOf(nodes(metadata, 'language')[0]),
    identifier,
    isbn,
    publisher: textOf(nodes(metadata, 'publisher')[0]),
    date: textOf(nodes(metadata, 'date')[0]),
    description: description ? stripMarkup(description) : null,
    subjects: nodes(metadata, 'subject')
      .map(textOf)
      .filter((s): s is string => s !== null),
    cover,
    spineLength: spine.length,
    version: attr(opf, 'version'),
  });
}
