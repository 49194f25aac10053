// `npm start`: builds every app (production), starts the local backend, the four remotes'
// deployments and the shell server, and prints the address when the shop is ready.
// `npm run dev` (--dev): the same with watch builds — a change redeploys its remote (the shell
// picks it up) or restarts the shell server, and open pages reload themselves.
//   --no-build   start from the existing builds
import { allApps, remoteApps, remotePorts } from './lib/apps';
import { startLocalBackend } from './lib/backend';
import { buildApps } from './build';
import { BuildError } from './lib/build-app';
import { assertPortsFree } from './lib/ports';
import { startSite, type RunningSite } from './lib/site';
import { startShellProcess } from './lib/shell-process';
import { watchApp, type Watcher } from './lib/watch-app';
import { answerHelp } from './lib/usage';

const USAGE =
  'Usage: npm start [-- --dev] [--no-build] [--demo silver|beauty]   (npm run dev is --dev: watch builds; --no-build serves the existing build; --demo beauty opens the beauty shop with its own data; PORT moves the site)';

const DEMO_ACCOUNTS = [
  ['Customer', 'customer@example.com', 'Customer#2026'],
  ['Admin', 'admin@example.com', 'Admin#2026'],
] as const;

function checkNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  }
}

async function main() {
  answerHelp(process.argv.slice(2), USAGE);
  const argv = process.argv.slice(2);
  // --demo beauty: the same build with the beauty shop's demo data (its own data folder).
  const demoAt = argv.indexOf('--demo');
  const demo = demoAt === -1 ? 'silver' : argv[demoAt + 1];
  if (demo !== 'silver' && demo !== 'beauty') throw new Error(`--demo takes silver or beauty. ${USAGE}`);
  const args = new Set(demoAt === -1 ? argv : argv.filter((_, index) => index !== demoAt && index !== demoAt + 1));
  const dev = args.has('--dev');
  for (const arg of args) if (!['--dev', '--no-build'].includes(arg)) throw new Error(`Unknown option ${arg}. ${USAGE}`);
  checkNode();
  const shellPort = Number(process.env.PORT ?? 3000);
  await assertPortsFree([
    { port: shellPort, purpose: 'the shop (shell server)', variable: 'PORT' },
    ...remoteApps.map((app) => ({ port: remotePorts[app], purpose: `the ${app} deployment` })),
    { port: Number(process.env.FIRESTORE_PORT ?? 8080), purpose: 'the document server', variable: 'FIRESTORE_PORT' },
    { port: Number(process.env.STORAGE_PORT ?? 9199), purpose: 'the storage server', variable: 'STORAGE_PORT' },
    { port: Number(process.env.AUTH_PORT ?? 9099), purpose: 'the Auth emulator', variable: 'AUTH_PORT' },
    { port: Number(process.env.FUNCTIONS_PORT ?? 5001), purpose: 'the Functions emulator', variable: 'FUNCTIONS_PORT' },
    { port: Number(process.env.SMTP_PORT ?? 2525), purpose: 'the local SMTP server', variable: 'SMTP_PORT' },
    { port: Number(process.env.MAIL_WEB_PORT ?? 8025), purpose: 'the local mail viewer', variable: 'MAIL_WEB_PORT' },
  ]);

  const started = performance.now();
  if (!args.has('--no-build')) await buildApps([...allApps], !dev, dev ? 'dev' : undefined);

  console.log('\n▸ Starting the local backend (document and storage servers, Auth and Functions emulators, demo data)…');
  let site: RunningSite | null = null;
  const watchers: Watcher[] = [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the shop…`);
    await Promise.all(watchers.map((watcher) => watcher.close()));
    await site?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  site = await startSite({
    shellPort,
    backend: () => startLocalBackend({ output: 'inherit', demo }),
    shellEnv: dev ? { SHELL_DEV: '1', REMOTE_REVALIDATE_MS: '500' } : {},
  });

  if (dev) {
    let restarting: Promise<void> | null = null;
    for (const app of allApps) {
      watchers.push(
        watchApp(
          app,
          ({ buildId, durationMs }) => {
            console.log(`↻ ${app}: rebuilt in ${(durationMs / 1000).toFixed(1)} s${buildId ? ` (build ${buildId} is live)` : ''}`);
            if (app !== 'shell' || !site) return;
            const running = site;
            restarting = (restarting ?? Promise.resolve()).then(async () => {
              await running.shell.stop();
              running.shell = await startShellProcess({ port: shellPort, env: { ...running.backend?.env, SHELL_DEV: '1' } });
            });
          },
          (failed, message) => console.error(`✗ ${failed}: rebuild failed\n${message}`),
        ),
      );
    }
  }

  console.log(`\n✓ The shop is ready at ${site.url}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  console.log('  Demo accounts (e-mail / password):');
  for (const [role, email, password] of DEMO_ACCOUNTS) console.log(`    ${role.padEnd(9)} ${email.padEnd(22)} ${password}`);
  console.log(dev ? '  Watching for changes. Press Ctrl-C to stop.' : '  Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof BuildError ? `\n✗ ${error.message}` : `\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
