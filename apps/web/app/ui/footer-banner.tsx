/** docs/product/site-pages.md#shell-and-overlays "footer banner": a wide decorative band above the footer (banner-1 or banner-2). */
export function FooterBanner({ variant }: { variant: 1 | 2 }) {
  return (
    <div className="mt-12 h-40 overflow-hidden md:h-56" aria-hidden="true">
      <img
        src={`/images/banners/banner-${variant}.svg`}
        alt=""
        width={1600}
        height={400}
        loading="lazy"
        className="h-full w-full object-cover"
      />
    </div>
  );
}
