// End-to-end journeys against the production build and the real local backend, in Chromium's
// headless shell (Debian's, found by scripts/lib/chromium.ts; CHROMIUM_PATH overrides).
import { defineConfig } from '@playwright/test';
import { findChromium } from '../scripts/lib/chromium';
import { E2E_PORTS } from './support/ports';

export default defineConfig({
  testDir: './tests',
  // Per port base, so two runs on one machine do not clear each other's artefacts.
  outputDir: `./test-results/${E2E_PORTS.shell}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Some journeys take remotes down or redeploy them: one worker keeps the site's state predictable.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The list as it runs; at the end, the ten slowest specs and tests (creep shows in every run).
  reporter: [['list'], ['./support/slowest-specs-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.shell}`,
    // Recording a trace for every journey cost a quarter of the suite's CPU time (246 against 175
    // CPU seconds on the catalogue and content specs): a failure in CI is traced on its retry, and
    // `npx playwright test --trace on <spec>` traces one that fails here.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium('headless-shell') ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
