// Shipping one remote: a build folder (immutable, named by the hash of its files) is uploaded to a
// target, verified there over HTTP (its manifests, entries and every exposed module's files answer),
// checked against the live shell's contract, and only then made live by replacing the target's
// `current.json` in one step. `current.json` also keeps the builds that were live before (for
// rollback).
//
// Targets: a folder served by the remotes' static server (the local deployments `npm start` and the
// tests use), and Firebase Hosting (one site per remote, see hosting-target.ts).
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RemoteName } from 'shared-data/routes';
import { serveFile } from '../../shell/src/server/static-files.server';
import { contractMismatches, type ShellContract } from './deploy-contract';

export const BUILD_ID = /^[\w.-]+$/;

export interface CurrentPointer {
  buildId: string;
  /** When this pointer was written. */
  deployedAt: string;
  label: string | null;
  /** The builds live before this one, newest first (rollback goes to the first). */
  previous: string[];
  /** A second build live for a share of visitors (1–99 %), until promoted or aborted. */
  canary?: CanaryPointer | null;
}

export interface CanaryPointer {
  buildId: string;
  /** Percent of visitors (by their build bucket) who get it. */
  share: number;
  startedAt: string;
  label: string | null;
}

export interface DeployTarget {
  readonly description: string;
  builds(): Promise<string[]>;
  hasBuild(buildId: string): Promise<boolean>;
  /** Copies a build folder (with `client/` and `server/`) to `builds/<id>/`; never overwrites one. */
  upload(buildId: string, sourceDir: string): Promise<void>;
  readCurrent(): Promise<CurrentPointer | null>;
  /**
   * Replaces `current.json` in one step; with `keep`, also removes the builds not in it (in the same
   * step where the target can: a Hosting release). Returns the removed ids.
   */
  writeCurrent(pointer: CurrentPointer, keep?: ReadonlySet<string>): Promise<string[]>;
  /** Where the target's files can be fetched for verification (an uploaded build included); close() when done. */
  open(): Promise<{ url: string; close(): Promise<void> }>;
  /** Removes builds not in `keep`; returns the removed ids. */
  prune(keep: ReadonlySet<string>): Promise<string[]>;
  /** Lines about the target for `--status` (where it is, what serves). */
  details?(): Promise<string[]>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A folder laid out as the remotes' static server serves it: `current.json` and `builds/<id>/`. */
export class FolderTarget implements DeployTarget {
  constructor(readonly dir: string) {}

  get description(): string {
    return `folder ${this.dir}`;
  }

  async builds(): Promise<string[]> {
    const entries = await readdir(path.join(this.dir, 'builds'), { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name)).map((entry) => entry.name);
  }

  hasBuild(buildId: string): Promise<boolean> {
    return exists(path.join(this.dir, 'builds', buildId, 'client', 'remoteEntry.js'));
  }

