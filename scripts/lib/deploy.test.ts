// Deploying, refusing and rolling back one remote on a folder target, with small build folders laid
// out as webpack writes them (manifests, entries, the exposed modules' files) and the shell's
// contract made from the real route table (fake-builds.ts).
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractMismatches, type ShellContract } from './deploy-contract';
import { abortCanary, deployBuild, DeployError, FolderTarget, parsePointer, promoteCanary, rollback, startCanary, type DeployContext } from './deploy';
import { catalogModules, makeBuild as makeFakeBuild, makeShellContract, REACT, type FakeBuild } from './fake-builds';

let work: string;
let contract: ShellContract;

const makeBuild = (id: string, build?: FakeBuild) => makeFakeBuild(work, id, build);

function context(target: FolderTarget, keep = 3): DeployContext {
  return { remote: 'catalog', target, contract, keep };
}

const liveBuild = async (target: FolderTarget) => (await target.readCurrent())?.buildId;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  contract = await makeShellContract(work);
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the shell contract', () => {
  it("lists the route table's modules per remote and the shell's shared versions", async () => {
    expect(contract.routes['catalog']).toEqual([...catalogModules].sort());
    expect(contract.routes['admin']?.length).toBeGreaterThan(5);
    expect(contract.shared.map((entry) => entry.name)).toEqual(['react', 'jotai']);
    expect(contract.federationRuntime).toBe('2.9.2');
    expect(JSON.parse(await readFile(path.join(work, 'shell-dist', 'contract.json'), 'utf8'))).toEqual(contract);
  });

  it('names each mismatch: a route module not exposed, a singleton version either side cannot accept', () => {
    const manifest = {
      metaData: { pluginVersion: '2.9.2' },
      exposes: catalogModules.slice(1).map((module) => ({ name: module, path: `./${module}` })),
      shared: [
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
        { name: 'zustand', version: '5.0.0', requiredVersion: '^5.0.0', singleton: true },
        { name: 'lodash', version: '4.0.0', requiredVersion: '^4.0.0', singleton: false },
      ],
    };
    expect(contractMismatches('catalog', contract, manifest)).toEqual([
      `the shell routes to catalog/${catalogModules[0]}, which this build does not expose`,
      'react: the live shell provides 19.3.1, this build requires ^20.0.0',
      'react: this build brings 20.0.0, the live shell requires ^19.3.1',
    ]);
    // zustand is not loaded by the shell: this build brings its own.
    const exposes = catalogModules.map((module) => ({ name: module, path: `./${module}` }));
    expect(contractMismatches('catalog', contract, { metaData: { pluginVersion: '2.9.2' }, exposes, shared: [{ ...REACT, version: '19.4.0' }] })).toEqual([]);
  });

  it("refuses a build made with another federation runtime than the one the shell's pages provide", () => {
    const exposes = catalogModules.map((module) => ({ name: module, path: `./${module}` }));
    // A patch release apart is the same runtime; a minor release apart is not.
    expect(contractMismatches('catalog', contract, { metaData: { pluginVersion: '2.9.7' }, exposes })).toEqual([]);
    expect(contractMismatches('catalog', contract, { metaData: { pluginVersion: '2.10.0' }, exposes })).toEqual([
      'federation runtime: the live shell provides 2.9.2, this build was made with 2.10.0 (the same major and minor version is needed)',
    ]);
    expect(contractMismatches('catalog', contract, { exposes })).toEqual([
      'this build does not say which federation runtime it was made with (metaData.pluginVersion in mf-manifest.json)',
    ]);
    // A shell from before the runtime was shared provides none.
    const { federationRuntime: _omitted, ...olderShell } = contract;
    expect(contractMismatches('catalog', olderShell, { metaData: { pluginVersion: '2.9.2' }, exposes })).toEqual([
      'the live shell does not provide the federation runtime, which this build (made with 2.9.2) leaves to it',
    ]);
  });
});

