import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadRichText } from '../html/index.ts';
import { loadPdfQrCode } from '../e-label/index.ts';
import enLabels from './i18n/en/technical-sheet.json' with { type: 'json' };
import ptLabels from './i18n/pt/technical-sheet.json' with { type: 'json' };

// This module is itself loaded on first use (technical-sheet-service.ts), and sanitize-html with it
// (docs/decisions/139-lazy-libraries.md).
const { richTextToPlain } = await loadRichText();
const { addLink, drawQrCode } = await loadPdfQrCode();

export interface TechnicalSheetInput {
  lang: 'pt' | 'en';
  estateName: string;
  estateLine: string;
  product_title: string;
  product_subtitle_1: string;
  product_subtitle_2: string;
  year: number;
  wine_doc: string;
  /** HTML, as stored: turned into plain paragraphs. */
  main_desc: string;
  wine_type: string;
  grapes: string;
  soils_type: string;
  alcohol: number;
  serving_temp: string;
  capacity: number;
  /** The absolute address of the wine's e-label in this language, behind the QR code. */
  e_label_url: string;
}

/**
 * The sheet's labels, from its catalogue in each language it is printed in (decision 135: no
 * human text in code; the JSON format of decision 106).
 */
const labels = { pt: ptLabels, en: enLabels };

const wine = rgb(0x6b / 255, 0x1d / 255, 0x2a / 255);
const ink = rgb(0x2b / 255, 0x26 / 255, 0x22 / 255);
const cream = rgb(0xf4 / 255, 0xed / 255, 0xe1 / 255);
const ochre = rgb(0xc8 / 255, 0x83 / 255, 0x3f / 255);

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
/** The e-label's QR code, bottom left above the footer (decision 071). */
const qrBlock = { x: margin - 6, y: 76, size: 88 };
const [width, height] = A4;
/** The title block and the description leave this much room for the bottle on the right. */
const textWidth = width - 2 * margin - 130;
/** The facts table's fixed place near the bottom, so a long description can never push it off. */
const factsTop = 330;

/**
 * The standard PDF fonts encode WinAnsi only: characters outside it (curly quotes are in it,
 * emoji are not) become '?' instead of making the whole document fail.
 */
