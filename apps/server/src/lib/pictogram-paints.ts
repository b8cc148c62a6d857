/**
 * The paints of a pictogram on the 48 × 48 canvas, shared by the product pictures
 * (modules/marketplace/catalogue-art.ts) and the impact pictures (modules/impacts/art.ts): `f` fills
 * with the drawing's colour, `k` with its cut-outs' (`ink`), `s(w, paint)` draws round-ended lines
 * `w` wide, in the drawing's colour unless told.
 */
export function pictogramPaints(fg: string, ink: string) {
  return {
    f: `fill="${fg}"`,
    k: `fill="${ink}"`,
    s: (w: number, paint = fg) =>
      `fill="none" stroke="${paint}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`,
  };
}
