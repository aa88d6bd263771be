import type { ContentBlock } from '@mdc/shared';
import { Reveal } from '~/ui/reveal';

/** Staff may leave a block without an image: a default decoration stands in (spec 000 §3). */
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

/** Text and image side by side, alternating sides from block to block (spec 000 §2). */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12">
      {blocks.map((block, i) => (
        <Reveal key={block.id}>
          <section className="grid items-center gap-8 md:grid-cols-2">
            <img
              src={block.imgUrl || defaultDecoration}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className={`w-full rounded-xl object-cover shadow-sm ${i % 2 === 1 ? 'md:order-2' : ''}`}
            />
            <div>
              <h2 className="font-serif text-3xl font-semibold text-wine md:text-4xl">
                {block.about_sub}
              </h2>
              {block.about_content.map((paragraph, j) => (
                <p key={j} className="mt-4 text-lg leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        </Reveal>
      ))}
    </div>
  );
}
