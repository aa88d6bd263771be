import { describe, expect, it } from 'vitest';
import { productUrlSchema } from './wine.ts';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Avô Zeca Tinto 2021', 'avo-zeca-tinto-2021'],
    ['  Exmo.  Reserva!! ', 'exmo-reserva'],
    ['Bosque D’Estinto', 'bosque-d-estinto'],
    ['Ção & Açúcar — Édition Spéciale', 'cao-acucar-edition-speciale'],
    ['Straße Œuvre', 'strasse-oeuvre'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('gives a valid product URL for any non-empty result', () => {
    for (const name of ['Monte das Cegonhas Branco', 'ÀÉÎÕÜ 1', 'a--b']) {
      expect(productUrlSchema.safeParse(slugify(name)).success).toBe(true);
    }
  });

  it('cuts long names at a hyphen within the limit', () => {
    expect(slugify('alpha beta gamma', 12)).toBe('alpha-beta');
    expect(slugify('a'.repeat(130)).length).toBe(120);
  });
});
