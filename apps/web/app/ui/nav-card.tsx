import { Link } from 'react-router';
import { Reveal } from './reveal';

/** docs/product/site-pages.md#shell-and-overlays "navigation card": a title, a line of text and an optional link onward. */
export function NavCard({
  title,
  text,
  to,
  linkLabel,
  image,
}: {
  title: string;
  text: string;
  to?: string;
  linkLabel?: string;
  image?: string;
}) {
  return (
    <Reveal className="mx-auto max-w-6xl px-4 py-12">
      <div className="grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-ink/5 md:grid-cols-2">
        {image ? (
          <img
            src={image}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            className="h-56 w-full object-cover md:h-full"
          />
        ) : null}
        <div className="flex flex-col justify-center gap-4 p-8">
          <h2 className="font-serif text-3xl font-semibold text-wine">{title}</h2>
          <p className="text-lg leading-relaxed">{text}</p>
          {to && linkLabel ? (
            <Link
              to={to}
              className="w-fit rounded bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
            >
              {linkLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </Reveal>
  );
}
