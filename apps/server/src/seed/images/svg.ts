import type { Paint, Point, Shape } from './shapes';

/** Renders shapes (see shapes.ts) as SVG elements; gradients go into the returned `defs`. */
export function shapesToSvg(shapes: readonly Shape[], idPrefix: string): { defs: string; body: string } {
  const gradients = new Map<string, string>(); // key → id
  const defs: string[] = [];

  const paintRef = (paint: Paint): string => {
    if (typeof paint === 'string') return paint;
    const key = JSON.stringify(paint);
    let id = gradients.get(key);
    if (!id) {
      id = `${idPrefix}-g${gradients.size + 1}`;
      gradients.set(key, id);
      // userSpaceOnUse: the gradient is fixed to the canvas, so a cut-out painted with the same
      // gradient as the background lines up with it exactly (as in the raster version).
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${paint.x1}" y1="${paint.y1}" x2="${paint.x2}" y2="${paint.y2}">` +
          `<stop offset="0" stop-color="${paint.from}"/><stop offset="1" stop-color="${paint.to}"/></linearGradient>`,
      );
    }
    return `url(#${id})`;
  };

  const body = shapes.map((shape) => {
    const opacity = shape.opacity !== undefined && shape.opacity < 1 ? ` opacity="${shape.opacity}"` : '';
    const paint = paintRef(shape.paint);
    switch (shape.kind) {
      case 'rect':
        return `<rect x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" rx="${shape.r}" fill="${paint}"${opacity}/>`;
      case 'circle':
        return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${paint}"${opacity}/>`;
      case 'ring':
        return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="none" stroke="${paint}" stroke-width="${shape.width}"${opacity}/>`;
      case 'polygon':
        return `<polygon points="${pointList(shape.points)}" fill="${paint}"${opacity}/>`;
      case 'stroke':
        return `<${shape.closed ? 'polygon' : 'polyline'} points="${pointList(shape.points)}" fill="none" stroke="${paint}" stroke-width="${shape.width}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`;
    }
  });

  return { defs: defs.join(''), body: body.join('') };
}

function pointList(points: readonly Point[]): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );
}