function encodable(font: PDFFont, text: string): string {
  const typographic: Record<string, string> = { '\u2011': '-', '\u202f': ' ', '\u00a0': ' ' };
  return [...text]
    .map((ch) => {
      const mapped = typographic[ch] ?? ch;
      try {
        font.encodeText(mapped);
        return mapped;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** Splits text into lines that fit `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped text down from `y`, never below `floor`; the last line gets an ellipsis if cut. */
function drawWrapped(
  page: PDFPage,
  text: string,
  opts: {
    x: number;
    y: number;
    width: number;
    font: PDFFont;
    size: number;
    leading: number;
    floor: number;
  },
): number {
  const { x, width, font, size, leading, floor } = opts;
  let y = opts.y;
  const lines = wrap(font, size, encodable(font, text), width);
  for (let i = 0; i < lines.length; i += 1) {
    if (y - leading < floor) {
      return y;
    }
    let line = lines[i] ?? '';
    const last = i === lines.length - 1;
    if (!last && y - 2 * leading < floor) {
      while (line && font.widthOfTextAtSize(`${line}…`, size) > width) line = line.slice(0, -1);
      line = `${line.trimEnd()}…`;
    }
    page.drawText(line, { x, y: y - size, size, font, color: ink });
    y -= leading;
    if (!last && y - leading < floor) return y;
  }
  return y;
}

/**
 * The QR code to the wine's e-label (Regulation (EU) 2021/2117: ingredients and nutrition given
 * electronically), with what it is for and its address in print for those without a camera.
 */
function drawELabelBlock(
  page: PDFPage,
  url: string,
  caption: string,
  fonts: { sans: PDFFont; sansBold: PDFFont },
) {
  drawQrCode(page, url, { ...qrBlock, color: ink });
  const x = qrBlock.x + qrBlock.size + 8;
  const room = page.getWidth() - margin - x;
  const middle = qrBlock.y + qrBlock.size / 2;
  page.drawText(encodable(fonts.sansBold, caption), {
    x,
    y: middle + 4,
    size: 10.5,
    font: fonts.sansBold,
    color: wine,
  });
  // The address as people type it; smaller, then on two lines, rather than cut.
  const short = url.replace(/^https?:\/\//, '');
  let size = 9;
  while (size > 6 && fonts.sans.widthOfTextAtSize(short, size) > room) size -= 0.5;
  const lines = [short];
  if (fonts.sans.widthOfTextAtSize(short, size) > room) {
    let cut = short.lastIndexOf('/');
    while (cut > 0 && fonts.sans.widthOfTextAtSize(short.slice(0, cut), size) > room) {
      cut = short.lastIndexOf('/', cut - 1);
    }
    if (cut > 0) lines.splice(0, 1, short.slice(0, cut), short.slice(cut));
  }
  lines.forEach((line, i) => {
    page.drawText(encodable(fonts.sans, line), {
      x,
      y: middle - 12 - i * (size + 2),
      size,
      font: fonts.sans,
      color: ink,
    });
  });
  addLink(page, url, { x, y: middle - 14 - lines.length * (size + 2), width: room, height: 30 });
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The description's paragraphs as plain text (the HTML was sanitised when it was saved). */
function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h3|h4)>|<br\s*\/?>/i)
    .map((part) =>
      richTextToPlain(part).replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e] ?? ''),
    )
    .filter((part) => part.length > 0);
}

type Labels = (typeof labels)[keyof typeof labels];
interface Fonts {
  serif: PDFFont;
  serifBold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** A one-page A4 technical sheet of a wine in one language. */
export async function renderTechnicalSheet(input: TechnicalSheetInput): Promise<Uint8Array> {
  const t = labels[input.lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.sheet} — ${input.product_title} ${input.year}`);
  pdf.setAuthor(input.estateName);
  pdf.setSubject(input.wine_doc);
  pdf.setLanguage(input.lang === 'pt' ? 'pt-PT' : 'en');
  pdf.setCreator(input.estateName);
  const page = pdf.addPage(A4);
  const fonts: Fonts = {
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  drawHeader(page, input, t, fonts);
  drawBottle(page, input, fonts);
  const titleBottom = drawTitleBlock(page, input, fonts);
  drawFacts(page, input, t, fonts);
  drawELabelBlock(page, input.e_label_url, t.eLabel, fonts);
  drawDescription(page, input.main_desc, titleBottom, fonts);
  drawFooter(page, input, t, fonts);

  return pdf.save();
}

/** The header band: the estate, its line, and what the document is. */
function drawHeader(page: PDFPage, input: TechnicalSheetInput, t: Labels, fonts: Fonts) {
  const { sans, sansBold, serifBold } = fonts;
  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: wine });
  page.drawText(encodable(serifBold, input.estateName), {
    x: margin,
    y: height - 58,
    size: 26,
    font: serifBold,
    color: cream,
  });
  page.drawText(encodable(sans, input.estateLine), {
    x: margin,
    y: height - 82,
    size: 10,
    font: sans,
    color: cream,
  });
  const sheetWidth = sansBold.widthOfTextAtSize(t.sheet.toUpperCase(), 11);
  page.drawText(encodable(sansBold, t.sheet.toUpperCase()), {
    x: width - margin - sheetWidth,
    y: height - 62,
    size: 11,
    font: sansBold,
    color: cream,
  });
  page.drawRectangle({ x: 0, y: height - 116, width, height: 6, color: ochre });
}

/** The bottle silhouette on the right, its label carrying the wine's name and year. */
function drawBottle(page: PDFPage, input: TechnicalSheetInput, fonts: Fonts) {
  const { sans, serifBold } = fonts;
  const bottle =
    'M 30 0 L 30 70 C 30 95 0 110 0 150 L 0 330 C 0 340 8 345 15 345 L 85 345 C 92 345 100 340 100 330 L 100 150 C 100 110 70 95 70 70 L 70 0 Z';
  page.drawSvgPath(bottle, { x: width - margin - 100, y: height - 150, color: wine, scale: 1 });
  page.drawRectangle({
    x: width - margin - 92,
    y: height - 400,
    width: 84,
    height: 90,
    color: cream,
  });
  page.drawText(encodable(serifBold, input.product_title).slice(0, 14), {
    x: width - margin - 86,
    y: height - 345,
    size: 12,
    font: serifBold,
    color: wine,
  });
  page.drawText(String(input.year), {
    x: width - margin - 86,
    y: height - 362,
    size: 10,
    font: sans,
    color: ink,
  });
}

/** The wine's name, subtitles and denomination; returns where the description may start. */
function drawTitleBlock(page: PDFPage, input: TechnicalSheetInput, fonts: Fonts): number {
  const { serif, serifBold, sansBold } = fonts;
  let y = height - 150;
  page.drawText(encodable(serifBold, input.product_title), {
    x: margin,
    y: y - 30,
    size: 34,
    font: serifBold,
    color: wine,
  });
  y -= 44;
  y = drawWrapped(page, input.product_subtitle_1, {
    x: margin,
    y,
    width: textWidth,
    font: serif,
    size: 15,
    leading: 19,
    floor: 0,
  });
  page.drawText(encodable(sansBold, input.wine_doc.toUpperCase()), {
    x: margin,
    y: y - 14,
    size: 9,
    font: sansBold,
    color: ochre,
  });
  y -= 26;
  y = drawWrapped(page, input.product_subtitle_2, {
    x: margin,
    y,
    width: textWidth,
    font: serif,
    size: 12,
    leading: 16,
    floor: 0,
  });
  return y;
}

/** The facts table, between the description and the e-label's QR code. */
function drawFacts(page: PDFPage, input: TechnicalSheetInput, t: Labels, fonts: Fonts) {
  const { sans, sansBold } = fonts;
  const facts: [string, string][] = [
    [t.year, String(input.year)],
    [t.type, input.wine_type],
    [t.grapes, input.grapes],
    [t.soil, input.soils_type],
    [
      t.alcohol,
      `${input.lang === 'pt' ? String(input.alcohol).replace('.', ',') : input.alcohol} %`,
    ],
    [t.serving, input.serving_temp],
    [t.capacity, `${input.capacity} ml`],
  ];
  page.drawLine({
    start: { x: margin, y: factsTop + 14 },
    end: { x: width - margin, y: factsTop + 14 },
    thickness: 1,
    color: ochre,
  });
  let fy = factsTop;
  for (const [label, value] of facts) {
    page.drawText(encodable(sansBold, label), {
      x: margin,
      y: fy - 9,
      size: 8.5,
      font: sansBold,
      color: wine,
    });
    fy =
      drawWrapped(page, value, {
        x: margin + 170,
        y: fy,
        width: width - 2 * margin - 170,
        font: sans,
        size: 10.5,
        leading: 14,
        floor: qrBlock.y + qrBlock.size + 10,
      }) - 6;
  }
}

/** The description's paragraphs between the title block (from `top`) and the facts. */
function drawDescription(page: PDFPage, html: string, top: number, fonts: Fonts) {
  const { serif } = fonts;
  let y = top - 14;
  for (const paragraph of paragraphsOf(html)) {
    y =
      drawWrapped(page, paragraph, {
        x: margin,
        y,
        width: textWidth,
        font: serif,
        size: 11.5,
        leading: 16,
        floor: factsTop + 30,
      }) - 8;
    if (y < factsTop + 46) break;
  }
}

/** The footer: the estate once more and the responsible-drinking line. */
function drawFooter(page: PDFPage, input: TechnicalSheetInput, t: Labels, fonts: Fonts) {
  const { sans } = fonts;
  page.drawLine({
    start: { x: margin, y: 70 },
    end: { x: width - margin, y: 70 },
    thickness: 0.5,
    color: ink,
  });
  page.drawText(encodable(sans, `${input.estateName} · ${input.estateLine}`), {
    x: margin,
    y: 54,
    size: 8.5,
    font: sans,
    color: ink,
  });
  page.drawText(encodable(sans, t.footer), { x: margin, y: 40, size: 8.5, font: sans, color: ink });
}
