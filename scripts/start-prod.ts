// `npm run start:prod`: the shop's server-rendering service exactly as its container runs it
// (`node shell/dist/server/server.js` with NODE_ENV=production, see the Dockerfile), in the
// foreground, from the existing build (`npm run build -- --only shell`). SIGINT and SIGTERM are
// passed on — the server finishes the requests in flight and stops — and this exits with the
// server's exit code. PORT (default 3000) and HOST (default 127.0.0.1; the container sets 0.0.0.0)
// are the server's.
//
// It needs a real Firebase project (FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN,
// FIREBASE_APP_ID: README.md, "Environment") and refuses to start without one.
//   --local-backend   the production build against the local backend instead: starts the backend
//                     and the four remotes' local deployments as `npm start --no-build` does, and
//                     the server on 127.0.0.1 with SHOP_LOCAL_BACKEND=1 (never beyond this machine:
//                     the local backend trusts unsigned sign-in tokens).
import { spawn } from 'node:child_process';
import { allApps, remoteApps, shellServerFile, type AppName } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { appsNotBuilt, exitCodeOf, firebaseConfigProblem, namesRealProject, productionServerEnv } from './lib/production-server';
import { startSite, type RunningSite } from './lib/site';
import { LOOPBACK } from '../shell/src/server/backend-mode.server';
import { answerHelp } from './lib/usage';

const USAGE = 'Usage: npm run start:prod [-- --local-backend]';

function assertBuilt(apps: readonly AppName[]) {
  const missing = appsNotBuilt(apps);
  if (!missing.length) return;
  const build = missing.length === 1 && missing[0] === 'shell' ? 'npm run build -- --only shell' : 'npm run build';
  throw new Error(`There is no production build of ${missing.join(', ')}: run \`${build}\` first.`);
}

/** The server against the real Firebase project, as the container runs it. */
function runAgainstFirebase() {
  const problem = firebaseConfigProblem(process.env);
  if (problem) {
    throw new Error(
      `npm run start:prod serves the shop from a real Firebase project, and ${problem}. ` +
        'Set FIREBASE_PROJECT_ID, FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_APP_ID (Firebase console → Project settings → Your apps; README.md, "Environment"), ' +
        'or run `npm run start:prod -- --local-backend` to try the production build against the local backend on this machine.',
    );
  }
  assertBuilt(['shell']);
  const child = spawn(process.execPath, [shellServerFile], {
    env: { ...process.env, ...productionServerEnv({ localBackend: false }), PORT: process.env.PORT ?? '3000' },
    stdio: 'inherit',
  });
  // A terminal's Ctrl-C reaches the server too; it treats a repeated signal as one.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    console.error(`✗ Could not start the shop server: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}

/** The production build against the local backend and the remotes' local deployments. */
async function runWithLocalBackend() {
  const host = process.env.HOST;
  if (host && !LOOPBACK.has(host)) {
    throw new Error(
      `--local-backend serves on this machine only (the local backend trusts unsigned sign-in tokens), and HOST is ${host}. Unset HOST or set HOST=127.0.0.1.`,
    );
  }
  if (namesRealProject(process.env)) {
    throw new Error(
      `--local-backend uses the local backend, but FIREBASE_PROJECT_ID names the real project "${process.env.FIREBASE_PROJECT_ID}". Unset the FIREBASE_* variables, or drop --local-backend.`,
    );
  }
  assertBuilt(allApps);
  const shellPort = Number(process.env.PORT ?? 3000);
  let site: RunningSite | null = null;
  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    await site?.stop();
    const shell = site?.shell.child;
    process.exit(shell && (shell.exitCode !== null || shell.signalCode !== null) ? exitCodeOf(shell.exitCode, shell.signalCode) : exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping the shop…`);
      void stop(0);
    });
  }

  console.log('▸ Starting the local backend and the remotes’ local deployments…');
  site = await startSite({
    shellPort,
    backend: () => startLocalBackend({ output: 'inherit' }),
    shellEnv: productionServerEnv({ localBackend: true }),
  });
  site.shell.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✗ The shop server stopped (${signal ?? `exit code ${code}`}).`);
    void stop(exitCodeOf(code, signal) || 1);
  });
  console.log(`\n✓ The production build is ready at ${site.url} (NODE_ENV=production, local backend, remotes: ${remoteApps.join(', ')}).`);
  console.log('  Sign in with the demo accounts of README.md. Press Ctrl-C to stop.');
}

async function main() {
  const args = process.argv.slice(2);
  answerHelp(args, USAGE);
  for (const arg of args) if (arg !== '--local-backend') throw new Error(`Unknown option ${arg}. ${USAGE}`);
  if (args.includes('--local-backend')) await runWithLocalBackend();
  else runAgainstFirebase();
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
