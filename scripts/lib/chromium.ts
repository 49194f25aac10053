// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own download. Where none exists and we run as root on Debian, installs Debian's
// `chromium` package; otherwise says exactly what to install.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type * as PlaywrightTest from '@playwright/test';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightChromium(): string | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { chromium } = require('@playwright/test') as typeof PlaywrightTest;
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path)) ?? playwrightChromium();
}

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const safeRead = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export function ensureChromium(log: (line: string) => void = console.log): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && isDebian()) {
    log('No Chromium found: installing Debian\'s "chromium" package (apt-get)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium browser was found for the end-to-end tests.\n' +
      '  - On Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  - Or point CHROMIUM_PATH at a Chromium or Chrome executable\n' +
      '  - Or, with internet access: npx playwright install chromium',
  );
}
