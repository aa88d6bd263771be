import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '~/ui/overlays/motion';
import { SitePicture } from '~/ui/site-picture';
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

/**
 * docs/product/site-pages.md#home: one of the two backgrounds, at random, on each visit; among
 * those staff gave a photograph when there are any (docs/decisions/108-estate-photographs.md).
 */
export function pickHeroBackground(
  random: number,
  kinds: readonly HeroBackgroundKind[] = ['bottles', 'vineyard'],
): HeroBackgroundKind {
  if (kinds.length === 1) return kinds[0]!;
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
  fromServer = false,
}: {
  kind: HeroBackgroundKind;
  heroRef: React.RefObject<HTMLElement | null>;
  /**
   * The only hero with a staff photo: rendered by the server, preloaded and shown at once (the
   * page's largest picture, decision 108), instead of fading in after hydration.
   */
  fromServer?: boolean;
}) {
  const [loaded, setLoaded] = useState(fromServer);
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
        <SitePicture
          src={heroImages[kind]}
          alt=""
          decorative
          priority
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
