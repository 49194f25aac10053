import type { RemoteLoaderContext, SiteSettings } from 'shared-data';

export const ROOT_ROUTE_ID = 'root';

export interface RootLoaderData {
  settings: SiteSettings;
  user: RemoteLoaderContext['user'];
  origin: string;
}
