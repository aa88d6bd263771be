/** The eyebrow-and-title pair that opens each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = 'start',
  tone = 'dark',
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: 'start' | 'center';
  tone?: 'dark' | 'light';
}) {
  const center = align === 'center';
  return (
    <div className={center ? 'text-center' : ''}>
      <p
        className={`flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.28em] ${center ? 'justify-center' : ''} ${tone === 'light' ? 'text-ochre' : 'text-wine'}`}
      >
        <span aria-hidden="true" className="h-px w-8 bg-current" />
        {eyebrow}
        {center ? <span aria-hidden="true" className="h-px w-8 bg-current" /> : null}
      </p>
      <h2
        id={id}
        className={`mt-4 text-balance font-serif text-4xl font-semibold leading-tight sm:text-5xl ${tone === 'light' ? 'text-cream' : 'text-ink'}`}
      >
        {title}
      </h2>
    </div>
  );
}
