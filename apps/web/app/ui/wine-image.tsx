import type { SiteLang, Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/** Spec 000 §2: a language-specific placeholder when a wine has no image. */
export function WineImage({
  wine,
  lang,
  className,
  eager = false,
  decorative = false,
}: {
  wine: Pick<Wine, 'image_url' | 'product_title'>;
  lang: SiteLang;
  className?: string;
  eager?: boolean;
  /** Next to the wine's title (in the same link), the image adds nothing to read. */
  decorative?: boolean;
}) {
  const t = translator(lang);
  const src = wine.image_url || `/images/placeholder-wine-${lang}.svg`;
  const alt = decorative
    ? ''
    : wine.image_url
      ? t('wine.imageAlt', { title: wine.product_title })
      : t('wine.placeholderAlt');
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={900}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
