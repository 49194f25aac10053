// Prints the ten slowest test files at the end of every run, so that creep is visible: a file's
// time from its worker's start to its last test (environment, setup, import, then its tests and
// hooks), with the share spent in tests. VITEST_TIMINGS=<file> also writes every file's figures
// as JSON (the closing note of a speed change compares them).
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  file: string;
  totalMs: number;
  testsMs: number;
  importMs: number;
  setupMs: number;
  tests: number;
}

export function fileTimings(testModules: ReadonlyArray<TestModule>): FileTiming[] {
  return testModules.map((module) => {
    const diagnostic = module.diagnostic();
    const setupMs = diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration;
    return {
      file: `${module.project.name} ${module.relativeModuleId}`,
      totalMs: setupMs + diagnostic.collectDuration + diagnostic.duration,
      testsMs: diagnostic.duration,
      importMs: diagnostic.collectDuration,
      setupMs,
      tests: [...module.children.allTests()].length,
    };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timings = fileTimings(testModules).sort((a, b) => b.totalMs - a.totalMs);
    if (process.env.VITEST_TIMINGS) writeFileSync(process.env.VITEST_TIMINGS, `${JSON.stringify(timings, null, 2)}\n`);
    if (timings.length < 2) return;
    const sum = (pick: (timing: FileTiming) => number) => timings.reduce((total, timing) => total + pick(timing), 0);
    console.log(
      `\n  Ten slowest of ${timings.length} test files (total = setup + import + tests; all files: ${seconds(sum((t) => t.totalMs)).trim()}, in tests ${seconds(sum((t) => t.testsMs)).trim()})`,
    );
    for (const timing of timings.slice(0, 10)) {
      console.log(
        `  ${seconds(timing.totalMs)}  tests ${seconds(timing.testsMs)}  import ${seconds(timing.importMs)}  setup ${seconds(timing.setupMs)}  ${timing.file}`,
      );
    }
  }
}
