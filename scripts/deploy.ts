// `npm run deploy -- <remote> --target local|hosting [options]`: ships one remote on its own.
//
//   npm run deploy -- catalog --target local                 build, upload, verify, check, go live
//   npm run deploy -- catalog --target local --build <id>    ship a build made earlier (dist/builds/<id>)
//   npm run deploy -- catalog --target local --rollback      back to the build live before
//   npm run deploy -- catalog --target local --rollback <id> back to a named build still kept
//   npm run deploy -- catalog --target local --status        what is live and what is kept
//   npm run deploy -- catalog --target local --canary 10     build (or --build <id>) and serve it to 10 % of visitors
//   npm run deploy -- catalog --target local --promote       the canary becomes the build for everyone
//   npm run deploy -- catalog --target local --abort         everyone back on the main build
//
// Options: --dir <folder> deploys to another folder than the remote's dist (a folder target);
// --shell <file or URL> is the live shell's contract (default shell/dist/contract.json, or the
// shell's /__contract); --keep <n> builds kept (default 4); --label <text> names a new build.
// The target `local` is the folder the remotes' static server serves (`npm start`, the tests):
// the running shell follows within its revalidation interval (1 s), server rendering included.
// The target `hosting` is the remote's Firebase Hosting site (lib/hosting-target.ts): --project
// <id or .firebaserc alias> (default .firebaserc's default), --site <site> (default the site
// backend/.firebaserc ties the remote's target to). FIREBASE_HOSTING_API_URL points it at another
// API than Google's, e.g. `npm run hosting-sim`; credentials as firebase-tools takes them
// (GOOGLE_APPLICATION_CREDENTIALS, `firebase login`) or GOOGLE_OAUTH_ACCESS_TOKEN.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RemoteName } from 'shared-data/routes';
import { distDir, federationNames, remoteApps, repoRoot, type RemoteApp } from './lib/apps';
import { buildApp, KEEP_BUILDS } from './lib/build-app';
import type { ShellContract } from './lib/deploy-contract';
import {
  abortCanary,
  deployBuild,
  DeployError,
  FolderTarget,
  isCanaryShare,
  localBuildFolder,
  promoteCanary,
  rollback,
  startCanary,
  type DeployContext,
  type DeployReport,
  type DeployTarget,
} from './lib/deploy';
import { GOOGLE_HOSTING_API, hostingTargetConfig, isGoogleApi, resolveProject, resolveSite } from './lib/hosting-config';
import { HostingTarget } from './lib/hosting-target';
import { answerHelp } from './lib/usage';

const USAGE =
  'Usage: npm run deploy -- <catalog|account|content|admin> --target local|hosting [--build <id>] [--canary <percent> | --promote | --abort | --rollback [id] | --status] [--dir <folder> (local)] [--project <id|alias>] [--site <site>] (hosting) [--shell <file|url>] [--keep <n>] [--label <text>]';

/** The remote's Firebase Hosting site; a demo project only against a simulator, never Google's API. */
async function hostingTarget(remote: string, project: string | undefined, site: string | undefined): Promise<HostingTarget> {
  const projectId = await resolveProject(project);
  const origin = process.env.FIREBASE_HOSTING_API_URL ?? GOOGLE_HOSTING_API;
  if (projectId.startsWith('demo-') && isGoogleApi(origin)) {
    throw new DeployError(
      `${projectId} is the local demo project, which exists only on this machine: name your Firebase project with --project <id or .firebaserc alias>, or deploy to the Hosting simulator (npm run hosting-sim, then FIREBASE_HOSTING_API_URL=<its API URL>).`,
    );
  }
  return new HostingTarget({
    project: projectId,
    site: await resolveSite(projectId, remote, site),
    remote: remote as RemoteName,
    config: await hostingTargetConfig(remote),
    log: (line) => console.log(`  ${line}`),
  });
}

function remoteApp(name: string | undefined): RemoteApp {
  const app = remoteApps.find((candidate) => candidate === name || federationNames[candidate] === name);
  if (!app) throw new DeployError(`${name ? `"${name}" is not a remote.` : 'Name the remote to deploy.'}\n${USAGE}`);
  return app;
}

async function loadContract(source: string): Promise<ShellContract> {
  const text = /^https?:\/\//.test(source)
    ? await fetch(source, { signal: AbortSignal.timeout(10_000) }).then(async (response) => {
        if (!response.ok) throw new DeployError(`The live shell's contract at ${source} answered HTTP ${response.status}.`);
        return response.text();
      })
    : await readFile(source, 'utf8').catch(() => {
        throw new DeployError(`The live shell's contract ${source} is missing: build the shell first (npm run build) or pass --shell <its /__contract URL>.`);
      });
  const contract = JSON.parse(text) as ShellContract;
  if (typeof contract.routes !== 'object' || !Array.isArray(contract.shared)) throw new DeployError(`${source} is not a shell contract.`);
  return contract;
}

