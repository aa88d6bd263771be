import { bookingRequests } from '@mdc/db';
import type { HouseBookingInput } from '@mdc/shared';
import type {
  CaptchaContext,
  CaptchaResult,
  CaptchaVerifier,
} from '../captcha/captcha-verifier.ts';
import { commitAndNotify, queueEmail, type MailingDeps } from '../mail/outbox.ts';
import { houseBookingAcknowledgementEmail, houseBookingNoticeEmail } from './booking-emails.ts';

export interface BookingServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
  /** The estate's inbox (ESTATE_EMAIL). */
  estateEmail: string;
}

/**
 * Booking requests (docs/decisions/010-house-booking-endpoint.md): a request, not a reservation;
 * the estate checks availability and answers by e-mail. The dates were checked by the shared
 * schema (houseBookingSchema) before they reach this service.
 */
export function createBookingService(deps: BookingServiceDeps) {
  return {
    async requestHouse(
      input: HouseBookingInput,
      context: CaptchaContext = {},
    ): Promise<CaptchaResult> {
      const check = await deps.captcha.verify(input.recaptcha_token, context);
      if (!check.ok) return check;
      const estateName = await deps.estateName();

      await commitAndNotify(deps, async (tx) => {
        await tx.insert(bookingRequests).values({
          kind: 'house',
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          guests: input.guests,
          arrival: input.arrival,
          departure: input.departure,
          message: input.message,
          roomId: input.room_id ?? null,
          lang: input.lang,
        });
        await queueEmail(tx, houseBookingNoticeEmail({ to: deps.estateEmail, booking: input }));
        await queueEmail(
          tx,
          houseBookingAcknowledgementEmail({
            booking: input,
            estateName,
            site: new URL(deps.publicUrl).host,
          }),
        );
      });
      return { ok: true };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
