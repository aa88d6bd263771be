import { Link } from 'react-router';
import { pathTo, type ContentBlock, type SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Reveal } from '~/ui/reveal';
import { SitePicture } from '~/ui/site-picture';
import { SectionHeading } from './section-heading';

/** The hero's "Saiba Mais" scrolls here (docs/product/site-pages.md#home: anchor aboutSection). */
export const aboutSectionId = 'aboutSection';

/**
 * "Sobre Nós" / "About Us" teaser (docs/product/site-pages.md#home): the paragraphs of the home_about content blocks
 * and a link to the About page.
 */
export function AboutTeaser({ blocks, lang }: { blocks: ContentBlock[]; lang: SiteLang }) {
  const t = useT();
  const image = blocks.find((block) => block.imgUrl)?.imgUrl;
  return (
    <section id={aboutSectionId} aria-labelledby="home-about-title">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 md:py-28 ${image ? 'lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-20' : ''}`}
      >
        {image ? (
          <Reveal className="relative">
            <div
              aria-hidden="true"
              className="absolute -bottom-4 -left-4 h-full w-full rounded-sm border border-ochre/60"
            />
            <SitePicture
              src={image}
              alt=""
              sizes="(min-width: 1024px) 45vw, 100vw"
              className="relative aspect-[4/3] w-full rounded-sm object-cover shadow-xl"
            />
          </Reveal>
        ) : null}
        <Reveal className="max-w-2xl">
          <SectionHeading
            id="home-about-title"
            eyebrow={t('home.about.eyebrow')}
            title={t('home.about.title')}
          />
          {blocks.map((block) => (
            <div key={block.id} className="mt-6">
              {block.about_sub ? (
                <h3 className="font-serif text-2xl italic text-wine">{block.about_sub}</h3>
              ) : null}
              {block.about_content.map((paragraph, i) => (
                <p key={i} className="mt-4 text-lg leading-relaxed text-ink/85">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
          <Link
            to={pathTo('about', lang)}
            className="mt-8 inline-flex items-center gap-2 rounded-sm border-2 border-wine px-6 py-3 font-semibold text-wine transition-colors hover:bg-wine hover:text-white"
          >
            {t('home.about.learnMore')}
            <span className="sr-only"> {t('home.about.learnMoreContext')}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </Reveal>
      </div>
    </section>
  );
}
