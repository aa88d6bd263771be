import type { ParseKeys } from 'i18next';
import type { MetaFunction } from 'react-router';
import { imageSlotOfSrc, langFromPath, slotPhotoLargest } from '@mdc/shared';
import { translator } from '~/i18n/i18n';
import { rootDataOf } from './root-data';
import { seo, type SeoInput } from './seo';

type Key = ParseKeys;

/** A page's share image: the slot's photograph when staff uploaded one (decision 108). */
export function shareImageOf(
  photos: ReturnType<typeof rootDataOf>['photos'] | undefined,
  image: string,
): string;
export function shareImageOf(
  photos: ReturnType<typeof rootDataOf>['photos'] | undefined,
  image: string | undefined,
): string | undefined;
export function shareImageOf(
  photos: ReturnType<typeof rootDataOf>['photos'] | undefined,
  image: string | undefined,
): string | undefined {
  const slot = imageSlotOfSrc(image);
  const photo = slot ? photos?.[slot.key] : undefined;
  return (photo && slotPhotoLargest(photo)) || image;
}

/**
 * The `meta` export of a page whose title and description come from the catalogues, with the
 * structured data its loader returns as `jsonLd`, if any.
 */
export function pageMeta(titleKey: Key, descriptionKey: Key, image?: string): MetaFunction {
  return ({ data, matches, location }) => {
    const root = rootDataOf(matches);
    const lang = langFromPath(location.pathname);
    const t = translator(lang);
    return seo({
      title: t(titleKey),
      description: t(descriptionKey),
      lang,
      pathname: location.pathname,
      publicUrl: root.publicUrl,
      estateName: root.estate.name,
      image,
      photos: root.photos,
      jsonLd: (data as { jsonLd?: SeoInput['jsonLd'] } | undefined)?.jsonLd,
    });
  };
}
