import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type Subset = ReturnType<Font['createSubset']>;

// Noto Sans JP draws Japanese kana and kanji and every Latin letter and accent of the other seven
// interface languages (French, German, Italian, Portuguese, Spanish, Malay) and the euro sign, so
// one family serves all eight. It ships as TrueType files inside an npm package: nothing is
// downloaded at install or run time.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

// ~5.5 MB each: read once, on the first document, and kept.
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontBytes ??= Promise.all([fs.readFile(FONT_FILES.regular), fs.readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/**
 * fontkit 2 rather than pdf-lib's own fork (@pdf-lib/fontkit 1.1): the fork writes a subset's glyph
 * offsets in the short format, which only holds even offsets, so with this font (odd-length
 * glyphs) every glyph after the first odd one pointed into the wrong bytes and most letters
 * vanished from the page. fontkit 2 keeps the font's own offset format. pdf-lib 1.17 reads a
 * subset through encodeStream(), which fontkit 2 replaced with encode(): the adapter bridges that.
 *
 * It also keeps each parsed font: pdf-lib parses the file again for every document (the cmap alone
 * maps ~17,000 characters); reusing the parse made a render about twice as fast (ADR 3). A subset is
 * made per document and does not change the parsed font.
 */
const parsed = new WeakMap<Uint8Array, Font>();
const fontkitForPdfLib: Fontkit = {
  create(data, postscriptName) {
    const hit = postscriptName === undefined ? parsed.get(data) : undefined;
    if (hit) return hit;
    const font = fontkit.create(data, postscriptName) as Font & { createSubset(): Subset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as Subset & { encode(): Uint8Array };
      subset.encodeStream = () =>
        Readable.from([subset.encode()]) as unknown as ReturnType<Subset['encodeStream']>;
      return subset;
    };
    if (postscriptName === undefined) parsed.set(data, font);
    return font;
  },
};

/** Embeds the regular and bold faces, subset to the glyphs the document draws (a few kilobytes). */
export async function embedTextFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const bytes = await loadFonts();
  pdf.registerFontkit(fontkitForPdfLib);
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  };
}
