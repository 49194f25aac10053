// `shared-data/contracts`: what the Cloud Functions (backend/functions) share with the apps — the
// collection names, the callables' input schemas and results, the document schemas and readers,
// and the money, tax, invoice, pricing and search rules — for code that runs outside the browser
// builds: the functions' esbuild bundle, the local backend's seed and the tests.
// Server-safe: nothing here may load the Firebase web SDK, react, jotai, shared-router or
// shared-ui at run time (types are fine), because the functions bundle shared-data and deploy
// with only firebase-admin, firebase-functions, nodemailer, qrcode-generator and zod installed.
// backend/test/functions/contracts-server-safe.test.ts bundles this entry and fails otherwise; a
// collection module that also reads through lazyFirestore (orders.ts, products.ts, …) therefore
// stays out, and its name comes from collections/collection-names.ts.
// Re-exports by name, never `export *`: tsx (npm run backend, the seed) loads shared-data as
// CommonJS, and Node's ESM import of it does not see the names of an `export *`.

// Every collection's name (and the documents read by a fixed id).
export {
  ADDRESSES,
  ADMIN_AUDIT,
  ANALYTICS_DAILY,
  BLOGS,
  CAREERS,
  CARTS,
  CATEGORIES,
  COUNTERS,
  CUSTOMER_STATS,
  DISABLED_ACCOUNTS,
  EVENTS,
  GLOBAL_SEO_ID,
  MAIL,
  MEDIA,
  MESSAGES,
  META,
  NEWSLETTER,
  NOTES,
  ORDERS,
  ORDER_PAYMENTS,
  PAGES,
  PAYMENT_REFERENCES,
  PRICING,
  PRODUCTS,
  PUBLIC_CONTENT_PATH,
  RATE_LIMITS,
  REVIEWS,
  SALES_DAILY,
  SEO,
  SETTINGS,
  SILVER_RATES,
  SITE_SETTINGS_ID,
  STOCK_MOVEMENTS,
  TAX_DOCUMENTS,
  TRIGGER_EVENTS,
  VIDEO_CALL_REQUESTS,
  WEBUSERS,
} from './collections/collection-names';

// The callables' contracts: input schemas, results, and the rules both sides apply.
export { firstIssueMessage } from './callables/callable-input';
export {
  deleteCategoryInputSchema,
  reorderCategoriesInputSchema,
  saveCategoryInputSchema,
  type SaveCategoryResult,
  subcategoryIdOf,
} from './callables/categories';
export { customerNoteInputSchema, setCustomerDisabledInputSchema, type SetCustomerDisabledResult } from './callables/customers';
export { importProductsInputSchema, type ImportProductsResult } from './callables/import-products';
export { INVOICEABLE_STATUSES, issueInvoiceInputSchema, type IssueInvoiceResult } from './callables/invoice';
export {
  createShopOrderInputSchema,
  type CreateShopOrderResult,
  editOrderInputSchema,
  type EditOrderResult,
  type IssueCreditNoteInput,
  issueCreditNoteInputSchema,
  type IssueCreditNoteResult,
  ORDER_CHANNELS,
  orderOnlyInputSchema,
  type RecordPaymentInput,
  recordPaymentInputSchema,
  type RecordPaymentResult,
  setCustomerBusinessInputSchema,
} from './callables/order-money';
export { canMoveOrder, orderNoteInputSchema, RESTOCKING_STATUSES, setOrderStatusInputSchema, type SetOrderStatusResult } from './callables/order-status';
export { type OrderIssue, type OrderIssueReason, type PlaceOrderInput, placeOrderInputSchema, type PlaceOrderResult } from './callables/place-order';
export { moderateReviewInputSchema, type ModerateReviewResult, submitReviewInputSchema, type SubmitReviewResult } from './callables/reviews';
export { type AdminAccount, type SetAdminRoleInput, setAdminRoleInputSchema, type SetAdminRoleResult } from './callables/set-admin-role';
export {
  cancelSilverRateInputSchema,
  EFFECTIVE_NOW_MS,
  effectiveTimeProblem,
  REPRICE_BATCH,
  setSilverRateInputSchema,
  type SetSilverRateResult,
} from './callables/silver-rate';
export { adjustStockInputSchema, type AdjustStockResult, STOCK_REASON_LABELS, type StockMovementReason } from './callables/stock';
export { supportReplyInputSchema, type SupportReplyResult, supportSearchKeywords } from './callables/support';

