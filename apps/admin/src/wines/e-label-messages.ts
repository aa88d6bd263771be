import type { MessageTree } from '../areas';

/** The "E-label" tab's texts (merged into the wines area's); the same keys in both languages. */
export const eLabelMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      wines: {
        tabs: { e_label: 'Rótulo eletrónico' },
        fields: {
          e_label: {
            ingredients: { pt: 'Ingredientes (PT)', en: 'Ingredientes (EN)' },
            allergens: 'Alergénios',
            energy_kj: 'Energia (kJ por 100 ml)',
            energy_kcal: 'Energia (kcal por 100 ml)',
            fat_g: 'Lípidos (g por 100 ml)',
            saturates_g: 'dos quais saturados (g)',
            carbohydrate_g: 'Hidratos de carbono (g por 100 ml)',
            sugars_g: 'dos quais açúcares (g)',
            protein_g: 'Proteínas (g por 100 ml)',
            salt_g: 'Sal (g por 100 ml)',
          },
        },
        e_label: {
          intro:
            'A lei europeia (Regulamento (UE) 2021/2117) exige a lista de ingredientes e a declaração nutricional dos vinhos produzidos desde 8 de dezembro de 2023. Aparecem numa página pública, sem publicidade nem cookies, aberta pelo código QR da ficha técnica.',
          open: 'Abrir a página pública (%{lang})',
          ingredients_help:
            'Ex.: Uvas, regulador de acidez: ácido tartárico, conservante: sulfitos. Os alergénios assinalados abaixo aparecem a negrito.',
          allergens_help: 'Os sulfitos quase sempre; ovo ou leite quando usados na clarificação.',
          allergens: { sulphites: 'Sulfitos', egg: 'Ovo', milk: 'Leite' },
          nutrition: 'Declaração nutricional (por 100 ml)',
          compute: 'Calcular a energia',
          compute_help:
            'Calcula kJ e kcal a partir do teor alcoólico (separador Geral), dos hidratos de carbono, das proteínas e dos lípidos, com os fatores da UE.',
          organic_acids: 'Ácidos orgânicos (g por 100 ml, opcional)',
          organic_acids_help: 'Só para o cálculo; não aparece no rótulo.',
          compute_needs_alcohol: 'Indique primeiro o teor alcoólico no separador Geral.',
          computed:
            'Energia calculada: %{energy_kj} kJ / %{energy_kcal} kcal. Guarde para publicar.',
          negligible_help:
            'Lípidos, saturados, proteínas e sal vazios ou quase nulos aparecem como «Contém quantidades insignificantes de …».',
          problems: {
            saturates_above_fat: 'Não pode ser mais do que os lípidos.',
            sugars_above_carbohydrate: 'Não pode ser mais do que os hidratos de carbono.',
            energy_pair: 'Indique a energia em kJ e em kcal, ou em nenhum.',
            energy_units: 'Não corresponde aos kJ (1 kcal são cerca de 4,2 kJ).',
            decimals: 'Use no máximo %{places} casas decimais.',
          },
        },
      },
    },
  },
  en: {
    resources: {
      wines: {
        tabs: { e_label: 'E-label' },
        fields: {
          e_label: {
            ingredients: { pt: 'Ingredients (PT)', en: 'Ingredients (EN)' },
            allergens: 'Allergens',
            energy_kj: 'Energy (kJ per 100 ml)',
            energy_kcal: 'Energy (kcal per 100 ml)',
            fat_g: 'Fat (g per 100 ml)',
            saturates_g: 'of which saturates (g)',
            carbohydrate_g: 'Carbohydrate (g per 100 ml)',
            sugars_g: 'of which sugars (g)',
            protein_g: 'Protein (g per 100 ml)',
            salt_g: 'Salt (g per 100 ml)',
          },
        },
        e_label: {
          intro:
            'EU law (Regulation (EU) 2021/2117) requires the list of ingredients and the nutrition declaration for wines made from 8 December 2023. They appear on a public page, without advertising or cookies, opened by the QR code on the technical sheet.',
          open: 'Open the public page (%{lang})',
          ingredients_help:
            'E.g. Grapes, acidity regulator: tartaric acid, preservative: sulphites. The allergens ticked below are shown in bold.',
          allergens_help: 'Sulphites nearly always; egg or milk when used for fining.',
          allergens: { sulphites: 'Sulphites', egg: 'Egg', milk: 'Milk' },
          nutrition: 'Nutrition declaration (per 100 ml)',
          compute: 'Compute the energy',
          compute_help:
            'Computes kJ and kcal from the alcohol (General tab), carbohydrate, protein and fat, with the EU factors.',
          organic_acids: 'Organic acids (g per 100 ml, optional)',
          organic_acids_help: 'Only for the computation; not shown on the label.',
          compute_needs_alcohol: 'Fill in the alcohol on the General tab first.',
          computed: 'Energy computed: %{energy_kj} kJ / %{energy_kcal} kcal. Save to publish it.',
          negligible_help:
            'Fat, saturates, protein and salt left empty or close to zero appear as "Contains negligible amounts of …".',
          problems: {
            saturates_above_fat: 'Cannot be more than the fat.',
            sugars_above_carbohydrate: 'Cannot be more than the carbohydrate.',
            energy_pair: 'Give the energy in both kJ and kcal, or neither.',
            energy_units: 'Does not match the kJ (1 kcal is about 4.2 kJ).',
            decimals: 'Use at most %{places} decimal places.',
          },
        },
      },
    },
  },
};
