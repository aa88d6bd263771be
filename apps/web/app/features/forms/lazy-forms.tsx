import { lazy, Suspense } from 'react';

/**
 * The visitor forms of the marketing pages, each in a chunk of its own with react-hook-form
 * (docs/decisions/111-one-form-library.md): the server still renders them into the page, and the
 * browser fetches their code while it hydrates, not as part of the page's first scripts.
 */
const Newsletter = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);
const Contact = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);
const HouseBooking = lazy(() =>
  import('./house-booking-form').then((module) => ({ default: module.HouseBookingForm })),
);

export function LazyNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <Newsletter />
    </Suspense>
  );
}

export function LazyContactForm() {
  return (
    <Suspense fallback={null}>
      <Contact />
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
