// The shop's own texts and numbers (`settings/site`) as plain data: the type, the demo shop's values
// as defaults (the chrome renders even before the document exists), and the merge of a stored
// document over them. No Firebase import, so the functions bundle it too (e-mails read the brand).
import type { PriceRounding } from '../pricing/silver-price';

export type ShippingMethod = 'flat' | 'weight' | 'zone' | 'quoted';
export interface WeightBand {
  /** The band holds orders of up to this many grams. */
  upToGrams: number;
  fee: number;
}
export interface ShippingZone {
  name: string;
  /** Indian states and union territories, as in addresses (GST_STATE_CODES' names). */
  states: string[];
  fee: number;
}

/** A title and a sentence or two: a highlight, a reason, a step. */
export interface HomePoint {
  title: string;
  text: string;
}

export interface HomeContent {
  /** Four short trust points under the hero. */
  highlights: HomePoint[];
  /** "Why choose us": up to six reasons. */
  reasons: HomePoint[];
  promise: { quote: string; points: HomePoint[] };
  /** "How to buy": up to four steps. */
  steps: HomePoint[];
  cta: { title: string; text: string; button: string };
}

export interface SiteSettings {
  /** Wholesale (minimum quantities, enquiries first) or retail (add to cart first, no minimums). */
  mode: 'wholesale' | 'retail';
  /**
   * What the storefront offers besides the cart: the WhatsApp enquiry buttons, the video-call
   * request and the app store badges (a beauty shop without an app turns the last off).
   */
  features: { whatsappEnquiry: boolean; videoCall: boolean; appBadges: boolean };
  /**
   * The home page's own words (issue 40: a beauty shop is not a silver wholesaler): its highlights,
   * reasons to choose it, promise, steps to buy and closing banner. null: the wholesaler's home,
   * worded from `claims` and `counters`.
   */
  home: HomeContent | null;
  brand: { name: string; shortName: string; tagline: string };
  hero: { headline: string; subheadline: string };
  contact: { address: string; phone: string; email: string; whatsappNumber: string; mapUrl: string; hours: string };
  whatsapp: { defaultMessage: string };
  appLinks: { ios: string; android: string };
  social: Partial<Record<'instagram' | 'facebook' | 'youtube' | 'x' | 'linkedin', string>>;
  counters: { jewellers: number; smallBusinesses: number; years: number };
  claims: { jewellersServed: number; yearsInBusiness: number; importsFrom: string[]; dispatch: string };
  /** Stock at or below this is "low" (the admin's badges, dashboard and inventory filters). */
  inventory: { lowStockThreshold: number };
  /** GST details for tax invoices (shared-data/src/invoice). */
  tax: {
    legalName: string;
    gstin: string;
    address: string;
    /** The seller's state: CGST + SGST for deliveries in it, IGST elsewhere. */
    state: string;
    /** HSN code printed on each line (7113: articles of jewellery of precious metal). */
    hsnCode: string;
    /** GST rate in percent (3 for jewellery). */
    ratePercent: number;
    /** Whether catalogue prices include GST (the invoice backs the tax out) or GST is added on top. */
    pricesIncludeTax: boolean;
    /** First part of invoice numbers: <prefix>/<financial year>/<sequence>. */
    invoicePrefix: string;
  };
  /**
   * What placeOrder charges for shipping and the smallest order it takes (INR; 0: none), by
   * `shippingMethod` (shared-data/src/settings/order-charges.ts computes it for the checkout and the
   * function alike):
   * - `flat`: `shippingFee` per order;
   * - `weight`: the fee of the first of `weightBands` the order's weight fits in (the products'
   *   `attributes.weightGrams` × quantity); heavier than the last band, or a product without a
   *   weight: quoted by the shop;
   * - `zone`: the fee of the zone whose states include the delivery state, else `shippingFee`;
   * - `quoted`: the shop quotes shipping when it confirms the order (0 allowed, said explicitly).
   * `freeShippingAbove` applies to the first three: orders of at least that subtotal ship free.
   */
  orders: {
    shippingMethod: ShippingMethod;
    shippingFee: number;
    /** Orders of at least this subtotal ship free (0: no threshold). */
    freeShippingAbove: number;
    /** The smallest subtotal an order may have (0: any). */
    minimumOrderValue: number;
    /** Ascending by weight. */
    weightBands: WeightBand[];
    zones: ShippingZone[];
  };
  /**
   * How the shop is paid (orders are paid after the shop confirms them; the customer's order page
   * and the "confirmed" e-mail show what is due and these ways to pay it).
   */
  payments: {
    bankTransfer: { enabled: boolean; accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
    /** UPI: a `upi://pay` link and QR code for the exact amount, the order number as the note. */
    upi: { enabled: boolean; vpa: string; payeeName: string };
    /** Cash on delivery, for orders up to `limit` (0: any amount). */
    cashOnDelivery: { enabled: boolean; limit: number };
    /**
     * Online payment through a gateway (Razorpay payment links; its keys are the functions'
     * secrets). Optional: 'none' and the shop works on the ways above.
     */
    gateway: { provider: 'none' | 'razorpay' };
  };
  /** E-mails to the shop itself: the address ('' → contact.email) and a switch per kind. */
  notifications: { email: string; newOrder: boolean; contactMessage: boolean; videoCall: boolean; gatewayPayment: boolean };
  /** A line above the header of every public page; no text, no bar. `link`: '' , a path or https. */
  announcement: { text: string; link: string };
  /**
   * The storefront's analytics: the share of visits (by session, 1–100 %) whose events the shop's
   * own pipeline stores — the roll-up weighs each stored event by 100 / samplePercent, so figures
   * stay estimates of all visits — and a GA4 measurement id ('' for none) that also gets every
   * event of visitors who allowed analytics.
   */
  analytics: { samplePercent: number; ga4MeasurementId: string };
  /**
   * Metal-priced products (issue 41): how their computed price is rounded (to the paisa, the rupee,
   * or up to the next ₹10; the functions re-price every metal-priced product when it changes), and
   * whether the storefront shows the silver rate in force ("Silver rate today", from
   * `pricing/silver`). A shop without silver keeps the line off.
   */
  pricing: { rounding: PriceRounding; showSilverRate: boolean };
}

/** The ways a metal price may be rounded (settings' pricing.rounding). */
export const PRICE_ROUNDINGS: readonly PriceRounding[] = ['paisa', 'rupee', 'ten'];

export const defaultSiteSettings: SiteSettings = {
  mode: 'wholesale',
  features: { whatsappEnquiry: true, videoCall: true, appBadges: true },
  home: null,
  brand: {
    name: 'Rajatmaya Silver',
    shortName: 'Rajatmaya',
    tagline: '925 hallmarked silver jewellery, wholesale from ready stock',
  },
  hero: {
    headline: 'Importer and wholesale supplier of 925 hallmarked silver jewellery',
    subheadline:
      'More than 1000 jewellers supplied over 15 years: designs from Italy, Turkey and Hong Kong alongside Indian craft, dispatched from ready stock.',
  },
  contact: {
    address: 'Unit 7, Second Floor, 12 Sample Lane, Kalbadevi, Mumbai 400002, Maharashtra, India',
    phone: '+91 98765 43210',
    email: 'wholesale@rajatmaya.example',
    whatsappNumber: '919876543210',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kalbadevi%2C+Mumbai',
    hours: 'Monday to Saturday, 10:30 am – 7:00 pm IST',
  },
  whatsapp: { defaultMessage: 'Hello Rajatmaya Silver, I would like to see your wholesale catalogue and price list.' },
  appLinks: {
    ios: 'https://apps.apple.com/in/app/rajatmaya-silver-catalogue/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=example.rajatmaya.catalogue',
  },
  social: {
    instagram: 'https://www.instagram.com/rajatmaya.silver.demo',
    facebook: 'https://www.facebook.com/rajatmaya.silver.demo',
    youtube: 'https://www.youtube.com/@rajatmaya-silver-demo',
    linkedin: 'https://www.linkedin.com/company/rajatmaya-silver-demo',
  },
  counters: { jewellers: 300, smallBusinesses: 800, years: 15 },
  claims: {
    jewellersServed: 1000,
    yearsInBusiness: 15,
    importsFrom: ['Italy', 'Turkey', 'Hong Kong'],
    dispatch: 'Dispatch from ready stock',
  },
  inventory: { lowStockThreshold: 5 },
  tax: {
    legalName: 'Rajatmaya Silver Private Limited',
    gstin: '27AABCR1234F1ZS',
    address: 'Unit 7, Second Floor, 12 Sample Lane, Kalbadevi, Mumbai 400002, Maharashtra, India',
    state: 'Maharashtra',
    hsnCode: '7113',
    ratePercent: 3,
    pricesIncludeTax: true,
    invoicePrefix: 'RS',
  },
  // As the Shipping Policy page says: ₹350 per order, free from ₹25,000.
  orders: {
    shippingMethod: 'flat',
    shippingFee: 350,
    freeShippingAbove: 25_000,
    minimumOrderValue: 0,
    weightBands: [
      { upToGrams: 250, fee: 150 },
      { upToGrams: 1000, fee: 350 },
      { upToGrams: 5000, fee: 750 },
    ],
    zones: [{ name: 'Maharashtra and Gujarat', states: ['Maharashtra', 'Gujarat', 'Goa'], fee: 200 }],
  },
  payments: {
    bankTransfer: {
      enabled: true,
      accountName: 'Rajatmaya Silver Private Limited',
      accountNumber: '50200012345678',
      ifsc: 'HDFC0000060',
      bankName: 'HDFC Bank',
      branch: 'Kalbadevi, Mumbai',
    },
    upi: { enabled: true, vpa: 'rajatmaya@hdfcbank', payeeName: 'Rajatmaya Silver' },
    cashOnDelivery: { enabled: false, limit: 0 },
    gateway: { provider: 'none' },
  },
  notifications: { email: '', newOrder: true, contactMessage: true, videoCall: true, gatewayPayment: true },
  announcement: { text: '', link: '' },
  analytics: { samplePercent: 100, ga4MeasurementId: '' },
  // To the rupee, as price tags are; the rate line is off until the shop turns it on.
  pricing: { rounding: 'rupee', showSilverRate: false },
};

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges stored values over the defaults, keeping only values of the default's type. */
function mergeOver<T>(defaults: T, stored: unknown): T {
  if (!isPlain(defaults) || !isPlain(stored)) {
    if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
    return (typeof stored === typeof defaults ? stored : defaults) as T;
  }
  const result: Plain = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    if (key in defaults) result[key] = mergeOver((defaults as Plain)[key], value);
    else if (typeof value === 'string') result[key] = value; // optional links such as social.x
  }
  return result as T;
}