function printReport(report: DeployReport, verb: string): void {
  console.log(`✓ ${report.remote}: ${verb} build ${report.buildId} on ${report.target}${report.previous ? ` (was ${report.previous})` : ''}`);
  if (report.verifiedFiles > 0) console.log(`  verified ${report.verifiedFiles} files over HTTP; contract with the live shell holds`);
  const canary = report.pointer.canary;
  console.log(`  live: ${report.pointer.buildId}${canary ? `, canary ${canary.buildId} for ${canary.share} % of visitors` : ''}`);
  console.log(`  kept for rollback: ${report.pointer.previous.join(', ') || 'none'}${report.pruned.length ? `; removed ${report.pruned.join(', ')}` : ''}`);
}

export async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      target: { type: 'string' },
      build: { type: 'string' },
      rollback: { type: 'boolean' },
      status: { type: 'boolean' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
      dir: { type: 'string' },
      project: { type: 'string' },
      site: { type: 'string' },
      shell: { type: 'string' },
      keep: { type: 'string' },
      label: { type: 'string' },
    },
  });
  const app = remoteApp(positionals[0]);
  const remote = federationNames[app] as RemoteName;
  if (values.target !== 'local' && values.target !== 'hosting') {
    throw new DeployError(
      `${values.target ? `Unknown target "${values.target}".` : 'Name the target.'} Targets: local (the remotes' local deployments), hosting (the remote's Firebase Hosting site).\n${USAGE}`,
    );
  }
  if (values.target === 'local' && (values.project || values.site)) throw new DeployError(`--project and --site are for --target hosting.\n${USAGE}`);
  if (values.target === 'hosting' && values.dir) throw new DeployError(`--dir is for --target local.\n${USAGE}`);
  const keep = Number(values.keep ?? KEEP_BUILDS);
  if (!Number.isInteger(keep) || keep < 2) throw new DeployError('--keep must be a whole number of at least 2 (the live build and one to roll back to).');
  const target: DeployTarget =
    values.target === 'hosting' ? await hostingTarget(remote, values.project, values.site) : new FolderTarget(path.resolve(values.dir ?? distDir(app)));
  const actions = [values.rollback, values.status, values.canary !== undefined, values.promote, values.abort].filter(Boolean).length;
  if (actions > 1) throw new DeployError(`Choose one of --canary, --promote, --abort, --rollback and --status.\n${USAGE}`);
  const share = values.canary === undefined ? null : Number(values.canary.replace(/%$/, ''));
  if (share !== null && !isCanaryShare(share))
    throw new DeployError(`--canary takes the share of visitors as a whole percentage from 1 to 99 (got "${values.canary}").`);

  if (values.status) {
    const current = await target.readCurrent();
    console.log(`${remote} on ${target.description}`);
    console.log(`  live: ${current ? `${current.buildId} since ${current.deployedAt}${current.label ? ` (${current.label})` : ''}` : 'nothing'}`);
    const canary = current?.canary;
    console.log(
      `  canary: ${canary ? `${canary.buildId} for ${canary.share} % of visitors since ${canary.startedAt}${canary.label ? ` (${canary.label})` : ''}` : 'none'}`,
    );
    console.log(`  rollback history: ${current?.previous.join(', ') || 'none'}`);
    console.log(`  kept builds: ${(await target.builds()).join(', ') || 'none'}`);
    for (const line of (await target.details?.()) ?? []) console.log(`  ${line}`);
    return;
  }

  const context: DeployContext = {
    remote,
    target,
    // An abort verifies nothing (the main build is live already): it runs without the shell's build.
    contract: values.abort ? { routes: {}, shared: [] } : await loadContract(values.shell ?? path.join(repoRoot, 'shell', 'dist', 'contract.json')),
    keep,
    log: (line) => console.log(`  ${line}`),
  };
  if (values.rollback) {
    printReport(await rollback(context, positionals[1]), 'rolled back to');
    return;
  }
  if (values.promote) {
    printReport(await promoteCanary(context), 'promoted the canary: everyone gets');
    return;
  }
  if (values.abort) {
    printReport(await abortCanary(context), 'aborted the canary: everyone gets');
    return;
  }
  let buildId = values.build;
  if (!buildId) {
    console.log(`▸ Building ${app} (not live until verified)…`);
    const result = await buildApp(app, { production: true, activate: false, ...(values.label ? { label: values.label } : {}) });
    buildId = result.buildId ?? '';
    console.log(`  built ${buildId} in ${(result.durationMs / 1000).toFixed(1)} s`);
  }
  const source = await localBuildFolder(distDir(app), buildId);
  if (share !== null) {
    printReport(await startCanary(context, buildId, source, share, values.label ?? null), `canary for ${share} % of visitors:`);
    return;
  }
  printReport(await deployBuild(context, buildId, source, values.label ?? null), 'deployed');
}

if (require.main === module) {
  answerHelp(process.argv.slice(2), USAGE);
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