  async upload(buildId: string, sourceDir: string): Promise<void> {
    const target = path.join(this.dir, 'builds', buildId);
    if (path.resolve(sourceDir) === path.resolve(target) || (await this.hasBuild(buildId))) return;
    // Copied beside, then renamed: a half-copied build is never visible under its id.
    const staging = path.join(this.dir, 'builds', `.upload-${process.pid}-${Date.now()}`);
    await mkdir(path.dirname(staging), { recursive: true });
    try {
      // Timestamps kept: the servers send a precompressed copy only if it is not older than its file.
      await cp(sourceDir, staging, { recursive: true, preserveTimestamps: true });
      await rename(staging, target);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async readCurrent(): Promise<CurrentPointer | null> {
    const text = await readFile(path.join(this.dir, 'current.json'), 'utf8').catch(() => null);
    return text === null ? null : parsePointer(text, `${this.dir}/current.json`);
  }

  async writeCurrent(pointer: CurrentPointer, keep?: ReadonlySet<string>): Promise<string[]> {
    const current = path.join(this.dir, 'current.json');
    const temporary = `${current}.${process.pid}.${Date.now()}.tmp`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
    await rename(temporary, current);
    return keep ? this.prune(keep) : [];
  }

  async open(): Promise<{ url: string; close(): Promise<void> }> {
    // The files as the remotes' static server sends them (same serveFile, same negotiation).
    const server = createServer((req, res) => {
      const relative = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
      serveFile(req, res, this.dir, relative, { immutable: relative.startsWith('builds/'), defaultCacheControl: 'no-cache' }).then(
        (served) => {
          if (!served) res.writeHead(404).end();
        },
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  async prune(keep: ReadonlySet<string>): Promise<string[]> {
    const removed: string[] = [];
    for (const buildId of await this.builds()) {
      if (keep.has(buildId)) continue;
      await rm(path.join(this.dir, 'builds', buildId), { recursive: true, force: true });
      removed.push(buildId);
    }
    return removed;
  }
}

export function parsePointer(text: string, where: string): CurrentPointer {
  const raw = JSON.parse(text) as Partial<CurrentPointer> & { builtAt?: string };
  if (typeof raw.buildId !== 'string' || !BUILD_ID.test(raw.buildId)) throw new Error(`${where} names no valid buildId`);
  return {
    buildId: raw.buildId,
    deployedAt: raw.deployedAt ?? raw.builtAt ?? new Date(0).toISOString(),
    label: raw.label ?? null,
    previous: Array.isArray(raw.previous) ? raw.previous.filter((id): id is string => typeof id === 'string' && BUILD_ID.test(id)) : [],
    canary: parseCanary(raw.canary),
  };
}

function parseCanary(raw: unknown): CanaryPointer | null {
  if (!raw || typeof raw !== 'object') return null;
  const { buildId, share, startedAt, label } = raw as Partial<CanaryPointer>;
  if (typeof buildId !== 'string' || !BUILD_ID.test(buildId) || !isCanaryShare(share)) return null;
  return { buildId, share, startedAt: typeof startedAt === 'string' ? startedAt : new Date(0).toISOString(), label: typeof label === 'string' ? label : null };
}

/** A canary's share: a whole percentage from 1 to 99 (0 is no canary, 100 is a deploy). */
export function isCanaryShare(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}

/** How many earlier builds current.json remembers. */
const HISTORY = 20;

/** The pointer that makes `buildId` live after `current`: the build live before goes first in the history. */
export function pointerTo(current: CurrentPointer | null, buildId: string, label: string | null): CurrentPointer {
  const previous = current && current.buildId !== buildId ? [current.buildId, ...current.previous.filter((id) => id !== buildId)] : (current?.previous ?? []);
  return { buildId, deployedAt: new Date().toISOString(), label, previous: previous.slice(0, HISTORY), canary: null };
}

export class DeployError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployError';
  }
}

interface ClientManifest {
  exposes?: Array<{ name: string; path: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[]; async?: string[] } } }>;
  shared?: Array<{ name: string; version: string; requiredVersion?: string | false; singleton?: boolean }>;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { 'cache-control': 'no-cache' } });
  if (!response.ok) throw new DeployError(`${url} answered HTTP ${response.status}`);
  return response;
}

/** Fetches what a shopper's browser and the shell server will load from this build; throws on the first miss. */
export async function verifyBuild(baseUrl: string, buildId: string): Promise<{ manifest: ClientManifest; files: number }> {
  const build = `${baseUrl}builds/${buildId}/`;
  const manifest = (await (await fetchOk(`${build}client/mf-manifest.json`)).json()) as ClientManifest;
  await fetchOk(`${build}server/mf-manifest.json`);
  const files = new Set([`${build}client/remoteEntry.js`, `${build}server/remoteEntry.js`]);
  for (const expose of manifest.exposes ?? []) {
    for (const file of [...expose.assets.js.sync, ...(expose.assets.js.async ?? []), ...expose.assets.css.sync, ...(expose.assets.css.async ?? [])])
      files.add(`${build}client/${file}`);
  }
  // A few at a time: a CDN may limit one client's parallel requests.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetchOk(url);
        const body = await response.arrayBuffer();
        if (body.byteLength === 0) throw new DeployError(`${url} is empty`);
      }
    }),
  );
  return { manifest, files: files.size };
}

