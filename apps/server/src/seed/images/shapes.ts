/**
 * Emblems are described once as a list of simple shapes on a 48 × 48 canvas, so the same drawing
 * becomes SVG (in the logo) and pixels (in the PNG favicons) and the two never drift apart.
 * Later shapes paint over earlier ones.
 */

export type Point = readonly [number, number];

/** A flat colour '#rrggbb', or a linear gradient between two colours along (x1,y1) → (x2,y2). */
export type Paint =
  string | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number; from: string; to: string };

interface ShapeBase {
  paint: Paint;
  /** 0..1, default 1. */
  opacity?: number;
}

export type Shape = ShapeBase &
  (
    | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number }
    | { kind: 'circle'; cx: number; cy: number; r: number }
    | { kind: 'ring'; cx: number; cy: number; r: number; width: number }
    | { kind: 'polygon'; points: readonly Point[] }
    /** A stroked path with round caps and joins; `closed` joins the last point to the first. */
    | { kind: 'stroke'; points: readonly Point[]; width: number; closed?: boolean }
  );

export const CANVAS = 48;

export function linear(from: string, to: string, x1 = 0, y1 = 0, x2 = CANVAS, y2 = CANVAS): Paint {
  return { kind: 'linear', x1, y1, x2, y2, from, to };
}

/** Points of an n-pointed star centred on (cx, cy), first point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < n * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / n;
    points.push([round(cx + radius * Math.cos(angle)), round(cy + radius * Math.sin(angle))]);
  }
  return points;
}

/** Samples a quadratic Bézier curve from p0 to p2 with control point p1 (p0 excluded). */
export function quadratic(p0: Point, p1: Point, p2: Point, steps = 12): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    points.push([round(a * p0[0] + b * p1[0] + c * p2[0]), round(a * p0[1] + b * p1[1] + c * p2[1])]);
  }
  return points;
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`expected a #rrggbb colour, got ${hex}`);
  const n = parseInt(m[1]!, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}
