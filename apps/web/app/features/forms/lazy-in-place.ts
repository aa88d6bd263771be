import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` whose code the server loads as it starts (docs/decisions/127-visitor-forms-as-route-actions.md).
 * A lazy component still loading when the server writes the page is sent later and moved into
 * place by React's inline script, which a browser without JavaScript never runs: the form would
 * stay hidden. Loaded beforehand, it renders in place at once (the thenable below answers
 * synchronously, so React does not suspend). In the browser it is an ordinary lazy component, its
 * chunk fetched while the page hydrates (decision 111).
 */
export function lazyInPlace<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    load().then(
      (component) => (loaded = component),
      () => {},
    );
  }
  return lazy(() => {
    const ready = loaded;
    if (!ready) return load().then((component) => ({ default: component }));
    const now = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) =>
        resolve({ default: ready }),
    };
    return now as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