export interface DeployReport {
  remote: RemoteName;
  target: string;
  buildId: string;
  previous: string | null;
  verifiedFiles: number;
  pruned: string[];
  pointer: CurrentPointer;
}

export interface DeployContext {
  remote: RemoteName;
  target: DeployTarget;
  /** The live shell's contract. */
  contract: ShellContract;
  /** How many builds the target keeps (the live ones, the rollback history and the newest others). */
  keep: number;
  log?: (line: string) => void;
}

async function verifyOnTarget(context: DeployContext, buildId: string): Promise<number> {
  const endpoint = await context.target.open();
  try {
    const { manifest, files } = await verifyBuild(endpoint.url, buildId);
    const problems = contractMismatches(context.remote, context.contract, manifest);
    if (problems.length > 0)
      throw new DeployError(
        `Build ${buildId} of ${context.remote} breaks the contract with the live shell, so nothing was changed:\n  - ${problems.join('\n  - ')}`,
      );
    return files;
  } finally {
    await endpoint.close();
  }
}

async function pointAndPrune(context: DeployContext, pointer: CurrentPointer): Promise<string[]> {
  const keep = new Set([pointer.buildId, ...(pointer.canary ? [pointer.canary.buildId] : []), ...pointer.previous.slice(0, Math.max(0, context.keep - 1))]);
  return context.target.writeCurrent(pointer, keep);
}

function refuseWhileCanary(current: CurrentPointer | null, what: string): void {
  if (current?.canary) {
    throw new DeployError(
      `Build ${current.canary.buildId} is live as a canary for ${current.canary.share} % of visitors: promote it (--promote) or abort it (--abort) before ${what}. Nothing was changed.`,
    );
  }
}

/** Uploads, verifies and checks a build as deployBuild does; refused builds leave the target as it was. */
async function uploadAndVerify(context: DeployContext, buildId: string, sourceDir: string): Promise<number> {
  const log = context.log ?? (() => undefined);
  if (!BUILD_ID.test(buildId)) throw new DeployError(`"${buildId}" is not a build id`);
  const alreadyThere = await context.target.hasBuild(buildId);
  log(alreadyThere ? `Build ${buildId} is already on ${context.target.description}.` : `Uploading build ${buildId} to ${context.target.description}…`);
  await context.target.upload(buildId, sourceDir);
  log('Verifying the manifests, entries and exposed modules over HTTP, and the contract with the live shell…');
  try {
    return await verifyOnTarget(context, buildId);
  } catch (error) {
    if (!alreadyThere) await context.target.prune(new Set((await context.target.builds()).filter((id) => id !== buildId)));
    throw error;
  }
}

/** Uploads a build, verifies it, checks the contract, then makes it the live build. */
export async function deployBuild(context: DeployContext, buildId: string, sourceDir: string, label: string | null = null): Promise<DeployReport> {
  const current = await context.target.readCurrent();
  refuseWhileCanary(current, 'deploying another build');
  const verifiedFiles = await uploadAndVerify(context, buildId, sourceDir);
  const pointer = pointerTo(current, buildId, label);
  const pruned = await pointAndPrune(context, pointer);
  return { remote: context.remote, target: context.target.description, buildId, previous: current?.buildId ?? null, verifiedFiles, pruned, pointer };
}

