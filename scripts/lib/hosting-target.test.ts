// The Firebase Hosting target against the Hosting API simulator (its own process, reached over
// HTTP as Google's API is): deploy, refusal, rollback, canary, promote, abort and pruning, checked
// by what the site serves and by what the API says was released. Each test has a site of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShellContract } from './deploy-contract';
import { abortCanary, deployBuild, DeployError, promoteCanary, rollback, startCanary, type DeployContext } from './deploy';
import { catalogModules, makeBuild, makeShellContract } from './fake-builds';
import { hostingTargetConfig } from './hosting-config';
import { startHostingSimulatorProcess, type RunningHostingSimulator } from './hosting-sim';
import { buildsFilter, CHECK_CHANNEL, HostingTarget } from './hosting-target';

const PROJECT = 'demo-silver-shop';
let sim: RunningHostingSimulator;
let work: string;
let contract: ShellContract;
let site: string;
let siteCount = 0;

async function api<T = Record<string, unknown>>(method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sim.apiUrl}/v1beta1/${apiPath}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Release {
  name: string;
  type: string;
  message?: string;
  version: { name: string };
}
const liveReleases = async () => (await api<{ releases?: Release[] }>('GET', `sites/${site}/releases`)).releases ?? [];
const siteUrl = async () => (await api<{ defaultUrl: string }>('GET', `sites/${site}`)).defaultUrl;

async function newTarget(): Promise<HostingTarget> {
  return new HostingTarget({ project: PROJECT, site, remote: 'catalog', config: await hostingTargetConfig('catalog') });
}

function context(target: HostingTarget, keep = 3): DeployContext {
  return { remote: 'catalog', target, contract, keep };
}

beforeAll(async () => {
  sim = await startHostingSimulatorProcess({ projectId: PROJECT, sites: [] });
  // firebase-tools reads it when the target first loads its modules.
  process.env.FIREBASE_HOSTING_API_URL = sim.apiUrl;
  work = await mkdtemp(path.join(tmpdir(), 'hosting-target-test-'));
  contract = await makeShellContract(work);
});

afterAll(async () => {
  await sim?.close();
  await rm(work, { recursive: true, force: true });
});

beforeEach(async () => {
  site = `demo-catalog-${(siteCount += 1)}`;
  await api('POST', `projects/${PROJECT}/sites?siteId=${site}`, {});
});

