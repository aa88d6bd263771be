import { mediaSrcSet, parseMediaImageUrl, type SiteLang, type Wine } from '@mdc/shared';
import { translator } from '~/i18n/i18n';

/** The tallest a wine image is shown (wine pages: md:h-[36rem]); `sizes` follows from it. */
const maxDisplayHeightPx = 576;

/**
 * docs/product/site-pages.md#wine-detail: a language-specific placeholder when a wine has no image. A staff upload
 * (image_url `/media/<id>/<W>.webp#<W>x<H>`, see @mdc/shared media-url.ts) becomes a <picture>
 * with AVIF and WebP at every stored width; other URLs (the demo's SVGs) stay a plain <img>.
 */
export function WineImage({
  wine,
  lang,
  className,
  eager = false,
  priority = false,
  decorative = false,
}: {
  wine: Pick<Wine, 'image_url' | 'product_title'>;
  lang: SiteLang;
  className?: string;
  eager?: boolean;
  /** The page's largest picture (a wine's own page): loaded at once and at high priority. */
  priority?: boolean;
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
  const upload = parseMediaImageUrl(wine.image_url);
  const loading = {
    loading: eager || priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (upload) {
    const sizes = `${Math.ceil((maxDisplayHeightPx * upload.width) / upload.height)}px`;
    return (
      <picture>
        <source type="image/avif" srcSet={mediaSrcSet(upload, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={mediaSrcSet(upload, 'webp')} sizes={sizes} />
        <img
          src={wine.image_url!.replace(/#.*$/, '')}
          alt={alt}
          width={upload.width}
          height={upload.height}
          {...loading}
          decoding="async"
          className={className}
        />
      </picture>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={900}
      {...loading}
      decoding="async"
      className={className}
    />
  );
}