describe('deploying to a folder target', () => {
  it('makes a verified build live in one step, keeps the one before for rollback, and rolls back', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    const first = await deployBuild(context(target), 'aaa111', await makeBuild('aaa111'), 'first');
    expect(first).toMatchObject({ buildId: 'aaa111', previous: null, pointer: { buildId: 'aaa111', label: 'first', previous: [] } });
    // Both entries, both manifests and each exposed module's sync and async files, fetched over HTTP.
    expect(first.verifiedFiles).toBe(2 + 2 * catalogModules.length + 1);
    const second = await deployBuild(context(target), 'bbb222', await makeBuild('bbb222'));
    expect(second.pointer).toMatchObject({ buildId: 'bbb222', previous: ['aaa111'] });
    expect(await target.builds()).toEqual(expect.arrayContaining(['aaa111', 'bbb222']));
    // What the shell reads: the pointer file, whole.
    expect(parsePointer(await readFile(path.join(work, 'site', 'current.json'), 'utf8'), 'current.json').buildId).toBe('bbb222');

    const back = await rollback(context(target));
    expect(back.pointer).toMatchObject({ buildId: 'aaa111', previous: ['bbb222'] });
    const forward = await rollback(context(target), 'bbb222');
    expect(forward.pointer).toMatchObject({ buildId: 'bbb222', previous: ['aaa111'] });
  });

  it("uploads a build with its files' times, so a precompressed copy stays as new as its file", async () => {
    const source = await makeBuild('t1');
    const entry = path.join(source, 'client', 'remoteEntry.js');
    await writeFile(`${entry}.gz`, gzipSync(await readFile(entry)));
    await utimes(`${entry}.gz`, new Date(2_000_000_000_000), new Date(2_000_000_000_000));
    const target = new FolderTarget(path.join(work, 'site'));
    await deployBuild(context(target), 't1', source);
    const uploaded = path.join(work, 'site', 'builds', 't1', 'client', 'remoteEntry.js');
    // (to the millisecond: copies keep microseconds at most)
    expect(Math.abs((await stat(`${uploaded}.gz`)).mtimeMs - (await stat(`${entry}.gz`)).mtimeMs)).toBeLessThan(1);
    expect(Math.abs((await stat(uploaded)).mtimeMs - (await stat(entry)).mtimeMs)).toBeLessThan(1);
  });

  it('keeps the configured number of builds: the live one and the newest before it', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5']) await deployBuild(context(target, 3), id, await makeBuild(id));
    expect((await target.builds()).sort()).toEqual(['b3', 'b4', 'b5']);
    await expect(rollback(context(target, 3), 'b1')).rejects.toThrow('Build b1 is not on');
    expect(await liveBuild(target)).toBe('b5');
  });

  it.each([
    ['a build missing a file its manifest names', { missing: `expose_${catalogModules[0]}.bad1.js` }, /expose_.*bad1\.js answered HTTP 404/],
    [
      'a build that no longer exposes a routed module',
      { modules: catalogModules.slice(1) },
      new RegExp(`breaks the contract with the live shell, so nothing was changed:\\n  - the shell routes to catalog/${catalogModules[0]}`),
    ],
    [
      'a build with an incompatible React',
      { shared: [{ ...REACT, version: '18.3.1', requiredVersion: '^18.3.1' }] },
      /react: the live shell provides 19\.3\.1, this build requires \^18\.3\.1/,
    ],
  ])('refuses %s and changes nothing', async (_why, build, message) => {
    const target = new FolderTarget(path.join(work, 'site'));
    await deployBuild(context(target), 'good1', await makeBuild('good1'));
    const before = await readFile(path.join(work, 'site', 'current.json'), 'utf8');
    const error = await deployBuild(context(target), 'bad1', await makeBuild('bad1', build)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeployError);
    expect((error as Error).message).toMatch(message);
    expect(await readFile(path.join(work, 'site', 'current.json'), 'utf8')).toBe(before);
    expect(await target.builds()).toEqual(['good1']);
  });

  it('says why when there is nothing to roll back to', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    await expect(rollback(context(target))).rejects.toThrow('has no current.json');
    await deployBuild(context(target), 'only1', await makeBuild('only1'));
    await expect(rollback(context(target))).rejects.toThrow('keeps no earlier build of catalog');
  });
});

