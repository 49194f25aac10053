// Every Firestore collection's name, and the documents read by a fixed id, in one place: the
// collection modules, the functions (through shared-data/contracts) and the apps spell them from
// here, never as literals (issue 39: 'orders' was once declared in four function modules). The
// rules (backend/firestore.rules) match the same names. No imports: the storefront's first view
// carries it, and the functions bundle it.

// The catalogue and the site's content.
export const PRODUCTS = 'prod';
/** `prod/{id}/reviews/{uid}`: one review per customer and product. */
export const REVIEWS = 'reviews';
/** `prod/{id}/stockMovements/{id}`: every change of a product's stock. */
export const STOCK_MOVEMENTS = 'stockMovements';
export const CATEGORIES = 'categories';
export const BLOGS = 'blogs';
export const CAREERS = 'careers';
export const PAGES = 'pages';
export const MEDIA = 'media';
export const SEO = 'seo';
export const GLOBAL_SEO_ID = 'global';
export const SETTINGS = 'settings';
export const SITE_SETTINGS_ID = 'site';
/** `pricing/silver`: the silver rate in force (pricing/rate-documents.ts). */
export const PRICING = 'pricing';
export const SILVER_RATES = 'silverRates';
/** `meta/publicContent`: the version the shop servers' shared reads follow (public-content.ts). */
export const META = 'meta';
export const PUBLIC_CONTENT_PATH = [META, 'publicContent'] as const;

// Shoppers and their orders.
export const WEBUSERS = 'webusers';
/** `webusers/{uid}/addresses/{id}`. */
export const ADDRESSES = 'addresses';
export const CARTS = 'carts';
export const ORDERS = 'orders';
/** `orders/{id}/payments/{id}`: money received for an order, or given back. */
export const ORDER_PAYMENTS = 'payments';
/** `orders/{id}/taxDocuments/{id}`: frozen tax invoices and credit notes. */
export const TAX_DOCUMENTS = 'taxDocuments';
/** `orders/{id}/notes/{id}` and `customerStats/{uid}/notes/{id}`: the shop's internal notes. */
export const NOTES = 'notes';
/** `paymentReferences/{method}-{reference}`: a payment's reference is recorded only once. */
export const PAYMENT_REFERENCES = 'paymentReferences';
/** `counters/{name}-{year}`: the order, invoice and credit-note numbers. */
export const COUNTERS = 'counters';
export const CUSTOMER_STATS = 'customerStats';
/**
 * `disabledAccounts/{uid}`: present exactly while an admin has the account's sign-in turned off
 * (setCustomerDisabled writes and deletes it). The rules refuse the account's own reads and writes
 * while it exists, so a turned-off customer's still-valid ID token stops working at once.
 */
export const DISABLED_ACCOUNTS = 'disabledAccounts';
export const SALES_DAILY = 'salesDaily';

// What shoppers send the shop, and what it sends them.
export const MESSAGES = 'messages';
export const VIDEO_CALL_REQUESTS = 'videoCallRequests';
export const NEWSLETTER = 'newsletter';
/** `mail/{id}`: outgoing e-mail, sent by the sendMail function. */
export const MAIL = 'mail';

// Analytics and bookkeeping.
export const EVENTS = 'events';
export const ANALYTICS_DAILY = 'analyticsDaily';
export const ADMIN_AUDIT = 'adminAudit';
/** `triggerEvents/{id}`: trigger events already applied (a second delivery changes nothing). */
export const TRIGGER_EVENTS = 'triggerEvents';
/** `rateLimits/{kind}-{client}`: what each client sent per window (the functions' rate-limit.ts). */
export const RATE_LIMITS = 'rateLimits';
