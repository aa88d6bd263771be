import { useLoaderData } from 'react-router';
import { wineTourismBookingLeadDays, wineTourismPeople } from '@mdc/shared';
import {
  ContentPageView,
  contentPageMeta,
  loadContentPage,
} from '~/features/content/content-page-view';
import {
  WineTourismBooking,
  wineTourismBookingAnchor,
} from '~/features/forms/wine-tourism-booking';
import { useT } from '~/i18n/i18n';
import type { ActionArgs } from '~/context';
import { visitorFormAction } from '~/features/forms/visitor-form-action.server';
import { pageOrActionHeaders, publicPage } from '~/ui/cache';

/**
 * Wine tourism: a content page (features/content/content-page-view.tsx) with the visit's facts
 * after the intro and the booking request form after the blocks, in a route module of its own
 * so that About and Grapes do not load the form's code.
 */
export const loader = loadContentPage;

export const headers = pageOrActionHeaders(publicPage);

/** The booking request posted without scripts (docs/decisions/127-visitor-forms-as-route-actions.md). */
export const action = (args: ActionArgs) => visitorFormAction('wineTourism', args);

export const meta = contentPageMeta;

export default function WineTourismRoute() {
  return (
    <ContentPageView
      data={useLoaderData<typeof loader>()}
      afterIntro={<WineTourismFacts />}
      afterBlocks={<WineTourismBooking />}
    />
  );
}

/**
 * docs/product/site-pages.md#about-grapes-region-and-wine-tourism: bookings at least 6 days ahead; activities in Portuguese and English.
 * The numbers come from the constants the booking form and the server check, never from the
 * page's editable text (docs/decisions/105-pictures-and-tourism.md).
 */
function WineTourismFacts() {
  const t = useT();
  return (
    <aside className="mx-auto mt-10 max-w-3xl rounded-lg border-l-4 border-ochre bg-white px-6 py-5 shadow-sm">
      <h2 className="font-serif text-2xl font-semibold">{t('wineTourism.factsTitle')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('wineTourism.leadTime', { days: wineTourismBookingLeadDays })}</li>
        <li>{t('wineTourism.languages')}</li>
        <li data-testid="wine-tourism-group-size">
          {t('wineTourism.groupSize', wineTourismPeople)}
        </li>
      </ul>
      <a
        href={`#${wineTourismBookingAnchor}`}
        className="mt-3 inline-block font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
      >
        {t('wineTourismBooking.bookLink')}
      </a>
    </aside>
  );
}
