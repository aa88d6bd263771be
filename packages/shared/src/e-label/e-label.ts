import { z } from '../zod.ts';
import { siteLanguages, type SiteLang } from '../i18n/languages.ts';
import { eLabelPath } from '../routes/paths.ts';
import { text } from '../text-fields.ts';

/**
 * The wine e-label (Regulation (EU) 1308/2013 art. 119 as amended by Regulation (EU) 2021/2117):
 * the list of ingredients and the nutrition declaration per 100 ml, given electronically behind a
 * QR code on the label. Decision 071. Server (page, technical sheet, admin API) and admin app use
 * these same rules.
 */

/** The allergens a wine can carry (Regulation (EU) 2019/33, Annex I, Part A). */
export const allergenCodes = ['sulphites', 'egg', 'milk'] as const;
export type AllergenCode = (typeof allergenCodes)[number];

/** An allergen's name as the label says it, in the reader's language. */
export const allergenNames: Record<SiteLang, Record<AllergenCode, string>> = {
  pt: { sulphites: 'sulfitos', egg: 'ovo', milk: 'leite' },
  en: { sulphites: 'sulphites', egg: 'egg', milk: 'milk' },
};

/**
 * The words that name each allergen in a list of ingredients (Regulation (EU) 2019/33, Annex I,
 * Part A, and the names winemakers commonly write), emphasised wherever they appear.
 */
const allergenTerms: Record<SiteLang, Record<AllergenCode, readonly string[]>> = {
  pt: {
    sulphites: [
      'sulfitos',
      'sulfito',
      'dióxido de enxofre',
      'anidrido sulfuroso',
      'metabissulfito de potássio',
    ],
    egg: ['ovo', 'ovos', 'proteína de ovo', 'produto de ovo', 'lisozima de ovo', 'albumina de ovo'],
    milk: ['leite', 'produtos lácteos', 'caseína de leite', 'proteína de leite', 'caseína'],
  },
  en: {
    sulphites: [
      'sulphites',
      'sulfites',
      'sulphite',
      'sulfite',
      'sulphur dioxide',
      'sulfur dioxide',
      'potassium metabisulphite',
    ],
    egg: ['egg', 'eggs', 'egg protein', 'egg product', 'egg lysozyme', 'egg albumin'],
    milk: ['milk', 'milk products', 'milk casein', 'milk protein', 'casein'],
  },
};

