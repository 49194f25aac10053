// The data every page can read from the shell's root route: site settings, the signed-in user as
// the server or browser knew it when the page loaded, the public origin and the current year.
import { defaultSiteSettings, type SiteSettings } from '../collections/settings';
import type { GlobalSeo } from '../collections/seo';
import type { ConsentChoice } from '../analytics/consent';
import type { CategoriesState } from '../catalog/categories-store';
import type { SilverRateToday } from '../collections/silver-rate-today';
import type { SessionUser } from './route-module';
import { useAncestorRouteData } from './route-data';

export const ROOT_ROUTE_ID = 'root';

export interface RootLoaderData {
  settings: SiteSettings;
  /** The global SEO document every page's head falls back to. */
  seo: GlobalSeo;
  /** The categories store's first state, read on the server (footer and menus render with it). */
  categories: CategoriesState;
  user: SessionUser | null;
  origin: string;
  /** The server's year at render time, so the copyright line hydrates identically. */
  year: number;
  /** The visitor's analytics choice from their cookie (null: not asked yet; the banner shows). */
  consent: ConsentChoice | null;
  /**
   * The silver rate in force, read only when the settings show it (pricing.showSilverRate); null
   * or absent when they do not or the shop has set no rate.
   */
  silverRate?: SilverRateToday | null;
}

export function useRootData(): RootLoaderData | undefined {
  return useAncestorRouteData<() => RootLoaderData>(ROOT_ROUTE_ID);
}

export function useSiteSettings(): SiteSettings {
  return useRootData()?.settings ?? defaultSiteSettings;
}
