// End-to-end journeys against the production build and the real local backend, in headless
// Chromium (Debian's, found by scripts/lib/chromium.ts; CHROMIUM_PATH overrides).
import { defineConfig } from '@playwright/test';
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
