import { computeEnergy, type AllergenCode } from '@mdc/shared';

/**
 * The demo wines' e-labels (decision 071): plausible figures for dry reds per 100 ml, with the
 * energy computed from them as the admin's "compute" button does (organic acids about 0.55 g).
 */
interface DemoELabel {
  ingredients: { pt: string; en: string };
  allergens: AllergenCode[];
  alcohol: number;
  carbohydrate: number;
  sugars: number;
}

const withAddedAcid = {
  pt: 'Uvas, regulador de acidez: ácido tartárico, conservante: sulfitos',
  en: 'Grapes, acidity regulator: tartaric acid, preservative: sulphites',
};

const avoZecaIngredients = {
  pt: 'Uvas, conservante: sulfitos. Clarificado com clara de ovo.',
  en: 'Grapes, preservative: sulphites. Fined with egg white.',
};

const demoELabels: Record<string, DemoELabel> = {
  exmo: {
    ingredients: withAddedAcid,
    allergens: ['sulphites'],
    alcohol: 14.5,
    carbohydrate: 0.6,
    sugars: 0.2,
  },
  'bosque-destinto': {
    ingredients: withAddedAcid,
    allergens: ['sulphites'],
    alcohol: 14.5,
    carbohydrate: 0.8,
    sugars: 0.4,
  },
  'avo-zeca': {
    // Fined with egg white, as the grandmother did.
    ingredients: avoZecaIngredients,
    allergens: ['sulphites', 'egg'],
    alcohol: 14,
    carbohydrate: 0.6,
    sugars: 0.2,
  },
  // The sold-out previous vintage (decision 072): its bottles are still in people's cellars.
  'avo-zeca-2022': {
    ingredients: avoZecaIngredients,
    allergens: ['sulphites', 'egg'],
    alcohol: 13.5,
    carbohydrate: 0.7,
    sugars: 0.3,
  },
};

/** The wines columns of a demo wine's e-label (none for an unknown slug). */
export function demoELabelColumns(slug: string) {
  const label = demoELabels[slug];
  if (!label) return {};
  const energy = computeEnergy({
    alcohol_percent: label.alcohol,
    carbohydrate_g: label.carbohydrate,
    organic_acids_g: 0.55,
  });
  return {
    allergens: label.allergens,
    energyKj: energy.energy_kj,
    energyKcal: energy.energy_kcal,
    fatG: 0,
    saturatesG: 0,
    carbohydrateG: label.carbohydrate,
    sugarsG: label.sugars,
    proteinG: 0.1,
    saltG: 0.01,
  };
}

/** A demo wine's list of ingredients in one language. */
export const demoIngredients = (slug: string, lang: 'pt' | 'en') =>
  demoELabels[slug]?.ingredients[lang] ?? '';