/** A piece of a list of ingredients: plain text, or an allergen's name to emphasise. */
export interface IngredientSegment {
  text: string;
  allergen: AllergenCode | null;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a list of ingredients into plain text and the names of the declared allergens, which
 * the label emphasises (Regulation (EU) 1169/2011 art. 21). Whole words only, any case.
 */
export function ingredientSegments(
  ingredients: string,
  allergens: readonly AllergenCode[],
  lang: SiteLang,
): IngredientSegment[] {
  const terms = allergens
    .flatMap((code) => allergenTerms[lang][code].map((term) => ({ term, code })))
    // Longest first, so "dióxido de enxofre" wins over a shorter term inside it.
    .sort((a, b) => b.term.length - a.term.length);
  if (terms.length === 0 || !ingredients)
    return ingredients ? [{ text: ingredients, allergen: null }] : [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms.map((t) => escapeRegExp(t.term)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const segments: IngredientSegment[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(pattern)) {
    const found = match[0].toLocaleLowerCase(lang);
    const code = terms.find((t) => t.term.toLocaleLowerCase(lang) === found)?.code ?? null;
    if (match.index > last)
      segments.push({ text: ingredients.slice(last, match.index), allergen: null });
    segments.push({ text: match[0], allergen: code });
    last = match.index + match[0].length;
  }
  if (last < ingredients.length) segments.push({ text: ingredients.slice(last), allergen: null });
  return segments;
}

/**
 * Declared allergens that the list of ingredients does not name: the label adds "Contains: …"
 * for them, so an allergen is never left out (for example while the list is still empty).
 */
export function allergensNotInIngredients(
  ingredients: string,
  allergens: readonly AllergenCode[],
  lang: SiteLang,
): AllergenCode[] {
  const named = new Set(
    ingredientSegments(ingredients, allergens, lang).flatMap((s) =>
      s.allergen ? [s.allergen] : [],
    ),
  );
  return allergens.filter((code) => !named.has(code));
}

// ---------------------------------------------------------------------------------------------
// Energy (Regulation (EU) 1169/2011, Annex XIV) per 100 ml.

/** EU conversion factors per gram: [kJ, kcal]. */
export const energyFactors = {
  alcohol: [29, 7],
  carbohydrate: [17, 4],
  protein: [17, 4],
  fat: [37, 9],
  organicAcids: [13, 3],
  polyols: [10, 2.4],
} as const satisfies Record<string, readonly [number, number]>;

/** Grams of ethanol per millilitre. */
export const ethanolDensity = 0.789;

/** What the energy of 100 ml is computed from; grams per 100 ml, alcohol in % vol. */
export interface EnergyInput {
  alcohol_percent: number;
  /** All carbohydrate, polyols included (as the declaration shows it). */
  carbohydrate_g?: number | null;
  /** The polyols (glycerol) inside carbohydrate_g, which count 10 kJ/g instead of 17. */
  polyols_g?: number | null;
  protein_g?: number | null;
  fat_g?: number | null;
  /** Organic acids (tartaric, malic, …): not declared, but they count towards the energy. */
  organic_acids_g?: number | null;
}

/** The energy of 100 ml, rounded to whole kJ and kcal as the declaration shows it. */
export function computeEnergy(input: EnergyInput): { energy_kj: number; energy_kcal: number } {
  const grams = (value: number | null | undefined) => Math.max(0, value ?? 0);
  const polyols = Math.min(grams(input.polyols_g), grams(input.carbohydrate_g));
  const amounts: [number, readonly [number, number]][] = [
    // % vol is ml of ethanol per 100 ml.
    [grams(input.alcohol_percent) * ethanolDensity, energyFactors.alcohol],
    [grams(input.carbohydrate_g) - polyols, energyFactors.carbohydrate],
    [polyols, energyFactors.polyols],
    [grams(input.protein_g), energyFactors.protein],
    [grams(input.fat_g), energyFactors.fat],
    [grams(input.organic_acids_g), energyFactors.organicAcids],
  ];
  const sum = (unit: 0 | 1) =>
    amounts.reduce((total, [g, factors]) => total + g * factors[unit], 0);
  return { energy_kj: Math.round(sum(0)), energy_kcal: Math.round(sum(1)) };
}

// ---------------------------------------------------------------------------------------------
// "Contains negligible amounts of …" (Regulation (EU) 1169/2011 art. 34(5); the thresholds are
// those of the Commission's guidance on tolerances, below which an amount may be declared 0 g).

export const negligibleNutrients = ['fat', 'saturates', 'protein', 'salt'] as const;
export type NegligibleNutrient = (typeof negligibleNutrients)[number];

/** At or below these grams per 100 ml an amount may be declared as 0 g. */
export const negligibleThresholds: Record<NegligibleNutrient, number> = {
  fat: 0.5,
  saturates: 0.1,
  protein: 0.5,
  salt: 0.0125,
};

/**
 * The nutrients that the declaration may replace with "Contains negligible amounts of …": those
 * at or below their threshold. An amount left empty counts as negligible (wine has practically
 * no fat, protein or salt; decision 071).
 */
export function negligibleOf(values: {
  fat_g: number | null;
  saturates_g: number | null;
  protein_g: number | null;
  salt_g: number | null;
}): NegligibleNutrient[] {
  const amounts: Record<NegligibleNutrient, number | null> = {
    fat: values.fat_g,
    saturates: values.saturates_g,
    protein: values.protein_g,
    salt: values.salt_g,
  };
  return negligibleNutrients.filter(
    (nutrient) => (amounts[nutrient] ?? 0) <= negligibleThresholds[nutrient],
  );
}

// ---------------------------------------------------------------------------------------------
// Schemas: what staff send (admin API) and what the public label shows.

/** The nutrition declaration per 100 ml, as stored (null: not entered). */
const storedNutritionSchema = z.object({
  energy_kj: z.number().nullable(),
  energy_kcal: z.number().nullable(),
  fat_g: z.number().nullable(),
  saturates_g: z.number().nullable(),
  carbohydrate_g: z.number().nullable(),
  sugars_g: z.number().nullable(),
  protein_g: z.number().nullable(),
  salt_g: z.number().nullable(),
});
export type NutritionValues = z.infer<typeof storedNutritionSchema>;

/** Whether a number has at most `places` decimal places (as the database keeps it). */
export const hasAtMostDecimals = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

const grams = (max: number, places: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`)
    .refine((value) => hasAtMostDecimals(value, places), {
      message: `must have at most ${places} decimal place${places === 1 ? '' : 's'}`,
    })
    .nullable()
    .default(null);

const wholeNumber = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${max}`)
    .nullable()
    .default(null);

/** Plain text; line breaks become spaces (the label shows the list as one paragraph). */
const ingredientsText = text()
  .max(2000, 'must be at most 2000 characters')
  // No control characters but line breaks and tabs (PostgreSQL text cannot even hold NUL).
  .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, '')), 'must be plain text')
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .default('');

