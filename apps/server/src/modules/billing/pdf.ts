/**
 * A small PDF 1.4 writer for invoices: one A4 page of Helvetica text lines and rules. Pure JS, no
 * fonts to embed (Helvetica is one of the 14 standard fonts); text is WinAnsi-encoded, and
 * characters outside it print as '?'.
 */

export interface PdfLine {
  text: string;
  x: number;
  y: number; // from the top of the page, in points
  size?: number;
  bold?: boolean;
}

const PAGE_W = 595;
const PAGE_H = 842;

// WinAnsi (cp1252) positions of the non-Latin-1 characters invoices may show.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    let code = ch.codePointAt(0) ?? 63;
    if (WIN_ANSI_EXTRA[ch] !== undefined) code = WIN_ANSI_EXTRA[ch];
    else if (code > 255 || (code >= 0x80 && code < 0xa0)) code = 63; // '?'
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return out;
}

export function renderPdf(lines: PdfLine[], rules: { y: number }[] = [], title = 'Invoice'): Buffer {
  const content = [
    ...rules.map((r) => `0.6 w 40 ${PAGE_H - r.y} m ${PAGE_W - 40} ${PAGE_H - r.y} l S`),
    ...lines.map(
      (l) =>
        `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 11} Tf ${l.x} ${PAGE_H - l.y} Td (${encodeText(l.text)}) Tj ET`,
    ),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${encodeText(title)}) /Producer (member-area) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
