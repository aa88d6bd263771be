/**
 * The three demo wines of docs/product/site-pages.md#content-records, in both languages. Prices and stock are chosen so a new
 * visitor sees every state of the shop at once: one wine on sale, one with low stock, and an older
 * vintage that sold out (in the shop only).
 */
interface DemoWineText {
  title: string;
  subtitle1: string;
  subtitle2: string;
  mainDesc: string;
  wineType: string;
  grapes: string;
  soilsType: string;
}

export interface DemoWine {
  slug: string;
  /** The wine its vintages share (decision 072). */
  family: string;
  year: number;
  alcohol: number;
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
  sortOrder: number;
  /** Default true; an old vintage stays out of the wine list. */
  showCatalog?: boolean;
  /** The bottle picture's name, when it is another vintage's (default: the slug). */
  image?: string;
  text: { pt: DemoWineText; en: DemoWineText };
}

const shared = {
  pt: {
    wineType: 'Tinto',
    grapes: 'Touriga Nacional, Alicante Bouschet e Tinta Barroca',
    soilsType: 'Pardos mediterrânicos de materiais não calcários',
  },
  en: {
    wineType: 'Red',
    grapes: 'Touriga Nacional, Alicante Bouschet and Tinta Barroca',
    soilsType: 'Mediterranean brown soils from non-calcareous materials',
  },
};

export const wineDesignation = 'Vinho Regional Alentejano';
export const servingTemperature = '16–18 °C';
export const bottleCapacityMl = 750;

