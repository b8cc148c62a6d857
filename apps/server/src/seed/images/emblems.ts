import { linear, quadratic, starPoints, type Point, type Shape } from './shapes';

/** The geometric marks of the demo brands (and of the default brand icon), on the 48 × 48 canvas. */
export type EmblemKind = 'play' | 'coin' | 'gamepad' | 'shield' | 'grid';

/** Two tones of the brand colour: light (top left of a gradient) and dark (bottom right). */
export interface EmblemPalette {
  light: string;
  dark: string;
}

const WHITE = '#ffffff';

export function emblemShapes(kind: EmblemKind, palette: EmblemPalette): Shape[] {
  const fill = linear(palette.light, palette.dark, 6, 2, 42, 46);
  const tile: Shape = { kind: 'rect', x: 2, y: 2, w: 44, h: 44, r: 12, paint: fill };
  switch (kind) {
    case 'play': {
      // Play triangle, nudged right of centre so it looks centred; the stroke rounds its corners.
      const triangle: Point[] = [
        [19.5, 15],
        [19.5, 33],
        [33.5, 24],
      ];
      return [
        tile,
        { kind: 'polygon', points: triangle, paint: WHITE },
        { kind: 'stroke', points: triangle, width: 3.5, closed: true, paint: WHITE },
      ];
    }
    case 'coin':
      return [
        { kind: 'circle', cx: 24, cy: 24, r: 22, paint: linear(palette.light, palette.dark, 10, 3, 38, 45) },
        {
          kind: 'circle',
          cx: 24,
          cy: 24,
          r: 16.5,
          paint: linear(palette.dark, palette.light, 14, 8, 34, 40),
        },
        { kind: 'ring', cx: 24, cy: 24, r: 17.25, width: 1.5, paint: '#ffffff', opacity: 0.55 },
        { kind: 'polygon', points: starPoints(24, 25, 10, 4.3), paint: WHITE },
      ];
    case 'gamepad': {
      const body: Shape[] = [
        { kind: 'rect', x: 7, y: 15, w: 34, h: 16, r: 8, paint: WHITE },
        {
          kind: 'stroke',
          points: [
            [14, 25],
            [11.5, 33.5],
          ],
          width: 9,
          paint: WHITE,
        },
        {
          kind: 'stroke',
          points: [
            [34, 25],
            [36.5, 33.5],
          ],
          width: 9,
          paint: WHITE,
        },
      ];
      // D-pad and buttons are cut out by painting the tile's own gradient over the body.
      const cutouts: Shape[] = [
        {
          kind: 'stroke',
          points: [
            [12.5, 23],
            [19.5, 23],
          ],
          width: 3,
          paint: fill,
        },
        {
          kind: 'stroke',
          points: [
            [16, 19.5],
            [16, 26.5],
          ],
          width: 3,
          paint: fill,
        },
        { kind: 'circle', cx: 30.5, cy: 25, r: 2.1, paint: fill },
        { kind: 'circle', cx: 35, cy: 20.5, r: 2.1, paint: fill },
      ];
      return [tile, ...body, ...cutouts];
    }
    case 'shield': {
      const right: Point[] = [[24, 3.5], [41, 9.5], [41, 22], ...quadratic([41, 22], [40, 37], [24, 45])];
      const left = right
        .slice(1, -1)
        .reverse()
        .map(([x, y]): Point => [48 - x, y]);
      const check: Point[] = [
        [16, 24.5],
        [21.5, 30],
        [32, 18.5],
      ];
      return [
        {
          kind: 'polygon',
          points: [...right, ...left],
          paint: linear(palette.light, palette.dark, 8, 3, 40, 45),
        },
        { kind: 'stroke', points: check, width: 4.5, paint: WHITE },
      ];
    }
    case 'grid':
      return [
        tile,
        { kind: 'rect', x: 12.5, y: 12.5, w: 10, h: 10, r: 3, paint: WHITE },
        { kind: 'rect', x: 25.5, y: 12.5, w: 10, h: 10, r: 3, paint: WHITE, opacity: 0.65 },
        { kind: 'rect', x: 12.5, y: 25.5, w: 10, h: 10, r: 3, paint: WHITE, opacity: 0.65 },
        { kind: 'rect', x: 25.5, y: 25.5, w: 10, h: 10, r: 3, paint: WHITE },
      ];
  }
}
