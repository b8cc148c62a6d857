import { spawn, type ChildProcess } from 'node:child_process';

/** Where ffmpeg is (src/lib/media-tools.ts), exported here for the seed's callers. */
export { findFfmpeg } from '../../lib/media-tools';

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * Encodes still running when this process exits (a test server stopped mid-generation) would go on
 * writing into a directory nobody removes: end them with it.
 */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  running.add(child);
  child.on('close', () => running.delete(child));
}

/** Runs ffmpeg to completion; rejects with the end of stderr (where ffmpeg says what went wrong). */
export function runFfmpeg(bin: string, args: string[], opts: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['-hide_banner', '-nostdin', '-y', ...args], {
      cwd: opts.cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    track(child);
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep only the tail: a long encode prints a progress line per frame batch.
      stderr = (stderr + chunk).slice(-16_000);
    });
    child.on('error', (err) => reject(new FfmpegError(`ffmpeg could not start: ${err.message}`, '')));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stderr);
      else {
        const tail = stderr.trim().split('\n').slice(-6).join('\n');
        reject(new FfmpegError(`ffmpeg exited with ${code ?? signal}: ${tail}`, tail));
      }
    });
  });
}

/** Duration in seconds of a media file, read from ffmpeg's input banner (the installer ships no ffprobe). */
export async function probeDuration(bin: string, file: string): Promise<number> {
  // `-i file` alone exits 1 ("At least one output file must be specified"); the banner is still printed.
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(bin, ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c: string) => (out += c));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
  const m = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  if (!m) throw new FfmpegError(`cannot read the duration of ${file}`, stderr.slice(-500));
  return Math.round((Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])) * 100) / 100;
}

/** The filters this build offers (drawtext needs libfreetype; flite is rarely compiled in). */
export async function listFilters(bin: string): Promise<Set<string>> {
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(bin, ['-hide_banner', '-filters'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (text += c));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const names = new Set<string>();
  for (const line of out.split('\n')) {
    const m = /^\s*[A-Z.]{3}\s+(\w+)\s/.exec(line);
    if (m) names.add(m[1]!);
  }
  return names;
}

/**
 * A path or text inside a filtergraph option value: quoted, with the characters the graph parser
 * treats specially escaped (Windows drive colons included).
 */
export function filterValue(value: string): string {
  return `'${value.replace(/\\/g, '/').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;
}
