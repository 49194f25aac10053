// Knows where each remote is deployed and which version is current, and keeps the server's
// federation runtime on that version. A deployment is `<base>/current.json` naming a build id, with
// the build's immutable files under `<base>/builds/<id>/{client,server}/`. The server re-reads
// current.json at most every `revalidateMs`; on a new id it re-registers the remote (force), so
// the next render loads the new server code, and it tells the browser the same versioned entry —
// never old server code against new browser code.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-data/routes';
import { RemoteUnavailableError } from '../app/remote-modules';
import type { RemoteClientInfo } from '../app/client-config';

export interface RemoteLocation {
  name: RemoteName;
  /** Base URL the server fetches from, ending in '/'. */
  url: string;
  /** Base URL the browser loads from (defaults to url). */
  publicUrl?: string;
}

interface ManifestExpose {
  name: string;
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

interface ClientManifest {
  exposes: ManifestExpose[];
}

interface RemoteState {
  location: RemoteLocation;
  version: string | null;
  clientManifest: ClientManifest | null;
  checkedAt: number;
  down: string | null;
  refreshing: Promise<void> | null;
}

export interface RegistryOptions {
  /** Registers (or replaces) a remote in the federation runtime; tests pass their own. */
  register?: (remote: { name: RemoteName; entry: string }) => void;
  revalidateMs?: number;
  /** How soon a remote that was down is checked again. */
  downRevalidateMs?: number;
  fetchTimeoutMs?: number;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export class RemoteRegistry {
  private readonly states = new Map<RemoteName, RemoteState>();
  private readonly revalidateMs: number;
  private readonly downRevalidateMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly register: (remote: { name: RemoteName; entry: string }) => void;

  constructor(locations: RemoteLocation[], options: RegistryOptions = {}) {
    this.register = options.register ?? ((remote) => registerRemotes([remote], { force: true }));
    this.revalidateMs = options.revalidateMs ?? 1000;
    this.downRevalidateMs = options.downRevalidateMs ?? 250;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 2000;
    for (const location of locations) {
      this.states.set(location.name, {
        location: { ...location, url: withSlash(location.url), publicUrl: withSlash(location.publicUrl ?? location.url) },
        version: null,
        clientManifest: null,
        checkedAt: 0,
        down: null,
        refreshing: null,
      });
    }
  }

  private state(name: RemoteName): RemoteState {
    const state = this.states.get(name);
    if (!state) throw new Error(`Unknown remote "${name}"`);
    return state;
  }

  /** Makes sure the remote's current version is registered; throws when the remote is down. */
  async ensureFresh(name: RemoteName): Promise<void> {
    const state = this.state(name);
    const maxAge = state.down ? this.downRevalidateMs : this.revalidateMs;
    if (Date.now() - state.checkedAt >= maxAge) {
      state.refreshing ??= this.refresh(state).finally(() => {
        state.refreshing = null;
      });
      await state.refreshing;
    }
    if (state.down) throw new RemoteUnavailableError(name, state.down);
  }

  private async fetchJson<T>(url: string): Promise<T> {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(this.fetchTimeoutMs),
      headers: { 'cache-control': 'no-cache' },
    });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  private async refresh(state: RemoteState): Promise<void> {
    const { name, url } = state.location;
    try {
      const current = await this.fetchJson<{ buildId?: unknown }>(`${url}current.json`);
      if (typeof current.buildId !== 'string' || !/^[\w.-]+$/.test(current.buildId)) {
        throw new Error(`${url}current.json has no valid buildId`);
      }
      if (current.buildId !== state.version || state.down) {
        const buildUrl = `${url}builds/${current.buildId}/`;
        const clientManifest = await this.fetchJson<ClientManifest>(`${buildUrl}client/mf-manifest.json`);
        this.register({ name, entry: `${buildUrl}server/remoteEntry.js` });
        state.version = current.buildId;
        state.clientManifest = clientManifest;
      }
      state.down = null;
    } catch (error) {
      state.down = error instanceof Error ? error.message : String(error);
    } finally {
      state.checkedAt = Date.now();
    }
  }

  /** The versioned browser entry for this remote, exactly the version the server renders with. */
  clientInfo(name: RemoteName): RemoteClientInfo {
    const state = this.state(name);
    const base = state.location.publicUrl ?? state.location.url;
    if (state.down || !state.version) return { baseUrl: base, entry: null, version: null };
    return { baseUrl: base, entry: `${base}builds/${state.version}/client/remoteEntry.js`, version: state.version };
  }

  /** Browser URLs of an exposed module's synchronous JS and CSS, for preload hints and <link>s. */
  exposeAssets(name: RemoteName, module: string): { js: string[]; css: string[] } {
    const state = this.state(name);
    const expose = state.clientManifest?.exposes.find((item) => item.path === `./${module}` || item.name === module);
    if (!expose || !state.version) return { js: [], css: [] };
    const base = `${state.location.publicUrl ?? state.location.url}builds/${state.version}/client/`;
    return {
      js: expose.assets.js.sync.map((file) => base + file),
      css: expose.assets.css.sync.map((file) => base + file),
    };
  }

  /** Origins the browser loads remote code from, for the content security policy. */
  origins(): string[] {
    return [...new Set([...this.states.values()].map((state) => new URL(state.location.publicUrl ?? state.location.url).origin))];
  }

  status(): Array<{ name: RemoteName; version: string | null; down: string | null; checkedAt: number }> {
    return [...this.states.values()].map((state) => ({
      name: state.location.name,
      version: state.version,
      down: state.down,
      checkedAt: state.checkedAt,
    }));
  }
}
