// The Firebase Hosting target of `npm run deploy`: one Hosting site per remote, holding the kept
// builds under /builds/<id>/ and /current.json, as the local folder target does. A Hosting release
// replaces a site's whole content at once, so each change is a new version cloned from the live
// one:
//
//   upload     clone the live version, populate the build's files (only content the site lacks is
//              uploaded), finalize — not yet live
//   open       release that version on the site's preview channel `deploy-check`, whose URL the
//              deploy verifies (manifests, entries, exposed modules) and checks the contract on
//   write      clone it again (leaving out the builds no longer kept), populate the new current.json,
//              finalize, release on live: the new build and the pointer to it go live together
//
// A build refused at the check never reaches the live channel. Canary, promote, abort and rollback
// only write a new current.json (their builds are on the site already), verified on live.
//
// The requests are firebase-tools' own (its Hosting API functions, uploader and firebase.json
// conversion, the code `firebase deploy` runs), so they are shaped as Google's client shapes them;
// the API origin is firebase-tools' FIREBASE_HOSTING_API_URL (default Google's), read when its
// modules first load. Credentials: see authenticate().
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from 'shared-data/routes';
import type { Channel, ServingConfig, Version } from 'firebase-tools/lib/hosting/api';
import { BUILD_ID, DeployError, parsePointer, type CurrentPointer, type DeployTarget } from './deploy';
import { GOOGLE_HOSTING_API, isGoogleApi, type HostingTargetConfig } from './hosting-config';

/** The preview channel each build is verified on before it goes live. */
export const CHECK_CHANNEL = 'deploy-check';
/** How long the check channel lives after its last use (it is re-created when gone). */
const CHECK_CHANNEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const API_VERSION = 'v1beta1';
/** Precompressed copies beside a build's files: Hosting compresses by itself. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

export interface HostingTargetOptions {
  project: string;
  site: string;
  remote: RemoteName;
  /** firebase.json's Hosting entry for the remote's target: each version is served with its headers. */
  config: HostingTargetConfig;
  log?: (line: string) => void;
}

type FirebaseTools = Awaited<ReturnType<typeof loadFirebaseTools>>;

let loaded: Promise<FirebaseTools> | null = null;

/** firebase-tools' modules, loaded once: their API origin is fixed from then on. */
async function loadFirebaseTools() {
  const [hosting, uploader, convert, apiv2, poller, api] = await Promise.all([
    import('firebase-tools/lib/hosting/api'),
    import('firebase-tools/lib/deploy/hosting/uploader'),
    import('firebase-tools/lib/deploy/hosting/convertConfig'),
    import('firebase-tools/lib/apiv2'),
    import('firebase-tools/lib/operation-poller'),
    import('firebase-tools/lib/api'),
  ]);
  const origin = api.hostingApiOrigin();
  await authenticate(origin, apiv2.setAccessToken);
  return {
    hosting,
    Uploader: uploader.Uploader,
    convertConfig: convert.convertConfig,
    client: new apiv2.Client({ urlPrefix: origin, apiVersion: API_VERSION, auth: true }),
    pollOperation: poller.pollOperation,
    origin,
  };
}

/**
 * Credentials as firebase-tools takes them. An http:// origin (the simulator, an emulator) needs
 * none: firebase-tools sends it `Bearer owner`. Against Google: GOOGLE_OAUTH_ACCESS_TOKEN if set
 * (an access token minted elsewhere, e.g. by a CI step), else firebase-tools' own sign-in — a
 * `firebase login` account, or Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS,
 * `gcloud auth application-default login`, a metadata server).
 */
async function authenticate(origin: string, setAccessToken: (token?: string) => void): Promise<void> {
  if (!isGoogleApi(origin)) return;
  const token = process.env.GOOGLE_OAUTH_ACCESS_TOKEN;
  if (token) {
    setAccessToken(token);
    return;
  }
  const [{ requireAuth }, { getGlobalDefaultAccount }] = await Promise.all([import('firebase-tools/lib/requireAuth'), import('firebase-tools/lib/auth')]);
  try {
    await requireAuth({ ...(getGlobalDefaultAccount() ?? {}) });
  } catch (error) {
    throw new DeployError(
      `No Google credentials to deploy to Firebase Hosting (${error instanceof Error ? error.message : String(error)}). Set GOOGLE_APPLICATION_CREDENTIALS to the key file of a service account ` +
        'with the Firebase Hosting Admin role, run `gcloud auth application-default login` or `npx firebase login`, or set GOOGLE_OAUTH_ACCESS_TOKEN. Nothing was changed.',
    );
  }
}

