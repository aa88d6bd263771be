import { useT } from '~/i18n/i18n';
import { LazyWineTourismBookingForm } from './lazy-forms';

/** The anchor of the section, for links from the page's "before you book" notes. */
export const wineTourismBookingAnchor = 'wine-tourism-booking';

/** The booking request section of the wine-tourism page. */
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
      <LazyWineTourismBookingForm />
    </section>
  );
}
