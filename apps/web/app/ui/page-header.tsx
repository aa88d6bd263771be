import type { ReactNode } from 'react';
import { SitePicture } from './site-picture';

/** The title band at the top of a page, over a background image (docs/product/site-pages.md#shell-and-overlays "Shared page pieces"). */
export function PageHeader({ title, image }: { title: ReactNode; image: string }) {
  return (
    <div className="relative isolate overflow-hidden bg-ink">
      {/* The page's largest picture: preloaded at high priority (decision 108). */}
      <SitePicture
        src={image}
        alt=""
        decorative
        priority
        // About the band's height with a title of two lines (decision 122).
        cover={[
          { media: '(min-width: 768px)', width: '100vw', height: '16rem' },
          { width: '100vw', height: '18rem' },
        ]}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      {/* A scrim under the title: WCAG AA over any picture (docs/decisions/105-pictures-and-tourism.md). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/80 via-ink/45 to-ink/10"
      />
      <div className="mx-auto flex min-h-48 max-w-6xl items-end px-4 pb-8 pt-16 md:min-h-64">
        <h1 className="font-serif text-5xl font-semibold text-white drop-shadow md:text-6xl">
          {title}
        </h1>
      </div>
    </div>
  );
}
