// What a page's first view downloads: every script a fresh browser loads for it, until the page is
// hydrated and no script has been requested or arrived for half a second (not "network idle": the
// admin's live views hold a realtime channel open for as long as the page is open), raw and gzip
// (level 6), split into shell, shared libraries, federation runtime and remote code, with what the
// page asked for before it was interactive. "Before interactive" is read off the page's own clock
// (Resource Timing's start of each request against the moment `<html data-hydrated>` was set), so a
// script the page requests once it is interactive (the admin's live-update SDK, zod for the editors)
// never counts as before, however fast or busy the machine. One measurement for `npm run bench`
// (which prints it) and the budget check (e2e/tests/platform/budgets.spec.ts, budgets.ts).
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
  /** gzip bytes of the scripts the page requested before it was hydrated (the critical path). */
  gzipBeforeInteractive: number;
  /** Requests of any kind the page made before it was hydrated. */
  requestsBeforeInteractive: number;
  /** Script requests among them (the budget counts these). */
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

/** Notes, on the page's clock, when the root layout marks the document hydrated. A string: nothing is added by a transpiler. */
const NOTE_HYDRATION = `(() => {
  // Room for every request of the page (the browser keeps 250 entries by default).
  performance.setResourceTimingBufferSize(2000);
  // The document has no <html> yet when this runs: watch the whole document for the attribute.
  new MutationObserver((records, observer) => {
    if (document.documentElement?.getAttribute('data-hydrated') !== 'true') return;
    window.__firstViewHydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

/** Loads `pagePath` of the site at `siteUrl` in a new browser context (signed in when `session` is an ID token). */
export async function firstView(browser: Browser, siteUrl: string, pagePath: string, session: string | null): Promise<PageFigures> {
  const context = await browser.newContext();
  if (session) await context.addCookies([{ name: '__session', value: session, url: siteUrl }]);
  await context.addInitScript({ content: NOTE_HYDRATION });
  const page = await context.newPage();
  const sharedChunks = sharedChunksOfShell();
  const responses = new Map<string, Promise<Buffer>>();
  let pendingScripts = 0;
  let lastScriptActivity = performance.now();
  const isScript = (request: { resourceType(): string }) => request.resourceType() === 'script';
  page.on('request', (request) => {
    if (!isScript(request)) return;
    pendingScripts += 1;
    lastScriptActivity = performance.now();
  });
  const settled = (request: { resourceType(): string }) => {
    if (!isScript(request)) return;
    pendingScripts -= 1;
    lastScriptActivity = performance.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) responses.set(response.url(), response.body());
  });
  try {
    await page.goto(`${siteUrl}${pagePath}`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('load');
    // Scripts idle: none in flight and none started for 500 ms (Playwright's own idle window).
    const deadline = performance.now() + 30_000;
    while ((pendingScripts > 0 || performance.now() - lastScriptActivity < 500) && performance.now() < deadline) await page.waitForTimeout(100);
    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { __firstViewHydratedAt?: number }).__firstViewHydratedAt ?? null,
      // The document's own request starts at 0; every other resource has its start.
      starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    }));
    if (timing.hydratedAt === null) throw new Error(`${pagePath}: the page was hydrated but its moment was not noted`);
    const hydratedAt = timing.hydratedAt;
    const startOf = new Map<string, number>();
    for (const [name, start] of timing.starts) if (!startOf.has(name)) startOf.set(name, start); // a file's first request

    const js = Object.fromEntries(CATEGORIES.map((category) => [category, { raw: 0, gzip: 0, files: 0 }])) as PageFigures['js'];
    const total = { raw: 0, gzip: 0, files: 0 };
    const scripts: ScriptFigures[] = [];
    let gzipBeforeInteractive = 0;
    let scriptsBeforeInteractive = 0;
    for (const [url, body] of responses) {
      const bytes = await body;
      const category = classify(new URL(url), siteUrl, sharedChunks);
      const gzip = gzipSize(bytes);
      const start = startOf.get(url);
      if (start === undefined) throw new Error(`${pagePath}: no Resource Timing entry for ${url}`);
      const beforeInteractive = start < hydratedAt;
      scripts.push({ url, category, raw: bytes.length, gzip, beforeInteractive });
      for (const bucket of [js[category], total]) {
        bucket.raw += bytes.length;
        bucket.gzip += gzip;
        bucket.files += 1;
      }
      if (beforeInteractive) {
        gzipBeforeInteractive += gzip;
        scriptsBeforeInteractive += 1;
      }
    }
    const requestsBeforeInteractive = 1 + timing.starts.filter(([, start]) => start < hydratedAt).length;
    return { path: pagePath, js, total, gzipBeforeInteractive, requestsBeforeInteractive, scriptsBeforeInteractive, scripts };
  } finally {
    await context.close();
  }
}
