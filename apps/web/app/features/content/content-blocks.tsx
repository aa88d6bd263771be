import type { ContentBlock } from '@mdc/shared';
import { Reveal } from '~/ui/reveal';
import { SitePicture } from '~/ui/site-picture';

/** Staff may leave a block without an image: a default decoration stands in (docs/product/site-pages.md#content-records). */
export const defaultDecoration = '/images/content/decoration.svg';

/** The first block of a page is its introduction: a lead text under the page header. */
export function ContentIntro({ block }: { block: ContentBlock | undefined }) {
  if (!block) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 text-center">
      {block.about_sub ? (
        <h2 className="font-serif text-3xl font-semibold text-wine md:text-4xl">
          {block.about_sub}
        </h2>
      ) : null}
      {block.about_content.map((paragraph, i) => (
        <p key={i} className="mt-4 text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/**
 * A heading and paragraphs beside an image, the image on the right when `reverse` is set; without
 * an image the text takes the whole width. Content blocks and region blocks both use it.
 */
export function TextImageSection({
  title,
  paragraphs,
  image,
  reverse,
}: {
  title: string;
  paragraphs: readonly string[];
  image: string | null;
  reverse: boolean;
}) {
  return (
    <Reveal>
      <section className="grid items-center gap-8 md:grid-cols-2">
        {image ? (
          <SitePicture
            src={image}
            alt=""
            className={`w-full rounded-xl object-cover shadow-sm ${reverse ? 'md:order-2' : ''}`}
          />
        ) : null}
        <div className={image ? '' : 'md:col-span-2'}>
          <h2 className="font-serif text-3xl font-semibold text-wine md:text-4xl">{title}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
    </Reveal>
  );
}

/** Text and image side by side, alternating sides from block to block (docs/product/site-pages.md#about-grapes-region-and-wine-tourism). */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
      {blocks.map((block, i) => (
        <TextImageSection
          key={block.id}
          title={block.about_sub}
          paragraphs={block.about_content}
          image={block.imgUrl || defaultDecoration}
          reverse={i % 2 === 1}
        />
      ))}
    </div>
  );
}
