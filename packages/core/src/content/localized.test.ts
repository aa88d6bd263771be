import { describe, expect, it } from 'vitest';
import { fillMissingLanguages, pickParagraphs, pickText } from './localized.ts';

describe('pickText', () => {
  it('answers the asked language', () => {
    expect(pickText({ pt: 'Olá', en: 'Hello' }, 'en')).toBe('Hello');
  });

  it.each([
    ['missing', { pt: 'Olá' }],
    ['blank', { pt: 'Olá', en: '  ' }],
    ['not a string', { pt: 'Olá', en: 42 }],
  ])('falls back to Portuguese when the translation is %s', (_case, value) => {
    expect(pickText(value, 'en')).toBe('Olá');
  });

  it.each([null, 'Olá', ['Olá'], { en: 'Hello only' }, { pt: '' }])(
    'answers empty text for %j instead of throwing',
    (value) => {
      expect(pickText(value, 'pt')).toBe('');
    },
  );
});

describe('pickParagraphs', () => {
  it('answers the asked language without blank paragraphs', () => {
    expect(pickParagraphs({ pt: ['Um'], en: ['One', '', 'Two'] }, 'en')).toEqual(['One', 'Two']);
  });

  it('falls back to Portuguese when the translation is empty or malformed', () => {
    expect(pickParagraphs({ pt: ['Um'], en: [] }, 'en')).toEqual(['Um']);
    expect(pickParagraphs({ pt: ['Um'], en: [''] }, 'en')).toEqual(['Um']);
    expect(pickParagraphs({ pt: ['Um'], en: 'One' }, 'en')).toEqual(['Um']);
  });

  it('answers no paragraphs for a malformed value', () => {
    expect(pickParagraphs('Um', 'pt')).toEqual([]);
    expect(pickParagraphs({ pt: [1, 2] }, 'pt')).toEqual([]);
  });
});

describe('fillMissingLanguages', () => {
  it('fills missing and blank translations from Portuguese, deep inside a document', () => {
    const document = {
      title: { pt: 'Bem-vindos', en: 'Welcome', es: '' },
      list: [{ name: 'Farmácia', note: { pt: 'Aberta' } }],
      phone: '112',
    };
    expect(fillMissingLanguages(document)).toEqual({
      title: { pt: 'Bem-vindos', en: 'Welcome', es: 'Bem-vindos', fr: 'Bem-vindos' },
      list: [
        { name: 'Farmácia', note: { pt: 'Aberta', en: 'Aberta', es: 'Aberta', fr: 'Aberta' } },
      ],
      phone: '112',
    });
  });

  it('leaves objects that are not translated texts alone', () => {
    const value = { pt: 'x', label: 'not a language' };
    expect(fillMissingLanguages(value)).toEqual(value);
  });
});
