import type { MetaDescriptor } from 'react-router';
import type { RootData } from '~/ui/root-data';
import { translator } from '~/i18n/i18n';
import { seo, type SeoInput } from '~/ui/seo';

/**
 * A shop page's meta tags: its own while the shop is open; while it is closed every shop path
 * shows the 'coming soon' placeholder, kept out of search results.
 */
export function shopSeo(
  root: RootData,
  input: Omit<SeoInput, 'publicUrl' | 'estateName'>,
): MetaDescriptor[] {
  const base = { publicUrl: root.publicUrl, estateName: root.estate.name, photos: root.photos };
  if (root.shopEnabled) return seo({ ...input, ...base });
  const t = translator(input.lang);
  return seo({
    ...base,
    title: t('shop.comingSoon.title'),
    description: t('shop.comingSoon.text'),
    lang: input.lang,
    pathname: input.pathname,
    indexable: false,
  });
}
