import { describe, expect, it } from 'vitest';
import { frenchSpacing, narrowNoBreakSpace as nnbsp, spaceFor, withColon } from './french-spacing';

describe('French punctuation spacing', () => {
  it('puts a narrow no-break space before : ; ! ? in place of an ordinary space', () => {
    expect(frenchSpacing('Bonjour ! Votre séjour : contacts ; et vous ?')).toBe(
      `Bonjour${nnbsp}! Votre séjour${nnbsp}: contacts${nnbsp}; et vous${nnbsp}?`,
    );
  });

  it('adds the space where there was none, and replaces a wide no-break space', () => {
    expect(frenchSpacing('Coordonnées: 38.6')).toBe(`Coordonnées${nnbsp}: 38.6`);
    expect(frenchSpacing('Vraiment\u00A0?')).toBe(`Vraiment${nnbsp}?`);
  });

  it('keeps one space before a pair of marks', () => {
    expect(frenchSpacing('Quoi ?!')).toBe(`Quoi${nnbsp}?!`);
  });

  it('leaves times, addresses and marks inside words alone', () => {
    const text = 'Ouvert 10:00–19:00, voir https://www.farmaciasdeservico.net/ et a:b';
    expect(frenchSpacing(text)).toBe(text);
  });

  it('is idempotent', () => {
    const once = frenchSpacing('Horaires : 9h ; fermé !');
    expect(frenchSpacing(once)).toBe(once);
  });

  it('changes only French', () => {
    expect(spaceFor('en', 'Hours: 9 am!')).toBe('Hours: 9 am!');
    expect(spaceFor('fr', 'Horaires : 9h')).toBe(`Horaires${nnbsp}: 9h`);
    expect(withColon('fr', 'Coordonnées')).toBe(`Coordonnées${nnbsp}:`);
    expect(withColon('es', 'Coordenadas')).toBe('Coordenadas:');
  });
});
