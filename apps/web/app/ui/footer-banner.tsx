import { SitePicture } from './site-picture';

/** docs/product/site-pages.md#shell-and-overlays "footer banner": a wide decorative band above the footer (banner-1 or banner-2). */
export function FooterBanner({ variant }: { variant: 1 | 2 }) {
  return (
    <div className="mt-12 h-40 overflow-hidden md:h-56" aria-hidden="true">
      <SitePicture
        src={`/images/banners/banner-${variant}.svg`}
        alt=""
        decorative
        cover={[
          { media: '(min-width: 768px)', width: '100vw', height: '14rem' },
          { width: '100vw', height: '10rem' },
        ]}
        className="h-full w-full object-cover"
      />
    </div>
  );
}
