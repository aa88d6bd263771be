import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPrice } from '@mdc/shared';
import enTexts from './i18n/en/invoices.json' with { type: 'json' };
import ptTexts from './i18n/pt/invoices.json' with { type: 'json' };
import { filled } from './invoice-texts.ts';
import type { InvoiceDocument } from './invoice-provider.ts';

// The offline provider's PDF (offline-invoice-provider.ts), in a module of its own so pdf-lib is
// loaded with the first pro-forma, not at start (docs/decisions/139-lazy-libraries.md).

/** The pro-forma's texts, from the invoices' catalogue (decision 135; JSON of decision 106). */
const texts = { pt: ptTexts, en: enTexts };

/** Standard PDF fonts encode WinAnsi only: anything else becomes '?' (as the technical sheet). */
function encodable(font: PDFFont, text: string): string {
  return [...text.replace(/[\u202f\u00a0]/g, ' ')]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** A small A4 PDF of the document, marked in red as not a tax document. */
export async function renderProForma(doc: InvoiceDocument, number: string): Promise<Uint8Array> {
  const t = texts[doc.lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t[doc.kind]} ${number}`);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const write = (value: string, x: number, options: { font?: PDFFont; size?: number } = {}) => {
    const font = options.font ?? regular;
    (page as PDFPage).drawText(encodable(font, value), { x, y, font, size: options.size ?? 10 });
  };
  const price = (cents: number) => formatPrice(cents, doc.lang);
  write(`${t[doc.kind]} ${number}`, 50, { font: bold, size: 18 });
  y -= 22;
  page.drawText(encodable(bold, t.notTax), {
    x: 50,
    y,
    font: bold,
    size: 10,
    color: rgb(0.7, 0, 0),
  });
  y -= 26;
  // Who issues it (issue 29, point 17): the seller's legal name, address and NIF.
  write(t.seller, 50, { font: bold });
  const sellerLines = [
    doc.seller.name,
    ...doc.seller.address,
    doc.seller.taxId ? `${t.sellerTaxId}: ${doc.seller.taxId}` : '',
  ].filter(Boolean);
  for (const line of sellerLines) {
    y -= 14;
    write(line, 50);
  }
  y -= 24;
  write(`${t.order}: ${doc.orderNumber}`, 50);
  write(`${t.date}: ${doc.date.toISOString().slice(0, 10)}`, 350);
  if (doc.corrects) {
    y -= 14;
    write(`${t.corrects}: ${doc.corrects.number}`, 50);
  }
  y -= 24;
  write(t.buyer, 50, { font: bold });
  const buyerLines = [
    doc.buyer.company,
    doc.buyer.name,
    `${t.taxId}: ${doc.buyer.taxId ?? t.finalConsumer}`,
    ...doc.buyer.addressLines,
    [doc.buyer.postalCode, doc.buyer.city].filter(Boolean).join(' '),
    doc.buyer.countryName,
  ].filter(Boolean);
  for (const line of buyerLines) {
    y -= 14;
    write(line, 50);
  }
  y -= 28;
  write(t.item, 50, { font: bold });
  write(t.quantity, 330, { font: bold });
  write(t.unit, 380, { font: bold });
  write(t.total, 480, { font: bold });
  for (const line of doc.lines) {
    y -= 16;
    write(line.description.slice(0, 48), 50);
    write(String(line.quantity), 330);
    write(price(line.unitGrossCents), 380);
    write(price(line.unitGrossCents * line.quantity), 480);
  }
  y -= 10;
  const rows: [string, string][] = [];
  if (doc.discountCents > 0) rows.push([t.discount, `-${price(doc.discountCents)}`]);
  if (doc.kind === 'invoice')
    rows.push([`${t.shipping} (${doc.shippingName})`, price(doc.shippingCents)]);
  rows.push([t.total, price(doc.totalCents)]);
  rows.push([filled(t.vat, { rate: String(doc.vatRateBp / 100) }), price(doc.vatCents)]);
  for (const [label, value] of rows) {
    y -= 16;
    write(label, 300, { font: label === t.total ? bold : regular });
    write(value, 480, { font: label === t.total ? bold : regular });
  }
  return pdf.save();
}
