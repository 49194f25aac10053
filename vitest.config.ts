import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { domProjects } from './tools/vitest/dom-project';
import { SlowestFilesReporter } from './tools/vitest/slowest-files-reporter';

// Every folder with a vitest config is a project. A browser-side package (its config is
// domProject's) is two: files sharing their worker's jsdom and modules, and files that replace
// modules, isolated (tools/vitest/dom-project.ts).
const PACKAGES = readdirSync(__dirname).filter((name) => existsSync(path.join(__dirname, name, 'vitest.config.ts')));
const isBrowserPackage = (name: string) => readFileSync(path.join(__dirname, name, 'vitest.config.ts'), 'utf8').includes('domProject(');

// One vitest invocation runs every package's tests as its own project.
export default defineConfig({
  test: {
    projects: [
      ...PACKAGES.filter((name) => !isBrowserPackage(name)),
      ...PACKAGES.filter(isBrowserPackage).flatMap((name) => domProjects(path.join(__dirname, name))),
    ],
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then
    // waits through every backend start-up and HTTP round trip. Much of a backend file's time is
    // such waiting, so one worker more than the cores keeps both busy (VITEST_MAX_WORKERS overrides).
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', new SlowestFilesReporter()],
  },
});
