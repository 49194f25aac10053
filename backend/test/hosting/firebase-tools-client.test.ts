// The simulator driven by firebase-tools' own Hosting deploy code, the client `firebase deploy`
// runs: lib/hosting/api (versions, releases, clone with its operation poller, channels),
// lib/deploy/hosting/uploader (gzip, SHA-256, populateFiles in batches, uploads) and
// lib/deploy/hosting/convertConfig (firebase.json → the version's ServingConfig). firebase-tools
// reads its API origin from FIREBASE_HOSTING_API_URL when its modules load, so the variable is set
// first, and sends `Bearer owner` to an http:// origin, as to the emulators.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostingSimulator, type HostingSimulator } from '../../src/hosting/index';

const require = createRequire(import.meta.url);
const PROJECT = 'demo-silver-shop';
const SITE = 'demo-silver-shop-catalog';
const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

interface Version {
  name: string;
  status: string;
  fileCount?: string;
}
interface FirebaseToolsHosting {
  getSite(project: string, site: string): Promise<{ name: string; defaultUrl: string }>;
  createVersion(project: string, site: string, version: object): Promise<string>;
  updateVersion(project: string, site: string, versionId: string, version: object): Promise<Version>;
  /** Polls the operation and answers its response: the new version. */
  cloneVersion(project: string, site: string, versionName: string, finalize?: boolean): Promise<Version>;
  createRelease(project: string, site: string, channel: string, versionName: string, partial?: object): Promise<{ name: string; type: string }>;
  createChannel(project: string, site: string, channelId: string, ttlMillis?: number): Promise<{ name: string; url: string; expireTime: string }>;
  getChannel(project: string, site: string, channelId: string): Promise<{ release?: { version: Version } } | null>;
  listVersions(project: string, site: string): Promise<Version[]>;
}

let sim: HostingSimulator;
let work: string;
let hosting: FirebaseToolsHosting;

beforeAll(async () => {
  sim = await startHostingSimulator({ port: 0, projectId: PROJECT, sites: { [SITE]: 0 } });
  process.env.FIREBASE_HOSTING_API_URL = sim.apiUrl;
  hosting = require('firebase-tools/lib/hosting/api') as FirebaseToolsHosting;
  work = await mkdtemp(path.join(tmpdir(), 'hosting-sim-ft-'));
});

afterAll(async () => {
  // The worker's next files share this process (isolate: false in backend/vitest.config.ts).
  delete process.env.FIREBASE_HOSTING_API_URL;
  await sim.close();
  await rm(work, { recursive: true, force: true });
});

async function uploadFolder(version: string, files: Record<string, string>): Promise<void> {
  const folder = await mkdtemp(path.join(work, 'public-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  const { Uploader } = require('firebase-tools/lib/deploy/hosting/uploader') as { Uploader: new (options: object) => { start(): Promise<void> } };
  await new Uploader({ version, files: Object.keys(files), public: folder, cwd: folder, projectRoot: folder }).start();
}

describe("firebase-tools' Hosting deploy code against the simulator", () => {
  it("deploys a folder with the catalog target's firebase.json config, as `firebase deploy` does, and the site serves it", async () => {
    expect(await hosting.getSite(PROJECT, SITE)).toMatchObject({ name: `projects/${PROJECT}/sites/${SITE}` });
    const version = await hosting.createVersion(PROJECT, SITE, { status: 'CREATED', labels: { 'deployment-tool': 'cli-firebase' } });
    expect(version).toMatch(new RegExp(`^sites/${SITE}/versions/`));
    await uploadFolder(version, { 'current.json': '{"buildId":"b1"}', 'builds/b1/client/remoteEntry.js': 'entry();', 'builds/b1/client/a.js': 'a();' });

    const entry = (JSON.parse(await readFile(FIREBASE_JSON, 'utf8')) as { hosting: Array<{ target: string }> }).hosting.find(
      (config) => config.target === 'catalog',
    );
    const { convertConfig } = require('firebase-tools/lib/deploy/hosting/convertConfig') as {
      convertConfig(context: object, payload: object, deploy: object): Promise<object>;
    };
    const config = await convertConfig({ projectId: PROJECT }, {}, { config: { ...entry, site: SITE }, version });
    const finalized = await hosting.updateVersion(PROJECT, SITE, version.split('/').pop() as string, { status: 'FINALIZED', config });
    expect(finalized).toMatchObject({ status: 'FINALIZED', fileCount: '3' });
    const release = await hosting.createRelease(PROJECT, SITE, 'live', version, { message: 'from firebase-tools' });
    expect(release).toMatchObject({ type: 'DEPLOY' });

    const site = (await hosting.getSite(PROJECT, SITE)).defaultUrl;
    const current = await fetch(`${site}/current.json`);
    expect(await current.json()).toEqual({ buildId: 'b1' });
    expect(current.headers.get('cache-control')).toBe('no-cache');
    expect(current.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${site}/builds/b1/client/a.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${site}/builds/b1/client/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('clones the live version (polling the operation), adds a file and releases it; channels and the version list answer as it expects', async () => {
    const live = (await hosting.getChannel(PROJECT, SITE, 'live'))?.release?.version.name as string;
    const cloned = await hosting.cloneVersion(PROJECT, SITE, live, false);
    expect(cloned).toMatchObject({ status: 'CREATED' });
    await uploadFolder(cloned.name, { 'builds/b2/client/remoteEntry.js': 'entry2();' });
    await hosting.updateVersion(PROJECT, SITE, cloned.name.split('/').pop() as string, { status: 'FINALIZED' });
    await hosting.createRelease(PROJECT, SITE, 'live', cloned.name);
    const site = (await hosting.getSite(PROJECT, SITE)).defaultUrl;
    expect(await (await fetch(`${site}/builds/b2/client/remoteEntry.js`)).text()).toBe('entry2();');
    expect(await (await fetch(`${site}/builds/b1/client/a.js`)).text()).toBe('a();');

    const channel = await hosting.createChannel(PROJECT, SITE, 'preview-1', 60 * 60 * 1000);
    expect(channel).toMatchObject({ name: `sites/${SITE}/channels/preview-1`, url: expect.stringMatching(/^http:\/\//), expireTime: expect.any(String) });
    expect(await hosting.getChannel(PROJECT, SITE, 'no-such-channel')).toBeNull();
    expect((await hosting.listVersions(PROJECT, SITE)).map((v) => v.name)).toEqual(expect.arrayContaining([live, cloned.name]));
  });
});
