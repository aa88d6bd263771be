import type { AccountsPublicConfig } from '../accounts/accounts.ts';
import type { User } from '../accounts/session.ts';
import type { FieldErrorCode } from '../field-error-codes.ts';
import type { ShopSettings, Wine } from '../catalogue/wine.ts';
import type {
  CompanyContact,
  ContentBlock,
  ContentPage,
  GalleryImage,
  GuestGuide,
  HouseDetails,
  HouseFeature,
  Policy,
  PolicySection,
  RegionBlock,
} from '../content/content.ts';
import type { SiteLang } from '../i18n/languages.ts';
import type { ShopBanner } from '../settings/shop-settings-admin.ts';
import type { ShippingCountry, ShippingDetails } from '../shipping/shipping.ts';
import type { SlotPhotos } from '../media/image-slots.ts';
import type { StockAlertRequest, VintagePointer } from '../stock-alerts/stock-alerts.ts';
import type {
  ContactMessageInput,
  HouseBookingInput,
  NewsletterSubscribeInput,
} from '../forms/forms.ts';
import type { WineTourismBookingInput } from '../wine-tourism/wine-tourism-booking.ts';

/*
 * What the site's loaders read on the server (docs/decisions/103-layers-enforced.md). The web app
 * depends on shared only, so it types its loader context with this interface; core's services
 * implement it, and the server hands them over (apps/server/src/ssr/page-renderer.ts), where the
 * compiler checks that they fit.
 */

/** The estate's name and place, as the pages and e-mails print them. */
export interface EstateIdentity {
  name: string;
  slug: string;
  locality: string;
  region: string;
}

/** Which card payment provider the checkout page loads. */
export type PaymentConfig =
  { provider: 'offline' } | { provider: 'stripe'; publishableKey: string };

/** Which captcha widget the forms show. */
export type CaptchaPublicConfig =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

export interface CatalogueQuery {
  lang: SiteLang;
  /**
   * Which window onto the catalogue: the wine pages show wines with show_catalog, the shop
   * (`shop=true`) those with show_shop. Archived wines are in neither.
   */
  channel: 'catalogue' | 'shop';
}

/** The visitor forms that post to their page's action and to the JSON API alike (decision 127). */
export const visitorForms = [
  'newsletter',
  'contact',
  'booking',
  'wineTourism',
  'stockAlert',
] as const;
export type VisitorFormName = (typeof visitorForms)[number];

/** Why the robot check refused a form (the captcha verifier's reasons). */
export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'reused' | 'unavailable';
/** A visitor form's answer from its service: accepted, or the robot check refused it. */
export type CheckedResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; reason: CaptchaRefusal };
/** Who sends a visitor form: the address reCAPTCHA may weigh. */
export interface SenderContext {
  remoteIp?: string | undefined;
}

/**
 * The services the visitor forms' route actions call (decision 127), the same the JSON API's
 * routes call: the robot check and every other rule of a form live behind them.
 */
export interface VisitorFormServices {
  contact: { submit(input: ContactMessageInput, context?: SenderContext): Promise<CheckedResult> };
  newsletter: {
    subscribe(
      input: NewsletterSubscribeInput,
      context?: SenderContext,
    ): Promise<CheckedResult<{ status: 'success' | 'duplicate' }>>;
  };
  bookings: {
    requestHouse(input: HouseBookingInput, context?: SenderContext): Promise<CheckedResult>;
    requestWineTourism(
      input: WineTourismBookingInput,
      context?: SenderContext,
    ): Promise<CheckedResult>;
  };
  stockAlerts: {
    request(
      input: StockAlertRequest,
      context?: SenderContext,
    ): Promise<
      | { ok: true }
      | { ok: false; refusal: 'unknown_wine' | 'in_stock' }
      | { ok: false; reason: CaptchaRefusal }
    >;
  };
}

export interface PageServices extends Omit<VisitorFormServices, 'stockAlerts'> {
  accounts: { publicConfig(): AccountsPublicConfig };
  captcha: { publicConfig(): CaptchaPublicConfig };
  catalogue: {
    listWines(query: CatalogueQuery): Promise<Wine[]>;
    getWine(query: CatalogueQuery & { slug: string }): Promise<Wine | null>;
  };
  checkout: { paymentConfig(): PaymentConfig };
  content: {
    blocks(page: ContentPage, lang: SiteLang): Promise<ContentBlock[]>;
    regionBlocks(lang: SiteLang): Promise<RegionBlock[]>;
    gallery(): Promise<GalleryImage[]>;
    houseFeatures(lang: SiteLang): Promise<HouseFeature[]>;
    houseDetails(): Promise<HouseDetails | null>;
    policySections(policy: Policy, lang: SiteLang): Promise<PolicySection[]>;
    companyContact(): Promise<CompanyContact | null>;
    guestGuide(): Promise<GuestGuide | null>;
  };
  settings: {
    getEstate(): Promise<EstateIdentity>;
    getShopSettings(): Promise<ShopSettings>;
    getShopBanners(): Promise<ShopBanner[]>;
  };
  shipping: {
    details(lang: SiteLang): Promise<ShippingDetails>;
    /** Every country and region of a billing address: the profile form's lists (decision 131). */
    allCountriesRegions(lang: SiteLang): Promise<ShippingCountry[]>;
  };
  /** Staff photographs in the site's image slots (decision 108). */
  siteImages: { photos(): Promise<SlotPhotos> };
  stockAlerts: VisitorFormServices['stockAlerts'] & {
    vintagePointer(query: { slug: string; lang: SiteLang }): Promise<VintagePointer | null>;
  };
}

/** A form refused by a page's action: the status, a code naming no field, and fields' codes. */
export interface FormRefusal {
  status: number;
  code?: string;
  args?: Record<string, string | number>;
  fields: Record<string, FieldErrorCode>;
}

/** What an account action did: its value and the cookies to set, or the refusal. */
export type FormOutcome<T = null> =
  { ok: true; value: T; cookies: string[] } | { ok: false; refusal: FormRefusal };

/**
 * The account forms' route actions (docs/decisions/131-cookie-session.md), bound to the request
 * by the server: the same schemas, services, lockout and rate limits as the JSON API, and the
 * session cookie read and set on the server.
 */
export interface PageAccount {
  /** The signed-in session of the request's cookie, or null. */
  current(): Promise<{ user: User; csrf: string } | null>;
  signIn(form: unknown): Promise<FormOutcome<User>>;
  register(form: unknown, lang: SiteLang): Promise<FormOutcome<User>>;
  requestReset(form: unknown, lang: SiteLang): Promise<FormOutcome>;
  confirmReset(form: unknown): Promise<FormOutcome>;
  /**
   * The profile's save; refused without the session's CSRF token in the form (decision 132). A
   * field the form does not carry keeps its stored value; a country or region posted without its
   * name is named from the list in `lang` (decision 131).
   */
  updateProfile(form: unknown, lang: SiteLang): Promise<FormOutcome<User>>;
}
