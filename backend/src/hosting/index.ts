// A local simulation of the Firebase Hosting REST API (v1beta1) for deploy code to run against:
// startHostingSimulator() is what `npm run hosting-sim`, the tests and the deploy journeys call.
// The API listens on one port; each site and each preview channel serves its current release on a
// port of its own, named by the API (`Site.defaultUrl`, `Channel.url`), so a shell can load a remote
// "from Hosting" on this machine. Everything is kept in memory. README.md beside this file lists
// the endpoints and where the simulator had to choose because the reference is silent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTP_SERVER_LIMITS } from '../server/http-limits';
import { listen } from '../server/listen';
import { createApiRouter } from './api-router';
import { startContentServer, type ContentServer } from './content-server';
import { HostingModel, LIVE } from './model';

export const DEFAULT_HOSTING_API_PORT = 9050;
/** The token the Firebase emulators take for an administrator, and what firebase-tools sends to an http:// API. */
export const OWNER_TOKEN = 'owner';

export interface HostingSimulatorOptions {
  /** The API's port; 0 picks a free one. Default 9050. */
  port?: number;
  host?: string;
  /** Default 'demo-silver-shop'. */
  projectId?: string;
  /** Accepted in paths wherever the project id is. Default '000000000000'. */
  projectNumber?: string;
  /** Sites made at start-up, each with the port its live channel serves on (0: a free port). */
  sites?: Record<string, number>;
  /** Bearer tokens accepted besides `owner`. */
  tokens?: string[];
  /** The clock (tests move it: channel expiry, abandoned versions). */
  now?: () => number;
}

export interface HostingSimulator {
  /** The API origin, e.g. http://127.0.0.1:9050: what FIREBASE_HOSTING_API_URL is set to. */
  apiUrl: string;
  projectId: string;
  model: HostingModel;
  /** Each site's live URL (its `defaultUrl`), e.g. { 'demo-silver-shop-catalog': 'http://127.0.0.1:9051' }. */
  siteUrls(): Record<string, string>;
  close(): Promise<void>;
}

export async function startHostingSimulator(options: HostingSimulatorOptions = {}): Promise<HostingSimulator> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? 'demo-silver-shop';
  let apiUrl = '';
  const model = new HostingModel({ projectId, projectNumber: options.projectNumber ?? '000000000000', uploadOrigin: () => apiUrl, now: options.now });
  const servers = new Map<string, ContentServer>();
  const sitePorts = new Map(Object.entries(options.sites ?? {}));
  const open = async (site: string, channel: string) => {
    const server = await startContentServer(model, site, channel, channel === LIVE ? (sitePorts.get(site) ?? 0) : 0, host);
    servers.set(`${site}/${channel}`, server);
    return server.url;
  };
  const api = createServer(
    // Uploads of large files may take longer than other requests to arrive.
    { ...HTTP_SERVER_LIMITS, requestTimeout: 10 * 60_000 },
    createApiRouter({
      model,
      tokens: new Set([OWNER_TOKEN, ...(options.tokens ?? [])]),
      openSite: (site) => open(site, LIVE),
      openChannel: open,
      closeChannel: async (site, channel) => {
        await servers.get(`${site}/${channel}`)?.close();
        servers.delete(`${site}/${channel}`);
      },
    }),
  );
  const close = async () => {
    await new Promise<void>((resolve) => {
      api.close(() => resolve());
      api.closeAllConnections();
    });
    await Promise.all([...servers.values()].map((server) => server.close()));
    servers.clear();
  };
  await listen(api, options.port ?? DEFAULT_HOSTING_API_PORT, host, {
    what: 'Hosting API simulator',
    howToMove: '--port, or the HOSTING_API_PORT environment variable',
  });
  apiUrl = `http://${host}:${(api.address() as AddressInfo).port}`;
  try {
    for (const site of sitePorts.keys()) await model.createSite(site, {}, (id) => open(id, LIVE), { type: site === projectId ? 'DEFAULT_SITE' : 'USER_SITE' });
  } catch (e) {
    await close();
    throw e;
  }
  return {
    apiUrl,
    projectId,
    model,
    siteUrls: () => Object.fromEntries(model.listSites(1000).items.map((site) => [String(site.name).split('/').pop() as string, String(site.defaultUrl)])),
    close,
  };
}
