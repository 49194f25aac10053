// What a page's first view downloads: every script a fresh browser loads for it, until the page is
// hydrated and the network is idle, raw and gzip (level 6), split into shell, shared libraries,
// federation runtime and remote code, with what arrived before the page was interactive. One
// measurement for `npm run bench` (which prints it) and the end-to-end budget check
// (e2e/tests/platform/budgets.spec.ts, which holds pages to it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { distDir } from './apps';

export type Category = 'shell' | 'shared libraries' | 'federation runtime' | 'remote code';

export const CATEGORIES: readonly Category[] = ['shell', 'shared libraries', 'federation runtime', 'remote code'];

export interface ScriptFigures {
  url: string;
  category: Category;
  raw: number;
  gzip: number;
  beforeInteractive: boolean;
}

export interface PageFigures {
  path: string;
  js: Record<Category, { raw: number; gzip: number; files: number }>;
  /** All scripts of the first view (after interactive too), raw and gzip. */
  total: { raw: number; gzip: number; files: number };
  /** gzip bytes of the scripts that arrived before the page was hydrated (the critical path). */
  gzipBeforeInteractive: number;
  requestsBeforeInteractive: number;
  /** Script requests among them (the goal counts these). */
  scriptsBeforeInteractive: number;
  scripts: ScriptFigures[];
}

export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 6 }).length;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Chunk files of the shell's build that hold shared libraries (from its federation manifest). */
function sharedChunksOfShell(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir('shell'), 'client', 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
}

function classify(url: URL, shellOrigin: string, sharedChunks: Set<string>): Category {
  const file = url.pathname.split('/').pop() ?? '';
  if (url.origin === shellOrigin) {
    // The shell's entry: its start-up code, the shared packages (shared-data, shared-auth,
    // shared-ui, shared-router) and the federation runtime, which remotes use too.
    if (/^main\.[0-9a-f]+\.js$/.test(file)) return 'shell';
    // vendor.js: the libraries every page runs (React, react-router, jotai, Firebase's app, zod).
    if (/^vendor\.[0-9a-f]+\.js$/.test(file)) return 'shared libraries';
    return sharedChunks.has(file) ? 'shared libraries' : 'shell';
  }
  return file === 'remoteEntry.js' ? 'federation runtime' : 'remote code';
}

/** An ID token of a demo account from the Auth emulator, for the `__session` cookie of a signed-in first view. */
export async function emulatorIdToken(authPort: number | string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign ${account.email} in at the Auth emulator on port ${authPort}`);
  return body.idToken;
}

/** Loads `pagePath` of the site at `siteUrl` in a new browser context (signed in when `session` is an ID token). */
export async function firstView(browser: Browser, siteUrl: string, pagePath: string, session: string | null): Promise<PageFigures> {
  const context = await browser.newContext();
  if (session) await context.addCookies([{ name: '__session', value: session, url: siteUrl }]);
  const page = await context.newPage();
  const sharedChunks = sharedChunksOfShell();
  const responses = new Map<string, { body: Promise<Buffer>; beforeInteractive: boolean }>();
  let requests = 0;
  let interactive = false;
  let beforeInteractive = 0;
  page.on('request', () => {
    requests += 1;
    if (!interactive) beforeInteractive = requests;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      responses.set(response.url(), { body: response.body(), beforeInteractive: !interactive });
    }
  });
  try {
    await page.goto(`${siteUrl}${pagePath}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
    interactive = true;
    await page.waitForLoadState('networkidle');
    const js = Object.fromEntries(CATEGORIES.map((category) => [category, { raw: 0, gzip: 0, files: 0 }])) as PageFigures['js'];
    const total = { raw: 0, gzip: 0, files: 0 };
    const scripts: ScriptFigures[] = [];
    let gzipBeforeInteractive = 0;
    let scriptsBeforeInteractive = 0;
    for (const [url, response] of responses) {
      const bytes = await response.body;
      const category = classify(new URL(url), siteUrl, sharedChunks);
      const gzip = gzipSize(bytes);
      scripts.push({ url, category, raw: bytes.length, gzip, beforeInteractive: response.beforeInteractive });
      for (const bucket of [js[category], total]) {
        bucket.raw += bytes.length;
        bucket.gzip += gzip;
        bucket.files += 1;
      }
      if (response.beforeInteractive) {
        gzipBeforeInteractive += gzip;
        scriptsBeforeInteractive += 1;
      }
    }
    return { path: pagePath, js, total, gzipBeforeInteractive, requestsBeforeInteractive: beforeInteractive, scriptsBeforeInteractive, scripts };
  } finally {
    await context.close();
  }
}
