import type { MetaDescriptor } from 'react-router';
import {
  localeOf,
  shareImageFor,
  shareImageSize,
  twinPath,
  type SiteLang,
  type SlotPhotos,
} from '@mdc/shared';

export interface SeoInput {
  title: string;
  description: string;
  lang: SiteLang;
  /** The page's own path; its twin in the other language is found in the route table. */
  pathname: string;
  publicUrl: string;
  estateName: string;
  /**
   * The page's picture (a drawing of the site or an upload); link previews get it as a 1200×630
   * JPEG or PNG, the slot's photo when staff uploaded one (decision 123). None: the default one.
   */
  image?: string | null | undefined;
  /** The staff photos by slot (root data), so a drawing's share image becomes its photo. */
  photos?: SlotPhotos | undefined;
  /**
   * The path search engines should index instead, when another page shows the same wine (a shop
   * product page's wine page, docs/decisions/120-what-validators-check.md); the alternates follow it.
   */
  canonicalPath?: string | undefined;
  /** Pages without a twin (not found) get no alternates and are kept out of search results. */
  indexable?: boolean;
  /**
   * Structured data for search engines, built by the loader (decision 112); React Router's
   * `<Meta>` writes it as a `<script type="application/ld+json">` with `<` escaped.
   */
  jsonLd?: Record<string, unknown> | null | undefined;
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path}`;

/**
 * og:image and its size, type and alt text (in the page's language: the photo's own, else the
 * page's title), which Facebook, WhatsApp and LinkedIn need to show a picture (decision 123).
 */
function shareImageTags(input: SeoInput, title: string): MetaDescriptor[] {
  const share = shareImageFor(input.image, input.photos);
  return [
    { property: 'og:image', content: absolute(input.publicUrl, share.path) },
    { property: 'og:image:type', content: share.type },
    { property: 'og:image:width', content: String(shareImageSize.width) },
    { property: 'og:image:height', content: String(shareImageSize.height) },
    { property: 'og:image:alt', content: share.alt?.[input.lang] || title },
  ];
}

/** Title, description, canonical, hreflang alternates and Open Graph for a page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { lang, pathname, publicUrl } = input;
  const title = input.estateName ? `${input.title} | ${input.estateName}` : input.title;
  const canonical = input.canonicalPath ?? pathname;
  const url = absolute(publicUrl, canonical);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: localeOf[lang].replace('-', '_') },
    { property: 'og:site_name', content: input.estateName },
  ];
  tags.push(...shareImageTags(input, title));
  if (input.jsonLd) tags.push({ 'script:ld+json': input.jsonLd });
  if (input.indexable === false) {
    tags.push({ name: 'robots', content: 'noindex' });
    return tags;
  }
  const pt = absolute(publicUrl, lang === 'pt' ? canonical : twinPath(canonical, 'pt'));
  const en = absolute(publicUrl, lang === 'en' ? canonical : twinPath(canonical, 'en'));
  tags.push(
    { property: 'og:url', content: url },
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'pt', href: pt },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pt },
  );
  return tags;
}
