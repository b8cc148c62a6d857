import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text a reader sees in a PDF, extracted by PDF.js (through its font's ToUnicode map, as a
 * screen reader or a copy-paste would), with every run of spaces (no-break ones too) as one space.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
