// Prints the ten slowest spec files and the ten slowest tests at the end of every run, so that creep
// is visible (a spec's time is its tests' and hooks' time, retries included). E2E_TIMINGS=<file>
// also writes every spec's figures as JSON; a shard of `npm run test:e2e` (E2E_SHARD set) only
// writes them, and the runner prints the figures of all shards together.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

export interface SpecTimings {
  specs: Array<{ file: string; ms: number; tests: number }>;
  tests: Array<{ title: string; ms: number }>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** The ten slowest specs and tests of a run (or of the shards of one, merged). */
export function printSlowest({ specs, tests }: SpecTimings, log: (line: string) => void = console.log): void {
  if (specs.length < 2) return;
  const sorted = [...specs].sort((a, b) => b.ms - a.ms);
  const total = sorted.reduce((sum, spec) => sum + spec.ms, 0);
  log(`\n  Ten slowest of ${sorted.length} spec files (all: ${seconds(total).trim()} of test time)`);
  for (const spec of sorted.slice(0, 10)) log(`  ${seconds(spec.ms)}  ${String(spec.tests).padStart(3)} tests  ${spec.file}`);
  log('\n  Ten slowest tests');
  for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) log(`  ${seconds(test.ms)}  ${test.title}`);
}

export default class SlowestSpecsReporter implements Reporter {
  private root = '';
  private readonly specs = new Map<string, { ms: number; tests: number }>();
  private readonly tests: Array<{ title: string; ms: number }> = [];

  onBegin(config: FullConfig, _suite: Suite): void {
    this.root = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(this.root, test.location.file);
    const spec = this.specs.get(file) ?? { ms: 0, tests: 0 };
    spec.ms += result.duration;
    if (result.retry === 0) spec.tests += 1;
    this.specs.set(file, spec);
    this.tests.push({ title: `${file} › ${test.titlePath().slice(3).join(' › ')}`, ms: result.duration });
  }

  onEnd(): void {
    const timings: SpecTimings = { specs: [...this.specs].map(([file, figures]) => ({ file, ...figures })), tests: this.tests };
    if (process.env.E2E_TIMINGS) writeFileSync(process.env.E2E_TIMINGS, `${JSON.stringify(timings, null, 2)}\n`);
    if (!process.env.E2E_SHARD) printSlowest(timings);
  }
}
