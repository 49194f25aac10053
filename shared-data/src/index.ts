export type {
  RemoteLoaderArgs,
  RemoteLoaderContext,
  RouteMeta,
  RouteModule,
  SessionUser,
} from './platform/route-module';
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
export { defaultGlobalSeo, fetchGlobalSeo, type GlobalSeo } from './lib/seo';
