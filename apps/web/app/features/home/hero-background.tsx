import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '~/ui/overlays/motion';
import { heroTimings } from './hero-timings';
import { overlayKeyframes, overlayPeriodMs, overlaySchedule } from './overlay-schedule';
import { parallaxMediaQuery, parallaxOffset } from './parallax';
import { useMediaQuery } from './use-media-query';

export type HeroBackgroundKind = 'bottles' | 'vineyard';

/** The two hero images of docs/product/site-pages.md#home (drawn by the illustrator). */
export const heroImages: Record<HeroBackgroundKind, string> = {
  bottles: '/images/hero/three-bottles.svg',
  vineyard: '/images/hero/vineyard.svg',
};

/** docs/product/site-pages.md#home: one of the two backgrounds, at random, on each visit. */
export function pickHeroBackground(random: number): HeroBackgroundKind {
  return random < 0.5 ? 'bottles' : 'vineyard';
}

/**
 * The chosen background image, faded in over the neutral hero once it has loaded (a missing image
 * simply leaves the neutral hero). The bottles image moves slower than the page (parallax, off at
 * 991 px and below and with reduced motion) under a darkening overlay that breathes between 0.1
 * and 0.7 opacity (docs/product/site-pages.md#home).
 */
export function HeroBackground({
  kind,
  heroRef,
}: {
  kind: HeroBackgroundKind;
  heroRef: React.RefObject<HTMLElement | null>;
}) {
  const [loaded, setLoaded] = useState(false);
  const layerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const bottles = kind === 'bottles';
  const parallax = useMediaQuery(parallaxMediaQuery) && bottles;

  useEffect(() => {
    const layer = layerRef.current;
    if (!parallax || !layer) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const offset = parallaxOffset(window.scrollY, heroRef.current?.offsetHeight ?? 0);
      layer.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      layer.style.transform = '';
    };
  }, [parallax, heroRef]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!bottles || !loaded || !overlay || prefersReducedMotion() || !overlay.animate) return;
    const animation = overlay.animate(overlayKeyframes(), {
      duration: overlayPeriodMs(),
      iterations: Infinity,
    });
    return () => animation.cancel();
  }, [bottles, loaded]);

  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 -z-20 transition-opacity ease-out motion-reduce:transition-none ${loaded ? 'opacity-100' : 'opacity-0'}`}
      style={{ transitionDuration: `${heroTimings.backgroundFadeInMs}ms` }}
    >
      <div ref={layerRef} className={`absolute inset-0 ${parallax ? 'will-change-transform' : ''}`}>
        <img
          src={heroImages[kind]}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          decoding="async"
          onLoad={() => setLoaded(true)}
          className={`h-full w-full object-cover ${bottles ? 'object-[70%_center]' : 'object-center'}`}
        />
      </div>
      {bottles ? (
        <div
          ref={overlayRef}
          data-testid="hero-overlay"
          className="absolute inset-0 bg-black"
          style={{ opacity: overlaySchedule.minOpacity }}
        />
      ) : null}
    </div>
  );
}