describe('a canary on a folder target', () => {
  it('serves a second build to a share of visitors beside the main one, changes its share, and promotes it', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    await deployBuild(context(target), 'main1', await makeBuild('main1'));
    const started = await startCanary(context(target), 'can1', await makeBuild('can1'), 10, 'new grid');
    expect(started.pointer).toMatchObject({ buildId: 'main1', canary: { buildId: 'can1', share: 10, label: 'new grid' } });
    expect(started.verifiedFiles).toBe(2 + 2 * catalogModules.length + 1);
    // What the shell reads.
    expect(parsePointer(await readFile(path.join(work, 'site', 'current.json'), 'utf8'), 'current.json').canary).toMatchObject({ buildId: 'can1', share: 10 });

    const widened = await startCanary(context(target), 'can1', await makeBuild('can1'), 50);
    expect(widened.pointer.canary).toMatchObject({ buildId: 'can1', share: 50, label: 'new grid', startedAt: started.pointer.canary!.startedAt });

    // While it runs, a deploy or a rollback would be ambiguous: refused, nothing changed.
    await expect(deployBuild(context(target), 'other', await makeBuild('other'))).rejects.toThrow(
      /canary for 50 %.*promote it \(--promote\) or abort it \(--abort\)/,
    );
    await expect(rollback(context(target))).rejects.toThrow(DeployError);
    expect((await target.readCurrent())?.canary?.buildId).toBe('can1');

    const promoted = await promoteCanary(context(target));
    expect(promoted.pointer).toMatchObject({ buildId: 'can1', previous: ['main1'], canary: null, label: 'new grid' });
    expect((await target.readCurrent())?.canary).toBeNull();
    await expect(promoteCanary(context(target))).rejects.toThrow(/nothing to promote/);
  });

  it('aborts a canary: everyone back on the main build, its files kept for pages still open on it', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    await deployBuild(context(target), 'main1', await makeBuild('main1'));
    await startCanary(context(target), 'can1', await makeBuild('can1'), 30);
    const aborted = await abortCanary(context(target));
    expect(aborted.pointer).toMatchObject({ buildId: 'main1', canary: null });
    expect(await target.builds()).toEqual(expect.arrayContaining(['main1', 'can1']));
    await expect(abortCanary(context(target))).rejects.toThrow(/nothing to abort/);
  });

  it('refuses a canary with no main build, of the main build itself, with a share outside 1–99, or that breaks the contract', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    await expect(startCanary(context(target), 'can1', await makeBuild('can1'), 10)).rejects.toThrow(/deploy one first/);
    await deployBuild(context(target), 'main1', await makeBuild('main1'));
    await expect(startCanary(context(target), 'main1', await makeBuild('main1'), 10)).rejects.toThrow(/already the main build/);
    for (const share of [0, 100, 12.5, Number.NaN])
      await expect(startCanary(context(target), 'can1', await makeBuild('can1'), share)).rejects.toThrow(/whole percentage from 1 to 99/);
    await expect(startCanary(context(target), 'broken', await makeBuild('broken', { modules: catalogModules.slice(1) }), 10)).rejects.toThrow(
      /breaks the contract/,
    );
    const current = await target.readCurrent();
    expect(current?.canary ?? null).toBeNull();
    expect(await target.builds()).not.toContain('broken');
  });

  it('keeps the canary build when pruning old builds', async () => {
    const target = new FolderTarget(path.join(work, 'site'));
    await deployBuild(context(target, 2), 'b1', await makeBuild('b1'));
    await deployBuild(context(target, 2), 'b2', await makeBuild('b2'));
    await startCanary(context(target, 2), 'can1', await makeBuild('can1'), 10);
    expect((await target.builds()).sort()).toEqual(['b1', 'b2', 'can1']);
  });
});
