import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@mdc/db';
import {
  createCatalogueService,
  createTechnicalSheetService,
  createWineAdminService,
} from './catalogue/index.ts';
import { createContentService, createContentAdmin } from './content/index.ts';
import { createSettingsService, createSettingsAdminService, sellerOf } from './settings/index.ts';
import { createShippingService, createShippingAdminService } from './shipping/index.ts';
import { createBookingService, createBookingAdmin } from './bookings/index.ts';
import { createCaptchaVerifier, type CaptchaOptions } from './captcha/index.ts';
import { createContactService, createContactAdmin } from './contact/index.ts';
import {
  displayNameOf,
  createMailTransport,
  type ServiceLogger,
  MailWorker,
} from './mail/index.ts';
import {
  newsletterListHeaders,
  createNewsletterService,
  createNewsletterAdmin,
} from './newsletter/index.ts';
import { createCheckoutService } from './checkout/index.ts';
import { createAccountsService, createCustomerAdmin } from './accounts/index.ts';
import {
  createOfflineProvider,
  type PaymentConfig,
  type PaymentProvider,
  createStripeProvider,
  type StripeOptions,
} from './payments/index.ts';
import { createAuditService } from './audit/index.ts';
import { createDomainEvents } from './events/index.ts';
import { subscribeDomains } from './event-subscriptions.ts';
import { createOrderAdminService } from './orders/index.ts';
import { createWithdrawalService } from './withdrawal/index.ts';
import { createDiscountCodeAdmin } from './discount-codes/index.ts';
import { createDashboardService } from './dashboard/index.ts';
import { createMediaService, createSiteImageService } from './media/index.ts';
import { createStockAlertService } from './stock-alerts/index.ts';
import { createELabelService } from './e-label/index.ts';
import {
  InvoiceWorker,
  createInvoiceService,
  createOfflineInvoiceProvider,
  type InvoiceSeller,
  createInvoiceXpressProvider,
  type InvoiceXpressOptions,
} from './invoices/index.ts';
import { createOperationsReadings } from './operations/index.ts';
import type { CompanyContact } from '@mdc/shared';

/** What the integrations (mail, captcha) and the forms need from the configuration. */
export interface ServiceOptions {
  /** Absolute origin of the site, for links in e-mails. */
  publicUrl: string;
  logger: ServiceLogger;
  mail: {
    /** SMTP server; without it e-mails are written as .eml files into outboxDir. */
    smtpUrl?: string | undefined;
    outboxDir: string;
    /** MAIL_FROM */
    from: string;
    /** ESTATE_EMAIL: where contact messages and booking requests go. */
    estateEmail: string;
  };
  captcha: Omit<CaptchaOptions, 'logger'>;
  /** Card payments: Stripe when given, else the offline test provider. */
  payments?: { stripe?: (StripeOptions & { publishableKey: string }) | undefined };
  /** Invoices (decision 109): the offline pro-forma by default, or InvoiceXpress. */
  invoices?: { provider: 'offline' } | ({ provider: 'invoicexpress' } & InvoiceXpressOptions);
  /** Customer accounts: the access-token secret (default: the captcha's) and Google sign-in. */
  accounts?: {
    jwtSecret: string;
    google?: { clientId: string; jwksUrl?: string | undefined } | undefined;
  };
}

/** Every domain service, built once per process and handed to API routes and page loaders. */
/**
 * The PostgreSQL channel on which an instance tells the others that a staff save made their
 * caches stale (docs/decisions/102-fleet-cache-invalidation.md).
 */
export const cacheChannel = 'mdc_caches';

/** The invoice outbox's worker and the reads and retries staff and buyers use (decision 109). */
function createInvoicing(
  db: Database,
  { logger, invoices: invoiceOptions = { provider: 'offline' }, mail }: ServiceOptions,
  from: { estateName: () => Promise<string>; companyContact: () => Promise<CompanyContact | null> },
) {
  // The documents name the seller as the order confirmation does (decisions 094, 117).
  const seller = async (): Promise<InvoiceSeller> => {
    const [name, contact] = await Promise.all([from.estateName(), from.companyContact()]);
    const { legalName, address, taxId } = sellerOf(name, contact, mail.estateEmail);
    return { name: legalName, address, taxId };
  };
  const invoiceWorker = new InvoiceWorker({
    db,
    logger,
    seller,
    provider:
      invoiceOptions.provider === 'invoicexpress'
        ? createInvoiceXpressProvider(invoiceOptions)
        : createOfflineInvoiceProvider(),
  });
  return { invoiceWorker, invoices: createInvoiceService(db, invoiceWorker) };
}

/** Stripe when it is configured, else the offline provider (docs/product/shop.md). */
function createPayments(db: Database, stripe: NonNullable<ServiceOptions['payments']>['stripe']) {
  const offline = stripe ? null : createOfflineProvider(db);
  const payments: PaymentProvider = stripe ? createStripeProvider(stripe) : offline!;
  const paymentConfig: PaymentConfig = stripe
    ? { provider: 'stripe', publishableKey: stripe.publishableKey }
    : { provider: 'offline' };
  return { offline, payments, paymentConfig };
}

/** This instance's id and the notice that tells the others to clear their caches (decision 102). */
function fleetNotifier(db: Database, logger: ServiceLogger) {
  const instanceId = randomUUID();
  const tellOtherInstances = () =>
    db.execute(sql`select pg_notify(${cacheChannel}, ${instanceId})`).then(
      () => undefined,
      (error: unknown) => {
        logger.warn({ err: error }, 'could not tell the other instances to clear their caches');
      },
    );
  return { instanceId, tellOtherInstances };
}

