import { shellTimings } from './timings';

/**
 * The global loading indicator (docs/product/site-pages.md#shell-and-overlays): it appears only when some request has been in
 * flight for 200 ms, and hides 150 ms after the last pending request ends, so quick requests
 * never flash it.
 */
export function createDelayedIndicator(
  onChange: (visible: boolean) => void,
  {
    showAfterMs = shellTimings.indicatorShowAfterMs,
    hideAfterMs = shellTimings.indicatorHideAfterMs,
  } = {},
) {
  let pending = 0;
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: boolean) => {
    if (next !== visible) {
      visible = next;
      onChange(next);
    }
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    start() {
      pending += 1;
      if (pending === 1) {
        clear();
        if (!visible) timer = setTimeout(() => set(true), showAfterMs);
      }
    },
    end() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) {
        clear();
        if (visible) timer = setTimeout(() => set(false), hideAfterMs);
      }
    },
    get visible() {
      return visible;
    },
    dispose: clear,
  };
}
