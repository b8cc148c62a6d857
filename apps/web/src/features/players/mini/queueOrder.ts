/** The upcoming keys with `key` moved to `toIndex` (clamped); unknown keys leave the order as it is. */
export function moveKey(keys: readonly string[], key: string, toIndex: number): string[] {
  const from = keys.indexOf(key);
  if (from < 0) return [...keys];
  const rest = keys.filter((k) => k !== key);
  const to = Math.min(Math.max(0, toIndex), rest.length);
  rest.splice(to, 0, key);
  return rest;
}
