import type { SlideshowCycle } from './slideshow-cycle';

/**
 * The pause / play button (WCAG 2.2.2) and one dot per slide, in cream over a dark slideshow.
 * `slideLabels` name each dot's slide for screen readers.
 */
export function SlideshowControls({
  cycle,
  index,
  playing,
  pauseLabel,
  playLabel,
  slideLabels,
  className,
}: {
  cycle: SlideshowCycle | null;
  index: number;
  playing: boolean;
  pauseLabel: string;
  playLabel: string;
  slideLabels: string[];
  className: string;
}) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <button
        type="button"
        onClick={() => (playing ? cycle?.pause() : cycle?.play())}
        className="grid size-9 place-items-center rounded-full border border-cream/60 text-cream hover:border-white hover:bg-white/10 focus-visible:outline-cream"
      >
        <span className="sr-only">{playing ? pauseLabel : playLabel}</span>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
        </svg>
      </button>
      <ul className="flex items-center gap-1">
        {slideLabels.map((label, i) => (
          <li key={label}>
            <button
              type="button"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => cycle?.goTo(i)}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-cream"
            >
              <span className="sr-only">{label}</span>
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-ochre' : 'w-1.5 bg-cream/70'}`}
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
