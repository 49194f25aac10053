import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from './tools/vitest/slowest-files-reporter';

// One vitest invocation runs every package's tests as its own project.
export default defineConfig({
  test: {
    projects: ['backend', 'federation-plugins', 'shared-*', 'shell', '*-mfe', 'tools', 'scripts'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then
    // waits through every backend start-up and HTTP round trip. Much of a backend file's time is
    // such waiting, so one worker more than the cores keeps both busy (VITEST_MAX_WORKERS overrides).
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', new SlowestFilesReporter()],
  },
});