export function createServices(db: Database, options: ServiceOptions) {
  const catalogue = createCatalogueService(db);
  const settings = createSettingsService(db);
  const { publicUrl, logger } = options;
  const { estateEmail } = options.mail;
  const mail = new MailWorker({
    db,
    transport: createMailTransport({ ...options.mail, logger }),
    from: options.mail.from,
    logger,
    headersFor: newsletterListHeaders(publicUrl),
  });
  const captcha = createCaptchaVerifier({ ...options.captcha, logger });
  // E-mails sign with the estate's name as staff keep it, not a name written into the code.
  const estateName = async () =>
    (await settings.getEstate()).name || displayNameOf(options.mail.from);
  const { invoiceWorker, invoices } = createInvoicing(db, options, {
    estateName,
    companyContact: () => content.companyContact(),
  });
  // What pays or refunds queues e-mails and invoice jobs in one transaction: both run after it.
  const outbox = {
    kick() {
      mail.kick();
      invoiceWorker.kick();
    },
  };
  const forms = { db, captcha, mail, publicUrl, estateName };
  const content = createContentService(db);
  const siteImages = createSiteImageService(db);
  const shipping = createShippingService(db);
  const { offline, payments, paymentConfig } = createPayments(db, options.payments?.stripe);
  const stockAlerts = createStockAlertService({
    ...forms,
    senderName: displayNameOf(options.mail.from),
  });
  // Caches outside the services (the server's page cache, decision 080) cleared with them.
  const cacheListeners = new Set<() => void>();
  const { instanceId, tellOtherInstances } = fleetNotifier(db, logger);
  // Cross-domain effects go through events (docs/decisions/133-domains-as-modules.md).
  const events = createDomainEvents({ logger });
  subscribeDomains(events, { catalogue, stockAlerts, mail, tellOtherInstances });
  const checkout = createCheckoutService({
    events,
    ...forms,
    mail: outbox,
    invoiceProvider: invoiceWorker.providerName,
    shipping,
    payments,
    offline,
    paymentConfig,
    shopOpen: async () => (await settings.getShopSettings()).shop_enabled,
    estateEmail,
    companyContact: () => content.companyContact(),
    clientKeySecret: options.captcha.secret,
    logger,
  });
  const newsletter = createNewsletterService(forms);
  const accounts = createAccountsService({
    ...forms,
    jwtSecret: options.accounts?.jwtSecret ?? options.captcha.secret,
    google: options.accounts?.google,
    newsletter,
    ordersOfUser: (userId) => checkout.ordersOfUser(userId),
    logger,
  });
  const orderAdmin = createOrderAdminService({
    ...forms,
    mail: outbox,
    payments,
    logger,
    events,
  });
  function clearLocalCaches() {
    catalogue.invalidate();
    settings.invalidate();
    content.invalidate();
    siteImages.invalidate();
    shipping.invalidate();
    stockAlerts.invalidate();
    for (const listener of cacheListeners) listener();
  }
  return {
    catalogue,
    settings,
    content,
    shipping,
    /**
     * Staff saves call this: this instance's caches go at once, and every other instance using
     * the database hears it on `cacheChannel` (decision 102).
     */
    async invalidateCaches() {
      clearLocalCaches();
      await tellOtherInstances();
    },
    /** Another instance's notice (or a lost listening connection): clears this one's caches. */
    cacheNotice(payload: string) {
      if (payload !== instanceId) clearLocalCaches();
    },
    clearLocalCaches,
    /** Registers a cache that invalidateCaches() also clears. */
    onInvalidateCaches(listener: () => void) {
      cacheListeners.add(listener);
    },
    /** The domains' events (docs/decisions/133-domains-as-modules.md), for the wiring's tests. */
    events,
    /** Registers a cache of pages that show stock, cleared whenever an order moves stock. */
    onStockChanged(listener: () => void) {
      events.on('stockChanged', listener);
    },
    technicalSheets: createTechnicalSheetService(catalogue, settings, publicUrl),
    eLabels: createELabelService(db, settings),
    mail,
    captcha,
    newsletter,
    contact: createContactService({ ...forms, estateEmail }),
    bookings: createBookingService({ ...forms, estateEmail }),
    checkout,
    accounts,
    audit: createAuditService(db),
    orderAdmin,
    invoices,
    withdrawal: createWithdrawalService({
      ...forms,
      mail: outbox,
      payments,
      logger,
      estateEmail,
      events,
    }),
    discountCodeAdmin: createDiscountCodeAdmin(db),
    dashboard: createDashboardService({ db, orderAdmin }),
    stockAlerts,
    wineAdmin: createWineAdminService(db, events),
    media: createMediaService(db),
    siteImages,
    // The shipping text lives in the shipping service's cache, the switch and banners in settings'.
    settingsAdmin: createSettingsAdminService(db, () => {
      settings.invalidate();
      shipping.invalidate();
    }),
    shippingAdmin: createShippingAdminService(db, shipping.invalidate),
    customerAdmin: createCustomerAdmin(db),
    newsletterAdmin: createNewsletterAdmin(db),
    contactAdmin: createContactAdmin(db),
    bookingAdmin: createBookingAdmin({
      ...forms,
      estateEmail,
      companyContact: () => content.companyContact(),
    }),
    contentAdmin: createContentAdmin(db, content.invalidate),
    /** Reservations and outbox figures for the metrics (decision 125). */
    operations: createOperationsReadings(db),
  };
}

export type Services = ReturnType<typeof createServices>;
