import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import { describeFile, MIME, writeFile } from './files';
import type { SoftwareAsset } from '../../lib/media-manifest';

/** A fixed timestamp: regenerations are byte-identical, so their sha256 stays the same. */
const MTIME = new Date('2026-01-15T09:00:00Z');
const VERSION = '1.4.2';

const README = (platform: string, run: string) => `Member Area Companion ${VERSION} (${platform})
==========================================

A tiny demo download from the member area. It prints a greeting and the
current time, nothing more: it does not install anything or go online.

How to run it:
  ${run}

Licence: MIT. Checksums are listed on the download page (SHA-256).
`;

const PY = `#!/usr/bin/env python3
"""Member Area Companion: prints a greeting and the time."""
import datetime

print("Hello from the Member Area Companion ${VERSION}!")
print("It is", datetime.datetime.now().strftime("%H:%M on %A %d %B %Y"))
`;

const SH = `#!/bin/sh
# Member Area Companion: prints a greeting and the time.
echo "Hello from the Member Area Companion ${VERSION}!"
echo "It is $(date '+%H:%M on %A %d %B %Y')"
`;

const CMD = `@echo off
rem Member Area Companion: prints a greeting and the time.
echo Hello from the Member Area Companion ${VERSION}!
echo It is %TIME% on %DATE%
pause
`;

const PS1 = `# Member Area Companion: prints a greeting and the time.
Write-Host "Hello from the Member Area Companion ${VERSION}!"
Write-Host ("It is " + (Get-Date -Format "HH:mm 'on' dddd dd MMMM yyyy"))
`;

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Member Area Companion</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8eaf0;display:grid;place-items:center;min-height:100vh;margin:0}main{text-align:center}</style>
</head><body><main><h1>Member Area Companion ${VERSION}</h1><p id="t"></p></main>
<script>document.getElementById('t').textContent = 'It is ' + new Date().toLocaleString();</script>
</body></html>
`;

/** A ustar archive (fflate writes zip and gzip, not tar): 512-byte header per file, then the data padded to 512. */
export function tar(files: Array<{ name: string; data: Uint8Array; mode: number }>): Uint8Array {
  const blocks: Uint8Array[] = [];
  const mtime = Math.floor(MTIME.getTime() / 1000);
  for (const f of files) {
    const header = new Uint8Array(512);
    const put = (text: string, offset: number, length: number) =>
      header.set(strToU8(text).slice(0, length), offset);
    const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
    put(f.name, 0, 100);
    put(octal(f.mode, 8), 100, 8);
    put(octal(0, 8), 108, 8);
    put(octal(0, 8), 116, 8);
    put(octal(f.data.length, 12), 124, 12);
    put(octal(mtime, 12), 136, 12);
    put('        ', 148, 8);
    put('0', 156, 1);
    put('ustar\u000000', 257, 8);
    put('member', 265, 32);
    put('member', 297, 32);
    const sum = header.reduce((a, b) => a + b, 0);
    put(`${octal(sum, 7)}\u0000 `, 148, 8);
    blocks.push(header, f.data, new Uint8Array((512 - (f.data.length % 512)) % 512));
  }
  blocks.push(new Uint8Array(1024));
  const total = blocks.reduce((a, b) => a + b.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const b of blocks) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

function zip(entries: Record<string, string>): Uint8Array {
  const files: Zippable = {};
  for (const [name, text] of Object.entries(entries)) files[name] = strToU8(text);
  return zipSync(files, { level: 9, mtime: MTIME });
}

interface Download {
  platform: SoftwareAsset['platform'];
  fileName: string;
  mimeType: string;
  data: () => Uint8Array;
}

const DOWNLOADS: Download[] = [
  {
    platform: 'windows',
    fileName: `member-area-companion-${VERSION}-windows.zip`,
    mimeType: MIME.zip,
    data: () =>
      zip({
        'companion/README.txt': README(
          'Windows',
          'double-click companion.cmd (or run companion.ps1 in PowerShell)',
        ).replace(/\n/g, '\r\n'),
        'companion/companion.cmd': CMD.replace(/\n/g, '\r\n'),
        'companion/companion.ps1': PS1,
      }),
  },
  {
    platform: 'macos',
    fileName: `member-area-companion-${VERSION}-macos.zip`,
    mimeType: MIME.zip,
    data: () =>
      zip({
        'companion/README.txt': README('macOS', 'open Terminal and run: python3 companion.py'),
        'companion/companion.py': PY,
        'companion/companion.command': SH,
      }),
  },
  {
    platform: 'linux',
    fileName: `member-area-companion-${VERSION}-linux.tar.gz`,
    mimeType: MIME.tgz,
    data: () =>
      gzipSync(
        tar([
          {
            name: 'companion/README.txt',
            data: strToU8(README('Linux', 'tar xzf the archive, then: sh companion/companion.sh')),
            mode: 0o644,
          },
          { name: 'companion/companion.sh', data: strToU8(SH), mode: 0o755 },
          { name: 'companion/companion.py', data: strToU8(PY), mode: 0o755 },
        ]),
        { level: 9, mtime: MTIME },
      ),
  },
  {
    platform: 'android',
    fileName: `member-area-companion-${VERSION}-android.zip`,
    mimeType: MIME.zip,
    data: () =>
      zip({
        'companion/README.txt': README('Android', 'unzip, then open companion.html in your browser'),
        'companion/companion.html': HTML,
      }),
  },
];

export async function writeSoftware(out: string): Promise<SoftwareAsset[]> {
  const assets: SoftwareAsset[] = [];
  for (const d of DOWNLOADS) {
    const rel = `software/${d.fileName}`;
    await writeFile(out, rel, d.data());
    assets.push({
      key: `companion-${d.platform}`,
      title: 'Member Area Companion',
      platform: d.platform,
      version: VERSION,
      fileName: d.fileName,
      download: await describeFile(out, rel, d.mimeType),
    });
  }
  return assets;
}
