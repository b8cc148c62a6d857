import fs from 'node:fs';

/**
 * A TrueType font for drawtext. The static ffmpeg build cannot rely on fontconfig finding one, so we
 * look in the usual places; without a font the videos simply carry no burnt-in text.
 */
const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/noto/NotoSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  'C:/Windows/Fonts/arialbd.ttf',
  'C:/Windows/Fonts/segoeuib.ttf',
];

export function findFont(): string | null {
  const override = process.env.MEDIA_FONT_FILE;
  if (override && fs.existsSync(override)) return override;
  return CANDIDATES.find((f) => fs.existsSync(f)) ?? null;
}