/** Points current.json at the previous build (or the named one) after verifying it is still there. */
export async function rollback(context: DeployContext, buildId?: string): Promise<DeployReport> {
  const current = await context.target.readCurrent();
  if (!current) throw new DeployError(`${context.target.description} has no current.json: nothing to roll back.`);
  refuseWhileCanary(current, 'rolling back');
  const to = buildId ?? current.previous[0];
  if (!to) throw new DeployError(`${context.target.description} keeps no earlier build of ${context.remote} to roll back to.`);
  if (to === current.buildId) throw new DeployError(`Build ${to} is already live.`);
  if (!(await context.target.hasBuild(to)))
    throw new DeployError(`Build ${to} is not on ${context.target.description} (kept: ${(await context.target.builds()).join(', ') || 'none'}).`);
  const verifiedFiles = await verifyOnTarget(context, to);
  const pointer = pointerTo(current, to, null);
  const pruned = await pointAndPrune(context, pointer);
  return { remote: context.remote, target: context.target.description, buildId: to, previous: current.buildId, verifiedFiles, pruned, pointer };
}

/**
 * Makes a build live for `share` % of visitors beside the main build (uploaded, verified and checked
 * as a deploy is). Run again with another share to change it, or with another build to replace it.
 */
export async function startCanary(
  context: DeployContext,
  buildId: string,
  sourceDir: string,
  share: number,
  label: string | null = null,
): Promise<DeployReport> {
  if (!isCanaryShare(share)) throw new DeployError(`A canary's share is a whole percentage from 1 to 99 (got ${share}).`);
  const current = await context.target.readCurrent();
  if (!current) throw new DeployError(`${context.target.description} has no live build of ${context.remote}: deploy one first; a canary runs beside it.`);
  if (current.buildId === buildId) throw new DeployError(`Build ${buildId} is already the main build.`);
  const verifiedFiles = await uploadAndVerify(context, buildId, sourceDir);
  const sameBuild = current.canary?.buildId === buildId;
  const pointer: CurrentPointer = {
    ...current,
    canary: {
      buildId,
      share,
      startedAt: sameBuild ? current.canary!.startedAt : new Date().toISOString(),
      label: label ?? (sameBuild ? current.canary!.label : null),
    },
  };
  const pruned = await pointAndPrune(context, pointer);
  return {
    remote: context.remote,
    target: context.target.description,
    buildId,
    previous: current.canary && !sameBuild ? current.canary.buildId : null,
    verifiedFiles,
    pruned,
    pointer,
  };
}

/** The canary becomes the main build for everyone (the main one goes first in the rollback history). */
export async function promoteCanary(context: DeployContext): Promise<DeployReport> {
  const current = await context.target.readCurrent();
  if (!current?.canary) throw new DeployError(`No canary of ${context.remote} is live on ${context.target.description}: nothing to promote.`);
  const { buildId, label } = current.canary;
  const verifiedFiles = await verifyOnTarget(context, buildId);
  const pointer = pointerTo(current, buildId, label);
  const pruned = await pointAndPrune(context, pointer);
  return { remote: context.remote, target: context.target.description, buildId, previous: current.buildId, verifiedFiles, pruned, pointer };
}

/** Everyone is back on the main build; the canary's files stay for pages still open on it. */
export async function abortCanary(context: DeployContext): Promise<DeployReport> {
  const current = await context.target.readCurrent();
  if (!current?.canary) throw new DeployError(`No canary of ${context.remote} is live on ${context.target.description}: nothing to abort.`);
  const pointer: CurrentPointer = { ...current, canary: null };
  await context.target.writeCurrent(pointer);
  return {
    remote: context.remote,
    target: context.target.description,
    buildId: current.buildId,
    previous: current.canary.buildId,
    verifiedFiles: 0,
    pruned: [],
    pointer,
  };
}

/** The build folder `npm run build` produced for a remote (`<app>/dist/builds/<id>`). */
export async function localBuildFolder(distDir: string, buildId: string): Promise<string> {
  const folder = path.join(distDir, 'builds', buildId);
  if (!(await exists(path.join(folder, 'client', 'mf-manifest.json'))))
    throw new DeployError(`There is no build ${buildId} in ${path.join(distDir, 'builds')}.`);
  return folder;
}
