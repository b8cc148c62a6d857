// Preloaded into the server by `npm run soak` (node --import): samples the event loop's delay and
// the process's RSS and sends them to the soak over the IPC channel once a second. Nothing in the
// product changes; without an IPC channel (a normal start) it does nothing.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // 'reset' from the soak: the warm-up (seed, first compiles) is not part of the figures.
  process.on('message', (m) => {
    if (m === 'reset') delay.reset();
  });
  setInterval(() => {
    process.send?.({
      lagP99Ms: delay.percentile(99) / 1e6,
      lagMaxMs: delay.max / 1e6,
      rss: process.memoryUsage().rss,
      heapUsed: process.memoryUsage().heapUsed,
    });
  }, 1000).unref();
  // The IPC channel must not keep the server alive on its own.
  process.channel?.unref();
}
