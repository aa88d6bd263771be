import { PDFName, PDFString, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';

/** Blank modules a reader needs around the code (ISO/IEC 18004 asks for 4). */
const quietZoneModules = 4;

/**
 * Draws a QR code for `url` as vector squares (sharp at any print size) with its quiet zone
 * inside `size`, bottom-left corner at (x, y), and makes the square a link to `url` for readers
 * who open the PDF on a screen. Error correction M: it survives a smudge on a printed sheet.
 */
export function drawQrCode(
  page: PDFPage,
  url: string,
  { x, y, size, color }: { x: number; y: number; size: number; color: RGB },
) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * quietZoneModules);
  const origin = { x: x + quietZoneModules * cell, y: y + size - quietZoneModules * cell };
  for (let row = 0; row < modules.size; row += 1) {
    // Runs of dark modules in a row become one rectangle: fewer operators, no hairline gaps.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      page.drawRectangle({
        x: origin.x + start * cell,
        y: origin.y - (row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color,
      });
    }
  }
  addLink(page, url, { x, y, width: size, height: size });
}

/** A URI link annotation over a rectangle of the page. */
export function addLink(
  page: PDFPage,
  url: string,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
) {
  const context = page.doc.context;
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  const annots = page.node.Annots();
  if (annots) annots.push(link);
  else page.node.set(PDFName.of('Annots'), context.obj([link]));
}
