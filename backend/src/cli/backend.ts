// `npm run backend`: starts the local backend, prints where everything is and the demo accounts,
// and stops it all on Ctrl-C or SIGTERM.
//   --in-memory      keep documents in memory (nothing written to .data/)
//   --data <dir>     data folder (default .data/ at the repository root)
//   --no-seed        do not load the demo shop
//   --reseed         create demo documents that are missing even if the seed ran before
//   --seed large     also load the large data set (10,000 products, 20 categories, 2,000 customers,
//                    5,000 orders over 30 days, 500,000 analytics events over 90 days rolled up; backend/src/seed/large-data-set.ts) — best with
//                    --in-memory or a --data folder of its own: it overwrites its own documents and
//                    the dashboard's day counters of the last 30 days
// Ports: FIRESTORE_PORT (8080), STORAGE_PORT (9199), AUTH_PORT (9099), FUNCTIONS_PORT (5001),
// SMTP_PORT (2525), MAIL_WEB_PORT (8025).
import { DEMO_USERS } from '../seed/demo-users';
import { StartupError } from '../emulators/startup-error';
import { startBackend, type RunningBackend, type StartBackendOptions } from './start-backend';
import { DEMO_SHOPS, isDemoShop } from '../seed/demo-content';

const USAGE = 'Usage: npm run backend -- [--in-memory | --data <dir>] [--demo silver|beauty] [--no-seed | --seed large] [--reseed]';

function parseArgs(argv: readonly string[]): StartBackendOptions {
  const options: StartBackendOptions = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    switch (flag) {
      case '--in-memory':
        options.inMemory = true;
        break;
      case '--data': {
        const dir = argv[(i += 1)];
        if (!dir) throw new Error(`--data needs a folder.\n${USAGE}`);
        options.dataDir = dir;
        break;
      }
      case '--demo': {
        const demo = argv[(i += 1)];
        if (!isDemoShop(demo)) throw new Error(`--demo takes ${DEMO_SHOPS.join(' or ')}.\n${USAGE}`);
        options.demo = demo;
        break;
      }
      case '--no-seed':
        options.seed = false;
        break;
      case '--reseed':
        options.reseed = true;
        break;
      case '--seed': {
        const kind = argv[(i += 1)];
        if (kind !== 'large') throw new Error(`--seed takes "large".\n${USAGE}`);
        options.largeDataSet = true;
        break;
      }
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown option ${flag}.\n${USAGE}`);
    }
  }
  if (options.inMemory && options.dataDir) throw new Error(`--data and --in-memory exclude each other.\n${USAGE}`);
  if (options.largeDataSet && options.seed === false) throw new Error(`--no-seed and --seed large exclude each other.\n${USAGE}`);
  return options;
}

function describe(backend: RunningBackend): string {
  const { endpoints, timings, seed } = backend;
  const seconds = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const lines = [
    '',
    'Local backend ready',
    `  Project            ${endpoints.projectId}`,
    `  Document server    ${endpoints.firestore.url}  (Firestore REST; connectFirestoreEmulator(db, '127.0.0.1', ${endpoints.firestore.port}))`,
    `  Media              ${endpoints.mediaUrl}/…`,
    `  Storage server     ${endpoints.storage.url}  (bucket ${endpoints.storage.bucket}; connectStorageEmulator(storage, '127.0.0.1', ${endpoints.storage.port}))`,
  ];
  if (endpoints.auth) lines.push(`  Auth emulator      ${endpoints.auth.url}`);
  if (endpoints.functions) {
    lines.push(
      `  Functions          ${endpoints.functions.url}  (region ${endpoints.functions.region}; callables served concurrently, triggers by the Functions emulator)`,
    );
    const triggers = backend.documentServer.triggers.list().map((t) => `${t.functionId.replace(/^.*-/, '')} (${t.document})`);
    if (triggers.length > 0) lines.push(`  Firestore triggers ${triggers.join(', ')}`);
  }
  lines.push(`  SMTP (local mail)  ${endpoints.mail.smtpUrl}  (messages are kept, never delivered)`);
  lines.push(`  Mail viewer        ${endpoints.mail.webUrl}  (JSON: ${endpoints.mail.webUrl}/api/messages)`);
  lines.push(`  Data               ${backend.dataDir ?? 'in memory'}`);
  if (backend.emulatorLog) lines.push(`  Emulator log       ${backend.emulatorLog}`);
  if (backend.callablesLog) lines.push(`  Callables log      ${backend.callablesLog}`);
  if (seed) {
    const docs = seed.documents.skipped
      ? `demo data v${seed.version} already loaded`
      : `${seed.documents.created} documents created, ${seed.documents.existing} already there`;
    lines.push(`  Seed               ${docs}; ${seed.media.written} images written`);
  }
  if (endpoints.auth && seed) {
    lines.push('', 'Demo accounts (sign in with email and password)');
    for (const user of DEMO_USERS) {
      lines.push(`  ${user.admin ? 'Admin   ' : 'Customer'}  ${user.email.padEnd(22)} ${user.password}`);
    }
  }
  lines.push(
    '',
    `Ready in ${seconds(timings.total)} (document server ${seconds(timings.documentServer)}, storage server ${seconds(timings.storageServer)}, ` +
      `emulators ${seconds(timings.emulators)}, seed ${seconds(timings.seed)}). Press Ctrl-C to stop.`,
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  let options: StartBackendOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  let backend: RunningBackend | null = null;
  let stopRequestedAt = 0;
  const stop = (signal: string): void => {
    if (backend === null) {
      // Still starting: exit now; the emulators' process group is killed on exit and the document
      // server's journal is already on disk.
      console.error(`\n${signal}: exiting now.`);
      process.exit(130);
    }
    if (stopRequestedAt > 0) {
      // Ctrl-C reaches this process twice (from the terminal and relayed by npm/tsx): only a
      // deliberate second press, a moment later, skips the clean shutdown.
      if (Date.now() - stopRequestedAt < 2000) return;
      console.error(`\n${signal} again: exiting without waiting.`);
      process.exit(130);
    }
    stopRequestedAt = Date.now();
    console.log(`\n${signal}: stopping the backend…`);
    const running = backend;
    void running
      .close()
      .then(() => console.log('Stopped.'))
      .catch((error: unknown) => console.error(String(error)))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  try {
    backend = await startBackend({ ...options, log: (message) => console.log(message) });
  } catch (error) {
    const message = error instanceof StartupError ? error.message : ((error as Error).stack ?? String(error));
    console.error(`\nThe backend could not start.\n${message}`);
    process.exit(1);
  }
  console.log(describe(backend));
}

void main();
