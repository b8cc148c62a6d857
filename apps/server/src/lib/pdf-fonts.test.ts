import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedTextFonts } from './pdf-fonts';

interface Glyph {
  id: number;
  path: { toSVG(): string };
}
interface ParsedFont {
  numGlyphs: number;
  getGlyph(id: number): Glyph;
  layout(text: string): { glyphs: Glyph[] };
}
const parse = (bytes: Uint8Array) => fontkit.create(bytes) as ParsedFont;

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');

/** The TrueType programs embedded in a PDF (FontFile2 streams), decompressed. */
async function embeddedFonts(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = await PDFDocument.load(bytes);
  const out: Uint8Array[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue;
    const file = pdf.context.lookup(object.get(PDFName.of('FontFile2')));
    if (file instanceof PDFRawStream) out.push(decodePDFRawStream(file).decode());
  }
  return out;
}

describe('PDF text fonts', () => {
  // Every interface language's letters, and glyphs of odd byte length after even ones: the case
  // where @pdf-lib/fontkit's subsets pointed into the wrong bytes and letters vanished.
  const TEXT = 'INV-PLAYMAX 請求書 Ñandú € Tarikh: 15 Mac 2026 Zoë Weiß';

  it('a subset draws every glyph exactly as the full font does', async () => {
    const pdf = await PDFDocument.create();
    const { regular } = await embedTextFonts(pdf);
    pdf.addPage().drawText(TEXT, { x: 20, y: 400, size: 12, font: regular });
    // The bold face is embedded too, with nothing drawn in it: the regular one has the glyphs.
    const [subset] = (await embeddedFonts(await pdf.save()))
      .map(parse)
      .sort((a, b) => b.numGlyphs - a.numGlyphs);
    if (!subset) throw new Error('no embedded TrueType font');

    const full = parse(fs.readFileSync(REGULAR));
    // Shaped as pdf-lib shapes it (OpenType substitutions pick some digits' forms).
    const expected = new Set(full.layout(TEXT).glyphs.map((g) => g.path.toSVG()));
    const drawn = new Set<string>();
    // Glyph 0 is .notdef; the others are the document's glyphs, renumbered.
    for (let id = 1; id < subset.numGlyphs; id++) drawn.add(subset.getGlyph(id).path.toSVG());
    expect(drawn).toEqual(expected);
  });

  it('a document embeds a few kilobytes of font, not the 5.5 MB file', async () => {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedTextFonts(pdf);
    const page = pdf.addPage();
    page.drawText(TEXT, { x: 20, y: 400, size: 12, font: regular });
    page.drawText(TEXT, { x: 20, y: 380, size: 12, font: bold });
    expect((await pdf.save()).length).toBeLessThan(40_000);
  });
});
