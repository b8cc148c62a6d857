import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { supportedLanguage, translator } from '../../i18n';
import { formatDate, formatMoney } from '../../i18n/format';
import { embedTextFonts } from '../../lib/pdf-fonts';

/** What an invoice PDF shows; built by the route from the invoice, its charge, the member and the brand. */
export interface InvoiceDocument {
  lang: string;
  timeZone: string;
  seller: { name: string; addressLine: string; email: string };
  buyer: { name: string; email: string; reference: string };
  number: string;
  createdAt: string;
  description: string;
  amountMinor: number;
  currency: string;
  symbol: string;
  chargeReference: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = A4.width - MARGIN;
const RIGHT_COLUMN = 330;
const RULE_GREY = rgb(0.6, 0.6, 0.6);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Intl puts narrow no-break spaces in French amounts and dates; the font has no glyph for those
 * (nor for the other typographic spaces), so they become a no-break space, which it has.
 */
function printable(text: string): string {
  return text.replace(/[\u2000-\u200a\u202f\u205f]/g, '\u00a0');
}

function writer(page: PDFPage, fonts: Fonts) {
  return (
    raw: string,
    x: number,
    top: number,
    opts: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {},
  ): void => {
    const text = printable(raw);
    const size = opts.size ?? 11;
    const font = opts.bold ? fonts.bold : fonts.regular;
    const left = opts.align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    // Positions are given from the top of the page, as the layout reads; PDF counts from the bottom.
    page.drawText(text, { x: left, y: A4.height - top, size, font });
  };
}

function rule(page: PDFPage, top: number): void {
  const y = A4.height - top;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.6, color: RULE_GREY });
}

/** One A4 page in the member's language, dates and amounts formatted for it. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const lang = supportedLanguage(doc.lang);
  const t = translator(lang);
  const pdf = await PDFDocument.create();
  const fonts = await embedTextFonts(pdf);
  const title = t('invoice.title');
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setLanguage(lang);
  pdf.setAuthor(doc.seller.name);
  pdf.setProducer('member-area');
  pdf.setCreator('member-area');
  // The invoice's own date, not the time of download: the same invoice is the same file.
  pdf.setCreationDate(new Date(doc.createdAt));
  pdf.setModificationDate(new Date(doc.createdAt));

  const page = pdf.addPage([A4.width, A4.height]);
  const text = writer(page, fonts);
  const amount = formatMoney(doc.amountMinor, doc.currency, lang, doc.symbol);

  text(doc.seller.name, MARGIN, 60, { size: 18, bold: true });
  text(doc.seller.addressLine, MARGIN, 80, { size: 9 });
  text(doc.seller.email, MARGIN, 93, { size: 9 });
  text(title, RIGHT, 60, { size: 22, bold: true, align: 'right' });
  rule(page, 120);

  text(`${t('invoice.number')}: ${doc.number}`, MARGIN, 140);
  text(`${t('invoice.date')}: ${formatDate(doc.createdAt, lang, doc.timeZone)}`, MARGIN, 158);
  text(`${t('invoice.status')}: ${t('invoice.paid')}`, MARGIN, 176);
  text(t('invoice.billedTo'), RIGHT_COLUMN, 140, { bold: true });
  text(doc.buyer.name, RIGHT_COLUMN, 158);
  text(doc.buyer.email, RIGHT_COLUMN, 176);
  text(`${t('invoice.reference')}: ${doc.buyer.reference}`, RIGHT_COLUMN, 194, { size: 9 });

  text(t('invoice.description'), MARGIN, 240, { bold: true });
  text(t('invoice.amount'), RIGHT, 240, { bold: true, align: 'right' });
  rule(page, 250);
  text(doc.description, MARGIN, 266);
  text(amount, RIGHT, 266, { align: 'right' });
  rule(page, 290);
  // The total's label ends a gap before its amount, however long either is in this language.
  const totalWidth = fonts.bold.widthOfTextAtSize(printable(amount), 11);
  text(`${t('invoice.total')} (${doc.currency})`, RIGHT - totalWidth - 24, 310, {
    bold: true,
    align: 'right',
  });
  text(amount, RIGHT, 310, { bold: true, align: 'right' });

  text(`${t('invoice.charge')}: ${doc.chargeReference}`, MARGIN, 360, { size: 9 });
  text(t('invoice.thanks'), MARGIN, 400);
  return pdf.save();
}
