import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, isRetryable, withRetry } from './retry';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('withRetry', () => {
  it.each([
    ['40001', true],
    ['40P01', true],
    ['23505', false],
    [undefined, false],
  ])('SQLSTATE %s is retryable: %s', (code, expected) => {
    expect(isRetryable(code === undefined ? new Error('x') : pgError(code))).toBe(expected);
  });

  it('runs a deadlock victim again until it commits', async () => {
    let calls = 0;
    const result = await withRetry(async () => {
      calls++;
      if (calls < 3) throw pgError('40P01');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(calls).toBe(3);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, and at once on any other error`, async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw pgError('40001');
      }),
    ).rejects.toThrow('40001');
    expect(calls).toBe(MAX_ATTEMPTS);
    calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toThrow('23505');
    expect(calls).toBe(1);
  });
});
