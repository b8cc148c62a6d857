import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../../http/request-auth';
import type { MediaFile, MediaManifest } from '../../lib/media-manifest';
import type { Services } from '../../services';
import { SEGMENT_NAME, livePlaylist } from './live-playlist';
import { IMPORTED_GAME_CSP, PACKAGED_ROOT, packagedTypeOf } from './packaged';
import { parseRange } from './range';
import { prefixOpens, type MediaGrant } from './signing';

type MediaError = 'media_url_invalid' | 'media_url_expired';
const ERROR_MESSAGES: Record<MediaError, string> = {
  media_url_invalid: 'This media link is not valid here. Ask the player for a new one.',
  media_url_expired: 'This media link has expired. Ask the player for a new one.',
};

function refuse(reply: FastifyReply, errorCode: MediaError) {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .send({ errorCode, message: ERROR_MESSAGES[errorCode] });
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ errorCode: 'not_found', message: "Sorry, we can't find that file." });
}

/**
 * The file part of the URL as a relative path, or null when it could step outside its directory:
 * empty, '.' or '..' segments, backslashes, NUL, or anything absolute.
 */
export function safeRelativePath(raw: string): string | null {
  if (raw.length === 0 || raw.length > 1_024) return null;
  const parts = raw.split('/');
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || /[\\\0]/.test(part)) return null;
  }
  return parts.join('/');
}

/** The member the request is signed in as (cookie or bearer, same check as GraphQL), 0 for nobody. */
async function requestMemberId(services: Services, request: FastifyRequest): Promise<number> {
  const outcome = await authOf(services.auth, request);
  return outcome.status === 'ok' && outcome.viewer.kind === 'member' ? outcome.viewer.member.id : 0;
}

/** Resolves what a virtual live path stands for: the playlist, a looped segment, or the init segment. */
type LiveTarget = { kind: 'playlist' } | { kind: 'file'; file: MediaFile } | null;
function liveTarget(manifest: MediaManifest, file: string): LiveTarget | undefined {
  const dir = `live/${manifest.live.key}/`;
  if (!file.startsWith(dir)) return undefined;
  const rest = file.slice(dir.length);
  if (rest === 'index.m3u8') return { kind: 'playlist' };
  const seg = SEGMENT_NAME.exec(rest);
  if (seg) {
    const segments = manifest.live.segments;
    const f = segments[Number(seg[1]) % segments.length];
    return f ? { kind: 'file', file: f } : null;
  }
  if (rest === 'init.mp4' && manifest.live.init) return { kind: 'file', file: manifest.live.init };
  return undefined; // a real file of the live directory, served as any other listed file
}

/** The real path of a listed file, or null when it is missing or resolves outside mediaDir (symlinks). */
async function realFileInside(
  root: string,
  relative: string,
): Promise<{ path: string; size: number } | null> {
  try {
    const realRoot = await fs.promises.realpath(root);
    const real = await fs.promises.realpath(path.join(root, relative));
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(real);
    return stat.isFile() ? { path: real, size: stat.size } : null;
  } catch {
    return null;
  }
}

const EXTENSION_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.vtt': 'text/vtt',
  '.epub': 'application/epub+zip',
  '.html': 'text/html',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.zip': 'application/zip',
};

/** The header value: the manifest's type without codec parameters (those are for canPlayType), text as UTF-8. */
function contentTypeOf(file: MediaFile): string {
  const base =
    (file.mimeType.split(';')[0] ?? '').trim() ||
    EXTENSION_TYPES[path.extname(file.file).toLowerCase()] ||
    'application/octet-stream';
  return base.startsWith('text/') ? `${base}; charset=utf-8` : base;
}

/**
 * Games are self-contained HTML with inline script, shown in a sandboxed iframe. Their own CSP lets
 * that inline code run but nothing else (no network, no forms), and `sandbox` keeps the page in an
 * opaque origin even when the URL is opened directly, so it can never act as the member-area origin.
 */
