/**
 * The seeded pseudo-random numbers shared by the demo catalogue generator (seed/catalogue) and the
 * runtime that must agree with it (content covers, live scores). In lib/ because modules never
 * import seed/ (eslint.config.js). Changing either function changes every generated title and cover.
 */

/** Mulberry32: a small, fast PRNG returning numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bits: a stable seed from a text. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
