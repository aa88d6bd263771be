import { bookingRequests } from '@mdc/db';
import type { HouseBookingInput, WineTourismBookingInput } from '@mdc/shared';
import type { CaptchaContext, CaptchaResult, CaptchaVerifier } from '../captcha/index.ts';
import {
  commitAndNotify,
  queueEmail,
  type MailingDeps,
  type OutgoingEmail,
} from '../mail/index.ts';
import { houseBookingAcknowledgementEmail, houseBookingNoticeEmail } from './booking-emails.ts';
import { wineTourismAcknowledgementEmail, wineTourismNoticeEmail } from './wine-tourism-emails.ts';

export interface BookingServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
  /** The estate's inbox (ESTATE_EMAIL). */
  estateEmail: string;
}

type NewBookingRequest = typeof bookingRequests.$inferInsert;

/**
 * Booking requests (docs/decisions/010-house-booking-endpoint.md and
 * 073-wine-tourism-booking.md): a request, not a reservation; the estate checks availability and
 * answers by e-mail. The dates were checked by the shared schemas (houseBookingSchema,
 * wineTourismBookingSchema) before they reach this service.
 */
export function createBookingService(deps: BookingServiceDeps) {
  /**
   * Every request alike: the robot check, then the row, the estate's notice and the visitor's
   * receipt in one transaction.
   */
  async function receive(
    request: { recaptcha_token: string },
    context: CaptchaContext,
    row: NewBookingRequest,
    emails: (receipt: { estateName: string; site: string }) => OutgoingEmail[],
  ): Promise<CaptchaResult> {
    const check = await deps.captcha.verify(request.recaptcha_token, context);
    if (!check.ok) return check;
    const estateName = await deps.estateName();
    await commitAndNotify(deps, async (tx) => {
      await tx.insert(bookingRequests).values(row);
      for (const email of emails({ estateName, site: new URL(deps.publicUrl).host })) {
        await queueEmail(tx, email);
      }
    });
    return { ok: true };
  }

  const contactOf = (input: HouseBookingInput | WineTourismBookingInput) => ({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    lang: input.lang,
  });

  return {
    requestHouse: (input: HouseBookingInput, context: CaptchaContext = {}) =>
      receive(
        input,
        context,
        {
          kind: 'house',
          ...contactOf(input),
          guests: input.guests,
          arrival: input.arrival,
          departure: input.departure,
          roomId: input.room_id ?? null,
        },
        (receipt) => [
          houseBookingNoticeEmail({ to: deps.estateEmail, booking: input }),
          houseBookingAcknowledgementEmail({ booking: input, ...receipt }),
        ],
      ),

    requestWineTourism: (input: WineTourismBookingInput, context: CaptchaContext = {}) =>
      receive(
        input,
        context,
        {
          kind: 'wine_tourism',
          ...contactOf(input),
          experience: input.experience,
          visitDate: input.visit_date,
          people: input.people,
          activityLanguage: input.activity_language,
        },
        (receipt) => [
          wineTourismNoticeEmail({ to: deps.estateEmail, booking: input }),
          wineTourismAcknowledgementEmail({ booking: input, ...receipt }),
        ],
      ),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
