import { CANVAS, parseHex, type Paint, type Point, type Rgb, type Shape } from './shapes';

/**
 * Rasterises shapes (see shapes.ts) into straight-alpha RGBA pixels, with 4 × 4 supersampling per
 * pixel for anti-aliased edges. Icons are tiny (16 and 32 px), so the plain per-sample loop is fast.
 */
const SAMPLES = 4;

export function rasterize(shapes: readonly Shape[], size: number): Uint8Array {
  const scale = size / CANVAS;
  const out = new Uint8Array(size * size * 4);
  const paints = shapes.map((s) => compilePaint(s.paint));
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Premultiplied sums over the samples of this pixel.
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let sa = 0;
      for (let j = 0; j < SAMPLES; j++) {
        for (let i = 0; i < SAMPLES; i++) {
          const x = (px + (i + 0.5) / SAMPLES) / scale;
          const y = (py + (j + 0.5) / SAMPLES) / scale;
          let r = 0;
          let g = 0;
          let b = 0;
          let a = 0;
          shapes.forEach((shape, k) => {
            if (!contains(shape, x, y)) return;
            const c = paints[k]!(x, y);
            const alpha = shape.opacity ?? 1;
            r = c.r * alpha + r * (1 - alpha);
            g = c.g * alpha + g * (1 - alpha);
            b = c.b * alpha + b * (1 - alpha);
            a = alpha + a * (1 - alpha);
          });
          sr += r;
          sg += g;
          sb += b;
          sa += a;
        }
      }
      const o = (py * size + px) * 4;
      const n = SAMPLES * SAMPLES;
      if (sa > 0) {
        out[o] = clampByte(sr / sa);
        out[o + 1] = clampByte(sg / sa);
        out[o + 2] = clampByte(sb / sa);
      }
      out[o + 3] = clampByte((sa / n) * 255);
    }
  }
  return out;
}

function clampByte(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

function compilePaint(paint: Paint): (x: number, y: number) => Rgb {
  if (typeof paint === 'string') {
    const c = parseHex(paint);
    return () => c;
  }
  const from = parseHex(paint.from);
  const to = parseHex(paint.to);
  const dx = paint.x2 - paint.x1;
  const dy = paint.y2 - paint.y1;
  const len2 = dx * dx + dy * dy || 1;
  return (x, y) => {
    const t = Math.max(0, Math.min(1, ((x - paint.x1) * dx + (y - paint.y1) * dy) / len2));
    return {
      r: from.r + (to.r - from.r) * t,
      g: from.g + (to.g - from.g) * t,
      b: from.b + (to.b - from.b) * t,
    };
  };
}

function contains(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'rect': {
      // Signed distance to a rounded box.
      const hw = shape.w / 2;
      const hh = shape.h / 2;
      const qx = Math.abs(x - (shape.x + hw)) - (hw - shape.r);
      const qy = Math.abs(y - (shape.y + hh)) - (hh - shape.r);
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
      const inside = Math.min(Math.max(qx, qy), 0);
      return outside + inside - shape.r <= 0;
    }
    case 'circle':
      return Math.hypot(x - shape.cx, y - shape.cy) <= shape.r;
    case 'ring':
      return Math.abs(Math.hypot(x - shape.cx, y - shape.cy) - shape.r) <= shape.width / 2;
    case 'polygon':
      return insidePolygon(shape.points, x, y);
    case 'stroke': {
      const pts = shape.closed ? [...shape.points, shape.points[0]!] : shape.points;
      for (let i = 0; i + 1 < pts.length; i++) {
        if (segmentDistance(pts[i]!, pts[i + 1]!, x, y) <= shape.width / 2) return true;
      }
      return false;
    }
  }
}

function insidePolygon(points: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function segmentDistance(a: Point, b: Point, x: number, y: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}
