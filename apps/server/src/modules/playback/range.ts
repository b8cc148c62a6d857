/** HTTP byte ranges (RFC 9110 14): one range per request, which is what media elements ask for. */

export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes. A header that is not a
 * single byte range is ignored (the whole file, as the RFC allows); a range starting past the end,
 * or ending before it starts, is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return { kind: 'full' };
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return { kind: 'unsatisfiable' };
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (b !== '' && Number(b) < start))
    return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