const finiteAtLeast0 = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Only well-formed bands, ascending by weight. */
function weightBandsOf(value: unknown): WeightBand[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((band): band is WeightBand => isPlain(band) && finiteAtLeast0(band['upToGrams']) && band['upToGrams'] > 0 && finiteAtLeast0(band['fee']))
    .map(({ upToGrams, fee }) => ({ upToGrams, fee }))
    .sort((a, b) => a.upToGrams - b.upToGrams);
}

function zonesOf(value: unknown): ShippingZone[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((zone): zone is ShippingZone => isPlain(zone) && typeof zone['name'] === 'string' && Array.isArray(zone['states']) && finiteAtLeast0(zone['fee']))
    .map(({ name, states, fee }) => ({ name, states: states.filter((state): state is string => typeof state === 'string'), fee }));
}

const SHIPPING_METHODS: readonly ShippingMethod[] = ['flat', 'weight', 'zone', 'quoted'];

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

function pointsOf(value: unknown, max: number): HomePoint[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isPlain)
    .map((point) => ({ title: text(point['title'], 80), text: text(point['text'], 300) }))
    .filter((point) => point.title !== '')
    .slice(0, max);
}

/** The stored home content, cleaned; null when there is none (or no highlights to show). */
export function homeContentOf(value: unknown): HomeContent | null {
  if (!isPlain(value)) return null;
  const promise = isPlain(value['promise']) ? value['promise'] : {};
  const cta = isPlain(value['cta']) ? value['cta'] : {};
  const content: HomeContent = {
    highlights: pointsOf(value['highlights'], 4),
    reasons: pointsOf(value['reasons'], 6),
    promise: { quote: text(promise['quote'], 300), points: pointsOf(promise['points'], 4) },
    steps: pointsOf(value['steps'], 4),
    cta: { title: text(cta['title'], 80), text: text(cta['text'], 300), button: text(cta['button'], 40) },
  };
  return content.highlights.length ? content : null;
}

