// Knows where each remote is deployed and which version is current, and keeps the server's
// federation runtime on that version. A deployment is `<base>/current.json` naming a build id, with
// the build's immutable files under `<base>/builds/<id>/{client,server}/`. The server re-reads
// current.json at most every `revalidateMs` (renders do not wait for it while they have a working
// build: ensureUsable); on a new id it re-registers the remote (force), so the next render loads
// the new server code, and it tells the browser the same versioned entry — never old server code
// against new browser code.
//
// A canary (`current.json`'s `canary: { buildId, share }`, written by `npm run deploy -- <remote>
// --canary <share>`) is a second build of the remote, live beside the other one: it is registered
// under the federation name `<remote>__canary` (its container keeps its own name; the server entry
// loader keeps the two builds apart), and a visitor whose bucket (0–99, a cookie the renderer
// gives) is below the share gets it, server and browser alike. A canary that cannot be loaded is
// left out (everyone gets the main build) and said in /__health, rather than taking the remote down.
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

interface LiveBuild {
  version: string;
  clientManifest: ClientManifest;
}

/** Which of a remote's live builds a render uses. */
export type BuildVariant = 'main' | 'canary';

/** A remote registered in the federation runtime: its federation name, server entry and build. */
export interface RegisteredRemote {
  name: string;
  entry: string;
  /** The container's own name in the entry (the remote's name, also for its canary). */
  entryGlobalName: string;
  buildVersion: string;
}

interface RemoteState {
  location: RemoteLocation;
  version: string | null;
  clientManifest: ClientManifest | null;
  canary: (LiveBuild & { share: number }) | null;
  /** Why the canary named in current.json is not served, if it is not. */
  canaryProblem: string | null;
  checkedAt: number;
  down: string | null;
  refreshing: Promise<void> | null;
}

export interface RegistryOptions {
  /** Registers (or replaces) a remote in the federation runtime; tests pass their own. */
  register?: (remote: RegisteredRemote) => void;
  revalidateMs?: number;
  /** How soon a remote that was down is checked again. */
  downRevalidateMs?: number;
  fetchTimeoutMs?: number;
}

const BUILD_ID = /^[\w.-]+$/;

