/*
 * Pieces more than one admin area needs. Areas may import from here (never from each other);
 * their texts live in ./messages.ts, merged into every catalogue.
 */
export { DecimalInput } from './decimal-input';
export { detailQuery } from './detail-query';
export { ImageUrlInput, keepText } from './image-url-input';
export { centsOf, useMoney } from './money';
export {
  PendingUploadsNotice,
  PendingUploadsProvider,
  SaveAfterUploads,
  uploadRefusal,
  usePendingUploads,
} from './pending-uploads';
export {
  DeliverStatusBadge,
  PaymentStatusChip,
  useDeliverLabel,
  usePaymentLabel,
} from './order-status';
export { useBookingSummary, useCalendarDay, type BookingSummaryFields } from './booking-summary';
export { AdminRichTextInput } from './rich-text-input';
export { searchFilter } from './search-filter';
export { SectionCard } from './section-card';
export { ShowLinkField } from './show-link-field';
export { usePhone } from './use-phone';
export { useRecordAction } from './use-record-action';
