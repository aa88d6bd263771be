import { describe, expect, it } from 'vitest';
import { eLabelPath, matchPage, twinPath } from '../routes/paths.ts';
import {
  allergensNotInIngredients,
  computeEnergy,
  eLabelInputSchema,
  eLabelProblems,
  eLabelUrl,
  ingredientSegments,
  negligibleOf,
} from './e-label.ts';

describe('computeEnergy', () => {
  it('counts 14 % vol of ethanol at 0.789 g/ml and 29 kJ / 7 kcal per gram', () => {
    // 14 ml of ethanol per 100 ml = 11.046 g → 320.3 kJ, 77.3 kcal.
    expect(computeEnergy({ alcohol_percent: 14 })).toEqual({ energy_kj: 320, energy_kcal: 77 });
  });

  it('adds carbohydrate, protein, fat and organic acids with the EU factors', () => {
    const dryRed = computeEnergy({
      alcohol_percent: 14,
      carbohydrate_g: 0.6,
      organic_acids_g: 0.55,
    });
    // 320.33 + 0.6 × 17 + 0.55 × 13 = 337.7 kJ; 77.32 + 0.6 × 4 + 0.55 × 3 = 81.4 kcal.
    expect(dryRed).toEqual({ energy_kj: 338, energy_kcal: 81 });
    expect(computeEnergy({ alcohol_percent: 0, protein_g: 1, fat_g: 1 })).toEqual({
      energy_kj: 54,
      energy_kcal: 13,
    });
  });

  it('counts the polyols inside the carbohydrate at 10 kJ / 2.4 kcal per gram', () => {
    expect(computeEnergy({ alcohol_percent: 0, carbohydrate_g: 1, polyols_g: 1 })).toEqual({
      energy_kj: 10,
      energy_kcal: 2,
    });
    // Polyols can never be more than the carbohydrate they are part of.
    expect(computeEnergy({ alcohol_percent: 0, carbohydrate_g: 1, polyols_g: 5 })).toEqual({
      energy_kj: 10,
      energy_kcal: 2,
    });
    expect(computeEnergy({ alcohol_percent: 0, carbohydrate_g: 10, polyols_g: 2 })).toEqual({
      energy_kj: 156,
      energy_kcal: 37,
    });
  });

  it('treats empty and negative figures as nothing', () => {
    expect(computeEnergy({ alcohol_percent: 0, carbohydrate_g: null, fat_g: -3 })).toEqual({
      energy_kj: 0,
      energy_kcal: 0,
    });
  });
});

describe('negligibleOf', () => {
  const none = { fat_g: null, saturates_g: null, protein_g: null, salt_g: null };

  it('counts empty amounts and amounts at or below the thresholds as negligible', () => {
    expect(negligibleOf(none)).toEqual(['fat', 'saturates', 'protein', 'salt']);
    expect(negligibleOf({ fat_g: 0.5, saturates_g: 0.1, protein_g: 0.2, salt_g: 0.01 })).toEqual([
      'fat',
      'saturates',
      'protein',
      'salt',
    ]);
  });

  it('leaves out what is above its threshold', () => {
    expect(negligibleOf({ ...none, fat_g: 0.6, salt_g: 0.02 })).toEqual(['saturates', 'protein']);
    expect(negligibleOf({ ...none, saturates_g: 0.2, protein_g: 0.6 })).toEqual(['fat', 'salt']);
  });
});

describe('ingredientSegments', () => {
  const text = 'Uvas, regulador de acidez: ácido tartárico, conservante: sulfitos';

  it('marks the declared allergens in the reader’s language', () => {
    expect(ingredientSegments(text, ['sulphites'], 'pt')).toEqual([
      { text: 'Uvas, regulador de acidez: ácido tartárico, conservante: ', allergen: null },
      { text: 'sulfitos', allergen: 'sulphites' },
    ]);
    const english = ingredientSegments(
      'Grapes, preservative: Sulphur Dioxide, fining agent: egg albumin',
      ['sulphites', 'egg'],
      'en',
    );
    expect(english.filter((s) => s.allergen)).toEqual([
      { text: 'Sulphur Dioxide', allergen: 'sulphites' },
      { text: 'egg albumin', allergen: 'egg' },
    ]);
    expect(english.map((s) => s.text).join('')).toBe(
      'Grapes, preservative: Sulphur Dioxide, fining agent: egg albumin',
    );
  });

  it('matches whole words only, and only declared allergens', () => {
    expect(ingredientSegments('Uvas, ovos-moles, leite', ['egg'], 'pt')).toEqual([
      { text: 'Uvas, ', allergen: null },
      { text: 'ovos', allergen: 'egg' },
      { text: '-moles, leite', allergen: null },
    ]);
    expect(ingredientSegments('Uvas e novos sabores', ['egg'], 'pt')).toEqual([
      { text: 'Uvas e novos sabores', allergen: null },
    ]);
    expect(ingredientSegments('', ['sulphites'], 'pt')).toEqual([]);
    expect(ingredientSegments('Uvas', [], 'pt')).toEqual([{ text: 'Uvas', allergen: null }]);
  });

  it('finds the declared allergens the list does not name', () => {
    expect(allergensNotInIngredients(text, ['sulphites', 'milk'], 'pt')).toEqual(['milk']);
    expect(allergensNotInIngredients('', ['sulphites'], 'en')).toEqual(['sulphites']);
  });
});

