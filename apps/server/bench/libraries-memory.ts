/**
 * Memory over a libraries scan (issue 32 point 7, "memory stays flat over the scan"): the process's
 * heapUsed and RSS sampled every SAMPLE_MS while the scan and its packaging run, without forcing a
 * collection (that would slow what is timed), and what "flat" is judged on.
 */
import { performance } from 'node:perf_hooks';

const SAMPLE_MS = 250;
const MB = 1024 * 1024;

/**
 * "Flat" is two things:
 * - the peak heap stays within PEAK_ABOVE_START_MB of where it started: a scan holds a list of its
 *   files' paths, sizes and times and the stored rows (a few MB for 10,000 files), never their
 *   contents or tags, so hundreds of MB more would mean something kept per file;
 * - no growth trend: the heap's least-squares slope over the second half of the scan, carried over
 *   that half, is under TREND_MB. The first half is left out because it fills the working set (JIT,
 *   caches, the first jobs); a leak of a few KB per file over the second 5,000 files shows up as
 *   tens of MB, while a collector's saw-tooth averages out in the fit.
 */
export const PEAK_ABOVE_START_MB = 300;
export const TREND_MB = 64;

export interface MemoryFigures {
  samples: number;
  seconds: number;
  heapStartMb: number;
  heapPeakMb: number;
  heapEndMb: number;
  rssStartMb: number;
  rssPeakMb: number;
  rssEndMb: number;
  /** The heap's least-squares slope over the second half of the samples. */
  heapSlopeMbPerMin: number;
  /** That slope carried over the second half: how much the heap grew in it. */
  heapTrendMb: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Starts sampling; `stop` ends it and answers the figures. */
export function sampleMemory(): { stop(): MemoryFigures } {
  const t0 = performance.now();
  const samples: Array<{ t: number; heap: number; rss: number }> = [];
  const take = () => {
    const { heapUsed, rss } = process.memoryUsage();
    samples.push({ t: (performance.now() - t0) / 1000, heap: heapUsed / MB, rss: rss / MB });
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      const half = samples.slice(Math.floor(samples.length / 2));
      const n = half.length;
      const meanT = half.reduce((s, p) => s + p.t, 0) / n;
      const meanH = half.reduce((s, p) => s + p.heap, 0) / n;
      const sxx = half.reduce((s, p) => s + (p.t - meanT) ** 2, 0);
      const slope = sxx === 0 ? 0 : half.reduce((s, p) => s + (p.t - meanT) * (p.heap - meanH), 0) / sxx;
      const span = half.at(-1)!.t - half[0]!.t;
      return {
        samples: samples.length,
        seconds: round(samples.at(-1)!.t),
        heapStartMb: round(samples[0]!.heap),
        heapPeakMb: round(Math.max(...samples.map((s) => s.heap))),
        heapEndMb: round(samples.at(-1)!.heap),
        rssStartMb: round(samples[0]!.rss),
        rssPeakMb: round(Math.max(...samples.map((s) => s.rss))),
        rssEndMb: round(samples.at(-1)!.rss),
        heapSlopeMbPerMin: round(slope * 60),
        heapTrendMb: round(slope * span),
      };
    },
  };
}

/** Whether the figures are flat, as a target line and a value for bench/results.json. */
export function flatness(m: MemoryFigures): { target: string; value: string; met: boolean } {
  const above = round(m.heapPeakMb - m.heapStartMb);
  return {
    target: `heap peak <= start + ${PEAK_ABOVE_START_MB} MB, second-half trend < ${TREND_MB} MB`,
    value: `peak +${above} MB, trend ${m.heapTrendMb} MB`,
    met: above <= PEAK_ABOVE_START_MB && m.heapTrendMb < TREND_MB,
  };
}
