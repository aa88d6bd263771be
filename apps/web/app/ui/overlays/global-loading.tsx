import { useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useShellT } from '~/i18n/i18n';
import { onApiActivity } from '~/ui/api-activity';
import { createDelayedIndicator } from './delayed-indicator';

/**
 * The global loading indicator: page data loads, form submissions and API calls all count as
 * requests in flight (see delayed-indicator.ts for the 200 ms / 150 ms rule).
 */
export function GlobalLoading() {
  const t = useShellT();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const [visible, setVisible] = useState(false);
  const indicator = useRef<ReturnType<typeof createDelayedIndicator> | null>(null);
  indicator.current ??= createDelayedIndicator(setVisible);

  const routerBusy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  useEffect(() => {
    if (!routerBusy) return;
    const current = indicator.current;
    current?.start();
    return () => current?.end();
  }, [routerBusy]);

  useEffect(() => {
    const current = indicator.current;
    const unsubscribe = onApiActivity((event) =>
      event === 'start' ? current?.start() : current?.end(),
    );
    return () => {
      unsubscribe();
      current?.dispose();
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[75]"
      data-testid="loading-bar"
    >
      {visible ? (
        <>
          <div
            className="h-1 w-full animate-pulse bg-wine motion-reduce:animate-none"
            aria-hidden="true"
          />
          <span className="sr-only">{t('shell.loading')}</span>
        </>
      ) : null}
    </div>
  );
}