export const demoWines: DemoWine[] = [
  {
    slug: 'exmo',
    family: 'exmo',
    year: 2023,
    alcohol: 14.5,
    priceCents: 2400,
    salePriceCents: null,
    stock: 48,
    sortOrder: 1,
    text: {
      pt: {
        ...shared.pt,
        title: 'Exmo',
        subtitle1: 'Tinto Reserva 2023',
        subtitle2: 'O nosso vinho de guarda, feito das vinhas mais velhas do monte.',
        mainDesc:
          '<p>O <strong>Exmo</strong> nasce das parcelas mais antigas da nossa vinha, onde as cepas de Alicante Bouschet enterram as raízes fundo no solo pardo para resistir ao verão alentejano. Vindimámos à mão, ao nascer do dia, e fermentámos com leveduras indígenas em lagar de cimento.</p><p>Estagiou doze meses em barricas usadas de carvalho francês. No copo é profundo e retinto, com aromas de amora madura, esteva e cacau, taninos firmes e um final longo e fresco. Acompanha borrego assado, queijo de ovelha curado e conversas sem pressa.</p>',
      },
      en: {
        ...shared.en,
        title: 'Exmo',
        subtitle1: 'Reserve Red 2023',
        subtitle2: 'Our wine for the cellar, made from the oldest vines on the estate.',
        mainDesc:
          '<p><strong>Exmo</strong> comes from the oldest plots of our vineyard, where Alicante Bouschet vines send their roots deep into the brown soil to withstand the Alentejo summer. We picked by hand at daybreak and fermented with native yeasts in concrete lagares.</p><p>It spent twelve months in used French oak barrels. In the glass it is deep and inky, with ripe blackberry, rockrose and cocoa, firm tannins and a long, fresh finish. Pour it with roast lamb, aged sheep cheese and unhurried conversation.</p>',
      },
    },
  },
  {
    slug: 'bosque-destinto',
    family: 'destinto',
    year: 2023,
    alcohol: 14.5,
    priceCents: 1650,
    salePriceCents: 1390,
    stock: 120,
    sortOrder: 2,
    text: {
      pt: {
        ...shared.pt,
        title: 'Destinto',
        subtitle1: 'Tinto 2023',
        subtitle2: 'Um tinto de bosque e de planície, fresco e generoso.',
        mainDesc:
          '<p>O <strong>Destinto</strong> junta as três castas do monte vindimadas na mesma manhã e fermentadas em conjunto, como se fazia antigamente. O nome vem do bosque de sobreiros que abriga a vinha do vento quente de leste.</p><p>Sem madeira nova, para deixar falar a fruta: cereja preta, ameixa e um toque de alecrim. É macio, vivo e fácil de gostar — o vinho que abrimos à mesa num domingo qualquer.</p>',
      },
      en: {
        ...shared.en,
        title: 'Destinto',
        subtitle1: 'Red 2023',
        subtitle2: 'A red of cork forest and plain, fresh and generous.',
        mainDesc:
          '<p><strong>Destinto</strong> brings together the estate’s three grapes, picked on the same morning and fermented together, the way it used to be done. Its name comes from the cork-oak wood that shelters the vines from the hot east wind.</p><p>No new oak, so the fruit can speak: black cherry, plum and a touch of rosemary. Smooth, lively and easy to love — the wine we open at the table on any Sunday.</p>',
      },
    },
  },
  {
    slug: 'avo-zeca',
    family: 'avo-zeca',
    year: 2023,
    alcohol: 14,
    priceCents: 1200,
    salePriceCents: null,
    stock: 8,
    sortOrder: 3,
    text: {
      pt: {
        ...shared.pt,
        title: 'Avó Zeca',
        subtitle1: 'Tinto de Talha 2023',
        subtitle2: 'Em memória da avó que nunca deixou de fazer vinho em casa.',
        mainDesc:
          '<p>A avó Zeca fazia o vinho da casa em talhas de barro, no fundo da adega, e dava-o a provar a quem passasse. Este tinto segue a receita dela: uvas desengaçadas à mão, fermentação lenta em talha e nada mais do que o tempo.</p><p>Rústico e honesto, com aromas de frutos vermelhos, terra molhada e ervas do campo. Pede pão alentejano, azeitonas, enchidos e uma mesa comprida. Produção muito pequena.</p>',
      },
      en: {
        ...shared.en,
        title: 'Avó Zeca',
        subtitle1: 'Amphora Red 2023',
        subtitle2: 'In memory of the grandmother who always made wine at home.',
        mainDesc:
          '<p>Grandma Zeca made the house wine in clay amphorae (talhas) at the back of the cellar and poured a glass for anyone who passed by. This red follows her recipe: grapes destemmed by hand, a slow ferment in talha and nothing but time.</p><p>Rustic and honest, with red fruit, wet earth and wild herbs. It asks for Alentejo bread, olives, cured sausage and a long table. A very small production.</p>',
      },
    },
  },
  // The previous vintage, sold out: its page points to the 2023 (decision 072).
  {
    slug: 'avo-zeca-2022',
    family: 'avo-zeca',
    year: 2022,
    alcohol: 13.5,
    priceCents: 1150,
    salePriceCents: null,
    stock: 0,
    sortOrder: 4,
    showCatalog: false,
    image: 'avo-zeca',
    text: {
      pt: {
        ...shared.pt,
        title: 'Avó Zeca',
        subtitle1: 'Tinto de Talha 2022',
        subtitle2: 'Em memória da avó que nunca deixou de fazer vinho em casa.',
        mainDesc:
          '<p>A primeira colheita feita com a receita da avó Zeca: uvas desengaçadas à mão e fermentação lenta em talhas de barro, no fundo da adega.</p><p>Um ano quente deu-lhe fruta madura, terra seca e ervas do campo. Esgotou depressa.</p>',
      },
      en: {
        ...shared.en,
        title: 'Avó Zeca',
        subtitle1: 'Amphora Red 2022',
        subtitle2: 'In memory of the grandmother who always made wine at home.',
        mainDesc:
          '<p>The first vintage made to Grandma Zeca’s recipe: grapes destemmed by hand and a slow ferment in clay talhas at the back of the cellar.</p><p>A hot year gave it ripe fruit, dry earth and wild herbs. It sold out fast.</p>',
      },
    },
  },
];
