// Builds one app (its browser and Node bundles) with webpack and, for a remote, deploys the result
// as an immutable build folder `dist/builds/<id>/` and points `dist/current.json` at it.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { remoteNames, routeModuleExposes } from 'shared-data/routes';
import { appDir, distDir, repoRoot, type AppName } from './apps';
import { precompressDirectory } from './precompress';
import { writeShellContract } from './deploy-contract';
import { FolderTarget, pointerTo } from './deploy';

export interface FederationAppConfig {
  name: string;
  dir: string;
  host?: boolean;
  exposes?: Record<string, string>;
}

interface SharedBuilder {
  createAppConfigs(app: FederationAppConfig, options: { production: boolean; outDir: string; buildLabel?: string }): Configuration[];
}

export interface BuildOptions {
  production: boolean;
  /** Compiled in as __BUILD_LABEL__ (visible in the remotes' markup), e.g. a release name. */
  label?: string;
  /** For remotes: make the new build current (default); false leaves that to `npm run deploy`. */
  activate?: boolean;
}

export interface BuildResult {
  app: AppName;
  durationMs: number;
  /** For remotes: the deployed build id. */
  buildId?: string;
}

export class BuildError extends Error {
  constructor(
    readonly app: AppName,
    detail: string,
  ) {
    super(`Build of ${app} failed:\n${detail}`);
    this.name = 'BuildError';
  }
}

/**
 * An app's federation config as built: its module-federation.config.js, with a remote's route
 * modules exposed from the route table (the contract the shell routes by).
 */
export function federationConfigOf(app: AppName): FederationAppConfig {
  // CommonJS config files, loaded at run time from the repository.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(appDir(app), 'module-federation.config.js')) as FederationAppConfig;
  if (config.host) return config;
  const remote = remoteNames.find((name) => name === config.name);
  if (!remote) throw new Error(`${app}/module-federation.config.js names "${config.name}", which is not a remote of the route table`);
  return { ...config, exposes: { ...routeModuleExposes(remote), ...config.exposes } };
}

export function loadAppConfigs(app: AppName, outDir: string, options: BuildOptions): Configuration[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shared = require(path.join(repoRoot, 'webpack.shared.js')) as SharedBuilder;
  const appConfig = federationConfigOf(app);
  return shared.createAppConfigs(appConfig, {
    production: options.production,
    outDir,
    ...(options.label ? { buildLabel: options.label } : {}),
  });
  // No persistent cache: with Module Federation it once kept stale export information for a
  // shared module (react-router-dom's star re-export of react-router vanished from a rebuilt
  // server bundle). Production builds start clean; watch mode keeps webpack's memory cache.
}

function formatErrors(stats: MultiStats): string {
  const json = stats.toJson({ all: false, errors: true, errorDetails: false, moduleTrace: false });
  const errors = json.children?.flatMap((child) => child.errors ?? []) ?? [];
  return errors
    .slice(0, 5)
    .map((error) => `  ${error.moduleName ? `${error.moduleName}: ` : ''}${error.message.split('\n').slice(0, 6).join('\n  ')}`)
    .join('\n');
}

function compile(app: AppName, configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(new BuildError(app, error.message));
        else if (!stats || stats.hasErrors()) reject(new BuildError(app, stats ? formatErrors(stats) : 'no stats'));
        else resolve();
      });
    });
  });
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat().sort();
}

/** A build's id is the hash of its files, so an unchanged rebuild deploys nothing new. */
async function hashDirectory(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Builds a remote's local deployment keeps: the live one and the last ones before it. */
export const KEEP_BUILDS = 4;

/**
 * Moves a finished build into `dist/builds/<id>` and, unless `activate` is false, makes it current
 * (atomic rename of current.json, the build before it kept for rollback). `npm run deploy` takes a
 * build that is not activated through its checks instead.
 */
export async function deployRemoteBuild(app: AppName, stagingDir: string, label: string | undefined, activate = true): Promise<string> {
  const buildId = await hashDirectory(stagingDir);
  const target = new FolderTarget(distDir(app));
  await target.upload(buildId, stagingDir);
  if (!activate) return buildId;
  const current = await target.readCurrent().catch(() => null);
  const pointer = pointerTo(current, buildId, label ?? null);
  await target.writeCurrent(pointer);
  // Older builds stay for a while so pages rendered just before a deploy can still load their code.
  const kept = new Set([buildId, ...pointer.previous.slice(0, KEEP_BUILDS - 1)]);
  const others = (await target.builds()).filter((id) => !kept.has(id));
  // Builds never made live (built for `npm run deploy`), newest first, fill the rest.
  const byAge = await Promise.all(others.map(async (id) => ({ id, mtime: (await stat(path.join(distDir(app), 'builds', id))).mtimeMs })));
  for (const { id } of byAge.sort((a, b) => b.mtime - a.mtime).slice(0, Math.max(0, KEEP_BUILDS - kept.size))) kept.add(id);
  await target.prune(kept);
  return buildId;
}

export async function buildApp(app: AppName, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  if (app === 'shell') {
    await compile(app, loadAppConfigs(app, distDir(app), options));
    await precompressDirectory(path.join(distDir(app), 'client'));
    await writeShellContract(distDir(app));
    return { app, durationMs: performance.now() - started };
  }
  const stagingDir = path.join(distDir(app), `.staging-${process.pid}-${Date.now()}`);
  try {
    await compile(app, loadAppConfigs(app, stagingDir, options));
    await precompressDirectory(path.join(stagingDir, 'client'));
    const buildId = await deployRemoteBuild(app, stagingDir, options.label, options.activate ?? true);
    return { app, durationMs: performance.now() - started, buildId };
  } finally {
    await rm(stagingDir, { recursive: true, force: true });
  }
}
