/**
 * A URL slug from a name (the new wine form, docs/decisions/108-estate-photographs.md): lowercase, accents removed,
 * every run of other characters one hyphen, none at the ends; at most `max` characters, cut at a
 * hyphen where possible. "Avô Zeca Tinto 2021" → "avo-zeca-tinto-2021".
 */
export function slugify(name: string, max = 120): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[œ]/gi, 'oe')
    .replace(/ø/gi, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
