import { describe, expect, it } from 'vitest';
import { lapsedDocumentTitle } from './order-page-title';

describe('lapsedDocumentTitle', () => {
  it('swaps the thank-you words for the lapse and keeps the estate', () => {
    expect(
      lapsedDocumentTitle(
        'Obrigado pela sua encomenda! | Monte das Cegonhas',
        'Esta encomenda caducou',
      ),
    ).toBe('Esta encomenda caducou | Monte das Cegonhas');
  });
  it('is the lapse alone when the title names no estate', () => {
    expect(lapsedDocumentTitle('Thank you for your order!', 'This order has lapsed')).toBe(
      'This order has lapsed',
    );
  });
});
