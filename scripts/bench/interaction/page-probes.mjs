/* global window, PerformanceObserver, requestAnimationFrame -- the probes run in the page */
// What the bench reads inside the page: Event Timing entries (INP) and long tasks, collected by
// observers installed before the app's first script, so nothing the app does escapes them.
// https://web.dev/articles/inp#how_is_inp_calculated and https://w3c.github.io/event-timing/

/**
 * Runs in the page (addInitScript). Event entries are kept from 16 ms up (the smallest threshold the
 * API allows: a shorter interaction is well inside every target); long tasks are 50 ms and up by
 * definition. `__bench.reset()` starts a new measurement window.
 */
export function installProbes() {
  const bench = { events: [], longTasks: [] };
  bench.reset = () => {
    bench.events.length = 0;
    bench.longTasks.length = 0;
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      bench.events.push({
        name: e.name,
        interactionId: e.interactionId,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        presentation: e.startTime + e.duration - e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push({ duration: e.duration, startTime: e.startTime });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The interactions of one window: the longest event per interactionId (an interaction's latency is
 * its slowest event: pointerdown, pointerup, click or keydown, keyup), worst first.
 */
export function interactionsOf(events) {
  const byId = new Map();
  for (const e of events) {
    const known = byId.get(e.interactionId);
    if (!known || e.duration > known.duration) byId.set(e.interactionId, e);
  }
  return [...byId.values()].sort((a, b) => b.duration - a.duration);
}

/**
 * INP of a handful of interactions: the worst one (the 98th percentile the metric uses only skips
 * interactions when there are 50 or more). 0 when none reached the 16 ms threshold.
 */
export function inpOf(events) {
  return interactionsOf(events)[0]?.duration ?? 0;
}

/** Long-task figures of one window: the worst, and how many were over the 50 ms target. */
export function longTaskFigures(longTasks, limitMs) {
  const durations = longTasks.map((t) => t.duration);
  return {
    maxLongTaskMs: durations.length ? Math.max(...durations) : 0,
    longTasksOverLimit: durations.filter((d) => d > limitMs).length,
    longTasks: durations.length,
  };
}

/** Two frames: whatever the last input changed has been painted. */
export function afterPaint(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * The events of the window so far. Event Timing entries are queued after the frame that presents
 * the interaction; a short wait after two frames lets the observer receive them.
 */
export async function collect(page) {
  await afterPaint(page);
  await page.waitForTimeout(250);
  return page.evaluate(() => ({
    events: [...window.__bench.events],
    longTasks: [...window.__bench.longTasks],
  }));
}

export function reset(page) {
  return page.evaluate(() => window.__bench.reset());
}
