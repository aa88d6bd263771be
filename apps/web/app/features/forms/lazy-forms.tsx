import { lazy, Suspense } from 'react';

/**
 * The visitor forms below a marketing page's main content (home, house, wine tourism), each in a
 * chunk of its own with react-hook-form (docs/decisions/111-one-form-library.md): the server
 * still renders them into the page, and the browser fetches their code while it hydrates, not as
 * part of the page's first scripts. The contact page's form is its main content: it loads with it.
 */
const Newsletter = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);
const HouseBooking = lazy(() =>
  import('./house-booking-form').then((module) => ({ default: module.HouseBookingForm })),
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

export function LazyHouseBookingForm() {
  return (
    <Suspense fallback={null}>
      <HouseBooking />
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
