import { heroTimings } from './hero-timings';

/**
 * The darkening overlay of the three-bottles hero (docs/product/site-pages.md#home "Hero overlay"): its opacity swings
 * between a minimum and a maximum, one half-cycle each way, for a number of full cycles, then rests
 * at the minimum for a pause, and the whole period repeats. The opacity is a pure function of the
 * time since the animation began; the component hands the same steps to the Web Animations API as
 * keyframes, so the browser runs it off the main thread.
 */
export interface OverlaySchedule {
  minOpacity: number;
  maxOpacity: number;
  halfCycleMs: number;
  cyclesBeforePause: number;
  pauseMs: number;
}

export const overlaySchedule: OverlaySchedule = {
  minOpacity: heroTimings.overlayMinOpacity,
  maxOpacity: heroTimings.overlayMaxOpacity,
  halfCycleMs: heroTimings.overlayHalfCycleMs,
  cyclesBeforePause: heroTimings.overlayCyclesBeforePause,
  pauseMs: heroTimings.overlayPauseMs,
};

export interface OverlayStep {
  from: number;
  to: number;
  durationMs: number;
}

/** Sine ease-in-out: starts and ends slowly, like a breath. */
export const easeInOutSine = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;
/** The same curve as a CSS timing function, for the browser's animation. */
export const easeInOutSineCss = 'cubic-bezier(0.37, 0, 0.63, 1)';

/** One period: darken, lighten (× cycles), then rest at the minimum. */
export function overlaySteps(schedule: OverlaySchedule = overlaySchedule): OverlayStep[] {
  const { minOpacity: min, maxOpacity: max, halfCycleMs, cyclesBeforePause, pauseMs } = schedule;
  const steps: OverlayStep[] = [];
  for (let cycle = 0; cycle < cyclesBeforePause; cycle++) {
    steps.push({ from: min, to: max, durationMs: halfCycleMs });
    steps.push({ from: max, to: min, durationMs: halfCycleMs });
  }
  if (pauseMs > 0) steps.push({ from: min, to: min, durationMs: pauseMs });
  return steps;
}

export function overlayPeriodMs(schedule: OverlaySchedule = overlaySchedule): number {
  return overlaySteps(schedule).reduce((total, step) => total + step.durationMs, 0);
}

/** The overlay opacity `elapsedMs` after the animation began (it repeats forever). */
export function overlayOpacityAt(
  elapsedMs: number,
  schedule: OverlaySchedule = overlaySchedule,
): number {
  const period = overlayPeriodMs(schedule);
  if (period <= 0) return schedule.minOpacity;
  let t = ((elapsedMs % period) + period) % period;
  for (const step of overlaySteps(schedule)) {
    if (t < step.durationMs) {
      return step.from + (step.to - step.from) * easeInOutSine(t / step.durationMs);
    }
    t -= step.durationMs;
  }
  return schedule.minOpacity;
}

/** The period as Web Animations keyframes (offsets 0 to 1), each step eased like `overlayOpacityAt`. */
export function overlayKeyframes(schedule: OverlaySchedule = overlaySchedule): Keyframe[] {
  const period = overlayPeriodMs(schedule);
  const steps = overlaySteps(schedule);
  const frames: Keyframe[] = [];
  let at = 0;
  for (const step of steps) {
    frames.push({ offset: at / period, opacity: step.from, easing: easeInOutSineCss });
    at += step.durationMs;
  }
  frames.push({ offset: 1, opacity: steps.at(-1)?.to ?? schedule.minOpacity });
  return frames;
}
