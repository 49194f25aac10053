export type {
  RemoteLoaderArgs,
  RemoteLoaderContext,
  RouteMeta,
  RouteModule,
  SessionUser,
} from './platform/route-module';
export { defineRoute, useRouteData, type LoaderData } from './platform/route-data';
export {
  defaultSiteSettings,
  fetchSiteSettings,
  normalizeSiteSettings,
  type SiteSettings,
} from './lib/site-settings';
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
export { ROOT_ROUTE_ID, useRootData, useSiteSettings, type RootLoaderData } from './platform/root-data';
export { emptyAddress, validateAddress, type Address, type AddressErrors, type AddressInput } from './types/address';
export { cleanText, isIsoDate, isIsoTime, isValidEmail, isValidPhone, localIsoDate, localIsoTime } from './forms/validators';
export {
  createVideoCallRequest,
  normalizeVideoCallRequest,
  parseProductList,
  validateVideoCallRequest,
  VIDEO_CALL_LIMITS,
  VideoCallRequestError,
  type VideoCallRequestErrorCode,
  type VideoCallRequestErrors,
  type VideoCallRequestField,
  type VideoCallRequestInput,
} from './lib/video-call-requests';
export type {
  CartItem,
  CategoryInfo,
  ImageRef,
  Order,
  OrderAddress,
  OrderItem,
  OrderStatus,
  Product,
  ProductAttributes,
  ProductStatus,
  ProductSummary,
  SubcategoryInfo,
} from './types/catalog';
export { ORDER_STATUS_LABELS } from './types/catalog';
export type { OrderIssue, OrderIssueReason, PlaceOrderLine, PlaceOrderResult } from './types/place-order';
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
  type RankableProduct,
  type SearchableProduct,
  type SearchQuery,
} from './search/search-keywords';
export { fetchCategories, toCategoryInfo } from './lib/categories';
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
  addCartItem,
  cleanCartItems,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  mergeCarts,
  type CartMergeResult,
} from './cart/cart-items';
export {
  cartStateAtom,
  initialCartState,
  useCart,
  useCartCount,
  type CartApi,
  type CartState,
  type CartStatus,
} from './cart/cart-store';
export { CartSync, type CartSyncProps } from './cart/cart-sync';
export { asImage, asIsoDate, asNumber, asPositiveInt, asString, asStringList } from './lib/firestore-values';
export { defaultGlobalSeo, fetchGlobalSeo, type GlobalSeo } from './lib/seo';