describe('deploying to a Firebase Hosting site', () => {
  it('verifies a build on the check channel, then releases it and current.json on live in one release; rolls back', async () => {
    const target = await newTarget();
    const first = await deployBuild(context(target), 'aaa111', await makeBuild(work, 'aaa111'), 'first');
    expect(first).toMatchObject({
      buildId: 'aaa111',
      previous: null,
      verifiedFiles: 2 + 2 * catalogModules.length + 1,
      pointer: { buildId: 'aaa111', label: 'first' },
    });
    // The build was checked on the preview channel before live: that channel released the version
    // that holds the build without current.json.
    const check = await api<{ url: string; release: { version: { name: string } } }>('GET', `sites/${site}/channels/${CHECK_CHANNEL}`);
    expect(check.url).not.toBe(await siteUrl());
    const checked = await api<{ files: Array<{ path: string }> }>('GET', `${check.release.version.name}/files`);
    expect(checked.files.map((file) => file.path)).toContain('/builds/aaa111/client/remoteEntry.js');
    expect(checked.files.map((file) => file.path)).not.toContain('/current.json');
    // One release on live: the build and the pointer together.
    expect(await liveReleases()).toHaveLength(1);

    const second = await deployBuild(context(await newTarget()), 'bbb222', await makeBuild(work, 'bbb222'));
    expect(second.pointer).toMatchObject({ buildId: 'bbb222', previous: ['aaa111'] });
    const releases = await liveReleases();
    expect(releases).toHaveLength(2);
    expect(releases[0]?.message).toBe('catalog: current.json → bbb222');

    // What the shell reads: current.json (no-cache) and the build's files (immutable, CORS), as firebase.json says.
    const url = await siteUrl();
    const current = await fetch(`${url}/current.json`);
    expect(await current.json()).toMatchObject({ buildId: 'bbb222', previous: ['aaa111'] });
    expect(current.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${url}/builds/bbb222/client/shared-chunk.bbb222.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${url}/builds/bbb222/client/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');

    const back = await rollback(context(await newTarget()));
    expect(back.pointer).toMatchObject({ buildId: 'aaa111', previous: ['bbb222'] });
    expect((await (await fetch(`${url}/current.json`)).json()) as object).toMatchObject({ buildId: 'aaa111' });
    expect(await (await newTarget()).builds()).toEqual(['aaa111', 'bbb222']);
  });

  it('refuses a build that breaks the contract without touching live, and says why', async () => {
    await deployBuild(context(await newTarget()), 'good1', await makeBuild(work, 'good1'));
    const liveBefore = (await liveReleases())[0]?.version.name;
    const pointerBefore = await (await fetch(`${await siteUrl()}/current.json`)).text();
    const target = await newTarget();
    const error = await deployBuild(context(target), 'bad1', await makeBuild(work, 'bad1', { modules: catalogModules.slice(1) })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toContain(
      `breaks the contract with the live shell, so nothing was changed:\n  - the shell routes to catalog/${catalogModules[0]}`,
    );
    expect((await liveReleases())[0]?.version.name).toBe(liveBefore);
    expect(await (await fetch(`${await siteUrl()}/current.json`)).text()).toBe(pointerBefore);
    expect(await target.builds()).toEqual(['good1']);
    // A build missing a file its manifest names is refused on the check channel too.
    const missing = await deployBuild(
      context(await newTarget()),
      'bad2',
      await makeBuild(work, 'bad2', { missing: `expose_${catalogModules[0]}.bad2.js` }),
    ).catch((caught: unknown) => caught);
    expect((missing as Error).message).toMatch(/expose_.*bad2\.js answered HTTP 404/);
    expect(await liveReleases()).toHaveLength(1);
  });

  it('runs a canary at 10 % then 50 %, promotes it, and aborts another, each a new current.json on live', async () => {
    await deployBuild(context(await newTarget()), 'main1', await makeBuild(work, 'main1'));
    const started = await startCanary(context(await newTarget()), 'can1', await makeBuild(work, 'can1'), 10, 'new grid');
    expect(started.pointer).toMatchObject({ buildId: 'main1', canary: { buildId: 'can1', share: 10 } });
    const url = await siteUrl();
    expect(await (await fetch(`${url}/current.json`)).json()).toMatchObject({ buildId: 'main1', canary: { buildId: 'can1', share: 10, label: 'new grid' } });
    // Widening uploads nothing: the build is on the site, verified there.
    const widened = await startCanary(context(await newTarget()), 'can1', await makeBuild(work, 'can1'), 50);
    expect(widened.pointer.canary).toMatchObject({ share: 50, startedAt: started.pointer.canary?.startedAt });
    expect((await liveReleases())[0]?.message).toBe('catalog: current.json → main1, canary can1 for 50 %');
    await expect(deployBuild(context(await newTarget()), 'other', await makeBuild(work, 'other'))).rejects.toThrow(/canary for 50 %/);

    const promoted = await promoteCanary(context(await newTarget()));
    expect(promoted.pointer).toMatchObject({ buildId: 'can1', previous: ['main1'], canary: null });
    expect(await (await fetch(`${url}/current.json`)).json()).toMatchObject({ buildId: 'can1', canary: null });

    await startCanary(context(await newTarget()), 'main1', await makeBuild(work, 'main1'), 10);
    const aborted = await abortCanary(context(await newTarget()));
    expect(aborted.pointer).toMatchObject({ buildId: 'can1', canary: null });
    expect(await (await fetch(`${url}/current.json`)).json()).toMatchObject({ buildId: 'can1', canary: null });
    expect(await (await newTarget()).builds()).toEqual(['can1', 'main1']);
  });

  it('keeps the configured number of builds, removing the others in the release that moves current.json', async () => {
    for (const id of ['b1', 'b2', 'b3', 'b4']) await deployBuild(context(await newTarget(), 2), id, await makeBuild(work, id));
    const target = await newTarget();
    expect(await target.builds()).toEqual(['b3', 'b4']);
    expect(await liveReleases()).toHaveLength(4);
    expect((await liveReleases())[0]?.message).toBe('catalog: current.json → b4; removed b2');
    expect((await fetch(`${await siteUrl()}/builds/b1/client/remoteEntry.js`)).status).toBe(404);
    expect(await target.details()).toEqual([
      `site: ${await siteUrl()}/`,
      expect.stringMatching(/^live version: sites\/demo-catalog-\d+\/versions\/\w+ \(\d+ files\)$/),
    ]);
  });

  it('says what to do when the site does not exist', async () => {
    const target = new HostingTarget({ project: PROJECT, site: 'no-such-site', remote: 'catalog', config: await hostingTargetConfig('catalog') });
    await expect(deployBuild(context(target), 'x1', await makeBuild(work, 'x1'))).rejects.toThrow(
      /^On Firebase Hosting site no-such-site, could not find the site: could not find site "no-such-site".*Create it once with: npx firebase hosting:sites:create no-such-site --project demo-silver-shop\. The live site was not changed\.$/,
    );
  });
});

describe('the clone filter that leaves out old builds', () => {
  it('names whole paths, so it holds whether Hosting matches a part of a path or all of it', () => {
    const [pattern] = buildsFilter(['5ae4.1', 'b2']);
    const part = new RegExp(pattern as string);
    const whole = new RegExp(`^(?:${pattern})$`);
    for (const matches of [part, whole]) {
      expect(matches.test('/builds/5ae4.1/client/remoteEntry.js')).toBe(true);
      expect(matches.test('/builds/b2/server/chunk.js')).toBe(true);
      expect(matches.test('/builds/5ae4x1/client/remoteEntry.js')).toBe(false);
      expect(matches.test('/builds/b22/client/remoteEntry.js')).toBe(false);
      expect(matches.test('/current.json')).toBe(false);
    }
  });
});
