// The bookings domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { createBookingAdmin } from './booking-admin.ts';
export { houseBookingAcknowledgementEmail, houseBookingNoticeEmail } from './booking-emails.ts';
export { type BookingService, createBookingService } from './booking-service.ts';
export {
  wineTourismAcceptedEmail,
  wineTourismAcknowledgementEmail,
  wineTourismDeclinedEmail,
  wineTourismNoticeEmail,
} from './wine-tourism-emails.ts';
