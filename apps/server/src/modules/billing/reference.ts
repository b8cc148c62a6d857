import crypto from 'node:crypto';

/**
 * The one format of a cancellation reference, the number a member quotes to support (SPEC.md 4:
 * "receipt with reference number and cancel date"): CXL- and 10 upper-case hex digits (5 bytes,
 * a trillion values, so two cancellations never share one in practice). The cancel flow and the
 * demo seed both make them here; they once came as CXL-… and cxl_… from two generators.
 */
export const CANCELLATION_REFERENCE = /^CXL-[0-9A-F]{10}$/;
const REFERENCE_BYTES = 5;

/** `<prefix>-` and 10 upper-case hex digits from 5 random bytes: a subscription's reference number, a failed charge's. */
export function randomReference(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(REFERENCE_BYTES).toString('hex').toUpperCase()}`;
}

/** A new reference from 5 random bytes, or from the given ones (the seed passes a digest, to stay stable). */
export function cancellationReference(bytes: Uint8Array = crypto.randomBytes(REFERENCE_BYTES)): string {
  if (bytes.length < REFERENCE_BYTES)
    throw new Error(`a cancellation reference needs ${REFERENCE_BYTES} bytes`);
  return `CXL-${Buffer.from(bytes.subarray(0, REFERENCE_BYTES)).toString('hex').toUpperCase()}`;
}
