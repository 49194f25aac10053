// `npm test`: type-checking, lint (with the import boundaries), unit tests, a production build and
// the Playwright end-to-end suite against it. Stops at the first failing step and says which.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/apps';
import { ensureChromium } from './lib/chromium';
import { answerHelp } from './lib/usage';

const USAGE = 'Usage: npm test [-- --skip typecheck|lint|unit|build|production-server|e2e]…';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const npx = (args: string[]): Pick<Step, 'command' | 'args'> => ({ command: 'npx', args: ['--no-install', ...args] });

function parseArgs(argv: string[]) {
  answerHelp(argv, USAGE);
  const skip = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--skip') skip.add(argv[(i += 1)] ?? '');
    else throw new Error(`Unknown option "${argv[i]}". ${USAGE}`);
  }
  return { skip };
}

function run(step: Step): void {
  const started = performance.now();
  console.log(`\n━━ ${step.name} ━━`);
  const result = spawnSync(step.command, step.args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${step.name} passed in ${seconds} s`);
}

function main() {
  const { skip } = parseArgs(process.argv.slice(2));
  const steps: Step[] = [
    { name: 'typecheck', ...npx(['tsc', '-p', 'tsconfig.json', '--noEmit']) },
    // ESLint with the import boundaries, then knip: every package declares what it imports.
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'unit', ...npx(['vitest', 'run']) },
    { name: 'build', command: process.execPath, args: ['--import', 'tsx', 'scripts/build.ts'] },
    // The built server as `npm run start:prod` and the container run it (skipped by `unit`, which
    // runs before the build): its refusals and its graceful stop.
    { name: 'production-server', ...npx(['vitest', 'run', '--project', 'scripts', 'scripts/start-prod.test.ts']) },
  ];
  const started = performance.now();
  for (const step of steps) if (!skip.has(step.name)) run(step);
  if (!skip.has('e2e')) {
    const chromium = ensureChromium();
    run({ name: 'e2e', ...npx(['playwright', 'test', '--config', 'e2e/playwright.config.ts']), env: { CHROMIUM_PATH: chromium } });
  }
  console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main();
