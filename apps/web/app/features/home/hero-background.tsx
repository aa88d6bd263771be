import { useEffect, useRef } from 'react';
import type { CoverBox } from '@mdc/shared';
import { prefersReducedMotion } from '~/ui/overlays/motion';
import { SitePicture } from '~/ui/site-picture';
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
 * The box the hero picture covers: the hero's minimum height (home-hero.tsx), capped at 56rem from
 * `lg` (docs/decisions/122-sharp-photos-and-focus.md).
 */
const heroCover: CoverBox[] = [
  { media: '(min-width: 1024px)', width: '100vw', height: 'min(calc(100svh - 4rem), 56rem)' },
  { width: '100vw', height: 'calc(100svh - 4rem)' },
];

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
 * The home loader's choice (decision 112): the background a link asks for with `?hero=`, else
 * one at random among `kinds` (those with a staff photo when there are any, decision 108). Made on the server so the picture is in the HTML and preloaded.
 */
export function heroBackgroundFor(
  asked: string | null,
  random: number,
  kinds?: readonly HeroBackgroundKind[],
): HeroBackgroundKind {
  return asked === 'bottles' || asked === 'vineyard' ? asked : pickHeroBackground(random, kinds);
}

/**
 * The chosen background image, in the server's HTML and preloaded, so it is the first paint's
 * picture (decision 112; a missing image simply leaves the neutral backdrop). The bottles image moves slower than the page (parallax, off at
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
    if (!bottles || !overlay || prefersReducedMotion() || !overlay.animate) return;
    const animation = overlay.animate(overlayKeyframes(), {
      duration: overlayPeriodMs(),
      iterations: Infinity,
    });
    return () => animation.cancel();
  }, [bottles]);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-20">
      <div ref={layerRef} className={`absolute inset-0 ${parallax ? 'will-change-transform' : ''}`}>
        <SitePicture
          src={heroImages[kind]}
          alt=""
          decorative
          priority
          cover={heroCover}
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
