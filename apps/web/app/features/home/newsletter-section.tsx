import { useT } from '~/i18n/i18n';
import { Reveal } from '~/ui/reveal';
import { SectionHeading } from './section-heading';

/**
 * The home page's newsletter block (docs/product/site-pages.md#home). The form belongs to the newsletter feature and
 * is passed in as `children` by the route; this is only its frame.
 */
export function NewsletterSection({ children }: { children?: React.ReactNode }) {
  const t = useT();
  return (
    <section
      id="newsletter"
      aria-labelledby="home-newsletter-title"
      className="px-5 pt-20 sm:px-8 md:pt-28"
    >
      <Reveal className="relative isolate mx-auto grid max-w-7xl items-center gap-10 overflow-hidden rounded-lg bg-ink px-6 py-14 text-cream shadow-xl sm:px-12 md:grid-cols-2 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_100%_0%,rgba(107,29,42,0.9),transparent_60%)]"
        />
        <div>
          <SectionHeading
            id="home-newsletter-title"
            eyebrow={t('home.newsletter.eyebrow')}
            title={t('home.newsletter.title')}
            tone="light"
          />
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream/90">
            {t('home.newsletter.text')}
          </p>
        </div>
        {/* Slot for the newsletter feature's form, passed in by the route. */}
        <div data-slot="newsletter-form">{children}</div>
      </Reveal>
    </section>
  );
}
