import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_PIXELS } from '../../src/modules/account/avatar';
import { uploadAvatar } from '../account/helpers';
import { DIALECTS, HOSTS, useTestApp } from '../harness';

/**
 * Issue 15, weakness 1 and suite 7 (uploads): a profile picture that is not an image, too large, a
 * decompression bomb or a polyglot is refused or re-encoded, so nothing but clean PNG pixels is ever
 * stored and served; and decoding a large picture never holds the event loop.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/**
 * A hand-made RGBA PNG whose IDAT holds `raw` (filter bytes and pixels, or anything else), with
 * optional extra chunks before it. Zeros compress about 1,000:1, so a 4096×4096 picture is ~65 kB.
 */
function craftPng(width: number, height: number, raw: Buffer, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const blankPng = (width: number, height: number) =>
  craftPng(width, height, Buffer.alloc((width * 4 + 1) * height));

function photo(width: number, height: number): Buffer {
  return jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 128) }, 80).data;
}

/** The chunk types of a PNG, in order, and whatever follows IEND. */
function pngChunks(buf: Buffer): { types: string[]; trailing: number } {
  expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const types: string[] = [];
  let i = 8;
  while (i + 8 <= buf.length) {
    const len = buf.readUInt32BE(i);
    const type = buf.toString('latin1', i + 4, i + 8);
    types.push(type);
    i += 12 + len;
    if (type === 'IEND') break;
  }
  return { types, trailing: buf.length - i };
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

describe.each(DIALECTS)('hostile uploads on %s', (dialect) => {
  const t = useTestApp(dialect, { logins: { paid: 'paid@playmax.test' } });

  const upload = (file: Buffer, name?: string, type?: string) =>
    uploadAvatar(t.app, t.tokens.paid, file, name, type);
  const errorCodeOf = async (file: Buffer, name?: string, type?: string) => {
    const res = await upload(file, name, type);
    expect(res.statusCode, res.body).toBe(400);
    return (res.json() as { errorCode: string }).errorCode;
  };
  /** Uploads, expects success, and returns what the picture's URL serves. */
  const stored = async (file: Buffer, name?: string, type?: string) => {
    const res = await upload(file, name, type);
    expect(res.statusCode, res.body).toBe(200);
    const { pictureUrl } = res.json() as { pictureUrl: string };
    return t.app.inject({ method: 'GET', url: pictureUrl, headers: { host: HOSTS.playmax } });
  };
  /** Only a 256×256 PNG with no chunk but the image's own (and its pixel density) and nothing after its end. */
  const expectCleanPng = (body: Buffer, ...forbidden: string[]) => {
    const { types, trailing } = pngChunks(body);
    expect(trailing).toBe(0);
    expect(
      types.every((type) => ['IHDR', 'pHYs', 'IDAT', 'IEND'].includes(type)),
      types.join(),
    ).toBe(true);
    const img = PNG.sync.read(body);
    expect([img.width, img.height]).toEqual([256, 256]);
    for (const text of forbidden) expect(body.includes(Buffer.from(text, 'latin1'))).toBe(false);
  };

  it('refuses what is not a PNG or JPEG, whatever its name and declared type', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>',
    );
    expect(await errorCodeOf(svg, 'me.svg', 'image/svg+xml')).toBe('avatar_not_image');
    expect(await errorCodeOf(svg, 'me.png', 'image/png')).toBe('avatar_not_image');
    expect(await errorCodeOf(Buffer.from(SCRIPT), 'me.png', 'image/png')).toBe('avatar_not_image');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    expect(await errorCodeOf(gif, 'me.gif', 'image/gif')).toBe('avatar_not_image');
    // A PNG signature followed by garbage, and a JPEG start with nothing decodable behind it.
    expect(await errorCodeOf(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200, 7)]))).toBe('avatar_not_image');
    expect(
      await errorCodeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), 'a.jpg', 'image/jpeg'),
    ).toBe('avatar_not_image');
    // A valid header whose pixels are cut off.
    const cut = blankPng(300, 300);
    expect(await errorCodeOf(cut.subarray(0, 60))).toBe('avatar_not_image');
  });

  it('refuses uploads over 5 MB and pictures declaring too many pixels before decoding them', async () => {
    expect(await errorCodeOf(Buffer.alloc(6 * 1024 * 1024, 1))).toBe('avatar_too_large');
    // 65 kB declaring 4096×4096: each side is allowed, the total is not.
    const square = blankPng(4096, 4096);
    expect(square.length).toBeLessThan(100 * 1024);
    expect(4096 * 4096).toBeGreaterThan(AVATAR_MAX_PIXELS);
    expect(await errorCodeOf(square)).toBe('avatar_dimensions');
    // 100 bytes of pixel data declaring 100,000² (10 gigapixels).
    expect(await errorCodeOf(craftPng(100_000, 100_000, Buffer.alloc(10)))).toBe('avatar_dimensions');
  });

  it('re-encodes a zlib bomb (64×64 declared, 200 MB of IDAT data) to a clean picture or refuses it', async () => {
    const bomb = craftPng(64, 64, Buffer.alloc(200 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb);
    if (res.statusCode === 400) {
      expect(res.json()).toMatchObject({ errorCode: 'avatar_not_image' });
      return;
    }
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: (res.json() as { pictureUrl: string }).pictureUrl,
      headers: { host: HOSTS.playmax },
    });
    expectCleanPng(served.rawPayload);
  });

  it('stores only clean PNG pixels of polyglots, served as image/png with nosniff', async () => {
    // A PNG with HTML appended after IEND, and with a script in a text chunk.
    const appended = Buffer.concat([blankPng(128, 128), Buffer.from(SCRIPT)]);
    const withText = craftPng(128, 128, Buffer.alloc((128 * 4 + 1) * 128), [
      chunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
    ]);
    // A JPEG that is also a ZIP archive (local file header and end of central directory appended),
    // and a JPEG with a script in a comment segment.
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26),
      Buffer.from('evil.html' + SCRIPT, 'latin1'),
      Buffer.from('PK\x05\x06', 'latin1'),
      Buffer.alloc(18),
    ]);
    const jpegZip = Buffer.concat([photo(128, 128), zip]);
    const plain = photo(128, 128);
    const comment = Buffer.from(SCRIPT, 'latin1');
    const com = Buffer.alloc(4);
    com.writeUInt16BE(0xfffe, 0);
    com.writeUInt16BE(comment.length + 2, 2);
    const jpegComment = Buffer.concat([plain.subarray(0, 2), com, comment, plain.subarray(2)]);

    for (const [file, name, type] of [
      [appended, 'a.png', 'image/png'],
      [withText, 'b.png', 'image/png'],
      [jpegZip, 'c.jpg', 'image/jpeg'],
      [jpegComment, 'd.jpg', 'image/jpeg'],
    ] as const) {
      const served = await stored(file, name, type);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expectCleanPng(served.rawPayload, '<script', 'PK\x03\x04', 'PK\x05\x06');
    }
  });

  it('decodes off the event loop: /healthz answers promptly while large pictures are processed', async () => {
    // The largest picture allowed (4096×3072, 49 kB) takes pngjs about a second of synchronous
    // work; plus the 4096² pixel bomb, which must be refused.
    const large = blankPng(4096, 3072);
    const bomb = blankPng(4096, 4096);
    /** Event-loop delay and /healthz latencies while `work` runs, polling /healthz every 5 ms. */
    const observe = async <T>(work: Promise<T>) => {
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      const latencies: number[] = [];
      let done = false;
      void work.finally(() => (done = true));
      while (!done) {
        const start = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: HOSTS.playmax } });
        expect(res.statusCode).toBe(200);
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      histogram.disable();
      return { result: await work, p99: histogram.percentile(99) / 1e6, slowest: Math.max(...latencies) };
    };
    // The same polling with nothing else to do: what this (shared, often busy) machine adds anyway.
    const idle = await observe(new Promise((resolve) => setTimeout(resolve, 1_000)));
    const busy = await observe(Promise.all([upload(large), upload(large), upload(bomb)]));
    // The bound the issue sets (event-loop lag p99 < 100 ms), over what the idle machine shows: the
    // test machine is shared, so its own scheduling noise must not fail the test. Measured on an
    // idle machine: p99 ≈ 20 ms with sharp; the former synchronous pngjs decoder held the loop
    // ≈ 1,000 ms per picture, so it fails this by far.
    const allowed = 100 + idle.p99;
    expect(
      busy.p99,
      `event-loop delay p99 ${busy.p99.toFixed(1)} ms, idle ${idle.p99.toFixed(1)} ms`,
    ).toBeLessThan(allowed);
    // No /healthz waits for a decoding (pngjs: ≥ 1 s each); generous, as above.
    expect(busy.slowest, `slowest /healthz ${busy.slowest.toFixed(1)} ms`).toBeLessThan(500 + idle.slowest);
    const [first, second, refused] = busy.result;
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode, second!.body).toBe(200);
    expect(refused!.json()).toMatchObject({ errorCode: 'avatar_dimensions' });
  });
});
