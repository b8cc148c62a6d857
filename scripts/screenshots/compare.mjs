// `npm run screenshots:compare -- <before> <after>`: holds two `npm run screenshots` folders side by
// side, shot by shot (same relative path), and lists every shot whose pixels differ, with how many
// pixels and where (the bounding box), writing <after>/diff/<shot> with the changed pixels in red.
// A refactoring that changes nothing a member sees lists nothing but the shots whose content moves
// by itself (clocks, countdowns): look at each listed one. Exits 1 when any shot differs or is
// missing on one side.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: npm run screenshots:compare -- <before folder> <after folder>');
  process.exit(2);
}

/** Every .png below `dir`, as paths relative to it (the diff folder left out). */
function shotsIn(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.png') && !file.startsWith(`diff${path.sep}`))
    .sort();
}

/** How two decoded shots differ: null when every pixel is the same. */
function difference(a, b) {
  if (a.width !== b.width || a.height !== b.height)
    return { pixels: Infinity, box: `size ${a.width}x${a.height} -> ${b.width}x${b.height}`, mask: null };
  const mask = new PNG({ width: b.width, height: b.height });
  let pixels = 0;
  let [left, top, right, bottom] = [b.width, b.height, -1, -1];
  for (let y = 0; y < b.height; y += 1)
    for (let x = 0; x < b.width; x += 1) {
      const i = (y * b.width + x) * 4;
      const same = a.data.readUInt32BE(i) === b.data.readUInt32BE(i);
      // The after shot, faded, with the changed pixels in red.
      mask.data[i] = same ? 128 + (b.data[i] >> 1) : 255;
      mask.data[i + 1] = same ? 128 + (b.data[i + 1] >> 1) : 0;
      mask.data[i + 2] = same ? 128 + (b.data[i + 2] >> 1) : 0;
      mask.data[i + 3] = 255;
      if (same) continue;
      pixels += 1;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  return pixels ? { pixels, box: `${left},${top} to ${right},${bottom}`, mask } : null;
}

const beforeShots = new Set(shotsIn(before));
const afterShots = shotsIn(after);
let problems = 0;
for (const shot of afterShots) {
  if (!beforeShots.delete(shot)) {
    console.log(`only after  ${shot}`);
    problems += 1;
    continue;
  }
  const found = difference(
    PNG.sync.read(fs.readFileSync(path.join(before, shot))),
    PNG.sync.read(fs.readFileSync(path.join(after, shot))),
  );
  if (!found) continue;
  problems += 1;
  console.log(`differs     ${shot}: ${found.pixels} pixels, ${found.box}`);
  if (found.mask) {
    const out = path.join(after, 'diff', shot);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, PNG.sync.write(found.mask));
  }
}
for (const shot of beforeShots) {
  console.log(`only before ${shot}`);
  problems += 1;
}
console.log(`${afterShots.length} shots compared, ${problems} differ or are missing on one side`);
process.exit(problems ? 1 : 0);
