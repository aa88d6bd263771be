import { lazy, Suspense } from 'react';

/**
 * The visitor forms below a marketing page's main content (home, wine tourism), each in a
 * chunk of its own with react-hook-form (docs/decisions/111-one-form-library.md): the server
 * still renders them into the page, and the browser fetches their code while it hydrates, not as
 * part of the page's first scripts. The contact page's and the house's booking forms load with
 * their pages: a lazy one was seen replaced after hydration, under the visitor's focus.
 */
const Newsletter = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);
const WineTourismBooking = lazy(() =>
  import('./wine-tourism-booking-form').then((module) => ({
    default: module.WineTourismBookingForm,
  })),
);

export function LazyNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <Newsletter />
    </Suspense>
  );
}

export function LazyWineTourismBookingForm() {
  return (
    <Suspense fallback={null}>
      <WineTourismBooking />
    </Suspense>
  );
}
