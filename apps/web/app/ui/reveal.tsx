import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './overlays/motion';

/**
 * Scroll reveal (docs/product/site-pages.md#shell-and-overlays): content below the fold fades and rises into place once, over
 * 1000 ms ease-in-out, when it scrolls into view. Server HTML is always visible: the hidden state
 * is applied only in the browser, only to content that starts below the fold.
 */
export function Reveal({
  children,
  className = '',
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !('IntersectionObserver' in window)) return;
    // The observer's first report says where the element starts; reading the layout ourselves at
    // hydration would add to the longest start-up task.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          if (visible) {
            observer.disconnect();
            return;
          }
          setState('hidden');
          return;
        }
        if (visible) {
          setState('shown');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion =
    state === 'hidden'
      ? 'opacity-0 translate-y-8'
      : state === 'shown'
        ? 'opacity-100 translate-y-0 transition duration-1000 ease-in-out'
        : '';
  return (
    <div ref={ref} className={`${motion} ${className}`}>
      {children}
    </div>
  );
}
