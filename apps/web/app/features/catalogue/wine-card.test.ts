import { describe, expect, it } from 'vitest';
import { yearApart } from './wine-card';

describe('the vintage on a wine card', () => {
  it('is not repeated when the subtitle names it', () => {
    expect(yearApart({ year: 2023, product_subtitle_1: 'Tinto Reserva 2023' })).toBe(false);
  });

  it('has a line of its own when the subtitle does not name it', () => {
    expect(yearApart({ year: 2023, product_subtitle_1: 'Tinto Reserva' })).toBe(true);
    expect(yearApart({ year: 2023, product_subtitle_1: 'Lote 120230' })).toBe(true);
  });

  it('is absent for a wine without a vintage', () => {
    expect(yearApart({ year: null, product_subtitle_1: 'Tinto' })).toBe(false);
  });
});
