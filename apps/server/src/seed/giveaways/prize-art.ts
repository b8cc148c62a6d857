/**
 * Prize pictures of the demo giveaways, drawn like the brand art (seed/images): a pictogram made of
 * simple shapes on the 48 × 48 canvas (shapes.ts → svg.ts), scaled onto a 640 × 400 card with a
 * gradient background and the prize's name. SVG, so nothing is downloaded and it stays sharp.
 */
import { CANVAS, linear, starPoints, type Point, type Shape } from '../images/shapes';
import { escapeXml, shapesToSvg } from '../images/svg';

export type PrizeKind =
  'car' | 'tv' | 'suitcase' | 'pc' | 'watch' | 'box' | 'kitchen' | 'guitar' | 'vault' | 'console';

export interface PrizeArtSpec {
  id: string;
  kind: PrizeKind;
  title: string;
  /** Background gradient, top left → bottom right. */
  from: string;
  to: string;
}

const W = '#ffffff';
const INK = '#1b1f2a';

function pictogram(kind: PrizeKind): Shape[] {
  const rect = (x: number, y: number, w: number, h: number, r: number, paint = W): Shape => ({
    kind: 'rect',
    x,
    y,
    w,
    h,
    r,
    paint,
  });
  const circle = (cx: number, cy: number, r: number, paint = W): Shape => ({
    kind: 'circle',
    cx,
    cy,
    r,
    paint,
  });
  const line = (points: Point[], width: number, paint = W): Shape => ({
    kind: 'stroke',
    points,
    width,
    paint,
  });
  switch (kind) {
    case 'car':
      return [
        {
          kind: 'polygon',
          points: [
            [12, 22],
            [17, 14],
            [31, 14],
            [37, 22],
          ],
          paint: W,
        },
        rect(5, 21, 38, 11, 4),
        rect(15, 16, 7, 5, 1, INK),
        rect(25, 16, 8, 5, 1, INK),
        circle(14, 33, 5, INK),
        circle(14, 33, 2.5),
        circle(34, 33, 5, INK),
        circle(34, 33, 2.5),
      ];
    case 'tv':
      return [
        rect(5, 10, 38, 24, 3),
        rect(8, 13, 32, 18, 1, INK),
        line(
          [
            [18, 40],
            [30, 40],
          ],
          3,
        ),
        line(
          [
            [24, 34],
            [24, 40],
          ],
          3,
        ),
      ];
    case 'suitcase':
      return [
        rect(8, 15, 32, 23, 4),
        line(
          [
            [19, 15],
            [19, 10],
            [29, 10],
            [29, 15],
          ],
          3,
        ),
        line(
          [
            [8, 25],
            [40, 25],
          ],
          2,
          INK,
        ),
      ];
    case 'pc':
      return [
        rect(6, 9, 26, 19, 2),
        rect(9, 12, 20, 13, 1, INK),
        line(
          [
            [19, 28],
            [19, 33],
          ],
          3,
        ),
        line(
          [
            [12, 35],
            [26, 35],
          ],
          3,
        ),
        rect(34, 9, 9, 27, 2),
        circle(38.5, 14, 1.5, INK),
      ];
    case 'watch':
      return [
        rect(18, 5, 12, 38, 4),
        circle(24, 24, 11),
        circle(24, 24, 8.5, INK),
        line(
          [
            [24, 24],
            [24, 18],
          ],
          2,
        ),
        line(
          [
            [24, 24],
            [28, 26],
          ],
          2,
        ),
      ];
    case 'box':
      return [
        rect(8, 20, 32, 20, 2),
        rect(6, 14, 36, 7, 2),
        line(
          [
            [24, 14],
            [24, 40],
          ],
          3,
          INK,
        ),
        { kind: 'polygon', points: starPoints(24, 10, 5, 2.2), paint: W },
      ];
    case 'kitchen':
      return [
        rect(10, 20, 28, 16, 4),
        line(
          [
            [6, 22],
            [10, 22],
          ],
          3,
        ),
        line(
          [
            [38, 22],
            [42, 22],
          ],
          3,
        ),
        rect(14, 16, 20, 4, 2),
        line(
          [
            [18, 12],
            [19, 8],
          ],
          2,
        ),
        line(
          [
            [24, 12],
            [25, 8],
          ],
          2,
        ),
        line(
          [
            [30, 12],
            [31, 8],
          ],
          2,
        ),
      ];
    case 'guitar':
      return [
        circle(18, 32, 9),
        circle(25, 24, 6.5),
        line(
          [
            [27, 22],
            [40, 9],
          ],
          3.5,
        ),
        rect(37, 5, 6, 6, 1.5),
        circle(19, 31, 2.5, INK),
      ];
    case 'vault':
      return [
        rect(7, 8, 34, 32, 4),
        { kind: 'ring', cx: 24, cy: 24, r: 9, width: 3, paint: INK },
        line(
          [
            [24, 15],
            [24, 33],
          ],
          2,
          INK,
        ),
        line(
          [
            [15, 24],
            [33, 24],
          ],
          2,
          INK,
        ),
        rect(10, 40, 6, 3, 1),
        rect(32, 40, 6, 3, 1),
      ];
    case 'console':
      return [
        rect(6, 17, 36, 16, 8),
        line(
          [
            [14, 22],
            [14, 28],
          ],
          2.5,
          INK,
        ),
        line(
          [
            [11, 25],
            [17, 25],
          ],
          2.5,
          INK,
        ),
        circle(32, 23, 2, INK),
        circle(36, 27, 2, INK),
      ];
  }
}

/** The 640 × 400 prize card as SVG. */
export function prizeArtSvg(spec: PrizeArtSpec): string {
  const { defs, body } = shapesToSvg(pictogram(spec.kind), `prize-${spec.id}`);
  const scale = 200 / CANVAS;
  const bg = shapesToSvg(
    [{ kind: 'rect', x: 0, y: 0, w: 640, h: 400, r: 0, paint: linear(spec.from, spec.to, 0, 0, 640, 400) }],
    `prize-${spec.id}-bg`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${escapeXml(spec.title)}">`,
    `<title>${escapeXml(spec.title)}</title>`,
    `<defs>${bg.defs}${defs}</defs>`,
    bg.body,
    `<circle cx="320" cy="170" r="130" fill="#ffffff" opacity="0.12"/>`,
    `<g transform="translate(220 70) scale(${scale.toFixed(4)})">${body}</g>`,
    `<text x="320" y="360" text-anchor="middle" font-family="'Inter','Segoe UI',Arial,sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(spec.title)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}