export function normalizeSiteSettings(stored: unknown): SiteSettings {
  const settings = mergeOver(defaultSiteSettings, stored);
  const orders = isPlain(stored) && isPlain(stored['orders']) ? stored['orders'] : null;
  if (orders) {
    settings.orders.weightBands = 'weightBands' in orders ? weightBandsOf(orders['weightBands']) : defaultSiteSettings.orders.weightBands;
    settings.orders.zones = 'zones' in orders ? zonesOf(orders['zones']) : defaultSiteSettings.orders.zones;
    // Settings saved before shipping methods existed: a fee of 0 meant "quoted when the shop confirms".
    if (!SHIPPING_METHODS.includes(orders['shippingMethod'] as ShippingMethod)) {
      settings.orders.shippingMethod = finiteAtLeast0(orders['shippingFee']) && orders['shippingFee'] > 0 ? 'flat' : 'quoted';
    }
  }
  settings.home = homeContentOf(isPlain(stored) ? stored['home'] : null);
  if (!['none', 'razorpay'].includes(settings.payments.gateway.provider)) settings.payments.gateway.provider = 'none';
  if (!PRICE_ROUNDINGS.includes(settings.pricing.rounding)) settings.pricing.rounding = defaultSiteSettings.pricing.rounding;
  return settings;
}
