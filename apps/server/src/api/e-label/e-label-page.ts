import { escapeHtml as escape, type Services } from '@mdc/core';
import {
  allergenNames,
  allergensNotInIngredients,
  formatDecimal,
  ingredientSegments,
  localeOf,
  negligibleOf,
  pages,
  pathTo,
  productUrlSchema,
  siteLanguages,
  type ELabel,
  type NegligibleNutrient,
  type SiteLang,
} from '@mdc/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The label's words (a legal document of its own: not part of the site's catalogues). */
const copy = {
  pt: {
    title: 'Ingredientes e informação nutricional',
    facts: 'Características',
    vintage: 'Colheita',
    volume: 'Volume',
    alcohol: 'Teor alcoólico',
    ingredients: 'Ingredientes',
    noIngredients: 'A lista de ingredientes ainda não foi publicada.',
    contains: 'Contém',
    allergensNote: 'Os alergénios estão assinalados a negrito.',
    nutrition: 'Declaração nutricional',
    caption: 'Valores médios por 100 ml',
    nutrient: 'Nutriente',
    per100: 'Por 100 ml',
    energy: 'Energia',
    fat: 'Lípidos',
    saturates: 'dos quais saturados',
    carbohydrate: 'Hidratos de carbono',
    sugars: 'dos quais açúcares',
    protein: 'Proteínas',
    salt: 'Sal',
    negligible: (list: string) => `Contém quantidades insignificantes de ${list}.`,
    negligibleNames: {
      fat: 'lípidos',
      saturates: 'ácidos gordos saturados',
      protein: 'proteínas',
      salt: 'sal',
    },
    and: 'e',
    noNutrition: 'A declaração nutricional ainda não foi publicada.',
    language: 'Idioma',
    notFound: 'Rótulo não encontrado',
    notFoundText: 'Não encontrámos este vinho. Pode ter sido retirado do catálogo.',
    wineList: 'Ver os nossos vinhos',
  },
  en: {
    title: 'Ingredients and nutrition declaration',
    facts: 'Details',
    vintage: 'Vintage',
    volume: 'Volume',
    alcohol: 'Alcohol',
    ingredients: 'Ingredients',
    noIngredients: 'The list of ingredients has not been published yet.',
    contains: 'Contains',
    allergensNote: 'Allergens are shown in bold.',
    nutrition: 'Nutrition declaration',
    caption: 'Average values per 100 ml',
    nutrient: 'Nutrient',
    per100: 'Per 100 ml',
    energy: 'Energy',
    fat: 'Fat',
    saturates: 'of which saturates',
    carbohydrate: 'Carbohydrate',
    sugars: 'of which sugars',
    protein: 'Protein',
    salt: 'Salt',
    negligible: (list: string) => `Contains negligible amounts of ${list}.`,
    negligibleNames: { fat: 'fat', saturates: 'saturates', protein: 'protein', salt: 'salt' },
    and: 'and',
    noNutrition: 'The nutrition declaration has not been published yet.',
    language: 'Language',
    notFound: 'Label not found',
    notFoundText: 'We could not find this wine. It may have left our catalogue.',
    wineList: 'See our wines',
  },
} as const;

const otherLanguage = {
  pt: { lang: 'en', name: 'English' },
  en: { lang: 'pt', name: 'Português' },
} as const;

/** Public, as every public page (decision 005): a CDN may keep it five minutes. */
const publicPage = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
const notFoundPage = 'public, max-age=60';

/** "a, b e c" */
function listOf(items: readonly string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const grams = (value: number, lang: SiteLang) => `${formatDecimal(value, lang)} g`;

function ingredientsSection(label: ELabel, lang: SiteLang): string {
  const t = copy[lang];
  const segments = ingredientSegments(label.ingredients, label.allergens, lang);
  const list = segments
    .map((s) => (s.allergen ? `<strong>${escape(s.text)}</strong>` : escape(s.text)))
    .join('');
  const missing = allergensNotInIngredients(label.ingredients, label.allergens, lang);
  const contains = missing.length
    ? `<p>${t.contains}: ${listOf(
        missing.map((code) => `<strong>${allergenNames[lang][code]}</strong>`),
        t.and,
      )}</p>`
    : '';
  const anyAllergen = segments.some((s) => s.allergen) || missing.length > 0;
  return `<section aria-labelledby="ingredients">
<h2 id="ingredients">${t.ingredients}</h2>
${label.ingredients ? `<p>${list}</p>` : `<p>${t.noIngredients}</p>`}
${contains}
${anyAllergen ? `<p class="note">${t.allergensNote}</p>` : ''}
</section>`;
}

function nutritionSection(label: ELabel, lang: SiteLang): string {
  const t = copy[lang];
  const n = label.nutrition;
  const negligible = negligibleOf(n);
  const shown = (nutrient: NegligibleNutrient) => !negligible.includes(nutrient);
  const rows: [string, string | null, boolean][] = [
    [
      t.energy,
      n.energy_kj == null || n.energy_kcal == null
        ? null
        : `${formatDecimal(n.energy_kj, lang)} kJ / ${formatDecimal(n.energy_kcal, lang)} kcal`,
      false,
    ],
    [t.fat, shown('fat') && n.fat_g != null ? grams(n.fat_g, lang) : null, false],
    [
      t.saturates,
      shown('saturates') && n.saturates_g != null ? grams(n.saturates_g, lang) : null,
      true,
    ],
    [t.carbohydrate, n.carbohydrate_g == null ? null : grams(n.carbohydrate_g, lang), false],
    [t.sugars, n.sugars_g == null ? null : grams(n.sugars_g, lang), true],
    [t.protein, shown('protein') && n.protein_g != null ? grams(n.protein_g, lang) : null, false],
    [t.salt, shown('salt') && n.salt_g != null ? grams(n.salt_g, lang) : null, false],
  ];
  const present = rows.filter((row): row is [string, string, boolean] => row[1] !== null);
  if (n.energy_kj == null && present.length === 0) {
    return `<section aria-labelledby="nutrition">
<h2 id="nutrition">${t.nutrition}</h2>
<p>${t.noNutrition}</p>
</section>`;
  }
  const body = present
    .map(
      ([name, value, sub]) =>
        `<tr><th scope="row"${sub ? ' class="sub"' : ''}>${name}</th><td>${value}</td></tr>`,
    )
    .join('\n');
  const statement = negligible.length
    ? `<p>${t.negligible(
        listOf(
          negligible.map((nutrient) => t.negligibleNames[nutrient]),
          t.and,
        ),
      )}</p>`
    : '';
  return `<section aria-labelledby="nutrition">
<h2 id="nutrition">${t.nutrition}</h2>
<table>
<caption>${t.caption}</caption>
<thead><tr><th scope="col">${t.nutrient}</th><th scope="col">${t.per100}</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
${statement}
</section>`;
}

function factsList(label: ELabel, lang: SiteLang): string {
  const t = copy[lang];
  const facts: [string, string | null][] = [
    [t.vintage, label.year == null ? null : String(label.year)],
    [t.volume, label.capacity == null ? null : `${label.capacity} ml`],
    [t.alcohol, label.alcohol == null ? null : `${formatDecimal(label.alcohol, lang)} % vol`],
  ];
  const items = facts
    .filter((fact): fact is [string, string] => fact[1] !== null)
    .map(([name, value]) => `<div><dt>${name}</dt><dd>${escape(value)}</dd></div>`)
    .join('');
  return items ? `<dl aria-label="${t.facts}">${items}</dl>` : '';
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#24201d;background:#fffdf8;line-height:1.5;font-size:1.0625rem}
.wrap{max-width:40rem;margin:0 auto;padding:1rem 1.25rem 2.5rem}
nav{display:flex;justify-content:flex-end}
nav a{display:inline-block;padding:.5rem .25rem;color:#5b1a2b;font-weight:600}
a:focus-visible{outline:3px solid #5b1a2b;outline-offset:2px}
.estate{margin:.5rem 0 0;font-size:.875rem;letter-spacing:.08em;text-transform:uppercase;color:#5c534b}
h1{margin:.25rem 0 .25rem;font-family:Georgia,"Times New Roman",serif;font-size:2rem;line-height:1.2;color:#5b1a2b}
.doc{margin:0;color:#4a433d}
dl{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0 0;padding:0}
dl div{min-width:7rem}
dt{font-size:.8125rem;text-transform:uppercase;letter-spacing:.06em;color:#5c534b}
dd{margin:0;font-weight:600}
h2{margin:2rem 0 .5rem;font-family:Georgia,"Times New Roman",serif;font-size:1.375rem;color:#5b1a2b;border-bottom:2px solid #c8833f;padding-bottom:.25rem}
strong{font-weight:800}
.note{font-size:.9375rem;color:#4a433d}
table{width:100%;border-collapse:collapse;margin:.5rem 0}
caption{text-align:left;font-size:.9375rem;color:#4a433d;padding-bottom:.25rem}
th,td{padding:.5rem .25rem;border-bottom:1px solid #d9d0c4;text-align:left;vertical-align:top}
thead th{font-size:.8125rem;text-transform:uppercase;letter-spacing:.06em;color:#5c534b;border-bottom:2px solid #24201d}
tbody th{font-weight:600}
th.sub{font-weight:400;padding-left:1.25rem}
td{text-align:right;white-space:nowrap}
thead th:last-child{text-align:right}
`;

function documentOf(
  reply: FastifyReply,
  lang: SiteLang,
  title: string,
  nav: string,
  main: string,
): string {
  return `<!doctype html>
<html lang="${localeOf[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style nonce="${reply.cspNonce.style}">${styles}</style>
</head>
<body>
<div class="wrap">
${nav}
<main>
${main}
</main>
</div>
</body>
</html>
`;
}

function labelPage(reply: FastifyReply, label: ELabel): string {
  const { lang } = label;
  const t = copy[lang];
  const other = otherLanguage[lang];
  const name = [label.product_title, label.year].filter((part) => part != null).join(' ');
  const nav = `<nav aria-label="${t.language}"><a href="${pathTo('wineLabel', other.lang, {
    productUrl: label.product_url,
  })}" hreflang="${other.lang}" lang="${localeOf[other.lang]}">${other.name}</a></nav>`;
  const origin = [label.wine_doc, label.wine_type].filter(Boolean).map(escape).join(' · ');
  const main = `<p class="estate">${escape(label.estate_name)}</p>
<h1>${escape(name)}</h1>
${origin ? `<p class="doc">${origin}</p>` : ''}
${factsList(label, lang)}
${ingredientsSection(label, lang)}
${nutritionSection(label, lang)}`;
  return documentOf(reply, lang, `${name} · ${t.title}`, nav, main);
}

function notFound(reply: FastifyReply, lang: SiteLang): string {
  const t = copy[lang];
  const main = `<h1>${t.notFound}</h1>
<p>${t.notFoundText}</p>
<p><a href="${pathTo('wineList', lang)}">${t.wineList}</a></p>`;
  return documentOf(reply, lang, t.notFound, '', main);
}

/**
 * The page's own Content-Security-Policy: no script of any kind, nothing from another origin,
 * only its inline stylesheet (by nonce) and same-site images (the favicon).
 */
const policyFor = (reply: FastifyReply) =>
  [
    "default-src 'none'",
    `style-src 'nonce-${reply.cspNonce.style}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * The wine e-label (Regulation (EU) 2021/2117; decision 071): /vinhos/{url}/rotulo and
 * /en/wines/{url}/label, a small standalone HTML document rendered here, without React: no
 * JavaScript, no cookies, no third-party requests, no prices or links to the shop. Every wine
 * that is not archived has one, whatever the catalogue and shop switches say.
 */
export const eLabelPage: FastifyPluginAsyncZod<{ services: Pick<Services, 'eLabels'> }> = async (
  app,
  { services },
) => {
  for (const lang of siteLanguages) {
    app.get(
      pages.wineLabel[lang],
      {
        schema: {
          // Any text: an address that is no wine's is the label's 404 page, not an API error.
          params: z.object({ productUrl: z.string() }),
          description: `The e-label page of a wine in ${lang === 'pt' ? 'Portuguese' : 'English'} (HTML).`,
        },
      },
      async (request, reply) => {
        const slug = productUrlSchema.safeParse(request.params.productUrl);
        const label = slug.success ? await services.eLabels.get(slug.data, lang) : null;
        return reply
          .status(label ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', label ? publicPage : notFoundPage)
          .header('content-language', localeOf[lang])
          .header('content-security-policy', policyFor(reply))
          .header('x-robots-tag', 'noindex')
          .send(label ? labelPage(reply, label) : notFound(reply, lang));
      },
    );
  }
};
