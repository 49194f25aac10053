// `npm run hosting-sim`: the Firebase Hosting API simulator (src/hosting/) on its own, with the
// sites .firebaserc's Hosting targets name for the project, until Ctrl-C.
//   --port <n>             the API's port (default HOSTING_API_PORT or 9050; 0 picks a free one)
//   --project <id>         default demo-silver-shop
//   --site <id>[=<port>]   a site to create (repeatable); replaces the .firebaserc targets' sites
//   --token <token>        a Bearer token to accept besides `owner` (repeatable)
//   --json                 print one JSON line {apiUrl, projectId, sites} when ready (for programs)
// Without --site, the sites of .firebaserc's targets serve on the ports after the API's, in the
// targets' order (9051, 9052, …), or on free ports with --port 0.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOSTING_API_PORT, startHostingSimulator, type HostingSimulator } from '../hosting/index';

const USAGE = 'Usage: npm run hosting-sim -- [--port <n>] [--project <id>] [--site <id>[=<port>]]… [--token <token>]… [--json]';
const FIREBASERC = fileURLToPath(new URL('../../.firebaserc', import.meta.url));

interface Options {
  port: number;
  projectId: string;
  sites: Array<{ id: string; port: number | null }>;
  tokens: string[];
  json: boolean;
}

function portNumber(value: string | undefined, what: string): number {
  const port = Number(value);
  if (value === undefined || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${what} must be a port number from 0 to 65535 (got ${JSON.stringify(value)}).\n${USAGE}`);
  return port;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    port: process.env.HOSTING_API_PORT ? portNumber(process.env.HOSTING_API_PORT, 'HOSTING_API_PORT') : DEFAULT_HOSTING_API_PORT,
    projectId: 'demo-silver-shop',
    sites: [],
    tokens: [],
    json: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
      return next;
    };
    if (flag === '--port') options.port = portNumber(value(), '--port');
    else if (flag === '--project') options.projectId = value();
    else if (flag === '--token') options.tokens.push(value());
    else if (flag === '--json') options.json = true;
    else if (flag === '--site') {
      const [id, port] = value().split('=');
      options.sites.push({ id: id as string, port: port === undefined ? null : portNumber(port, `--site ${id}'s port`) });
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  return options;
}

/** The sites `firebase target:apply hosting …` recorded for the project in backend/.firebaserc. */
function targetSites(projectId: string): string[] {
  const rc = JSON.parse(readFileSync(FIREBASERC, 'utf8')) as { targets?: Record<string, { hosting?: Record<string, string[]> }> };
  return Object.values(rc.targets?.[projectId]?.hosting ?? {}).flat();
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const sites = options.sites.length > 0 ? options.sites : targetSites(options.projectId).map((id) => ({ id, port: null }));
  let next = options.port;
  const sitePorts = Object.fromEntries(sites.map(({ id, port }) => [id, port ?? (options.port === 0 ? 0 : (next += 1))]));
  let simulator: HostingSimulator;
  try {
    simulator = await startHostingSimulator({ port: options.port, projectId: options.projectId, sites: sitePorts, tokens: options.tokens });
  } catch (error) {
    console.error(`The Hosting API simulator could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const stop = (signal: string) => {
    if (!options.json) console.log(`\n${signal}: stopping the Hosting API simulator…`);
    void simulator.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (options.json) {
    console.log(JSON.stringify({ apiUrl: simulator.apiUrl, projectId: simulator.projectId, sites: simulator.siteUrls() }));
    return;
  }
  const lines = [
    '',
    'Firebase Hosting API simulator ready (everything in memory)',
    `  Project   ${simulator.projectId}`,
    `  API       ${simulator.apiUrl}/v1beta1/  (FIREBASE_HOSTING_API_URL=${simulator.apiUrl})`,
  ];
  for (const [site, url] of Object.entries(simulator.siteUrls())) lines.push(`  Site      ${site.padEnd(28)} ${url}/`);
  lines.push(
    '  Token     Authorization: Bearer owner (what firebase-tools sends to an http:// API)',
    '',
    `Deploy to it: FIREBASE_HOSTING_API_URL=${simulator.apiUrl} npm run deploy -- catalog --target hosting`,
    'Press Ctrl-C to stop.',
  );
  console.log(lines.join('\n'));
}

void main();
