import { useT } from '~/i18n/i18n';
import { WineTourismBookingForm } from './wine-tourism-booking-form';

/** The anchor of the section, for links from the page's "before you book" notes. */
export const wineTourismBookingAnchor = 'wine-tourism-booking';

/**
 * The booking request section of the wine-tourism page. Its form loads with the page, not lazily:
 * a lazy boundary that receives an update before its code arrives is rendered again on the
 * client, and the form was seen replaced under the visitor's focus.
 */
export function WineTourismBooking() {
  const t = useT();
  return (
    <section
      id={wineTourismBookingAnchor}
      aria-labelledby={`${wineTourismBookingAnchor}-title`}
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12"
    >
      <h2
        id={`${wineTourismBookingAnchor}-title`}
        className="font-serif text-4xl font-semibold text-wine"
      >
        {t('wineTourismBooking.title')}
      </h2>
      <p className="mt-4 text-lg leading-relaxed">{t('wineTourismBooking.intro')}</p>
      <WineTourismBookingForm />
    </section>
  );
}
