/**
 * ffmpeg for packaging: the binary the seed uses (src/lib/media-tools.ts),
 * run with `-progress pipe:1` so a job can report a fraction, and killed when the job is aborted.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { findFfmpeg, findFfprobe } from '../../../lib/media-tools';
import { PackagingError } from './staging';

export function ffmpegBinary(): string {
  const bin = findFfmpeg();
  if (!bin) throw new PackagingError('ffmpeg_missing', 'no ffmpeg binary for this platform');
  return bin;
}

/** Seconds a packaged file lasts, as ffprobe reads its container. */
export async function probeSeconds(file: string): Promise<number> {
  const bin = findFfprobe();
  if (!bin) throw new PackagingError('ffmpeg_missing', 'no ffprobe binary for this platform');
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      bin,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
      (err, stdout) => (err ? reject(new PackagingError('ffmpeg_failed', err.message)) : resolve(stdout)),
    ),
  );
  const seconds = Number(out.trim());
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 100) / 100 : 0;
}

/** Encodes still running when the process exits would go on writing into a folder nobody removes. */
const running = new Set<ChildProcess>();
let exitHook = false;
function track(child: ChildProcess): void {
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const c of running) c.kill('SIGKILL');
    });
  }
  running.add(child);
  child.on('close', () => running.delete(child));
}

export interface RunOptions {
  cwd?: string;
  signal?: AbortSignal;
  /** Seconds of output written so far (from `out_time_us`, or `out_time_ms`, which old builds fill in microseconds). */
  onTime?: (seconds: number) => void;
}

export function runFfmpeg(args: string[], opts: RunOptions = {}): Promise<void> {
  const bin = ffmpegBinary();
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new PackagingError('aborted', 'packaging was aborted'));
    const child = spawn(bin, ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', ...args], {
      cwd: opts.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    track(child);
    const abort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', abort, { once: true });
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8_000)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
        if (m && opts.onTime) opts.onTime(Number(m[1]) / 1e6);
      }
    });
    child.on('error', (err) =>
      reject(new PackagingError('ffmpeg_failed', `ffmpeg could not start: ${err.message}`)),
    );
    child.on('close', (code, sig) => {
      opts.signal?.removeEventListener('abort', abort);
      if (opts.signal?.aborted) return reject(new PackagingError('aborted', 'packaging was aborted'));
      if (code === 0) return resolve();
      const tail = stderr.trim().split('\n').slice(-6).join('\n');
      reject(new PackagingError('ffmpeg_failed', `ffmpeg exited with ${code ?? sig}: ${tail}`));
    });
  });
}