/** Why an e-label's figures disagree with each other, named by field. */
export type ELabelProblem =
  | { field: 'saturates_g'; code: 'saturates_above_fat' }
  | { field: 'sugars_g'; code: 'sugars_above_carbohydrate' }
  | { field: 'energy_kcal' | 'energy_kj'; code: 'energy_pair' }
  | { field: 'energy_kcal'; code: 'energy_units' };

/** The figures' cross-checks, shared by the server's schema and the admin form. */
export function eLabelProblems(values: Partial<NutritionValues>): ELabelProblem[] {
  const problems: ELabelProblem[] = [];
  const { fat_g, saturates_g, carbohydrate_g, sugars_g, energy_kj, energy_kcal } = values;
  if (fat_g != null && saturates_g != null && saturates_g > fat_g) {
    problems.push({ field: 'saturates_g', code: 'saturates_above_fat' });
  }
  if (carbohydrate_g != null && sugars_g != null && sugars_g > carbohydrate_g) {
    problems.push({ field: 'sugars_g', code: 'sugars_above_carbohydrate' });
  }
  if ((energy_kj == null) !== (energy_kcal == null)) {
    problems.push({ field: energy_kj == null ? 'energy_kj' : 'energy_kcal', code: 'energy_pair' });
  } else if (energy_kj != null && energy_kcal != null && energy_kj + energy_kcal > 0) {
    // The EU factors give kJ/kcal ratios from 4.1 to 4.3 (29/7 … 13/3), plus rounding.
    const low = energy_kcal * 4.1 - 3;
    const high = energy_kcal * 4.34 + 3;
    if (energy_kj < low || energy_kj > high) {
      problems.push({ field: 'energy_kcal', code: 'energy_units' });
    }
  }
  return problems;
}

export const eLabelProblemMessages: Record<ELabelProblem['code'], string> = {
  saturates_above_fat: 'must not be more than the fat',
  sugars_above_carbohydrate: 'must not be more than the carbohydrate',
  energy_pair: 'give the energy in both kJ and kcal, or neither',
  energy_units: 'does not match the kJ figure (1 kcal is about 4.2 kJ)',
};

const allergensSchema = z
  .array(z.enum(allergenCodes, { error: `must be one of ${allergenCodes.join(', ')}` }), {
    error: 'must be a list of allergens',
  })
  .max(10, 'must be at most 10 allergens')
  // Stored once each, in the canonical order.
  .transform((codes) => allergenCodes.filter((code) => codes.includes(code)))
  .default(['sulphites']);

/** What staff send: the e-label of a wine (admin API, inside the wine's record). */
export const eLabelInputSchema = z
  .object({
    ingredients: z.object({ pt: ingredientsText, en: ingredientsText }).default({ pt: '', en: '' }),
    allergens: allergensSchema,
    energy_kj: wholeNumber(4000),
    energy_kcal: wholeNumber(1000),
    fat_g: grams(100, 1),
    saturates_g: grams(100, 1),
    carbohydrate_g: grams(100, 1),
    sugars_g: grams(100, 1),
    protein_g: grams(100, 1),
    salt_g: grams(100, 2),
  })
  .superRefine((values, context) => {
    for (const problem of eLabelProblems(values)) {
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: eLabelProblemMessages[problem.code],
      });
    }
  });
export type ELabelInput = z.infer<typeof eLabelInputSchema>;

/** The e-label as the admin API answers it (lenient: it shows whatever is stored). */
export const adminELabelSchema = storedNutritionSchema.extend({
  ingredients: z.object({ pt: z.string(), en: z.string() }),
  allergens: z.array(z.string()),
});
export type AdminELabel = z.infer<typeof adminELabelSchema>;

/** What the public e-label page shows of a wine, in one language: no price, no marketing. */
export const eLabelSchema = z.object({
  lang: z.enum(siteLanguages),
  product_url: z.string(),
  estate_name: z.string(),
  product_title: z.string(),
  /** The designation of origin (e.g. Vinho Regional Alentejano) and the wine's type. */
  wine_doc: z.string(),
  wine_type: z.string(),
  year: z.number().int().nullable(),
  /** Nominal volume in ml. */
  capacity: z.number().int().nullable(),
  /** Actual alcoholic strength, % vol. */
  alcohol: z.number().nullable(),
  ingredients: z.string(),
  allergens: z.array(z.enum(allergenCodes)),
  nutrition: storedNutritionSchema,
});
export type ELabel = z.infer<typeof eLabelSchema>;

/** Known allergen codes only (the stored list is JSON). */
export const knownAllergens = (codes: readonly unknown[]): AllergenCode[] =>
  allergenCodes.filter((code) => codes.includes(code));

/** The absolute address the QR code on a technical sheet points to. */
export const eLabelUrl = (publicUrl: string, productUrl: string, lang: SiteLang) =>
  `${publicUrl.replace(/\/+$/, '')}${eLabelPath(productUrl, lang)}`;