const GAME_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; " +
  "media-src data: blob:; font-src data:; frame-ancestors 'self'; sandbox allow-scripts";

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: MediaFile,
  maxAge: number,
  downloadName: string | null,
  htmlCsp = GAME_CSP,
) {
  const real = await realFileInside(root, file.file);
  if (!real) return notFound(reply);
  const type = contentTypeOf(file);
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', `private, max-age=${maxAge}`);
  if (type.startsWith('text/html')) reply.header('content-security-policy', htmlCsp);
  if (downloadName)
    reply.header('content-disposition', `attachment; filename="${downloadName.replace(/["\\\r\n]/g, '_')}"`);
  // The manifest's hash names the content (a regenerated file gets a new one), so it is the ETag:
  // a player seeking back revalidates instead of downloading again.
  const etag = /^[0-9a-f]{16,}$/i.test(file.sha256) ? `"${file.sha256.slice(0, 32)}-${real.size}"` : null;
  if (etag) {
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  // If-Range: a range only of the same content; a changed file is sent whole (RFC 9110 13.1.5).
  const ifRange = request.headers['if-range'];
  const rangeHeader =
    typeof request.headers.range === 'string' && (ifRange === undefined || ifRange === etag)
      ? request.headers.range
      : undefined;
  const range = parseRange(rangeHeader, real.size);
  switch (range.kind) {
    case 'unsatisfiable':
      return reply
        .code(416)
        .header('content-range', `bytes */${real.size}`)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ errorCode: 'range_not_satisfiable', message: 'The requested range is outside the file.' });
    case 'partial': {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${real.size}`)
        .header('content-length', range.end - range.start + 1);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(fs.createReadStream(real.path, { start: range.start, end: range.end }));
    }
    case 'full':
      reply.code(200).header('content-length', real.size);
      if (request.method === 'HEAD' || real.size === 0) return reply.send();
      return reply.send(fs.createReadStream(real.path));
  }
}

/**
 * GET/HEAD /media/s/{token}/{file…}: signed media delivery (docs/players.md "Signed media URLs").
 * Served only when the MAC is right, the token has not expired, the Host's brand is the token's,
 * the signed-in member (or nobody, for a visitor token) is the token's, and the file is under the
 * token's prefix, listed in the manifest and inside mediaDir. Files stream with byte ranges; the
 * live playlist is written per request from the clock.
 */
export function registerMediaRoutes(app: FastifyInstance, services: Services): void {
  const kit = services.playback;
  // One wildcard, split here: a token is longer than the router's 100-character limit for a :param.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/s/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const brand = request.brand;
      if (!brand) return refuse(reply, 'media_url_invalid'); // unknown hosts got 421 before this
      const rest = request.params['*'];
      const slash = rest.indexOf('/');
      if (slash <= 0) return refuse(reply, 'media_url_invalid');
      const verified = kit.signer.verify(rest.slice(0, slash));
      if (!verified.ok) return refuse(reply, 'media_url_invalid');
      const grant: MediaGrant = verified.grant;
      const nowMs = services.clock().getTime();
      const remaining = grant.e - Math.floor(nowMs / 1000);
      if (remaining <= 0) return refuse(reply, 'media_url_expired');
      if (grant.b !== brand.id) return refuse(reply, 'media_url_invalid');
      const member = await requestMemberId(services, request);
      const file = safeRelativePath(rest.slice(slash + 1));
      if (file === null || !prefixOpens(grant.p, file)) return refuse(reply, 'media_url_invalid');

      if (file.startsWith(PACKAGED_ROOT)) {
        // An imported title's file: served only when media_assets lists it or a folder above it.
        const asset = await kit.packaged.serving(file);
        // A game's own scripts and images are fetched by its sandboxed frame, whose opaque origin
        // makes the browser leave out the SameSite cookie: those come without a member, under the
        // token of the game's folder. The page itself is still opened by its member only.
        const fromGameFrame = member === 0 && asset?.kind === 'game' && file !== asset.file;
        if (grant.m !== member && !fromGameFrame) return refuse(reply, 'media_url_invalid');
        if (!asset) return notFound(reply);
        const own = file === asset.file;
        const served: MediaFile = {
          file,
          bytes: own ? asset.bytes : 0,
          sha256: own ? (asset.sha256 ?? '') : '',
          mimeType: packagedTypeOf(asset, file),
        };
        const fileName = asset.kind === 'download' && own ? asset.details.fileName : null;
        const downloadName = typeof fileName === 'string' && fileName ? fileName : null;
        return sendFile(request, reply, kit.assets.root, served, remaining, downloadName, IMPORTED_GAME_CSP);
      }
      if (grant.m !== member) return refuse(reply, 'media_url_invalid');

      const manifest = await kit.assets.manifest();
      if (!manifest) return notFound(reply);
      const live = liveTarget(manifest, file);
      if (live === null) return notFound(reply);
      if (live?.kind === 'playlist') {
        reply.header('content-type', 'application/vnd.apple.mpegurl').header('cache-control', 'no-cache');
        return reply.send(request.method === 'HEAD' ? undefined : livePlaylist(manifest.live, nowMs));
      }
      const listed = live?.kind === 'file' ? live.file : await kit.assets.file(file);
      if (!listed) return notFound(reply);
      const download = manifest.software.find((s) => s.download.file === listed.file);
      return sendFile(request, reply, kit.assets.root, listed, remaining, download?.fileName ?? null);
    },
  });
}
