// The withdrawal domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  withdrawalAcknowledgementEmail,
  withdrawalNoticeEmail,
  withdrawalRefundEmail,
  type WithdrawalStatement,
} from './withdrawal-emails.ts';
export { withdrawalInformation } from './withdrawal-information.ts';
export {
  adminWithdrawalOf,
  orderWithdrawalOf,
  type WithdrawalRow,
  withdrawalsOf,
} from './withdrawal-read.ts';
export {
  createWithdrawalService,
  WithdrawalError,
  type WithdrawalService,
} from './withdrawal-service.ts';