// Documents: their types, schemas and readers.
export {
  type AttributeDefinition,
  type AttributeType,
  type CategoryFacet,
  type CategoryTax,
  type Order,
  ORDER_STATUS_LABELS,
  type OrderAddress,
  type OrderStatus,
} from './types/catalog';
export { AUDIT_LIMITS, type AuditChange, auditChanges } from './collections/admin-audit';
export { customerSearchFields } from './collections/customer-stats';
export { type EventBatch, eventDocumentSchema } from './collections/events';
export { asIsoDate } from './collections/field-readers';
export { messageDocumentSchema, sendContactMessageInputSchema } from './collections/messages';
export {
  newsletterDocumentSchema,
  type SubscribeNewsletterInput,
  subscribeNewsletterInputSchema,
  type SubscribeNewsletterResult,
} from './collections/newsletter';
export { productRatingOf, reviewAuthorName, type ReviewStatus } from './collections/reviews';
export {
  addToSalesDays,
  customerValueOf,
  indianDay,
  istDayStart,
  legacyCounted,
  type OrderForFigures,
  type SalesDay,
  salesDelta,
  shiftDay,
  TAKING_STATUSES,
  takingsOf,
} from './collections/sales-daily';
export {
  normalizeVideoCallRequest,
  requestVideoCallInputSchema,
  videoCallRequestDocumentSchema,
  videoCallRequestFields,
} from './collections/video-call-requests';
export { type DailyAnalytics, DayRollup, type RawEvent, toDailyAnalytics } from './analytics/rollup';
export { productIdOf } from './catalog/product-id';
export { cartLineKey } from './cart/cart-items';
export { GST_RATES, readCategoryTax } from './collections/category-tax';
export { findVariant, readVariants, rollUpVariants, variantLabel, variantSkusOf, MAX_PRODUCT_VARIANTS } from './catalog/variants';
export {
  facetEntriesOf,
  type FacetEntry,
  filterValuesOf,
  MAX_OPTION_VALUE_KEY_LENGTH,
  MAX_OPTION_VALUE_KEYS,
  optionValueKey,
  optionValuesOf,
} from './catalog/option-values';
export { countedEntries, countFacets, moveFacetCounts, readCategoryFacets, sameFacets } from './catalog/category-facets';
export { readAttributeDefinitions } from './catalog/attribute-definitions';
export { productDocumentSchema, productImportFieldsSchema, type ProductImportFields } from './schemas/product';
export { defaultSiteSettings, normalizeSiteSettings, type SiteSettings } from './settings/site-settings';
export { minimumOrderProblem, orderWeight, shippingQuote, type ShippingQuote } from './settings/order-charges';

// Money, tax, invoices and prices.
export { fromPaise, toPaise } from './orders/money';
export { orderTotals } from './orders/order-totals';
export { normalizePaymentReference, PAYMENT_METHOD_LABELS, type PaymentMethod, paymentOf, upiPayUrl } from './orders/payments';
export { gstinCheckCharacter, placeOfSupply } from './tax/gstin';
export { financialYearOf, type InvoiceLineInput, invoiceNumber } from './invoice/gst-invoice';
export { buildTaxDocument, creditNoteNumber, type TaxDocument, toTaxDocument } from './invoice/tax-document';
export { type PriceBreakup, type PriceRule, type PriceTier, readPriceBreakup, readPriceRule, readPriceTiers, tierUnitPrice } from './pricing/price-fields';
export { CURRENT_SILVER_RATE } from './pricing/rate-documents';
export { currentListPrice, type PricingContext, rateChangeCheck, type SilverRate } from './pricing/silver-price';

// Formatting (the e-mails), search keywords and the caller's address.
export { formatDateTime } from './collections/format-date';
export { formatInr } from './collections/format-money';
export {
  buildSearchKeywords,
  MIN_PREFIX_LENGTH,
  normalizeText,
  parseSearchQuery,
  prefixes,
  type SearchableProduct,
  searchTokens,
  slugify,
} from './search/search-keywords';
export { clientAddress, TRUSTED_PROXY_HOPS_ENV, trustedProxyHops } from './platform/client-address';
