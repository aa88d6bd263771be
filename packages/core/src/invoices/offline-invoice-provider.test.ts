import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './invoice-provider.ts';
import { proFormaNumber } from './offline-invoice-provider.ts';
import { renderProForma } from './pro-forma-pdf.ts';
import { pdfTextOf } from './pdf-text.ts';

const doc = (kind: InvoiceDocument['kind'], lang: InvoiceDocument['lang']): InvoiceDocument => ({
  jobId: 12,
  kind,
  orderNumber: 'MDC-1042',
  lang,
  date: new Date('2026-07-02T13:32:00Z'),
  seller: {
    name: 'Adega do Monte – Sociedade Agrícola, Lda.',
    address: ['Herdade do Monte', '7050-472 Montemor-o-Novo'],
    taxId: '516123459',
  },
  buyer: {
    name: 'Ana Sousa',
    taxId: null,
    company: '',
    email: 'ana@example.com',
    addressLines: ['Rua das Flores 12'],
    postalCode: '1200-195',
    city: 'Lisboa',
    country: 'PT',
    countryName: 'Portugal',
  },
  lines: [{ description: 'Exmo 2021', quantity: 2, unitGrossCents: 2400 }],
  discountCents: 0,
  shippingCents: 750,
  shippingName: 'Envio standard',
  totalCents: 5550,
  vatCents: 638,
  vatRateBp: 1300,
  corrects: kind === 'credit_note' ? { externalId: 'offline-11', number: 'PF 2026/11' } : null,
});

describe('the offline pro-forma PDF names the seller (issue 29, point 17)', () => {
  it.each([
    ['invoice', 'pt', 'Vendedor', 'NIF: 516123459', 'Fatura pró-forma'],
    ['credit_note', 'pt', 'Vendedor', 'NIF: 516123459', 'Nota de crédito pró-forma'],
    ['invoice', 'en', 'Seller', 'Tax number (NIF): 516123459', 'Pro-forma invoice'],
    ['credit_note', 'en', 'Seller', 'Tax number (NIF): 516123459', 'Pro-forma credit note'],
  ] as const)('%s in %s', async (kind, lang, heading, taxId, title) => {
    const document = doc(kind, lang);
    const text = pdfTextOf(await renderProForma(document, proFormaNumber(document)));
    expect(text).toContain(`${title} ${proFormaNumber(document)}`);
    const lines = text.split('\n');
    const at = lines.indexOf(heading);
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 5)).toEqual([
      'Adega do Monte – Sociedade Agrícola, Lda.',
      'Herdade do Monte',
      '7050-472 Montemor-o-Novo',
      taxId,
    ]);
    // The buyer is still there, after the seller.
    expect(lines.indexOf('Ana Sousa')).toBeGreaterThan(at);
  });
});
