/**
 * A refusal found half-way through a unit of work: thrown so the transaction rolls back everything
 * it wrote (a cart version, a stock move, an order row), then answered as data by `refused`.
 */
import type { ErrorCode } from '../../i18n';

export class Refusal<Code extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly errorCode: Code,
    readonly extra?: Record<string, unknown>,
  ) {
    super(errorCode);
  }
}

export type Refused<Code extends ErrorCode = ErrorCode> = {
  ok: false;
  errorCode: Code;
  extra?: Record<string, unknown>;
};

/** Runs a unit of work; a Refusal it throws becomes `{ ok: false, errorCode, extra }`. */
export async function refused<T, Code extends ErrorCode>(work: () => Promise<T>): Promise<T | Refused<Code>> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refusal)
      return { ok: false, errorCode: err.errorCode as Code, ...(err.extra ? { extra: err.extra } : {}) };
    throw err;
  }
}
