import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../services';
import {
  DRAWS_INTERVAL_MS,
  MONTHLY_ENTRIES_INTERVAL_MS,
  ORDER_RESERVATIONS_INTERVAL_MS,
  PURGE_INTERVAL_MS,
  RENEWAL_INTERVAL_MS,
  REPORT_ROLLUPS_INTERVAL_MS,
  RETENTION_INTERVAL_MS,
  startJobs,
} from './index';

vi.mock('../modules/giveaways/draw-monthly', () => ({
  grantMonthlyEntries: vi.fn(async () => ({ period: '2026-03', sweeps: [] })),
}));
const { grantMonthlyEntries } = await import('../modules/giveaways/draw-monthly');
vi.mock('./retention', () => ({ runRetentionJob: vi.fn(async () => ({})) }));
const { runRetentionJob } = await import('./retention');
vi.mock('./report-rollups', () => ({
  runReportRollupsJob: vi.fn(async () => ({ from: null, to: null, days: 0 })),
}));
const { runReportRollupsJob } = await import('./report-rollups');

function fakeServices() {
  const runRenewals = vi.fn(async () => ({ renewed: 0, failed: 0, skipped: 0, expired: 0 }));
  const runPurge = vi.fn(async () => []);
  const runScheduled = vi.fn(async () => ({
    committed: [],
    closed: [],
    announced: [],
    published: [],
    failed: 0,
  }));
  const releaseExpired = vi.fn(async () => ({ released: [], settled: [] }));
  const s = {
    billing: { runRenewals, runPurge },
    draws: { runScheduled },
    orders: { releaseExpired },
    account: { removeAvatarFile: vi.fn(async () => {}) },
    log: { info: vi.fn(), error: vi.fn() },
  } as unknown as Services;
  return { s, runRenewals, runPurge, runScheduled, releaseExpired };
}

describe('startJobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the renewal hourly and the purge daily, both soon after start, until stopped', async () => {
    vi.useFakeTimers();
    const { s, runRenewals, runPurge } = fakeServices();
    const stop = startJobs(s);
    expect(runRenewals).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(runRenewals).toHaveBeenCalledTimes(1);
    expect(runPurge).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS);
    expect(runRenewals).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
    expect(runPurge).toHaveBeenCalledTimes(2);
    const renewals = runRenewals.mock.calls.length;
    stop();
    await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS * 2);
    expect(runRenewals).toHaveBeenCalledTimes(renewals);
  });

  it('runs the draws every 10 minutes and the monthly entries hourly, both soon after start', async () => {
    vi.useFakeTimers();
    vi.mocked(grantMonthlyEntries).mockClear();
    const { s, runScheduled } = fakeServices();
    const stop = startJobs(s);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runScheduled).toHaveBeenCalledTimes(1);
    expect(grantMonthlyEntries).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MONTHLY_ENTRIES_INTERVAL_MS);
    expect(runScheduled).toHaveBeenCalledTimes(1 + MONTHLY_ENTRIES_INTERVAL_MS / DRAWS_INTERVAL_MS);
    expect(grantMonthlyEntries).toHaveBeenCalledTimes(2);
    expect(s.log.error).not.toHaveBeenCalled();
    stop();
  });

  it('rolls up the dashboards hourly, soon after start', async () => {
    vi.useFakeTimers();
    vi.mocked(runReportRollupsJob).mockClear();
    const { s } = fakeServices();
    const stop = startJobs(s);
    await vi.advanceTimersByTimeAsync(150_000);
    expect(runReportRollupsJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REPORT_ROLLUPS_INTERVAL_MS);
    expect(runReportRollupsJob).toHaveBeenCalledTimes(2);
    stop();
  });

  it('releases unpaid orders every 5 minutes, soon after start', async () => {
    vi.useFakeTimers();
    const { s, releaseExpired } = fakeServices();
    const stop = startJobs(s);
    await vi.advanceTimersByTimeAsync(75_000);
    expect(releaseExpired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ORDER_RESERVATIONS_INTERVAL_MS * 3);
    expect(releaseExpired).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(ORDER_RESERVATIONS_INTERVAL_MS * 3);
    expect(releaseExpired).toHaveBeenCalledTimes(4);
    expect(s.log.error).not.toHaveBeenCalled();
  });

  it('a run still going is not started again, and a failing run is logged', async () => {
    vi.useFakeTimers();
    const { s, runRenewals } = fakeServices();
    let finish: () => void = () => {};
    runRenewals.mockImplementationOnce(
      () =>
        new Promise((resolve) => (finish = () => resolve({ renewed: 0, failed: 0, skipped: 0, expired: 0 }))),
    );
    const stop = startJobs(s);
    await vi.advanceTimersByTimeAsync(30_000 + RENEWAL_INTERVAL_MS * 2);
    expect(runRenewals).toHaveBeenCalledTimes(1);
    finish();
    runRenewals.mockRejectedValueOnce(new Error('database gone'));
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS);
    expect(runRenewals).toHaveBeenCalledTimes(2);
    expect(s.log.error).toHaveBeenCalled();
    stop();
  });

  it('runs the retention hourly, soon after start, until stopped', async () => {
    vi.useFakeTimers();
    vi.mocked(runRetentionJob).mockClear();
    const { s } = fakeServices();
    const stop = startJobs(s);
    await vi.advanceTimersByTimeAsync(105_000);
    expect(runRetentionJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 2);
    expect(runRetentionJob).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 2);
    expect(runRetentionJob).toHaveBeenCalledTimes(3);
  });
});
