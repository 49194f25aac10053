// The contract between the shell and a remote, checked before a remote is deployed: the remote must
// expose every route module the live shell's route table names for it, and every singleton it
// shares that the shell provides must be compatible both ways with the shell's version (each side's
// version satisfies the other's required range), and the remote's browser build must be made with the
// federation runtime the shell's pages provide (remoteEntry.js files leave it and the bundler
// runtime out and use the shell's: webpack.shared.js, federation-plugins/src/bundler-runtime.ts),
// the same major and minor version. The shell's side is `shell/dist/contract.json`, written
// by its build and served by the shell server at /__contract.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { remoteNames, routesOf, type RemoteName } from 'shared-data/routes';

export interface SharedVersion {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface ShellContract {
  /** The route modules the shell routes to, per remote federation name. */
  routes: Record<string, string[]>;
  /** The shared modules the shell provides. */
  shared: SharedVersion[];
  /** The version of the federation runtime the shell's pages provide to remotes; absent: none. */
  federationRuntime?: string;
}

interface FederationManifest {
  metaData?: { pluginVersion?: string };
  shared?: SharedVersion[];
  exposes?: Array<{ name: string; path: string }>;
}

/** Writes the shell build's contract beside its bundles (called by the shell's build). */
export async function writeShellContract(shellDist: string): Promise<ShellContract> {
  const manifest = JSON.parse(await readFile(path.join(shellDist, 'client', 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const contract: ShellContract = {
    routes: Object.fromEntries(remoteNames.map((name) => [name, [...new Set(routesOf(name).map((route) => route.module))].sort()])),
    shared: (manifest.shared ?? []).map(({ name, version, requiredVersion, singleton }) => ({ name, version, requiredVersion, singleton })),
    ...(manifest.metaData?.pluginVersion ? { federationRuntime: manifest.metaData.pluginVersion } : {}),
  };
  await writeFile(path.join(shellDist, 'contract.json'), `${JSON.stringify(contract, null, 2)}\n`);
  return contract;
}

function satisfies(version: string, range: string | false | undefined): boolean {
  if (!range) return true;
  const coerced = semver.valid(version) ?? semver.coerce(version)?.version;
  return coerced ? semver.satisfies(coerced, range, { includePrerelease: true }) : false;
}

/** What breaks the contract, one sentence each; empty when the remote's build may go live. */
export function contractMismatches(remote: RemoteName, contract: ShellContract, clientManifest: FederationManifest): string[] {
  const problems: string[] = [];
  const exposed = new Set((clientManifest.exposes ?? []).map((expose) => expose.path.replace(/^\.\//, '')));
  for (const module of contract.routes[remote] ?? []) {
    if (!exposed.has(module)) problems.push(`the shell routes to ${remote}/${module}, which this build does not expose`);
  }
  const provided = new Map(contract.shared.map((entry) => [entry.name, entry]));
  for (const entry of clientManifest.shared ?? []) {
    if (!entry.singleton) continue;
    const shell = provided.get(entry.name);
    // A singleton the shell does not load (shared-ui/markdown, say) comes from this build itself.
    if (!shell) continue;
    if (!satisfies(shell.version, entry.requiredVersion)) {
      problems.push(`${entry.name}: the live shell provides ${shell.version}, this build requires ${String(entry.requiredVersion)}`);
    }
    if (!satisfies(entry.version, shell.requiredVersion)) {
      problems.push(`${entry.name}: this build brings ${entry.version}, the live shell requires ${String(shell.requiredVersion)}`);
    }
  }
  const runtime = clientManifest.metaData?.pluginVersion;
  if (!runtime) {
    problems.push('this build does not say which federation runtime it was made with (metaData.pluginVersion in mf-manifest.json)');
  } else if (!contract.federationRuntime) {
    problems.push(`the live shell does not provide the federation runtime, which this build (made with ${runtime}) leaves to it`);
  } else if (!sameMinor(runtime, contract.federationRuntime)) {
    problems.push(
      `federation runtime: the live shell provides ${contract.federationRuntime}, this build was made with ${runtime} (the same major and minor version is needed)`,
    );
  }
  return problems;
}

function sameMinor(a: string, b: string): boolean {
  const left = semver.coerce(a);
  const right = semver.coerce(b);
  return left !== null && right !== null && left.major === right.major && left.minor === right.minor;
}
