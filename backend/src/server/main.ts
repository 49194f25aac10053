// Command line: tsx backend/src/server/main.ts [--port 8080] [--host 127.0.0.1]
//   [--data .data | --in-memory] [--project demo-silver-shop] [--rules path] [--media dir]
//   [--compact-bytes N] [--functions-emulator 127.0.0.1:5001]
// Prints "Document server ready at <url>" once it accepts requests; stops on SIGINT/SIGTERM.

import { type DocumentServerOptions, startDocumentServer } from './index';

const USAGE =
  'Usage: tsx backend/src/server/main.ts [--port 8080] [--host 127.0.0.1] [--data .data | --in-memory] ' +
  '[--project demo-silver-shop] [--rules backend/firestore.rules] [--media <dir>] [--compact-bytes <n>] ' +
  '[--functions-emulator <host:port> (where Firestore trigger events go)] [--allow-origin <origin>]… [--allow-host <host[:port]>]… [--allow-reset (tests: DELETE wipes the database)]';

function parseArgs(argv: string[]): DocumentServerOptions {
  const options: DocumentServerOptions = { port: Number(process.env['FIRESTORE_PORT'] ?? 8080) };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a number from 0 to 65535.\n${USAGE}`);
        options.port = port;
        break;
      }
      case '--host':
        options.host = value();
        break;
      case '--data':
        options.dataDir = value();
        break;
      case '--in-memory':
        options.inMemory = true;
        break;
      case '--project':
        options.projectId = value();
        break;
      case '--rules':
        options.rulesPath = value();
        break;
      case '--media':
        options.mediaDir = value();
        break;
      case '--functions-emulator':
        options.functionsEmulatorHost = value();
        break;
      case '--allow-origin':
        options.allowedOrigins = [...(options.allowedOrigins ?? []), value()];
        break;
      case '--allow-host':
        options.allowedHosts = [...(options.allowedHosts ?? []), value()];
        break;
      case '--allow-reset':
        options.allowReset = true;
        break;
      case '--compact-bytes':
        options.compactionThresholdBytes = Number(value());
        break;
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
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const server = await startDocumentServer({
    ...options,
    log: (level, message) => (level === 'info' ? console.log : console.error)(`[document-server] ${level}: ${message}`),
  });
  console.log(
    `Document server ready at ${server.url} (project ${server.projectId}, ${options.inMemory ? 'in memory' : `data in ${options.dataDir ?? '.data'}`})`,
  );
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`Document server failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
