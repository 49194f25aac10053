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
