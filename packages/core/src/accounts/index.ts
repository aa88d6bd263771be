// The accounts domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export { passwordResetMessage, verifyEmailMessage } from './account-emails.ts';
export {
  AccountError,
  accountMessages,
  type AccountsService,
  createAccountsService,
} from './accounts-service.ts';
export { createCustomerAdmin } from './customer-admin.ts';
export { accessTokenAudience, accessTokenKey, createAccessTokens, hashSecret } from './tokens.ts';
