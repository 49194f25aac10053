// Finds a Chromium: CHROMIUM_PATH, Debian's package, or Playwright's own download. Where none exists
// and we run as root on Debian, installs Debian's package; otherwise says exactly what to install.
//
// Two kinds. The end-to-end journeys run in Chromium's headless shell (Debian's
// `chromium-headless-shell`, what Playwright itself runs headless tests in): the same Blink and V8
// as the full browser without its windowing and compositing work, it took 60 % less CPU than
// `/usr/bin/chromium` on the same journeys (the catalogue and content specs: 175 against 431 CPU
// seconds with tracing off, on 2 cores). Lighthouse and the benchmarks measure the full browser.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type * as PlaywrightTest from '@playwright/test';

export type ChromiumKind = 'full' | 'headless-shell';

const candidates: Record<ChromiumKind, string[]> = {
  full: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'],
  // The binary itself rather than /usr/bin's wrapper script: one process fewer per launch.
  'headless-shell': ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'],
};

const debianPackage: Record<ChromiumKind, string> = { full: 'chromium', 'headless-shell': 'chromium-headless-shell' };

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

/** CHROMIUM_PATH, else the kind asked for, else (for the headless shell) the full browser. */
export function findChromium(kind: ChromiumKind = 'full'): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const kinds: ChromiumKind[] = kind === 'full' ? ['full'] : ['headless-shell', 'full'];
  return kinds.flatMap((each) => candidates[each]).find((path) => existsSync(path)) ?? playwrightChromium();
}

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
const safeRead = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

function aptInstall(pkg: string): void {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The kind's own binary; as root on Debian, installs its package when it is missing. */
export function ensureChromium(log: (line: string) => void = console.log, kind: ChromiumKind = 'full'): string {
  const own =
    process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : candidates[kind].find((path) => existsSync(path));
  if (own) return own;
  if (process.getuid?.() === 0 && isDebian()) {
    log(`No ${kind === 'full' ? 'Chromium' : "Chromium's headless shell"} found: installing Debian's "${debianPackage[kind]}" package (apt-get)…`);
    try {
      aptInstall(debianPackage[kind]);
    } catch (error) {
      // An older Debian without the headless shell's package: the full browser does the same job, slower.
      if (kind === 'full') throw error;
      log(`Could not install "${debianPackage[kind]}"; the journeys run in the full browser.`);
      return ensureChromium(log, 'full');
    }
  }
  const found = findChromium(kind);
  if (found) return found;
  throw new Error(
    'No Chromium browser was found for the end-to-end tests.\n' +
      `  - On Debian/Ubuntu: sudo apt-get install ${debianPackage[kind]}\n` +
      '  - Or point CHROMIUM_PATH at a Chromium or Chrome executable\n' +
      '  - Or, with internet access: npx playwright install chromium',
  );
}
