import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { newsletterLinkParam } from '@mdc/shared';
import { lazyInPlace } from './lazy-in-place';
import { useHydrated } from '~/ui/use-hydrated';

/**
 * Forms whose code loads after the page's first scripts (docs/decisions/112-fast-public-pages.md).
 * The home page's newsletter form is a chunk of its own with react-hook-form
 * (docs/decisions/111-one-form-library.md): the server still renders it into the page, and the
 * browser fetches its code while it hydrates; the server loads it as it starts, so it is in the
 * page's HTML in place, for a browser without scripts too (decision 127). The
 * booking forms (contact, house, wine tourism) load with their pages: a lazy boundary that
 * receives an update before its code arrives is rendered again on the client, and a booking form
 * was seen replaced under the visitor's focus.
 */
const Newsletter = lazyInPlace(() =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);

export function LazyNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <Newsletter />
    </Suspense>
  );
}

const NewsletterOutcome = lazy(() =>
  import('./newsletter-link-toast').then((module) => ({ default: module.NewsletterLinkToast })),
);

/**
 * The toast of a newsletter e-mail link (`?newsletter=confirmed`…): its code loads only when the
 * address carries the parameter, after hydration (it shows nothing on the server anyway).
 */
export function LazyNewsletterLinkToast() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || !new URLSearchParams(search).has(newsletterLinkParam)) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterOutcome param={newsletterLinkParam} />
    </Suspense>
  );
}
