// `npm test`: type-checking, lint (with the import boundaries), unit tests, a production build, the
// production server's tests and the Playwright end-to-end suite against the build (which holds the
// pages' JavaScript budgets). Steps that do not need each other run side by side — the build from
// the start, beside the type check and lint, then beside the unit tests — so that both cores stay
// busy while one step waits (for a backend to start, for a browser). The first failing step stops
// the others and says which it was. The end lists each step's time and the CPU time of the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from './lib/apps';
import { ensureChromium } from './lib/chromium';
import { pipePrefixed } from './lib/prefixed-output';
import { answerHelp } from './lib/usage';

const STEPS = ['typecheck', 'lint', 'unit', 'build', 'production-server', 'e2e'] as const;
type StepName = (typeof STEPS)[number];

const USAGE = `Usage: npm test [-- --skip <step>]…   (steps: ${STEPS.join(', ')}; E2E_PORT_BASE moves the end-to-end site's ports, VITEST_MAX_WORKERS the unit tests' workers)`;

interface Step {
  name: StepName;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const npx = (args: string[]): Pick<Step, 'command' | 'args'> => ({ command: 'npx', args: ['--no-install', ...args] });

function parseArgs(argv: string[]) {
  answerHelp(argv, USAGE);
  const skip = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--skip') {
      const step = argv[(i += 1)] ?? '';
      if (!(STEPS as readonly string[]).includes(step)) throw new Error(`Unknown step "${step}". ${USAGE}`);
      skip.add(step);
    } else throw new Error(`Unknown option "${argv[i]}". ${USAGE}`);
  }
  return { skip };
}

/** CPU seconds (user + system) of this process's finished children, from /proc (0 elsewhere). */
function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime: the 16th and 17th fields, 14th and 15th after the command name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

class StepFailure extends Error {
  constructor(
    readonly step: StepName,
    readonly code: number,
    seconds: string,
  ) {
    super(`${step} failed after ${seconds} s (exit code ${code}).`);
  }
}

const running = new Set<ChildProcess>();
const times = new Map<StepName, number>();

/**
 * Runs a step. Alone, it has the terminal; beside others, each output line is prefixed with its
 * step's name, so interleaved lines stay readable.
 */
function run(step: Step, prefixed: boolean): Promise<void> {
  const started = performance.now();
  console.log(`\n━━ ${step.name} ━━`);
  const child = spawn(step.command, step.args, {
    cwd: repoRoot,
    stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
    // Its own process group, so that stopping it stops what it started (browsers, servers).
    detached: true,
  });
  running.add(child);
  if (prefixed) pipePrefixed(child, `${step.name.padEnd(9)} │ `);
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      times.set(step.name, seconds);
      if (code === 0) {
        console.log(`✓ ${step.name} passed in ${seconds.toFixed(1)} s`);
        resolve();
      } else reject(new StepFailure(step.name, code ?? (signal ? 128 : 1), seconds.toFixed(1)));
    });
  });
}

function stopAll(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function main() {
  const { skip } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const steps: Record<StepName, Step> = {
    // One program for the whole repository; .tsbuildinfo keeps what did not change for the next run.
    typecheck: {
      name: 'typecheck',
      ...npx(['tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsconfig.tsbuildinfo']),
    },
    // ESLint with the import boundaries (cached: unchanged files are not linted again), then knip:
    // every package declares what it imports.
    lint: { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    // start-prod.test.ts needs the build, which runs beside: it is the production-server step. (The
    // pattern is matched in each project's folder: 'scripts/start-prod.test.ts' left it in the unit run.)
    unit: { name: 'unit', ...npx(['vitest', 'run', '--exclude', '**/start-prod.test.ts']) },
    build: { name: 'build', command: process.execPath, args: ['--import', 'tsx', 'scripts/build.ts'] },
    // The built server as `npm run start:prod` and the container run it: its refusals and its graceful stop.
    'production-server': { name: 'production-server', ...npx(['vitest', 'run', '--project', 'scripts', 'scripts/start-prod.test.ts']) },
    // In shards side by side, each with its own site and backend (scripts/e2e.ts).
    e2e: { name: 'e2e', command: process.execPath, args: ['--import', 'tsx', 'scripts/e2e.ts'] },
  };
  const step = (name: StepName, prefixed: boolean) => (skip.has(name) ? Promise.resolve() : run(steps[name], prefixed));

  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  // The first failure of any running step ends the run, whichever phase is being awaited.
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  const start = (name: StepName, prefixed: boolean) => {
    const done = step(name, prefixed);
    done.catch(fail);
    return Promise.race([done, failed]);
  };
  try {
    // The build needs nothing else, so it starts first and runs beside the checks and unit tests.
    const building = start('build', true);
    await Promise.all([start('typecheck', true), start('lint', true)]);
    await start('unit', true);
    await building;
    await start('production-server', false);
    if (!skip.has('e2e')) steps.e2e.env = { CHROMIUM_PATH: ensureChromium(console.log, 'headless-shell') };
    await start('e2e', false);
  } catch (error) {
    stopAll();
    if (!(error instanceof StepFailure)) throw error;
    console.error(`\n✗ ${error.message}`);
    process.exit(error.code || 1);
  }
  const wall = (performance.now() - started) / 1000;
  const summary = STEPS.filter((name) => times.has(name)).map((name) => `${name} ${(times.get(name) ?? 0).toFixed(0)} s`);
  console.log(`\nAll checks passed in ${wall.toFixed(0)} s (${summary.join(', ')}; CPU ${(childrenCpuSeconds() - cpuBefore).toFixed(0)} s).`);
}

main().catch((error: unknown) => {
  stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
