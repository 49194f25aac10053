// backend/firebase.json and .firebaserc say what the Hosting deploy relies on: a target per remote
// with its cache headers and no public folder (so that firebase-tools itself refuses to overwrite a
// remote's site), and a site per target.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationNames, remoteApps, repoRoot } from './apps';
import { FIREBASE_JSON, hostingTargetConfig, resolveProject, resolveSite } from './hosting-config';

const remotes = remoteApps.map((app) => federationNames[app]);
const headerValue = (config: Awaited<ReturnType<typeof hostingTargetConfig>>, source: string, key: string) =>
  config.headers?.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)?.value;

describe("firebase.json's Hosting targets", () => {
  it.each(remotes)("%s: immutable builds, no-cache current.json and remoteEntry.js, readable from the shop's pages", async (remote) => {
    const config = await hostingTargetConfig(remote);
    expect(headerValue(config, '/builds/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headerValue(config, '/current.json', 'Cache-Control')).toBe('no-cache');
    expect(headerValue(config, '**/remoteEntry.js', 'Cache-Control')).toBe('no-cache');
    expect(headerValue(config, '**', 'Access-Control-Allow-Origin')).toBe('*');
    // remoteEntry.js lives under /builds/: its no-cache rule must come after the immutable one (a later rule's value wins).
    const sources = config.headers?.map((rule) => rule.source) ?? [];
    expect(sources.indexOf('**/remoteEntry.js')).toBeGreaterThan(sources.indexOf('/builds/**'));
  });

  it("are refused by firebase-tools' own deploy, which would replace a remote's builds with a folder; the shell's target deploys", async () => {
    const { hostingConfig } = await import('firebase-tools/lib/hosting/config');
    const src = JSON.parse(await readFile(FIREBASE_JSON, 'utf8')) as Record<string, unknown>;
    const options = (only: string) => ({
      config: { src },
      only,
      project: 'demo-silver-shop',
      cwd: path.join(repoRoot, 'backend'),
      projectRoot: path.join(repoRoot, 'backend'),
      rc: { requireTarget: (_project: string, _type: string, target: string) => [`site-of-${target}`] },
    });
    for (const only of ['hosting', ...remotes.map((remote) => `hosting:${remote}`)]) {
      expect(() => hostingConfig(options(only)), only).toThrow(/Must supply a "public" or "source" directory/);
    }
    expect(hostingConfig(options('hosting:shop'))).toEqual([expect.objectContaining({ target: 'shop', site: 'site-of-shop' })]);
  });
});

describe('the site of a remote', () => {
  it('is the one .firebaserc ties its target to in the project, or --site; a target tied to none says how to tie it', async () => {
    expect(await resolveProject(undefined)).toBe('demo-silver-shop');
    expect(await resolveProject('my-project')).toBe('my-project');
    for (const remote of remotes) expect(await resolveSite('demo-silver-shop', remote, undefined)).toBe(`demo-silver-shop-${remote}`);
    expect(await resolveSite('demo-silver-shop', 'catalog', 'elsewhere')).toBe('elsewhere');
    await expect(resolveSite('my-project', 'catalog', undefined)).rejects.toThrow(
      'npx firebase target:apply hosting catalog <site> --project my-project (shell/service.yaml assumes the site my-project-catalog)',
    );
  });
});