/** The federation name a remote's canary build is registered under. */
export const canaryFederationName = (name: RemoteName) => `${name}__canary`;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export class RemoteRegistry {
  private readonly states = new Map<RemoteName, RemoteState>();
  private readonly revalidateMs: number;
  private readonly downRevalidateMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly register: (remote: RegisteredRemote) => void;

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
        canary: null,
        canaryProblem: null,
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

  /**
   * For a render: when the remote has a working build, a due check of its deployment runs in the
   * background and this render goes on with the build it has (stale-while-revalidate: no page
   * waits on current.json); it waits only when there is none yet or the remote was down.
   */
  async ensureUsable(name: RemoteName): Promise<void> {
    const state = this.state(name);
    if (state.version && !state.down) {
      this.ensureFresh(name).catch(() => undefined);
      return;
    }
    await this.ensureFresh(name);
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
      const current = await this.fetchJson<{ buildId?: unknown; canary?: { buildId?: unknown; share?: unknown } }>(`${url}current.json`);
      if (typeof current.buildId !== 'string' || !BUILD_ID.test(current.buildId)) {
        throw new Error(`${url}current.json has no valid buildId`);
      }
      if (current.buildId !== state.version || state.down) {
        const buildUrl = `${url}builds/${current.buildId}/`;
        const clientManifest = await this.fetchJson<ClientManifest>(`${buildUrl}client/mf-manifest.json`);
        this.register({ name, entry: `${buildUrl}server/remoteEntry.js`, entryGlobalName: name, buildVersion: current.buildId });
        state.version = current.buildId;
        state.clientManifest = clientManifest;
      }
      state.down = null;
      await this.refreshCanary(state, current.canary);
    } catch (error) {
      state.down = error instanceof Error ? error.message : String(error);
    } finally {
      state.checkedAt = Date.now();
    }
  }

  private async refreshCanary(state: RemoteState, canary: { buildId?: unknown; share?: unknown } | undefined): Promise<void> {
    const { name, url } = state.location;
    const buildId = canary?.buildId;
    const share = canary?.share;
    if (canary === undefined || canary === null) {
      state.canary = null;
      state.canaryProblem = null;
      return;
    }
    if (typeof buildId !== 'string' || !BUILD_ID.test(buildId) || typeof share !== 'number' || !Number.isInteger(share) || share < 1 || share > 99) {
      state.canary = null;
      state.canaryProblem = `${url}current.json names no valid canary (a build id and a share of 1–99 %)`;
      return;
    }
    if (buildId === state.version) {
      state.canary = null;
      state.canaryProblem = `the canary ${buildId} is the main build`;
      return;
    }
    if (state.canary?.version === buildId) {
      state.canary.share = share;
      return;
    }
    try {
      const buildUrl = `${url}builds/${buildId}/`;
      const clientManifest = await this.fetchJson<ClientManifest>(`${buildUrl}client/mf-manifest.json`);
      this.register({ name: canaryFederationName(name), entry: `${buildUrl}server/remoteEntry.js`, entryGlobalName: name, buildVersion: buildId });
      state.canary = { version: buildId, clientManifest, share };
      state.canaryProblem = null;
    } catch (error) {
      state.canary = null;
      state.canaryProblem = error instanceof Error ? error.message : String(error);
    }
  }

  /** Whether any remote has a canary live (the renderer then gives new visitors a bucket). */
  hasCanary(): boolean {
    return [...this.states.values()].some((state) => state.canary && !state.down);
  }

  /** The build a visitor in `bucket` (0–99; null: none yet) gets from this remote. */
  variant(name: RemoteName, bucket: number | null): BuildVariant {
    const state = this.state(name);
    return state.canary && !state.down && bucket !== null && bucket < state.canary.share ? 'canary' : 'main';
  }

  /** The federation runtime's name for one of the remote's live builds. */
  federationName(name: RemoteName, variant: BuildVariant): string {
    return variant === 'canary' && this.state(name).canary ? canaryFederationName(name) : name;
  }

  private build(name: RemoteName, variant: BuildVariant): { state: RemoteState; version: string | null; clientManifest: ClientManifest | null } {
    const state = this.state(name);
    if (variant === 'canary' && state.canary) return { state, version: state.canary.version, clientManifest: state.canary.clientManifest };
    return { state, version: state.version, clientManifest: state.clientManifest };
  }

  /** The versioned browser entry for this remote, exactly the build the server renders with. */
  clientInfo(name: RemoteName, variant: BuildVariant = 'main'): RemoteClientInfo {
    const { state, version } = this.build(name, variant);
    const base = state.location.publicUrl ?? state.location.url;
    if (state.down || !version) return { baseUrl: base, entry: null, version: null };
    return { baseUrl: base, entry: `${base}builds/${version}/client/remoteEntry.js`, version };
  }

  /** Browser URLs of an exposed module's synchronous JS and CSS, for preload hints and <link>s. */
  exposeAssets(name: RemoteName, module: string, variant: BuildVariant = 'main'): { js: string[]; css: string[] } {
    const { state, version, clientManifest } = this.build(name, variant);
    const expose = clientManifest?.exposes.find((item) => item.path === `./${module}` || item.name === module);
    if (!expose || !version) return { js: [], css: [] };
    const base = `${state.location.publicUrl ?? state.location.url}builds/${version}/client/`;
    return {
      js: expose.assets.js.sync.map((file) => base + file),
      css: expose.assets.css.sync.map((file) => base + file),
    };
  }

  /** Origins the browser loads remote code from, for the content security policy. */
  origins(): string[] {
    return [...new Set([...this.states.values()].map((state) => new URL(state.location.publicUrl ?? state.location.url).origin))];
  }

  status(): Array<{
    name: RemoteName;
    version: string | null;
    canary: { version: string; share: number } | null;
    canaryProblem?: string;
    down: string | null;
    checkedAt: number;
  }> {
    return [...this.states.values()].map((state) => ({
      name: state.location.name,
      version: state.version,
      canary: state.canary ? { version: state.canary.version, share: state.canary.share } : null,
      ...(state.canaryProblem ? { canaryProblem: state.canaryProblem } : {}),
      down: state.down,
      checkedAt: state.checkedAt,
    }));
  }
}