function firebaseTools(): Promise<FirebaseTools> {
  loaded ??= loadFirebaseTools().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

const escapeRe2 = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The clone filter leaving out these builds' files: whole paths, so it holds whether the API matches a part of a path or all of it. */
export const buildsFilter = (ids: string[]) => [`^/builds/(?:${ids.map(escapeRe2).join('|')})/.*$`];
/** How long a release on the check channel may take to be served there. */
const CHANNEL_PROPAGATION_MS = 60_000;

/** The files of a folder, relative to it, without the precompressed copies of other files. */
async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesOf(dir, relative);
      if (PRECOMPRESSED.test(entry.name) && names.has(entry.name.replace(PRECOMPRESSED, ''))) return [];
      return [relative];
    }),
  );
  return nested.flat();
}

interface LiveVersion {
  name: string;
  paths: Set<string>;
}

export class HostingTarget implements DeployTarget {
  /** undefined: not read yet; null: the site has no release. */
  private live: LiveVersion | null | undefined;
  /** A finalized version with an uploaded build, not released on live yet. */
  private staged: { versionName: string; buildId: string } | null = null;
  private siteUrl: string | null = null;
  private servingConfig: ServingConfig | null = null;

  constructor(private readonly options: HostingTargetOptions) {}

  get description(): string {
    const origin = process.env.FIREBASE_HOSTING_API_URL ?? GOOGLE_HOSTING_API;
    return `Firebase Hosting site ${this.options.site} (project ${this.options.project}${origin === GOOGLE_HOSTING_API ? '' : `, API ${origin}`})`;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  /** Runs one API step; a failure says what failed, where, and that the live site is as it was. */
  private async step<T>(what: string, run: (tools: FirebaseTools) => Promise<T>, liveUnchanged = true): Promise<T> {
    const tools = await firebaseTools();
    try {
      return await run(tools);
    } catch (error) {
      if (error instanceof DeployError) throw error;
      const status = (error as { status?: number }).status;
      const hint =
        status === 401 || status === 403
          ? ` The credentials were refused: the account needs the Firebase Hosting Admin role on project ${this.options.project}.`
          : status === 404
            ? ` Does the site exist? Create it once with: npx firebase hosting:sites:create ${this.options.site} --project ${this.options.project}.`
            : '';
      throw new DeployError(
        `On Firebase Hosting site ${this.options.site}, could not ${what}: ${error instanceof Error ? error.message : String(error)}.${hint}${liveUnchanged ? ' The live site was not changed.' : ''}`,
      );
    }
  }

  private async liveVersion(): Promise<LiveVersion | null> {
    if (this.live !== undefined) return this.live;
    const { project, site } = this.options;
    const channel = await this.step('read the live channel', ({ hosting }) => hosting.getChannel(project, site, 'live'));
    const name = channel?.release?.version?.name;
    if (!name || channel?.release?.type === 'SITE_DISABLE') return (this.live = null);
    const paths = new Set<string>();
    let pageToken = '';
    do {
      const page = await this.step("list the live version's files", ({ client }) =>
        client.get<{ files?: Array<{ path: string }>; nextPageToken?: string }>(`/${name}/files`, {
          queryParams: { pageSize: 1000, ...(pageToken ? { pageToken } : {}) },
        }),
      );
      for (const file of page.body.files ?? []) paths.add(file.path);
      pageToken = page.body.nextPageToken ?? '';
    } while (pageToken);
    return (this.live = { name, paths });
  }

  private static buildsIn(paths: Iterable<string>): string[] {
    const ids = new Set<string>();
    for (const file of paths) {
      const id = /^\/builds\/([^/]+)\//.exec(file)?.[1];
      if (id && BUILD_ID.test(id)) ids.add(id);
    }
    return [...ids].sort();
  }

  async builds(): Promise<string[]> {
    const live = await this.liveVersion();
    return live ? HostingTarget.buildsIn(live.paths) : [];
  }

  async hasBuild(buildId: string): Promise<boolean> {
    return (await this.liveVersion())?.paths.has(`/builds/${buildId}/client/remoteEntry.js`) ?? false;
  }

  private async url(): Promise<string> {
    this.siteUrl ??= (await this.step('find the site', ({ hosting }) => hosting.getSite(this.options.project, this.options.site))).defaultUrl.replace(
      /\/?$/,
      '/',
    );
    return this.siteUrl;
  }

  /** A new CREATED version: the source's files (less the excluded paths), or an empty one. */
  private async newVersion(source: string | null, exclude: string[]): Promise<string> {
    const { project, site } = this.options;
    if (source === null)
      return this.step('create a version', ({ hosting }) =>
        hosting.createVersion(project, site, { status: 'CREATED', labels: { 'deployment-tool': 'shop-deploy', remote: this.options.remote } }),
      );
    if (exclude.length === 0) return (await this.step('clone the live version', ({ hosting }) => hosting.cloneVersion(project, site, source, false))).name;
    // firebase-tools' cloneVersion takes no path filter: the same request with `exclude`, polled the same way.
    return this.step('clone the live version without the builds no longer kept', async ({ client, pollOperation, origin }) => {
      const operation = await client.post<object, { name: string }>(`/projects/${project}/sites/${site}/versions:clone`, {
        sourceVersion: source,
        finalize: false,
        exclude: { regexes: exclude },
      });
      return (await pollOperation<Version>({ apiOrigin: origin, apiVersion: API_VERSION, operationResourceName: operation.body.name, masterTimeout: 600_000 }))
        .name;
    });
  }

  /** Populates the version with files of `root` (paths relative to it) and uploads what Hosting lacks. */
  private async uploadFiles(versionName: string, root: string, files: string[]): Promise<void> {
    const hashCache = await mkdtemp(path.join(tmpdir(), 'hosting-hashes-'));
    try {
      await this.step(`upload ${files.length} files to ${versionName}`, async ({ Uploader }) =>
        new Uploader({ version: versionName, files, public: root, cwd: root, projectRoot: hashCache, uploadConcurrency: 50 }).start(),
      );
    } finally {
      await rm(hashCache, { recursive: true, force: true });
    }
  }

  private async finalize(versionName: string): Promise<void> {
    const { project, site, config } = this.options;
    await this.step(`finalize ${versionName}`, async ({ hosting, convertConfig }) => {
      // firebase.json's entry, converted by firebase-tools exactly as `firebase deploy` converts it.
      this.servingConfig ??= await convertConfig({ projectId: project }, {}, { config: { ...config, site }, version: versionName });
      await hosting.updateVersion(project, site, versionName.split('/').pop() as string, { status: 'FINALIZED', config: this.servingConfig });
    });
  }

  private async release(channel: string, versionName: string, message: string): Promise<void> {
    const { project, site } = this.options;
    await this.step(
      `release ${versionName} on the ${channel} channel`,
      ({ hosting }) => hosting.createRelease(project, site, channel, versionName, { message: message.slice(0, 512) }),
      channel !== 'live',
    );
  }

  async upload(buildId: string, sourceDir: string): Promise<void> {
    if (await this.hasBuild(buildId)) return;
    const live = await this.liveVersion();
    const versionName = await this.newVersion(live?.name ?? null, []);
    // The build's files under builds/<id>/ without copying them: a folder linking to the build.
    const root = await mkdtemp(path.join(tmpdir(), 'hosting-upload-'));
    try {
      await mkdir(path.join(root, 'builds'));
      await symlink(path.resolve(sourceDir), path.join(root, 'builds', buildId), 'dir');
      const files = await filesOf(root, `builds/${buildId}`);
      this.log(
        `${files.length} files into ${versionName} (${live ? `a clone of the live ${live.name}` : 'a new version: the site has no release yet'}); only content the site lacks is uploaded`,
      );
      await this.uploadFiles(versionName, root, files);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    await this.finalize(versionName);
    this.staged = { versionName, buildId };
  }

  async open(): Promise<{ url: string; close(): Promise<void> }> {
    if (!this.staged) return { url: await this.url(), close: async () => undefined };
    const { project, site, remote } = this.options;
    const channel: Channel = await this.step(`open the ${CHECK_CHANNEL} channel`, async ({ hosting }) =>
      (await hosting.getChannel(project, site, CHECK_CHANNEL))
        ? hosting.updateChannelTtl(project, site, CHECK_CHANNEL, CHECK_CHANNEL_TTL_MS)
        : hosting.createChannel(project, site, CHECK_CHANNEL, CHECK_CHANNEL_TTL_MS),
    );
    await this.release(CHECK_CHANNEL, this.staged.versionName, `${remote}: build ${this.staged.buildId}, to check before it goes live`);
    this.log(`released on the ${CHECK_CHANNEL} channel for the check: ${channel.url}`);
    const url = channel.url.replace(/\/?$/, '/');
    await this.servedAt(`${url}builds/${this.staged.buildId}/client/remoteEntry.js`);
    return { url, close: async () => undefined };
  }

  /** Waits until a release is served (a CDN may take a moment); the check then fetches everything. */
  private async servedAt(url: string): Promise<void> {
    const deadline = Date.now() + CHANNEL_PROPAGATION_MS;
    for (;;) {
      const status = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000), headers: { 'cache-control': 'no-cache' } }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline)
        throw new DeployError(
          `The ${CHECK_CHANNEL} channel did not serve ${url} within ${CHANNEL_PROPAGATION_MS / 1000} s of its release (last answer: ${status || 'no connection'}). The live site was not changed.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async readCurrent(): Promise<CurrentPointer | null> {
    const url = `${await this.url()}current.json`;
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { 'cache-control': 'no-cache' } }).catch((error: unknown) => {
      throw new DeployError(`Could not read ${url}: ${error instanceof Error ? error.message : String(error)}.`);
    });
    // A site without a release (or without current.json yet) answers 404.
    if (response.status === 404) return null;
    if (!response.ok) throw new DeployError(`${url} answered HTTP ${response.status}.`);
    return parsePointer(await response.text(), url);
  }

  async writeCurrent(pointer: CurrentPointer, keep?: ReadonlySet<string>): Promise<string[]> {
    const live = await this.liveVersion();
    const base = this.staged?.versionName ?? live?.name ?? null;
    const present = new Set([...(live ? HostingTarget.buildsIn(live.paths) : []), ...(this.staged ? [this.staged.buildId] : [])]);
    const removed = keep ? [...present].filter((id) => !keep.has(id)).sort() : [];
    const versionName = await this.newVersion(base, removed.length ? buildsFilter(removed) : []);
    const root = await mkdtemp(path.join(tmpdir(), 'hosting-pointer-'));
    try {
      await writeFile(path.join(root, 'current.json'), `${JSON.stringify(pointer, null, 2)}\n`);
      await this.uploadFiles(versionName, root, ['current.json']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    await this.finalize(versionName);
    const canary = pointer.canary ? `, canary ${pointer.canary.buildId} for ${pointer.canary.share} %` : '';
    await this.release(
      'live',
      versionName,
      `${this.options.remote}: current.json → ${pointer.buildId}${pointer.label ? ` (${pointer.label})` : ''}${canary}${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
    );
    this.log(`released ${versionName} on live`);
    this.staged = null;
    this.live = undefined;
    return removed;
  }

  async prune(keep: ReadonlySet<string>): Promise<string[]> {
    // A staged build that is not kept (refused at the check) never reached live: it is dropped.
    if (this.staged && !keep.has(this.staged.buildId)) this.staged = null;
    const live = await this.liveVersion();
    const removed = live ? HostingTarget.buildsIn(live.paths).filter((id) => !keep.has(id)) : [];
    if (!live || removed.length === 0) return [];
    const versionName = await this.newVersion(live.name, buildsFilter(removed));
    await this.finalize(versionName);
    await this.release('live', versionName, `${this.options.remote}: removed builds ${removed.join(', ')}`);
    this.live = undefined;
    return removed;
  }

  async details(): Promise<string[]> {
    const live = await this.liveVersion();
    return [`site: ${await this.url()}`, `live version: ${live?.name ?? 'none (nothing released yet)'} (${live?.paths.size ?? 0} files)`];
  }
}