describe('eLabelInputSchema', () => {
  const valid = {
    ingredients: { pt: 'Uvas,\nsulfitos ', en: 'Grapes, sulphites' },
    allergens: ['milk', 'sulphites', 'sulphites'],
    energy_kj: 343,
    energy_kcal: 82,
    fat_g: 0,
    saturates_g: 0,
    carbohydrate_g: 0.6,
    sugars_g: 0.2,
    protein_g: 0.1,
    salt_g: 0.01,
  };

  it('accepts a full e-label, tidying the text and the allergen list', () => {
    const parsed = eLabelInputSchema.parse(valid);
    expect(parsed.ingredients.pt).toBe('Uvas, sulfitos');
    expect(parsed.allergens).toEqual(['sulphites', 'milk']);
  });

  it('fills what is left out: sulphites and empty figures', () => {
    expect(eLabelInputSchema.parse({})).toEqual({
      ingredients: { pt: '', en: '' },
      allergens: ['sulphites'],
      energy_kj: null,
      energy_kcal: null,
      fat_g: null,
      saturates_g: null,
      carbohydrate_g: null,
      sugars_g: null,
      protein_g: null,
      salt_g: null,
    });
  });

  it.each([
    [{ allergens: ['gluten'] }, 'allergens.0'],
    [{ energy_kj: -1 }, 'energy_kj'],
    [{ energy_kj: 343.5 }, 'energy_kj'],
    [{ fat_g: 0.25 }, 'fat_g'],
    [{ salt_g: 0.015 }, 'salt_g'],
    [{ carbohydrate_g: 101 }, 'carbohydrate_g'],
    [{ sugars_g: '0.2' }, 'sugars_g'],
    [{ fat_g: 0.1, saturates_g: 0.2 }, 'saturates_g'],
    [{ carbohydrate_g: 0.1, sugars_g: 0.2 }, 'sugars_g'],
    [{ energy_kj: null }, 'energy_kj'],
    [{ energy_kcal: 30 }, 'energy_kcal'],
    [{ ingredients: { pt: 'a\u0000b', en: '' } }, 'ingredients.pt'],
    [{ ingredients: { pt: 'x'.repeat(2001), en: '' } }, 'ingredients.pt'],
  ])('refuses %j naming %s', (change, field) => {
    const result = eLabelInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('names each disagreement between the figures once', () => {
    expect(eLabelProblems({ energy_kj: 343, energy_kcal: 82 })).toEqual([]);
    expect(eLabelProblems({ energy_kj: 0, energy_kcal: 0 })).toEqual([]);
    expect(eLabelProblems({ energy_kcal: 82 })).toEqual([
      { field: 'energy_kj', code: 'energy_pair' },
    ]);
  });
});

describe('the e-label path', () => {
  it('lives under the wine page in each language, with a twin in the other', () => {
    expect(eLabelPath('exmo', 'pt')).toBe('/vinhos/exmo/rotulo');
    expect(eLabelPath('avo-zeca', 'en')).toBe('/en/wines/avo-zeca/label');
    expect(matchPage('/vinhos/exmo/rotulo')).toEqual({
      page: 'wineLabel',
      lang: 'pt',
      params: { productUrl: 'exmo' },
    });
    expect(matchPage('/vinhos/exmo')?.page).toBe('wine');
    expect(twinPath('/en/wines/exmo/label', 'pt')).toBe('/vinhos/exmo/rotulo');
    expect(eLabelUrl('https://example.pt/', 'exmo', 'en')).toBe(
      'https://example.pt/en/wines/exmo/label',
    );
  });
});
