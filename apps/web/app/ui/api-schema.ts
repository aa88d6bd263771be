/**
 * Generated from the server's OpenAPI document (GET /api/docs) by `npm run api:types`; do not
 * edit. A db test fails when it is out of date (docs/decisions/115-typed-api-client.md).
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the process answers (liveness) */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the database (and Redis) answer (readiness) */
    get: operations['getReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/shop-settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the shop is open, its shipping text and banners */
    get: operations['getShopShopSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/products/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the wines of the shop or of the wine list */
    get: operations['getShopProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/products/{product_url}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read one wine of the shop or of the wine list */
    get: operations['getShopProductsByProductUrl'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/technical-sheets/{lang}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A wine's technical sheet (PDF) in a language */
    get: operations['getMediaTechnicalSheetsByLangByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{id}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded image in one width and format */
    get: operations['getMediaByIdByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An uploaded PDF */
    get: operations['getMediaByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/share/photo/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A staff photo cropped to 1200×630 for link previews (JPEG) */
    get: operations['getSharePhotoByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/all-countries-regions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every country and region of a billing address */
    get: operations['getShippingAllCountriesRegions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The countries the shop ships to, with their regions */
    get: operations['getShippingCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/regions/{country}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The regions of a country the shop ships to */
    get: operations['getShippingRegionsByCountry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/calculate/{country}/{region}/{totalBottles}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shipping options and prices for a number of bottles to a region */
    get: operations['getShippingCalculateByCountryByRegionByTotalBottles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/shipping-details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shipping conditions shown on the product pages */
    get: operations['getShippingShippingDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sitemap of every public page in both languages */
    get: operations['getSitemapXml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What crawlers may read, and where the sitemap is */
    get: operations['getRobotsTxt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha/challenge/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A new robot check (ALTCHA challenge) for a form */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/subscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Subscribe an address to the newsletter (confirmed by e-mail) */
    post: operations['postNewsletterSubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirm a newsletter subscription from the e-mail's link */
    get: operations['getNewsletterConfirm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/unsubscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unsubscribe from the newsletter from an e-mail's link */
    get: operations['getNewsletterUnsubscribe'];
    put?: never;
    /** Unsubscribe from the newsletter in one click (RFC 8058) */
    post: operations['postNewsletterUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to be told by e-mail when a sold-out wine is back */
    post: operations['postStockAlerts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirm a stock alert from the e-mail's link */
    get: operations['getStockAlertsConfirm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/cancel/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cancel a stock alert from the e-mail's link */
    get: operations['getStockAlertsCancel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact_form/submit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to the estate */
    post: operations['postContactFormSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/house/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to book the house */
    post: operations['postBookingsHouse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/wine-tourism/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask to book a wine-tourism visit */
    post: operations['postBookingsWineTourism'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/discount-codes/check/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a discount code against a cart */
    post: operations['postShopDiscountCodesCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/awaiting-payment/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tell the shop that a voucher was shown to the buyer */
    post: operations['postCheckoutAwaitingPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/mb-way/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an MB WAY request (offline test provider) */
    post: operations['postCheckoutOfflinePaymentsMbWay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/state/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The state of a payment (offline test provider) */
    post: operations['postCheckoutOfflinePaymentsState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/multibanco/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a Multibanco voucher (offline test provider) */
    post: operations['postCheckoutOfflinePaymentsMultibanco'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/multibanco/pay/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay a Multibanco voucher (offline test provider, not on https) */
    post: operations['postCheckoutOfflinePaymentsMultibancoPay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/create-payment-intent/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price the cart, hold its stock and start the payment */
    post: operations['postCheckoutCreatePaymentIntent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/confirm-order/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a paid order and read it */
    post: operations['postCheckoutConfirmOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an order by its buyer's code */
    get: operations['getCheckoutOrdersByCodeByCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/stripe-webhook/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe's payment events (signed by Stripe) */
    post: operations['postCheckoutStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay by card (offline test provider) */
    post: operations['postCheckoutOfflinePaymentsConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/authenticate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve or fail the test bank's 3-D Secure challenge (offline test provider) */
    post: operations['postCheckoutOfflinePaymentsAuthenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/withdrawal/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw from an order (the withdrawal button) */
    post: operations['postCheckoutOrdersByCodeByCodeWithdrawal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/invoices/{kind}.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order's invoice or credit note (PDF) by its buyer's code */
    get: operations['getCheckoutOrdersByCodeByCodeInvoicesByKindPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/registration/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a customer account */
    post: operations['postAuthRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and password: access and refresh tokens */
    post: operations['postUsersToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new access token for a refresh token */
    post: operations['postUsersTokenRefresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the refresh token stops working */
    post: operations['postUsersLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/social/google/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a Google ID token */
    post: operations['postUsersSocialGoogle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The site's signed-in account and CSRF token, from the session cookie */
    get: operations['getSession'];
    put?: never;
    /** Sign in to the site with e-mail and password: an httpOnly session cookie */
    post: operations['postSession'];
    /** Sign out of the site: the session cookie's session ends */
    delete: operations['deleteSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/registration/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign in to the site (session cookie) */
    post: operations['postSessionRegistration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session/google/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in to the site with a Google ID token (session cookie) */
    post: operations['postSessionGoogle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** E-mail a link to set a new password */
    post: operations['postAuthPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/reset/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the e-mailed link's token */
    post: operations['postAuthPasswordResetConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/email/verify/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verify an account's e-mail address from the e-mailed link */
    get: operations['getAuthEmailVerify'];
    put?: never;
    /** Verify an account's e-mail address with the link's key */
    post: operations['postAuthEmailVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's profile */
    get: operations['getUsersMe'];
    /** Change the signed-in customer's profile */
    put: operations['putUsersMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/delete-account/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the signed-in customer's account */
    delete: operations['deleteUsersDeleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's orders */
    get: operations['getCheckoutOrdersByUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A download of the signed-in customer's data */
    get: operations['getUsersMeExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/newsletter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in customer's newsletter subscription */
    get: operations['getUsersMeNewsletter'];
    /** Subscribe or unsubscribe the signed-in customer's address */
    put: operations['putUsersMeNewsletter'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/password/reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The page that sets a new password without scripts */
    get: operations['getAccountsPasswordReset'];
    put?: never;
    /** Set a new password from the page without scripts */
    post: operations['postAccountsPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vinhos/{productUrl}/rotulo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A wine's e-label page in Portuguese
     * @description The e-label page of a wine in Portuguese (HTML).
     */
    get: operations['getVinhosByProductUrlRotulo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/en/wines/{productUrl}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A wine's e-label page in English
     * @description The e-label page of a wine in English (HTML).
     */
    get: operations['getEnWinesByProductUrlLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List who changed what and when */
    get: operations['getAdminAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings/shop/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's settings */
    get: operations['getAdminSettingsShop'];
    /** Change the shop's settings */
    put: operations['putAdminSettingsShop'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping/iso-countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every ISO country a shipping country can be */
    get: operations['getAdminShippingIsoCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping/preview/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preview the shipping cost of a cart to a region */
    get: operations['getAdminShippingPreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the shipping countries */
    get: operations['getAdminShippingCountries'];
    put?: never;
    /** Create a shipping country */
    post: operations['postAdminShippingCountries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-countries/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a shipping country */
    get: operations['getAdminShippingCountriesById'];
    /** Update a shipping country */
    put: operations['putAdminShippingCountriesById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-regions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the shipping regions */
    get: operations['getAdminShippingRegions'];
    put?: never;
    /** Create a shipping region */
    post: operations['postAdminShippingRegions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-regions/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a shipping region */
    get: operations['getAdminShippingRegionsById'];
    /** Update a shipping region */
    put: operations['putAdminShippingRegionsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-zones/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the shipping zones */
    get: operations['getAdminShippingZones'];
    put?: never;
    /** Create a shipping zone */
    post: operations['postAdminShippingZones'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-zones/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a shipping zone */
    get: operations['getAdminShippingZonesById'];
    /** Update a shipping zone */
    put: operations['putAdminShippingZonesById'];
    post?: never;
    /** Delete a shipping zone */
    delete: operations['deleteAdminShippingZonesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the shipping options */
    get: operations['getAdminShippingOptions'];
    put?: never;
    /** Create a shipping option */
    post: operations['postAdminShippingOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-options/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a shipping option */
    get: operations['getAdminShippingOptionsById'];
    /** Update a shipping option */
    put: operations['putAdminShippingOptionsById'];
    post?: never;
    /** Delete a shipping option */
    delete: operations['deleteAdminShippingOptionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the customers */
    get: operations['getAdminCustomers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a customer */
    get: operations['getAdminCustomersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/staff/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grant or revoke a customer's staff rights */
    post: operations['postAdminCustomersByIdStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the newsletter subscribers */
    get: operations['getAdminNewsletterSubscribers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The confirmed subscribers as CSV */
    get: operations['getAdminNewsletterSubscribersExportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a newsletter subscriber */
    get: operations['getAdminNewsletterSubscribersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/{id}/unsubscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unsubscribe a subscriber */
    post: operations['postAdminNewsletterSubscribersByIdUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the contact messages */
    get: operations['getAdminContactMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the booking requests */
    get: operations['getAdminBookingRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a contact message */
    get: operations['getAdminContactMessagesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}/handled/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a contact message handled or not */
    post: operations['postAdminContactMessagesByIdHandled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a booking request */
    get: operations['getAdminBookingRequestsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/handled/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark a booking request handled or not */
    post: operations['postAdminBookingRequestsByIdHandled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/accept/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a wine-tourism booking (e-mails it) */
    post: operations['postAdminBookingRequestsByIdAccept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/decline/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a wine-tourism booking (e-mails it) */
    post: operations['postAdminBookingRequestsByIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the wines */
    get: operations['getAdminWines'];
    put?: never;
    /** Create a wine */
    post: operations['postAdminWines'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a wine */
    get: operations['getAdminWinesById'];
    /** Update a wine */
    put: operations['putAdminWinesById'];
    post?: never;
    /** Archive a wine */
    delete: operations['deleteAdminWinesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/restore/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restore an archived wine */
    post: operations['postAdminWinesByIdRestore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/stock/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change a wine's stock, with a reason */
    post: operations['postAdminWinesByIdStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stock-movements/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the stock movements */
    get: operations['getAdminStockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/stock-alerts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the stock alerts waiting for a wine */
    get: operations['getAdminWinesByIdStockAlerts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/media/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an image or a PDF */
    post: operations['postAdminMedia'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-images/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the site's photograph slots */
    get: operations['getAdminSiteImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-images/{slot}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the photograph of a slot */
    get: operations['getAdminSiteImagesBySlot'];
    /** Set the photograph of a slot */
    put: operations['putAdminSiteImagesBySlot'];
    post?: never;
    /** Remove a slot's photograph (the default returns) */
    delete: operations['deleteAdminSiteImagesBySlot'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the page content blocks */
    get: operations['getAdminContentBlocks'];
    put?: never;
    /** Create a page content block */
    post: operations['postAdminContentBlocks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a page content block */
    get: operations['getAdminContentBlocksById'];
    /** Update a page content block */
    put: operations['putAdminContentBlocksById'];
    post?: never;
    /** Delete a page content block */
    delete: operations['deleteAdminContentBlocksById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a page content block up or down the list */
    post: operations['postAdminContentBlocksByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the region page blocks */
    get: operations['getAdminRegionBlocks'];
    put?: never;
    /** Create a region page block */
    post: operations['postAdminRegionBlocks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a region page block */
    get: operations['getAdminRegionBlocksById'];
    /** Update a region page block */
    put: operations['putAdminRegionBlocksById'];
    post?: never;
    /** Delete a region page block */
    delete: operations['deleteAdminRegionBlocksById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a region page block up or down the list */
    post: operations['postAdminRegionBlocksByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the gallery images */
    get: operations['getAdminGalleryImages'];
    put?: never;
    /** Create a gallery image */
    post: operations['postAdminGalleryImages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a gallery image */
    get: operations['getAdminGalleryImagesById'];
    /** Update a gallery image */
    put: operations['putAdminGalleryImagesById'];
    post?: never;
    /** Delete a gallery image */
    delete: operations['deleteAdminGalleryImagesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a gallery image up or down the list */
    post: operations['postAdminGalleryImagesByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the house features */
    get: operations['getAdminHouseFeatures'];
    put?: never;
    /** Create a house feature */
    post: operations['postAdminHouseFeatures'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a house feature */
    get: operations['getAdminHouseFeaturesById'];
    /** Update a house feature */
    put: operations['putAdminHouseFeaturesById'];
    post?: never;
    /** Delete a house feature */
    delete: operations['deleteAdminHouseFeaturesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a house feature up or down the list */
    post: operations['postAdminHouseFeaturesByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the policy sections */
    get: operations['getAdminPolicySections'];
    put?: never;
    /** Create a policy section */
    post: operations['postAdminPolicySections'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a policy section */
    get: operations['getAdminPolicySectionsById'];
    /** Update a policy section */
    put: operations['putAdminPolicySectionsById'];
    post?: never;
    /** Delete a policy section */
    delete: operations['deleteAdminPolicySectionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a policy section up or down the list */
    post: operations['postAdminPolicySectionsByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-documents/{key}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a site document (company contact, guest guide…) */
    get: operations['getAdminSiteDocumentsByKey'];
    /** Change a site document (company contact, guest guide…) */
    put: operations['putAdminSiteDocumentsByKey'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the orders */
    get: operations['getAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a order */
    get: operations['getAdminOrdersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move an order's delivery status on (e-mails the buyer) */
    post: operations['postAdminOrdersByIdStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/multibanco-paid/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record an order's Multibanco payment */
    post: operations['postAdminOrdersByIdMultibancoPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/withdrawal-refund/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund a withdrawn order */
    post: operations['postAdminOrdersByIdWithdrawalRefund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The staff dashboard's figures */
    get: operations['getAdminDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the discount codes */
    get: operations['getAdminDiscountCodes'];
    put?: never;
    /** Create a discount code */
    post: operations['postAdminDiscountCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a discount code */
    get: operations['getAdminDiscountCodesById'];
    /** Update a discount code */
    put: operations['putAdminDiscountCodesById'];
    post?: never;
    /** Delete a discount code */
    delete: operations['deleteAdminDiscountCodesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/invoice-retry/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Try an order's invoice again */
    post: operations['postAdminOrdersByIdInvoiceRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready' | 'degraded';
            /** @enum {string} */
            redis: 'ok' | 'unavailable' | 'not_configured';
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unavailable';
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShopShopSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shop_enabled: boolean;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShopProducts: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
        shop?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            product_title: string;
            product_subtitle_1: string;
            product_subtitle_2: string;
            product_url: string;
            image_url: string | null;
            year: number | null;
            show_catalog: boolean;
            show_shop: boolean;
            wine_doc: string;
            main_desc: string;
            wine_type: string;
            grapes: string;
            soils_type: string;
            alcohol: number | null;
            serving_temp: string;
            capacity: number | null;
            product_pdf: string | null;
            price: string;
            new_price: string | null;
            bottles_quantity: number;
            lowest_price_30_days: string | null;
          }[];
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShopProductsByProductUrl: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
        shop?: 'true' | 'false';
      };
      header?: never;
      path: {
        product_url: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            product_title: string;
            product_subtitle_1: string;
            product_subtitle_2: string;
            product_url: string;
            image_url: string | null;
            year: number | null;
            show_catalog: boolean;
            show_shop: boolean;
            wine_doc: string;
            main_desc: string;
            wine_type: string;
            grapes: string;
            soils_type: string;
            alcohol: number | null;
            serving_temp: string;
            capacity: number | null;
            product_pdf: string | null;
            price: string;
            new_price: string | null;
            bottles_quantity: number;
            lowest_price_30_days: string | null;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getMediaTechnicalSheetsByLangByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        lang: 'pt' | 'en';
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getMediaByIdByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getMediaByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getSharePhotoByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShippingAllCountriesRegions: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              code: string;
              name: string;
              name_pt: string;
              name_en: string;
              regions: {
                code: string;
                name: string;
                name_pt: string;
                name_en: string;
                countryCode: string;
              }[];
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShippingCountries: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              code: string;
              name: string;
              name_pt: string;
              name_en: string;
              regions: {
                code: string;
                name: string;
                name_pt: string;
                name_en: string;
                countryCode: string;
              }[];
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShippingRegionsByCountry: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path: {
        country: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              code: string;
              name: string;
              name_pt: string;
              name_en: string;
              countryCode: string;
            }[];
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShippingCalculateByCountryByRegionByTotalBottles: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
        subtotal?: string;
      };
      header?: never;
      path: {
        country: string;
        region: string;
        totalBottles: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            results: {
              id: number;
              option: {
                id: number;
                region_code: string;
                allow_free_shipping: boolean;
                free_shipping_from: string;
              };
              name: string;
              price: string;
              allow_free_shipping: boolean;
              free_shipping_from: string;
              cost?: string;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getShippingShippingDetails: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            description: string;
          }[];
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getSitemapXml: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getRobotsTxt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            parameters: {
              algorithm: string;
              nonce: string;
              salt: string;
              cost: number;
              keyLength: number;
              keyPrefix: string;
              expiresAt?: number;
            } & {
              [key: string]: unknown;
            };
            signature: string;
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postNewsletterSubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @default pt
           * @enum {string}
           */
          language?: 'pt' | 'en';
          recaptcha_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success' | 'duplicate';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
            /** @enum {string} */
            status?: 'invalid';
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getNewsletterConfirm: {
    parameters: {
      query?: {
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getNewsletterUnsubscribe: {
    parameters: {
      query?: {
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postNewsletterUnsubscribe: {
    parameters: {
      query?: {
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'unsubscribed';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postStockAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          product_url: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
          recaptcha_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'accepted';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getStockAlertsConfirm: {
    parameters: {
      query?: {
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getStockAlertsCancel: {
    parameters: {
      query?: {
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postContactFormSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          /** @default  */
          phone?: string & (unknown & unknown);
          /** @default  */
          subject?: string;
          message: string;
          recaptcha_token: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postBookingsHouse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          /** @default  */
          phone?: string & (unknown & unknown);
          /** @enum {string} */
          guests: 'up_to_6' | 'up_to_12';
          /** Format: date */
          arrival: string;
          /** Format: date */
          departure: string;
          /** @default  */
          message?: string;
          room_id?: string;
          recaptcha_token: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postBookingsWineTourism: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: string;
          /** @default  */
          phone?: string & (unknown & unknown);
          /** @enum {string} */
          experience: 'vineyard_cellar' | 'talha_tasting' | 'vineyard_picnic' | 'harvest_day';
          /** Format: date */
          visit_date: string;
          people: number;
          /** @enum {string} */
          activity_language: 'pt' | 'en';
          /** @default  */
          message?: string;
          recaptcha_token: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'success';
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postShopDiscountCodesCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          discount_code: string;
          cart: {
            id: number;
            quantity: number;
            product_title?: string;
            price?: unknown;
            original_price?: unknown;
            new_price?: unknown;
            sku?: unknown;
            image_url?: unknown;
          }[];
          checkout_id?: string;
          /**
           * @default pt
           * @enum {string}
           */
          language?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            discount_code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent: number | null;
            amount: string | null;
            min_order: string;
            subtotal: string;
            discount_amount: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutAwaitingPayment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          /**
           * @default pt
           * @enum {string}
           */
          language?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsMbWay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          clientSecret: string;
          phone: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status:
              | 'succeeded'
              | 'requires_action'
              | 'requires_payment_method'
              | 'canceled'
              | 'processing';
            error_message?: string;
            expires_at?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          clientSecret: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status:
              | 'succeeded'
              | 'requires_action'
              | 'requires_payment_method'
              | 'canceled'
              | 'processing';
            error_message?: string;
            expires_at?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsMultibanco: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          clientSecret: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsMultibancoPay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reference: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: string;
            code: string | null;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutCreatePaymentIntent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          checkout_id: string;
          cart: {
            id: number;
            quantity: number;
            product_title?: string;
            price?: unknown;
            original_price?: unknown;
            new_price?: unknown;
            sku?: unknown;
            image_url?: unknown;
          }[];
          shipping_option_id: number;
          subtotal: string;
          shipping_cost: string;
          total: string;
          /**
           * @default pt
           * @enum {string}
           */
          language?: 'pt' | 'en';
          customer: {
            firstName: string;
            lastName: string;
            email: string;
            phone: string;
            /** @default +351 */
            phone_prefix?: string;
            address: string;
            address_line2: string;
            house_number: string;
            postalCode: string;
            city: string;
            country: string;
            /** @default  */
            country_name?: string;
            region: string;
            /** @default  */
            region_name?: string;
            sameAsBilling: boolean;
            /** @default  */
            shipping_first_name?: string;
            /** @default  */
            shipping_last_name?: string;
            /** @default  */
            shipping_email?: '' | string;
            /** @default  */
            shipping_phone?: string;
            /** @default  */
            shipping_address_line1?: string;
            /** @default  */
            shipping_address_line2?: string;
            /** @default  */
            shipping_house_number?: string;
            /** @default  */
            shipping_postal_code?: string;
            /** @default  */
            shipping_city?: string;
            shipping_country?: '' | string;
            /** @default  */
            shipping_country_name?: string;
            shipping_region?: '' | string;
            /** @default  */
            shipping_region_name?: string;
            /**
             * @default pt
             * @enum {string}
             */
            preferred_language?: 'pt' | 'en';
            /** @default  */
            nif?: string;
            /** @default  */
            company_name?: string;
          };
          /** @enum {boolean} */
          adult_confirmed: true;
          discount_code?: string | null;
          /**
           * @default card
           * @enum {string}
           */
          payment_method?: 'card' | 'mb_way' | 'multibanco';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientSecret: string;
            paymentIntentId: string;
            /** @enum {string} */
            provider: 'stripe' | 'offline';
            subtotal: string;
            shipping_cost: string;
            total: string;
            discount_amount: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            error: 'prices_changed' | 'sold_out' | 'shipping_unavailable';
            /** @enum {string} */
            code: 'prices_changed' | 'sold_out' | 'shipping_unavailable';
            message: string;
            fields?: {
              [key: string]: string;
            };
            field_codes?: {
              [key: string]: string;
            };
            subtotal: string;
            shipping_cost: string;
            total: string;
            discount_amount: string;
            items: {
              id: number;
              price: string;
              new_price: string | null;
              lowest_price_30_days: string | null;
              bottles_quantity: number;
            }[];
          };
        };
      };
      /** @description Default Response */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutConfirmOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cart: {
            id: number;
            quantity: number;
            product_title?: string;
            price?: unknown;
            original_price?: unknown;
            new_price?: unknown;
            sku?: unknown;
            image_url?: unknown;
          }[];
          customer: {
            firstName: string;
            lastName: string;
            email: string;
            phone: string;
            /** @default +351 */
            phone_prefix?: string;
            address: string;
            address_line2: string;
            house_number: string;
            postalCode: string;
            city: string;
            country: string;
            /** @default  */
            country_name?: string;
            region: string;
            /** @default  */
            region_name?: string;
            sameAsBilling: boolean;
            /** @default  */
            shipping_first_name?: string;
            /** @default  */
            shipping_last_name?: string;
            /** @default  */
            shipping_email?: '' | string;
            /** @default  */
            shipping_phone?: string;
            /** @default  */
            shipping_address_line1?: string;
            /** @default  */
            shipping_address_line2?: string;
            /** @default  */
            shipping_house_number?: string;
            /** @default  */
            shipping_postal_code?: string;
            /** @default  */
            shipping_city?: string;
            shipping_country?: '' | string;
            /** @default  */
            shipping_country_name?: string;
            shipping_region?: '' | string;
            /** @default  */
            shipping_region_name?: string;
            /**
             * @default pt
             * @enum {string}
             */
            preferred_language?: 'pt' | 'en';
            /** @default  */
            nif?: string;
            /** @default  */
            company_name?: string;
          };
          /** @default null */
          user_id?: number | null;
          paymentIntentId: string;
          shipping_option_id: number;
          /**
           * @default pt
           * @enum {string}
           */
          language?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            code: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getCheckoutOrdersByCodeByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_number: string;
            code: string;
            created_at: string;
            first_name: string;
            total_amount: string;
            total_without_discount: string;
            subtotal: string;
            shipping_cost: string;
            vat_amount: string;
            discount_code: string | null;
            discount_amount: string;
            shipping_option_name: string;
            allow_free_shipping: boolean;
            free_shipping_from: string;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            multibanco: {
              entity: string;
              reference: string;
              amount: string;
              expires_at: string;
              voucher_url: string | null;
            } | null;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            shipping_address: {
              name: string;
              lines: string[];
              country_name: string;
              region_name: string;
            };
            items: {
              id: number;
              price: string;
              new_price: string | null;
              reference_price: string | null;
              quantity: number;
              image_url: string | null;
              product_url: string;
              product_name: string;
              product_title: string;
            }[];
            withdrawal: {
              available: boolean;
              deadline: string | null;
              requested_at: string | null;
              refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
              buyer_name: string;
            };
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued';
              number: string | null;
              url: string | null;
              pro_forma: boolean;
            }[];
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutStripeWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            received: true;
            duplicate: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          clientSecret: string;
          card_number: string;
          expiry: string;
          cvc: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'succeeded' | 'requires_action' | 'requires_payment_method';
            error_message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOfflinePaymentsAuthenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          paymentIntentId: string;
          clientSecret: string;
          approve: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'succeeded' | 'requires_action' | 'requires_payment_method';
            error_message?: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postCheckoutOrdersByCodeByCodeWithdrawal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {boolean} */
          confirm: true;
          /** @default  */
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requested_at: string;
            withdrawal: {
              available: boolean;
              deadline: string | null;
              requested_at: string | null;
              refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
              buyer_name: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @enum {string} */
            code: 'already_withdrawn' | 'closed' | 'not_paid' | 'period_over' | 'not_found';
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @enum {string} */
            code: 'already_withdrawn' | 'closed' | 'not_paid' | 'period_over' | 'not_found';
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getCheckoutOrdersByCodeByCodeInvoicesByKindPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
        kind: 'invoice' | 'credit-note';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAuthRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          username: string;
          password1: string;
          password2: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
            user: {
              username: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postUsersToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postUsersTokenRefresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postUsersLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          refresh: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postUsersSocialGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          access_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access: string;
            refresh: string;
            user: {
              username: string;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
            csrf: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
            csrf: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postSessionRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          username: string;
          password1: string;
          password2: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
            csrf: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postSessionGoogle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          access_token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
            csrf: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAuthPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          /**
           * @default pt
           * @enum {string}
           */
          lang?: 'pt' | 'en';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAuthPasswordResetConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uid: string;
          token: string;
          new_password1: string;
          new_password2: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAuthEmailVerify: {
    parameters: {
      query?: {
        uid?: string;
        token?: string;
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAuthEmailVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uid: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            username: string;
            phone: string;
            phone_prefix: string;
            address: string;
            address_2: string;
            city: string;
            postal_code: string;
            house_number: string;
            country_code: string;
            country_name: string;
            region_code: string;
            region_name: string;
            nif: string;
            company_name: string;
            is_staff: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putUsersMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          first_name?: string;
          /** @default  */
          last_name?: string;
          email: string;
          username: string;
          /** @default  */
          phone?: string;
          /** @default +351 */
          phone_prefix?: '' | string;
          /** @default  */
          address?: string;
          /** @default  */
          address_2?: string;
          /** @default  */
          city?: string;
          /** @default  */
          postal_code?: string;
          /** @default  */
          house_number?: string;
          country_code?: '' | string;
          /** @default  */
          country_name?: string;
          region_code?: '' | string;
          /** @default  */
          region_name?: string;
          nif?: string;
          company_name?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            username: string;
            phone: string;
            phone_prefix: string;
            address: string;
            address_2: string;
            city: string;
            postal_code: string;
            house_number: string;
            country_code: string;
            country_name: string;
            region_code: string;
            region_name: string;
            nif: string;
            company_name: string;
            is_staff: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteUsersDeleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detail: string;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getCheckoutOrdersByUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_number: string;
            code: string;
            created_at: string;
            first_name: string;
            total_amount: string;
            total_without_discount: string;
            subtotal: string;
            shipping_cost: string;
            vat_amount: string;
            discount_code: string | null;
            discount_amount: string;
            shipping_option_name: string;
            allow_free_shipping: boolean;
            free_shipping_from: string;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            multibanco: {
              entity: string;
              reference: string;
              amount: string;
              expires_at: string;
              voucher_url: string | null;
            } | null;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            shipping_address: {
              name: string;
              lines: string[];
              country_name: string;
              region_name: string;
            };
            items: {
              id: number;
              price: string;
              new_price: string | null;
              reference_price: string | null;
              quantity: number;
              image_url: string | null;
              product_url: string;
              product_name: string;
              product_title: string;
            }[];
            withdrawal: {
              available: boolean;
              deadline: string | null;
              requested_at: string | null;
              refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
              buyer_name: string;
            };
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued';
              number: string | null;
              url: string | null;
              pro_forma: boolean;
            }[];
          }[];
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getUsersMeExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            exported_at: string;
            account: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
              language: string;
              email_verified: boolean;
              google_linked: boolean;
              created_at: string;
              last_login_at: string | null;
            };
            addresses: {
              source: string;
              name: string;
              lines: string[];
              country_name: string;
              region_name: string;
              email: string;
              phone: string;
            }[];
            orders: {
              order_number: string;
              code: string;
              created_at: string;
              first_name: string;
              total_amount: string;
              total_without_discount: string;
              subtotal: string;
              shipping_cost: string;
              vat_amount: string;
              discount_code: string | null;
              discount_amount: string;
              shipping_option_name: string;
              allow_free_shipping: boolean;
              free_shipping_from: string;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              multibanco: {
                entity: string;
                reference: string;
                amount: string;
                expires_at: string;
                voucher_url: string | null;
              } | null;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              shipping_address: {
                name: string;
                lines: string[];
                country_name: string;
                region_name: string;
              };
              items: {
                id: number;
                price: string;
                new_price: string | null;
                reference_price: string | null;
                quantity: number;
                image_url: string | null;
                product_url: string;
                product_name: string;
                product_title: string;
              }[];
              withdrawal: {
                available: boolean;
                deadline: string | null;
                requested_at: string | null;
                refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
                buyer_name: string;
              };
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued';
                number: string | null;
                url: string | null;
                pro_forma: boolean;
              }[];
            }[];
            newsletter: {
              /** @enum {string} */
              status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
              subscribed: boolean;
            };
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getUsersMeNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
            subscribed: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putUsersMeNewsletter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subscribed: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
            subscribed: boolean;
          };
        };
      };
      /** @description Default Response */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAccountsPasswordReset: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAccountsPasswordReset: {
    parameters: {
      query?: {
        lang?: 'pt' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getVinhosByProductUrlRotulo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productUrl: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getEnWinesByProductUrlLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productUrl: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminAuditLog: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: string;
        order?: 'asc' | 'desc';
        q?: string;
        entity?: string;
        entity_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user_id: number | null;
              actor: string;
              entity: string;
              entity_id: string;
              action: string;
              changes: {
                [key: string]: unknown;
              };
              created_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminSettingsShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            id: 'shop';
            shop_enabled: boolean;
            shipping_details: {
              pt: {
                title: string;
                description: string;
              };
              en: {
                title: string;
                description: string;
              };
            };
            banners: {
              image_url: string;
              alt: {
                pt: string;
                en: string;
              };
              title: {
                pt: string;
                en: string;
              };
              text: {
                pt: string;
                en: string;
              };
              link: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminSettingsShop: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          shop_enabled: boolean;
          shipping_details: {
            pt: {
              title: string;
              description: string;
            };
            en: {
              title: string;
              description: string;
            };
          };
          banners: {
            image_url: string & (unknown & unknown);
            alt: {
              pt: string;
              en: string;
            };
            title: {
              pt: string;
              en: string;
            };
            text: {
              pt: string;
              en: string;
            };
            link?: string & (unknown & unknown);
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            id: 'shop';
            shop_enabled: boolean;
            shipping_details: {
              pt: {
                title: string;
                description: string;
              };
              en: {
                title: string;
                description: string;
              };
            };
            banners: {
              image_url: string;
              alt: {
                pt: string;
                en: string;
              };
              title: {
                pt: string;
                en: string;
              };
              text: {
                pt: string;
                en: string;
              };
              link: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingIsoCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              code: string;
              name_pt: string;
              name_en: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingPreview: {
    parameters: {
      query: {
        region: string;
        bottles: number;
        subtotal: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            region_code: string;
            country_code: string;
            zone_id: number | null;
            zone_name: string | null;
            region_enabled: boolean;
            country_enabled: boolean;
            results: {
              id: number;
              name_pt: string;
              name_en: string;
              carries: boolean;
              price: string | null;
              cost: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingCountries: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: string;
        order?: 'asc' | 'desc';
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              regions: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminShippingCountries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** @default true */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            regions: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingCountriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            regions: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminShippingCountriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            regions: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingRegions: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: string;
        order?: 'asc' | 'desc';
        q?: string;
        country_code?: string;
        zone_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              code: string;
              country_code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              zone_id: number | null;
              zone_name: string | null;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminShippingRegions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          country_code: string;
          code: string;
          name_pt: string;
          name_en: string;
          /** @default true */
          enabled?: boolean;
          /** @default null */
          zone_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            country_code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            zone_id: number | null;
            zone_name: string | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingRegionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            country_code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            zone_id: number | null;
            zone_name: string | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminShippingRegionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name_pt: string;
          name_en: string;
          enabled: boolean;
          zone_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            code: string;
            country_code: string;
            name_pt: string;
            name_en: string;
            enabled: boolean;
            zone_id: number | null;
            zone_name: string | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingZones: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: string;
        order?: 'asc' | 'desc';
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              regions: number;
              region_codes: string[];
              options: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminShippingZones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            regions: number;
            region_codes: string[];
            options: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingZonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            regions: number;
            region_codes: string[];
            options: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminShippingZonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            regions: number;
            region_codes: string[];
            options: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminShippingZonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            regions: number;
            region_codes: string[];
            options: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingOptions: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: string;
        order?: 'asc' | 'desc';
        q?: string;
        zone_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              zone_id: number;
              name_pt: string;
              name_en: string;
              price_bands: {
                min_bottles: number;
                max_bottles: number | null;
                price: string;
              }[];
              allow_free_shipping: boolean;
              free_shipping_from: string;
              enabled: boolean;
              position: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminShippingOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          zone_id: number;
          name_pt: string;
          name_en: string;
          price_bands: {
            min_bottles: number;
            max_bottles: number | null;
            price: string;
          }[];
          /** @default false */
          allow_free_shipping?: boolean;
          free_shipping_from?: string;
          /** @default true */
          enabled?: boolean;
          /** @default 0 */
          position?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: string;
            }[];
            allow_free_shipping: boolean;
            free_shipping_from: string;
            enabled: boolean;
            position: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminShippingOptionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: string;
            }[];
            allow_free_shipping: boolean;
            free_shipping_from: string;
            enabled: boolean;
            position: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminShippingOptionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          zone_id: number;
          name_pt: string;
          name_en: string;
          price_bands: {
            min_bottles: number;
            max_bottles: number | null;
            price: string;
          }[];
          /** @default false */
          allow_free_shipping?: boolean;
          free_shipping_from?: string;
          /** @default true */
          enabled?: boolean;
          /** @default 0 */
          position?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: string;
            }[];
            allow_free_shipping: boolean;
            free_shipping_from: string;
            enabled: boolean;
            position: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminShippingOptionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: string;
            }[];
            allow_free_shipping: boolean;
            free_shipping_from: string;
            enabled: boolean;
            position: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminCustomers: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'email' | 'username' | 'created_at' | 'last_login_at';
        order?: 'asc' | 'desc';
        q?: string;
        is_staff?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              is_staff: boolean;
              created_at: string;
              last_login_at: string | null;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminCustomersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            username: string;
            first_name: string;
            last_name: string;
            is_staff: boolean;
            created_at: string;
            last_login_at: string | null;
            phone: string;
            phone_prefix: string;
            address: string;
            address_2: string;
            city: string;
            postal_code: string;
            house_number: string;
            country_code: string;
            country_name: string;
            region_code: string;
            region_name: string;
            language: string;
            email_verified: boolean;
            email_verified_at: string | null;
            google_linked: boolean;
            locked_until: string | null;
            /** @enum {string} */
            newsletter_status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
            paid_orders_count: number;
            total_spent: string;
            recent_orders: {
              id: number;
              order_number: string;
              created_at: string;
              total: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              deliver_status:
                | 'pending'
                | 'processing'
                | 'shipped'
                | 'on_the_way'
                | 'delivered'
                | 'returned'
                | 'cancelled';
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminCustomersByIdStaff: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          is_staff: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            username: string;
            first_name: string;
            last_name: string;
            is_staff: boolean;
            created_at: string;
            last_login_at: string | null;
            phone: string;
            phone_prefix: string;
            address: string;
            address_2: string;
            city: string;
            postal_code: string;
            house_number: string;
            country_code: string;
            country_name: string;
            region_code: string;
            region_name: string;
            language: string;
            email_verified: boolean;
            email_verified_at: string | null;
            google_linked: boolean;
            locked_until: string | null;
            /** @enum {string} */
            newsletter_status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
            paid_orders_count: number;
            total_spent: string;
            recent_orders: {
              id: number;
              order_number: string;
              created_at: string;
              total: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              deliver_status:
                | 'pending'
                | 'processing'
                | 'shipped'
                | 'on_the_way'
                | 'delivered'
                | 'returned'
                | 'cancelled';
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminNewsletterSubscribers: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'email' | 'status' | 'consent_at' | 'confirmed_at' | 'created_at';
        order?: 'asc' | 'desc';
        q?: string;
        status?: 'pending' | 'confirmed' | 'unsubscribed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              email: string;
              language: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'unsubscribed';
              consent_at: string;
              confirmed_at: string | null;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminNewsletterSubscribersExportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminNewsletterSubscribersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            language: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'unsubscribed';
            consent_at: string;
            confirmed_at: string | null;
            unsubscribed_at: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminNewsletterSubscribersByIdUnsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            language: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'unsubscribed';
            consent_at: string;
            confirmed_at: string | null;
            unsubscribed_at: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminContactMessages: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'created_at' | 'handled_at' | 'email';
        order?: 'asc' | 'desc';
        q?: string;
        handled?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              subject: string;
              message: string;
              lang: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminBookingRequests: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'created_at' | 'handled_at' | 'email';
        order?: 'asc' | 'desc';
        q?: string;
        handled?: 'true' | 'false';
        kind?: 'house' | 'wine_tourism';
        status?: 'pending' | 'accepted' | 'declined';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              kind: string;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              activity_language: string | null;
              message: string;
              room_id: string | null;
              lang: string;
              status: string;
              decided_at: string | null;
              decision_note: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminContactMessagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            subject: string;
            message: string;
            lang: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminContactMessagesByIdHandled: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          handled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            subject: string;
            message: string;
            lang: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminBookingRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            kind: string;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            guests: string | null;
            arrival: string | null;
            departure: string | null;
            experience: string | null;
            visit_date: string | null;
            people: number | null;
            activity_language: string | null;
            message: string;
            room_id: string | null;
            lang: string;
            status: string;
            decided_at: string | null;
            decision_note: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminBookingRequestsByIdHandled: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          handled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            kind: string;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            guests: string | null;
            arrival: string | null;
            departure: string | null;
            experience: string | null;
            visit_date: string | null;
            people: number | null;
            activity_language: string | null;
            message: string;
            room_id: string | null;
            lang: string;
            status: string;
            decided_at: string | null;
            decision_note: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminBookingRequestsByIdAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          decision_note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            kind: string;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            guests: string | null;
            arrival: string | null;
            departure: string | null;
            experience: string | null;
            visit_date: string | null;
            people: number | null;
            activity_language: string | null;
            message: string;
            room_id: string | null;
            lang: string;
            status: string;
            decided_at: string | null;
            decision_note: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminBookingRequestsByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default  */
          decision_note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            kind: string;
            first_name: string;
            last_name: string;
            email: string;
            phone: string;
            guests: string | null;
            arrival: string | null;
            departure: string | null;
            experience: string | null;
            visit_date: string | null;
            people: number | null;
            activity_language: string | null;
            message: string;
            room_id: string | null;
            lang: string;
            status: string;
            decided_at: string | null;
            decision_note: string;
            handled: boolean;
            handled_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminWines: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?:
          | 'id'
          | 'product_url'
          | 'product_title'
          | 'year'
          | 'price'
          | 'new_price'
          | 'bottles_quantity'
          | 'sort_order'
          | 'created_at'
          | 'updated_at';
        order?: 'asc' | 'desc';
        q?: string;
        show_shop?: 'true' | 'false';
        show_catalog?: 'true' | 'false';
        archived?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: string;
              new_price: string | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: string;
              }[];
              created_at: string;
              updated_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminWines: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          product_url: string;
          /** @default null */
          year?: number | null;
          /** @default null */
          image_url?: string | null;
          /** @default true */
          show_catalog?: boolean;
          /** @default false */
          show_shop?: boolean;
          price: string;
          new_price?: string | null;
          /** @default null */
          alcohol?: number | null;
          /** @default null */
          capacity?: number | null;
          /** @default  */
          serving_temp?: string;
          /** @default 0 */
          sort_order?: number;
          family?: ('' | string) | null;
          texts: {
            pt: {
              product_title: string;
              /** @default  */
              product_subtitle_1?: string;
              /** @default  */
              product_subtitle_2?: string;
              /** @default  */
              wine_doc?: string;
              /** @default  */
              main_desc?: string;
              /** @default  */
              wine_type?: string;
              /** @default  */
              grapes?: string;
              /** @default  */
              soils_type?: string;
              /** @default null */
              product_pdf?: string | null;
            };
            en: {
              product_title: string;
              /** @default  */
              product_subtitle_1?: string;
              /** @default  */
              product_subtitle_2?: string;
              /** @default  */
              wine_doc?: string;
              /** @default  */
              main_desc?: string;
              /** @default  */
              wine_type?: string;
              /** @default  */
              grapes?: string;
              /** @default  */
              soils_type?: string;
              /** @default null */
              product_pdf?: string | null;
            };
          };
          e_label?: {
            ingredients?: {
              pt?: string;
              en?: string;
            };
            allergens?: ('sulphites' | 'egg' | 'milk')[];
            /** @default null */
            energy_kj?: number | null;
            /** @default null */
            energy_kcal?: number | null;
            /** @default null */
            fat_g?: number | null;
            /** @default null */
            saturates_g?: number | null;
            /** @default null */
            carbohydrate_g?: number | null;
            /** @default null */
            sugars_g?: number | null;
            /** @default null */
            protein_g?: number | null;
            /** @default null */
            salt_g?: number | null;
          };
          price_change_confirmed?: boolean;
          /** @default 0 */
          opening_stock?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminWinesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminWinesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          product_url: string;
          /** @default null */
          year?: number | null;
          /** @default null */
          image_url?: string | null;
          /** @default true */
          show_catalog?: boolean;
          /** @default false */
          show_shop?: boolean;
          price: string;
          new_price?: string | null;
          /** @default null */
          alcohol?: number | null;
          /** @default null */
          capacity?: number | null;
          /** @default  */
          serving_temp?: string;
          /** @default 0 */
          sort_order?: number;
          family?: ('' | string) | null;
          texts: {
            pt: {
              product_title: string;
              /** @default  */
              product_subtitle_1?: string;
              /** @default  */
              product_subtitle_2?: string;
              /** @default  */
              wine_doc?: string;
              /** @default  */
              main_desc?: string;
              /** @default  */
              wine_type?: string;
              /** @default  */
              grapes?: string;
              /** @default  */
              soils_type?: string;
              /** @default null */
              product_pdf?: string | null;
            };
            en: {
              product_title: string;
              /** @default  */
              product_subtitle_1?: string;
              /** @default  */
              product_subtitle_2?: string;
              /** @default  */
              wine_doc?: string;
              /** @default  */
              main_desc?: string;
              /** @default  */
              wine_type?: string;
              /** @default  */
              grapes?: string;
              /** @default  */
              soils_type?: string;
              /** @default null */
              product_pdf?: string | null;
            };
          };
          e_label?: {
            ingredients?: {
              pt?: string;
              en?: string;
            };
            allergens?: ('sulphites' | 'egg' | 'milk')[];
            /** @default null */
            energy_kj?: number | null;
            /** @default null */
            energy_kcal?: number | null;
            /** @default null */
            fat_g?: number | null;
            /** @default null */
            saturates_g?: number | null;
            /** @default null */
            carbohydrate_g?: number | null;
            /** @default null */
            sugars_g?: number | null;
            /** @default null */
            protein_g?: number | null;
            /** @default null */
            salt_g?: number | null;
          };
          price_change_confirmed?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminWinesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminWinesByIdRestore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminWinesByIdStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          change: number;
          /** @enum {string} */
          reason: 'received' | 'breakage' | 'correction';
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year: number | null;
            /** @default null */
            image_url: string | null;
            /** @default true */
            show_catalog: boolean;
            /** @default false */
            show_shop: boolean;
            price: string;
            new_price: string | null;
            /** @default null */
            alcohol: number | null;
            /** @default null */
            capacity: number | null;
            /** @default  */
            serving_temp: string;
            /** @default 0 */
            sort_order: number;
            family: string | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1: string;
                /** @default  */
                product_subtitle_2: string;
                /** @default  */
                wine_doc: string;
                /** @default  */
                main_desc: string;
                /** @default  */
                wine_type: string;
                /** @default  */
                grapes: string;
                /** @default  */
                soils_type: string;
                /** @default null */
                product_pdf: string | null;
              };
            };
            e_label: {
              energy_kj: number | null;
              energy_kcal: number | null;
              fat_g: number | null;
              saturates_g: number | null;
              carbohydrate_g: number | null;
              sugars_g: number | null;
              protein_g: number | null;
              salt_g: number | null;
              ingredients: {
                pt: string;
                en: string;
              };
              allergens: string[];
            };
            price_change_confirmed?: boolean;
            id: number;
            product_title: string;
            bottles_quantity: number;
            archived_at: string | null;
            price_history?: {
              from: string;
              unit_price: string;
            }[];
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminStockMovements: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'created_at';
        order?: 'asc' | 'desc';
        q?: string;
        wine_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              wine_id: number;
              change: number;
              stock_after: number;
              reason: string;
              note: string;
              user_id: number | null;
              user_email: string | null;
              order_id: number | null;
              created_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminWinesByIdStockAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            waiting: number;
            pending: number;
            notified: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminMedia: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            kind: 'image' | 'pdf';
            url: string;
            width: number | null;
            height: number | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminSiteImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
              default_src: string;
              width: number;
              height: number;
              photo: {
                media_id: string;
                url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                focus_x: number;
                focus_y: number;
                updated_at: string;
              } | null;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminSiteImagesBySlot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slot: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
            default_src: string;
            width: number;
            height: number;
            photo: {
              media_id: string;
              url: string;
              alt: {
                pt: string;
                en: string;
              };
              focus_x: number;
              focus_y: number;
              updated_at: string;
            } | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminSiteImagesBySlot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slot: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          media_id: string;
          alt: {
            pt: string;
            en: string;
          };
          /** @default 50 */
          focus_x?: number;
          /** @default 50 */
          focus_y?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
            default_src: string;
            width: number;
            height: number;
            photo: {
              media_id: string;
              url: string;
              alt: {
                pt: string;
                en: string;
              };
              focus_x: number;
              focus_y: number;
              updated_at: string;
            } | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminSiteImagesBySlot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slot: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
            default_src: string;
            width: number;
            height: number;
            photo: {
              media_id: string;
              url: string;
              alt: {
                pt: string;
                en: string;
              };
              focus_x: number;
              focus_y: number;
              updated_at: string;
            } | null;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminContentBlocks: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
        order?: 'asc' | 'desc';
        q?: string;
        content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
        policy?: 'privacy' | 'terms' | 'cookies';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminContentBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          position?: number;
          heading: {
            pt: string;
            en: string;
          };
          body: {
            pt: string[];
            en: string[];
          };
          image_url: (string | '') | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminContentBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminContentBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          position?: number;
          heading: {
            pt: string;
            en: string;
          };
          body: {
            pt: string[];
            en: string[];
          };
          image_url: (string | '') | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminContentBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminContentBlocksByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminRegionBlocks: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
        order?: 'asc' | 'desc';
        q?: string;
        content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
        policy?: 'privacy' | 'terms' | 'cookies';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminRegionBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          paragraphs: {
            pt: string[];
            en: string[];
          };
          image_url: (string | '') | null;
          reverse: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            reverse: boolean;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminRegionBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            reverse: boolean;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminRegionBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          paragraphs: {
            pt: string[];
            en: string[];
          };
          image_url: (string | '') | null;
          reverse: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            reverse: boolean;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminRegionBlocksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            reverse: boolean;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminRegionBlocksByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: string | null;
            reverse: boolean;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminGalleryImages: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
        order?: 'asc' | 'desc';
        q?: string;
        content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
        policy?: 'privacy' | 'terms' | 'cookies';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminGalleryImages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          image_url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminGalleryImagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminGalleryImagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          image_url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminGalleryImagesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminGalleryImagesByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminHouseFeatures: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
        order?: 'asc' | 'desc';
        q?: string;
        content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
        policy?: 'privacy' | 'terms' | 'cookies';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminHouseFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          key: string;
          title: {
            pt: string;
            en: string;
          };
          icon_url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminHouseFeaturesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminHouseFeaturesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          position?: number;
          key: string;
          title: {
            pt: string;
            en: string;
          };
          icon_url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminHouseFeaturesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminHouseFeaturesByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            position: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminPolicySections: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
        order?: 'asc' | 'desc';
        q?: string;
        content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
        policy?: 'privacy' | 'terms' | 'cookies';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminPolicySections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          policy: 'privacy' | 'terms' | 'cookies';
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          content: {
            pt: string[];
            en: string[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminPolicySectionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminPolicySectionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          policy: 'privacy' | 'terms' | 'cookies';
          position?: number;
          title: {
            pt: string;
            en: string;
          };
          content: {
            pt: string[];
            en: string[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminPolicySectionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminPolicySectionsByIdMove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
            id: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminSiteDocumentsByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminSiteDocumentsByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminOrders: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?:
          | 'id'
          | 'order_number'
          | 'created_at'
          | 'total_amount'
          | 'deliver_status'
          | 'payment_status'
          | 'email';
        order?: 'asc' | 'desc';
        q?: string;
        deliver_status?: string;
        payment_status?: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
        paid?: 'yes' | 'no';
        created_from?: string;
        created_to?: string;
        user_id?: number;
        withdrawal?: 'yes' | 'no';
        discount_code?: string;
        payment_method?: 'card' | 'mb_way' | 'multibanco';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: string;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order_number: string;
            created_at: string;
            name: string;
            email: string;
            total_amount: string;
            bottles: number;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            paid_at: string | null;
            user_id: number | null;
            withdrawal_requested_at: string | null;
            discount_code: string | null;
            code: string;
            updated_at: string;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            phone: string;
            billing_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            shipping_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            same_as_billing: boolean;
            lines: {
              id: number;
              wine_id: number;
              title: string;
              sku: string;
              quantity: number;
              unit_price: string;
              line_total: string;
            }[];
            shipping_option_name: string;
            shipping_option_names: {
              pt: string;
              en: string;
            } | null;
            shipping_cost: string;
            subtotal: string;
            total_without_discount: string;
            discount_amount: string;
            vat_amount: string;
            vat_rate: number;
            payment: {
              provider: string | null;
              intent_id: string | null;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              paid_at: string | null;
              last_error: string | null;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            };
            tracking_url: string | null;
            adult_confirmed_at: string | null;
            customer_url: string;
            account: {
              id: number;
              email: string;
              username: string;
            } | null;
            estate_name: string;
            withdrawal: {
              requested_at: string;
              reason: string;
              /** @enum {string} */
              lang: 'pt' | 'en';
              user_id: number | null;
              refund_due: string;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            } | null;
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued' | 'failed';
              number: string | null;
              provider: string | null;
              amount: string;
              issued_at: string | null;
              attempts: number;
              last_error: string | null;
              url: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminOrdersByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          deliver_status:
            | 'pending'
            | 'processing'
            | 'shipped'
            | 'on_the_way'
            | 'delivered'
            | 'returned'
            | 'cancelled';
          tracking_url?: '' | string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order_number: string;
            created_at: string;
            name: string;
            email: string;
            total_amount: string;
            bottles: number;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            paid_at: string | null;
            user_id: number | null;
            withdrawal_requested_at: string | null;
            discount_code: string | null;
            code: string;
            updated_at: string;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            phone: string;
            billing_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            shipping_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            same_as_billing: boolean;
            lines: {
              id: number;
              wine_id: number;
              title: string;
              sku: string;
              quantity: number;
              unit_price: string;
              line_total: string;
            }[];
            shipping_option_name: string;
            shipping_option_names: {
              pt: string;
              en: string;
            } | null;
            shipping_cost: string;
            subtotal: string;
            total_without_discount: string;
            discount_amount: string;
            vat_amount: string;
            vat_rate: number;
            payment: {
              provider: string | null;
              intent_id: string | null;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              paid_at: string | null;
              last_error: string | null;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            };
            tracking_url: string | null;
            adult_confirmed_at: string | null;
            customer_url: string;
            account: {
              id: number;
              email: string;
              username: string;
            } | null;
            estate_name: string;
            withdrawal: {
              requested_at: string;
              reason: string;
              /** @enum {string} */
              lang: 'pt' | 'en';
              user_id: number | null;
              refund_due: string;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            } | null;
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued' | 'failed';
              number: string | null;
              provider: string | null;
              amount: string;
              issued_at: string | null;
              attempts: number;
              last_error: string | null;
              url: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminOrdersByIdMultibancoPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order_number: string;
            created_at: string;
            name: string;
            email: string;
            total_amount: string;
            bottles: number;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            paid_at: string | null;
            user_id: number | null;
            withdrawal_requested_at: string | null;
            discount_code: string | null;
            code: string;
            updated_at: string;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            phone: string;
            billing_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            shipping_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            same_as_billing: boolean;
            lines: {
              id: number;
              wine_id: number;
              title: string;
              sku: string;
              quantity: number;
              unit_price: string;
              line_total: string;
            }[];
            shipping_option_name: string;
            shipping_option_names: {
              pt: string;
              en: string;
            } | null;
            shipping_cost: string;
            subtotal: string;
            total_without_discount: string;
            discount_amount: string;
            vat_amount: string;
            vat_rate: number;
            payment: {
              provider: string | null;
              intent_id: string | null;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              paid_at: string | null;
              last_error: string | null;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            };
            tracking_url: string | null;
            adult_confirmed_at: string | null;
            customer_url: string;
            account: {
              id: number;
              email: string;
              username: string;
            } | null;
            estate_name: string;
            withdrawal: {
              requested_at: string;
              reason: string;
              /** @enum {string} */
              lang: 'pt' | 'en';
              user_id: number | null;
              refund_due: string;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            } | null;
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued' | 'failed';
              number: string | null;
              provider: string | null;
              amount: string;
              issued_at: string | null;
              attempts: number;
              last_error: string | null;
              url: string | null;
            }[];
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminOrdersByIdWithdrawalRefund: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order_number: string;
            created_at: string;
            name: string;
            email: string;
            total_amount: string;
            bottles: number;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            paid_at: string | null;
            user_id: number | null;
            withdrawal_requested_at: string | null;
            discount_code: string | null;
            code: string;
            updated_at: string;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            phone: string;
            billing_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            shipping_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            same_as_billing: boolean;
            lines: {
              id: number;
              wine_id: number;
              title: string;
              sku: string;
              quantity: number;
              unit_price: string;
              line_total: string;
            }[];
            shipping_option_name: string;
            shipping_option_names: {
              pt: string;
              en: string;
            } | null;
            shipping_cost: string;
            subtotal: string;
            total_without_discount: string;
            discount_amount: string;
            vat_amount: string;
            vat_rate: number;
            payment: {
              provider: string | null;
              intent_id: string | null;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              paid_at: string | null;
              last_error: string | null;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            };
            tracking_url: string | null;
            adult_confirmed_at: string | null;
            customer_url: string;
            account: {
              id: number;
              email: string;
              username: string;
            } | null;
            estate_name: string;
            withdrawal: {
              requested_at: string;
              reason: string;
              /** @enum {string} */
              lang: 'pt' | 'en';
              user_id: number | null;
              refund_due: string;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            } | null;
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued' | 'failed';
              number: string | null;
              provider: string | null;
              amount: string;
              issued_at: string | null;
              attempts: number;
              last_error: string | null;
              url: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders_to_prepare: {
              count: number;
              oldest: {
                id: number;
                order_number: string;
                created_at: string;
                name: string;
                email: string;
                total_amount: string;
                bottles: number;
                deliver_status: string;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                payment_method: 'card' | 'mb_way' | 'multibanco';
                paid_at: string | null;
                user_id: number | null;
                withdrawal_requested_at: string | null;
                discount_code: string | null;
              }[];
              newest: {
                id: number;
                order_number: string;
                created_at: string;
                name: string;
                email: string;
                total_amount: string;
                bottles: number;
                deliver_status: string;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                payment_method: 'card' | 'mb_way' | 'multibanco';
                paid_at: string | null;
                user_id: number | null;
                withdrawal_requested_at: string | null;
                discount_code: string | null;
              }[];
            };
            low_stock: {
              id: number;
              title: {
                pt: string;
                en: string;
              };
              slug: string;
              stock: number;
            }[];
            low_stock_threshold: number;
            sales: {
              date: string;
              total: string;
              count: number;
            }[];
            sales_total: string;
            sales_count: number;
            messages: {
              id: number;
              name: string;
              email: string;
              subject: string;
              created_at: string;
              handled: boolean;
            }[];
            bookings: {
              id: number;
              name: string;
              email: string;
              kind: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              status: string;
              created_at: string;
              handled: boolean;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminDiscountCodes: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?:
          | 'id'
          | 'code'
          | 'kind'
          | 'valid_from'
          | 'valid_until'
          | 'used_count'
          | 'active'
          | 'created_at';
        order?: 'asc' | 'desc';
        q?: string;
        active?: 'yes' | 'no';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: string | null;
              min_order: string;
              valid_from: string | null;
              valid_until: string | null;
              usage_limit: number | null;
              used_count: number;
              active: boolean;
              /** @enum {string} */
              state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
              note: string;
              created_at: string;
              updated_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminDiscountCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** @enum {string} */
          kind: 'percent' | 'fixed';
          percent?: number | null;
          amount?: string | null;
          min_order?: string;
          valid_from?: ('' | string) | null;
          valid_until?: ('' | string) | null;
          usage_limit?: number | null;
          /** @default true */
          active?: boolean;
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent: number | null;
            amount: string | null;
            min_order: string;
            valid_from: string | null;
            valid_until: string | null;
            usage_limit: number | null;
            used_count: number;
            active: boolean;
            /** @enum {string} */
            state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
            note: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  getAdminDiscountCodesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent: number | null;
            amount: string | null;
            min_order: string;
            valid_from: string | null;
            valid_until: string | null;
            usage_limit: number | null;
            used_count: number;
            active: boolean;
            /** @enum {string} */
            state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
            note: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  putAdminDiscountCodesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          /** @enum {string} */
          kind: 'percent' | 'fixed';
          percent?: number | null;
          amount?: string | null;
          min_order?: string;
          valid_from?: ('' | string) | null;
          valid_until?: ('' | string) | null;
          usage_limit?: number | null;
          /** @default true */
          active?: boolean;
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent: number | null;
            amount: string | null;
            min_order: string;
            valid_from: string | null;
            valid_until: string | null;
            usage_limit: number | null;
            used_count: number;
            active: boolean;
            /** @enum {string} */
            state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
            note: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  deleteAdminDiscountCodesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent: number | null;
            amount: string | null;
            min_order: string;
            valid_from: string | null;
            valid_until: string | null;
            usage_limit: number | null;
            used_count: number;
            active: boolean;
            /** @enum {string} */
            state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
            note: string;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
  postAdminOrdersByIdInvoiceRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            order_number: string;
            created_at: string;
            name: string;
            email: string;
            total_amount: string;
            bottles: number;
            deliver_status: string;
            /** @enum {string} */
            payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
            /** @enum {string} */
            payment_method: 'card' | 'mb_way' | 'multibanco';
            paid_at: string | null;
            user_id: number | null;
            withdrawal_requested_at: string | null;
            discount_code: string | null;
            code: string;
            updated_at: string;
            /** @enum {string} */
            preferred_language: 'pt' | 'en';
            phone: string;
            billing_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            shipping_address: {
              name: string;
              lines: string[];
              region_name: string;
              region: string;
              region_names: {
                pt: string;
                en: string;
              } | null;
              country: string;
              country_name: string;
              email: string;
              phone: string;
            } | null;
            same_as_billing: boolean;
            lines: {
              id: number;
              wine_id: number;
              title: string;
              sku: string;
              quantity: number;
              unit_price: string;
              line_total: string;
            }[];
            shipping_option_name: string;
            shipping_option_names: {
              pt: string;
              en: string;
            } | null;
            shipping_cost: string;
            subtotal: string;
            total_without_discount: string;
            discount_amount: string;
            vat_amount: string;
            vat_rate: number;
            payment: {
              provider: string | null;
              intent_id: string | null;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              paid_at: string | null;
              last_error: string | null;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            };
            tracking_url: string | null;
            adult_confirmed_at: string | null;
            customer_url: string;
            account: {
              id: number;
              email: string;
              username: string;
            } | null;
            estate_name: string;
            withdrawal: {
              requested_at: string;
              reason: string;
              /** @enum {string} */
              lang: 'pt' | 'en';
              user_id: number | null;
              refund_due: string;
              refunded_amount: string;
              refund_id: string | null;
              refunded_at: string | null;
            } | null;
            tax_id: string;
            company_name: string;
            invoices: {
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              /** @enum {string} */
              status: 'pending' | 'issued' | 'failed';
              number: string | null;
              provider: string | null;
              amount: string;
              issued_at: string | null;
              attempts: number;
              last_error: string | null;
              url: string | null;
            }[];
          };
        };
      };
      /** @description Refused */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The HTTP status text. */
            error: string;
            /** @description The refusal in the request's language: the checkout payload's, then ?lang=, then Accept-Language, then English. */
            message: string;
            /** @description Each field at fault with its text, keyed by the field’s name. */
            fields?: {
              [key: string]: string;
            };
            /** @description The same fields’ stable codes. */
            field_codes?: {
              [key: string]:
                | 'required'
                | 'invalid_email'
                | 'too_short'
                | 'too_long'
                | 'password_too_common'
                | 'password_mismatch'
                | 'email_taken'
                | 'invalid_link'
                | 'invalid';
            };
            /** @description The refusal’s stable code when it is not a field code (hold_limit, discount_expired…). */
            code?: string;
            /** @description What the text of the code needs: …_at instants, …_day days, …_amount euros. */
            args?: {
              [key: string]: string | number;
            };
          };
        };
      };
    };
  };
}
