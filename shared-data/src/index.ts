export type { RemoteLoaderArgs, RemoteLoaderContext, RouteMeta, RouteModule, SessionUser } from './platform/route-module';
export { defineRoute, useRouteData, type LoaderData } from './platform/route-data';
export { firestoreSdk, lazyFirestore, loadFirestoreSdk, provideFirestoreSdk, type FirestoreSdk } from './platform/firestore-sdk';
export { loadOnce } from './platform/load-once';
export { useHydrated } from './platform/use-hydrated';
export {
  addAnalyticsSink,
  dataLayerSink,
  setAnalyticsUser,
  setAnalyticsUserProperties,
  track,
  type AnalyticsEventName,
  type AnalyticsEvents,
  type AnalyticsItem,
  type AnalyticsRecord,
  type AnalyticsSink,
} from './analytics/track';
export * from './analytics/consent';
export { ROOT_ROUTE_ID, useRootData, useSiteSettings, type RootLoaderData } from './platform/root-data';
export { emptyAddress, type Address, type AddressInput } from './types/address';
export type {
  AttributeChoice,
  AttributeDefinition,
  AttributeType,
  CartItem,
  CategoryFacet,
  CategoryFacetValue,
  CategoryInfo,
  CategoryTax,
  ImageRef,
  ImageVariant,
  Order,
  OrderAddress,
  OrderItem,
  OrderStatus,
  OrderShipment,
  OrderStatusStep,
  Product,
  ProductAttributes,
  ProductStatus,
  ProductSummary,
  ProductRating,
  ProductOption,
  ProductOptionKind,
  ProductOptionValue,
  ProductSwatch,
  ProductVariant,
  ProductVariantSummary,
  SeoOverride,
  SubcategoryInfo,
} from './types/catalog';
export { ORDER_STATUS_LABELS } from './types/catalog';
export {
  buildSearchKeywords,
  matchesSearch,
  MIN_PREFIX_LENGTH,
  normalizeText,
  parseSearchQuery,
  prefixes,
  rankSearchResults,
  searchScore,
  searchTokens,
  slugify,
  type RankableProduct,
  type SearchableProduct,
  type SearchQuery,
} from './search/search-keywords';
export {
  CATEGORIES_FETCH_ERROR,
  categoriesAtom,
  categoriesFailed,
  categoriesLoaded,
  categoriesLoading,
  initialCategoriesState,
  loadCategories,
  refreshCategoriesAtom,
  useCategories,
  useHydrateCategories,
  useRefreshCategories,
  type CategoriesState,
} from './catalog/categories-store';
export {
  chosenOptionValues,
  closestVariant,
  combinationKey,
  defaultVariant,
  findVariant,
  optionFieldName,
  pricesDiffer,
  variantLabel,
} from './catalog/variant-pick';
export { addCartItem, cartLineKey, cleanCartItems, MAX_CART_LINES, MAX_LINE_QUANTITY, mergeCarts, type CartMergeResult } from './cart/cart-items';
export { cartStateAtom, initialCartState, useCart, useCartCount, type CartApi, type CartState, type CartStatus } from './cart/cart-store';
export { CartSync, type CartSyncProps } from './cart/cart-sync';

// The collections: one module each (name, reader/converter, typed references, document schema,
// and the reads and writes every app shares). Firestore reads are named fetch…
export * from './collections/addresses';
export * from './collections/blogs';
export * from './collections/careers';
export * from './collections/carts';
export * from './collections/categories';
export * from './collections/events';
export * from './collections/field-readers';
export * from './collections/firebase-errors';
export * from './collections/format-date';
export * from './collections/format-money';
export * from './collections/newsletter';
export * from './collections/pages';
export * from './collections/products';
export {
  readPriceRule,
  readPriceTiers,
  tierFor,
  tierTable,
  tierUnitPrice,
  type MakingCharge,
  type MetalPriceRule,
  type PriceBreakup,
  type PriceRule,
  type PriceTier,
} from './pricing/price-fields';
export * from './collections/public-content';
export * from './collections/seo';
export * from './collections/settings';
export * from './collections/silver-rate-today';
export { CURRENT_SILVER_RATE } from './pricing/rate-documents';
export * from './collections/webusers';
export * from './collections/reviews';
// Callable contracts and the field checks every schema is built from. The placeOrder input schema
// is the function's alone (backend/functions imports it from shared-data/contracts): the browser
// sends the order and reads the result, so only the types are exported here, and the schema stays
// off every first view.
export type { OrderIssue, OrderIssueReason, PaymentPreference, PlaceOrderInput, PlaceOrderLine, PlaceOrderResult } from './callables/place-order';
export { firstIssueMessage } from './callables/callable-input';
export * from './schemas/fields';
// zod as the shop's schemas use it: in browsers downloaded on first need (await loadSchemas() before
// parsing), in Node loaded with the module. Build schemas with lazySchema(() => z.…).
export { z, loadSchemas, schemasLoaded } from '#zod';
export { lazySchema } from './schemas/lazy-schema';
// The route table's lookups, from the one shared copy the shell already loads: a remote importing
// `shared-data/routes` itself would bundle a second copy of the table (1.7 KB gzip on its pages).
export { routeById, routeHref } from './routes/route-table';
