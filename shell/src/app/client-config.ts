// What the server hands the browser in the page: where each remote's browser build lives (the
// exact version the server rendered with), the backend configuration and the head assets.
import type { BackendConfig } from 'shared-auth';
import type { RemoteName } from 'shared-data/routes';

export interface RemoteClientInfo {
  /** Base URL of the remote's deployment (for discovering a newer version on Retry). */
  baseUrl: string;
  /** The versioned remoteEntry.js the server rendered with; null if the remote was down. */
  entry: string | null;
  version: string | null;
}

export interface HeadAssets {
  stylesheets: string[];
}

export interface ClientConfig {
  remotes: Record<RemoteName, RemoteClientInfo>;
  backend: BackendConfig;
  head: HeadAssets;
  /** `npm run dev`: the page reloads itself when a remote is redeployed or the shell restarts. */
  dev: boolean;
}

export const CLIENT_CONFIG_GLOBAL = '__SHOP_CONFIG__';

/** Sent on the document by the bootstrap just before `hydrateRoot`, for the inline script loader. */
export const HYDRATING_EVENT = 'shop:hydrating';

declare global {
  interface Window {
    [CLIENT_CONFIG_GLOBAL]: ClientConfig;
    /** react-router's hydration data, written by the server. */
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown>; errors?: Record<string, unknown> | null };
  }
}
