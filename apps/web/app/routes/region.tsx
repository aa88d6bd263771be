import { useLoaderData } from 'react-router';
import { langFromPath, type CoverBox } from '@mdc/shared';
import type { LoaderArgs } from '~/context';
import { TextImageSection } from '~/features/content/content-blocks';
import { useT } from '~/i18n/i18n';
import { publicPage } from '~/ui/cache';
import { FooterBanner } from '~/ui/footer-banner';
import { pageMeta } from '~/ui/page-meta';
import { SitePicture, useSlotPhoto } from '~/ui/site-picture';

export async function loader({ request, context }: LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return { blocks: await context.services.content.regionBlocks(lang) };
}

export const headers = () => publicPage;
export const meta = pageMeta('region.title', 'region.description', '/images/banners/region.svg');

/**
 * docs/product/site-pages.md#about-grapes-region-and-wine-tourism "Region": a parallax top section on the town of Montemor-o-Novo (the first region
 * block), then blocks on regional wine history and grapes with their map images.
 */
/**
 * The box the town's photo covers: at least 60vh, taller on a phone where the text fills about a
 * screen (docs/decisions/122-sharp-photos-and-focus.md).
 */
const townCover: CoverBox[] = [
  { media: '(min-width: 768px)', width: '100vw', height: '60vh' },
  { width: '100vw', height: 'calc(100svh - 4rem)' },
];

export default function Region() {
  const { blocks } = useLoaderData<typeof loader>();
  const t = useT();
  const [town, ...rest] = blocks;
  const townImage = town?.image || '/images/banners/region.svg';
  // A staff photo is a responsive <picture> (decision 108); the drawing keeps its fixed parallax.
  const photo = useSlotPhoto(townImage);
  return (
    <>
      <section
        className="relative isolate flex min-h-[60vh] items-end overflow-hidden bg-ink bg-cover bg-center text-white min-[992px]:bg-fixed"
        style={photo ? undefined : { backgroundImage: `url(${townImage})` }}
      >
        {photo ? (
          <SitePicture
            src={townImage}
            alt=""
            decorative
            priority
            cover={townCover}
            className="absolute inset-0 -z-20 h-full w-full object-cover"
          />
        ) : null}
        {/* A scrim dark enough for WCAG AA over any picture (decision 105), only under the text:
            it fades out in the 6rem above it, and the picture above stays as it is (decision 122). */}
        <div className="w-full bg-[linear-gradient(to_top,rgb(43_38_34/0.88),rgb(43_38_34/0.82)_calc(100%-6rem),rgb(43_38_34/0))] pt-24">
          <div className="mx-auto w-full max-w-6xl px-4 pb-12">
            <p className="text-sm font-semibold uppercase tracking-[0.3em] text-cream">
              {t('region.title')}
            </p>
            <h1 className="mt-2 font-serif text-5xl font-semibold md:text-6xl">{town?.title}</h1>
            {town?.paragraphs.map((paragraph, i) => (
              <p key={i} className="mt-4 max-w-3xl text-lg leading-relaxed text-cream/95">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16">
        {rest.map((block) => (
          <TextImageSection
            key={block.id}
            title={block.title}
            paragraphs={block.paragraphs}
            image={block.image}
            reverse={block.reverse}
          />
        ))}
      </div>
      <FooterBanner variant={2} />
    </>
  );
}
