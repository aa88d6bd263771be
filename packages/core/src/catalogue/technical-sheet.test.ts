import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderTechnicalSheet, type TechnicalSheetInput } from './technical-sheet.ts';

const exmo: TechnicalSheetInput = {
  lang: 'pt',
  estateName: 'Monte das Cegonhas',
  estateLine: 'Montemor-o-Novo · Alentejo · Portugal',
  product_title: 'Exmo',
  product_subtitle_1: 'Tinto Reserva',
  product_subtitle_2: 'O nosso vinho de guarda.',
  year: 2023,
  wine_doc: 'Vinho Regional Alentejano',
  main_desc:
    '<p>Profundo &amp; retinto, com <strong>amora</strong>.</p><p>Estagiou em barrica.</p>',
  wine_type: 'Tinto',
  grapes: 'Touriga Nacional, Alicante Bouschet e Tinta Barroca',
  soils_type: 'Pardos mediterrânicos de materiais não calcários',
  alcohol: 14.5,
  serving_temp: '16–18 °C',
  capacity: 750,
  e_label_url: 'https://www.montedascegonhas.pt/vinhos/exmo/rotulo',
};

/** The addresses the page's link annotations open. */
function linksOf(pdf: PDFDocument): string[] {
  const annots = pdf.getPage(0).node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const annot = pdf.context.lookup(ref, PDFDict);
    const action = annot.lookup(PDFName.of('A'), PDFDict);
    return action.lookup(PDFName.of('URI'), PDFString).decodeText();
  });
}

async function load(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return PDFDocument.load(bytes);
}

describe('renderTechnicalSheet', () => {
  it.each(['pt', 'en'] as const)('renders one A4 page in %s with its metadata', async (lang) => {
    const pdf = await load(await renderTechnicalSheet({ ...exmo, lang }));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(pdf.getTitle()).toBe(
      `${lang === 'pt' ? 'Ficha Técnica' : 'Technical Sheet'} — Exmo 2023`,
    );
    expect(pdf.getAuthor()).toBe('Monte das Cegonhas');
  });

  it('stays on one page with a very long description and characters PDF fonts lack', async () => {
    const long = `<p>${'Uma descrição muito longa do vinho. '.repeat(150)}</p><p>🍷 ✓ 漢字</p>`;
    const pdf = await load(await renderTechnicalSheet({ ...exmo, main_desc: long }));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('links the QR code and the printed address to the e-label in the sheet’s language', async () => {
    const url = 'https://www.montedascegonhas.pt/en/wines/bosque-destinto/label';
    const pdf = await load(await renderTechnicalSheet({ ...exmo, lang: 'en', e_label_url: url }));
    expect(linksOf(pdf)).toEqual([url, url]);
    expect(pdf.getPageCount()).toBe(1);
  });

  it('keeps a very long address on the page', async () => {
    const url = `https://example.pt/en/wines/${'a'.repeat(110)}/label`;
    const pdf = await load(await renderTechnicalSheet({ ...exmo, e_label_url: url }));
    expect(linksOf(pdf)).toEqual([url, url]);
  });
});
