// `npm run test:e2e`: the Playwright journeys in shards that run side by side, each against a site,
// a backend and remote deployments of its own (ports from E2E_PORT_BASE + 500 × shard), so no shard
// sees another's data, deploys or downed remotes. One worker per shard keeps a shard's own order as
// before. Spec files are dealt to the shards by their time in the last run here
// (node_modules/.cache/e2e/spec-seconds.json) or else in e2e/spec-seconds.json, longest first to
// the shard with the least so far. The end prints the ten slowest specs and tests of all shards.
//
// On two cores one shard leaves a core mostly idle (a journey waits on the browser, the server or
// the backend in turn); two keep both busy.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSlowest, type SpecTimings } from '../e2e/support/slowest-specs-reporter';
import { repoRoot } from './lib/apps';
import { ensureChromium } from './lib/chromium';
import { pipePrefixed } from './lib/prefixed-output';
import { answerHelp } from './lib/usage';

const USAGE =
  'Usage: npm run test:e2e [-- --shards <n>] [-- <Playwright arguments>…]   (default 2 shards, or E2E_SHARDS; Playwright arguments, such as a spec file, run in one shard; E2E_PORT_BASE moves the ports: shard k uses E2E_PORT_BASE + 500 × k and the 225 ports after it, so a second run at once takes a base 1000 away, e.g. 4100)';

const e2eDir = path.join(repoRoot, 'e2e');
const testsDir = path.join(e2eDir, 'tests');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'e2e');
const measuredFile = path.join(cacheDir, 'spec-seconds.json');
const baselineFile = path.join(e2eDir, 'spec-seconds.json');
const PORTS_PER_SHARD = 500;

function parseArgs(argv: string[]): { shards: number; playwrightArgs: string[] } {
  answerHelp(argv, USAGE);
  const playwrightArgs: string[] = [];
  let shards: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--shards') {
      shards = Number(argv[(i += 1)]);
      if (!Number.isInteger(shards) || shards < 1 || shards > 8) throw new Error(`--shards takes a whole number from 1 to 8.\n${USAGE}`);
    } else playwrightArgs.push(argv[i] as string);
  }
  // A shard's files are Playwright filters too, which would widen rather than narrow a filter given here.
  if (shards !== undefined && shards > 1 && playwrightArgs.length > 0) throw new Error(`Playwright arguments run in one shard.\n${USAGE}`);
  const fromEnv = Number(process.env.E2E_SHARDS ?? 2);
  return { shards: shards ?? (playwrightArgs.length > 0 ? 1 : Number.isInteger(fromEnv) && fromEnv >= 1 ? fromEnv : 2), playwrightArgs };
}

/** Every spec file, relative to e2e/tests. */
function specFiles(dir = testsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? specFiles(path.join(dir, entry.name)) : entry.name.endsWith('.spec.ts') ? [path.join(dir, entry.name)] : []))
    .map((file) => path.relative(testsDir, path.resolve(dir, file)))
    .sort();
}

function readSeconds(file: string): Record<string, number> {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { seconds: Record<string, number> }).seconds;
  } catch {
    return {};
  }
}

/** Deals the specs to `count` shards by their expected seconds, longest first, each to the lightest shard. */
export function dealSpecs(files: readonly string[], seconds: Record<string, number>, count: number): Array<{ files: string[]; seconds: number }> {
  const known = files
    .map((file) => seconds[file])
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  const typical = known[Math.floor(known.length / 2)] ?? 1;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const expected = files.map((file) => ({ file, seconds: seconds[file] ?? typical })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const spec of expected) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(spec.file);
    lightest.seconds += spec.seconds;
  }
  for (const shard of shards) shard.files.sort();
  return shards.filter((shard) => shard.files.length > 0);
}

interface ShardRun {
  code: number;
  wallSeconds: number;
  timings: SpecTimings | null;
}

function runShard(index: number, count: number, args: string[], base: number): Promise<ShardRun> {
  const timingsFile = path.join(cacheDir, `timings-${base}.json`);
  // A shard that ends before its reporter writes must not be read with an earlier run's figures.
  rmSync(timingsFile, { force: true });
  const started = performance.now();
  const child = spawn('npx', ['--no-install', 'playwright', 'test', '--config', path.join(e2eDir, 'playwright.config.ts'), ...args], {
    cwd: repoRoot,
    stdio: count > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      E2E_PORT_BASE: String(base),
      E2E_TIMINGS: timingsFile,
      ...(count > 1 ? { E2E_SHARD: `${index + 1}/${count}`, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : {}),
    },
  });
  if (count > 1) pipePrefixed(child, `e2e ${index + 1}/${count} │ `);
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      let timings: SpecTimings | null = null;
      try {
        timings = JSON.parse(readFileSync(timingsFile, 'utf8')) as SpecTimings;
      } catch {
        // The shard ended before its reporter wrote (a failed global set-up).
      }
      resolve({ code: code ?? (signal ? 128 : 1), wallSeconds: (performance.now() - started) / 1000, timings });
    });
  });
}

async function main() {
  const { shards: count, playwrightArgs } = parseArgs(process.argv.slice(2));
  process.env.CHROMIUM_PATH ??= ensureChromium(console.log, 'headless-shell');
  mkdirSync(cacheDir, { recursive: true });
  const base = Number(process.env.E2E_PORT_BASE ?? 3100);
  const plans =
    count === 1
      ? [{ files: playwrightArgs, seconds: 0 }]
      : dealSpecs(specFiles(), { ...readSeconds(baselineFile), ...readSeconds(measuredFile) }, count).map((shard) => ({
          files: shard.files.map((file) => `tests/${file}`),
          seconds: shard.seconds,
        }));
  if (plans.length > 1) {
    plans.forEach((plan, index) =>
      console.log(
        `e2e ${index + 1}/${plans.length}: ${plan.files.length} spec files, about ${Math.round(plan.seconds)} s, ports from ${base + PORTS_PER_SHARD * index}`,
      ),
    );
  }
  const runs = await Promise.all(plans.map((plan, index) => runShard(index, plans.length, plan.files, base + PORTS_PER_SHARD * index)));

  const timings = runs.map((run) => run.timings).filter((value): value is SpecTimings => value !== null);
  if (plans.length > 1) {
    printSlowest({ specs: timings.flatMap((run) => run.specs), tests: timings.flatMap((run) => run.tests) });
    runs.forEach((run, index) =>
      console.log(`  shard ${index + 1}/${runs.length}: ${run.code === 0 ? 'passed' : `failed (exit code ${run.code})`} in ${run.wallSeconds.toFixed(0)} s`),
    );
  }
  // The next run deals its shards by these figures.
  const measured = readSeconds(measuredFile);
  for (const spec of timings.flatMap((run) => run.specs)) measured[spec.file.replace(/^tests\//, '')] = Math.round(spec.ms / 100) / 10;
  writeFileSync(measuredFile, `${JSON.stringify({ seconds: measured }, null, 2)}\n`);
  process.exit(runs.find((run) => run.code !== 0)?.code ?? 0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
