// Runs firebase-js-sdk's own integration suites (packages/firestore/test/integration/api/*.test.ts)
// with the published full SDK in headless Chromium against the document server, streaming or with
// forced long polling. The suites are not in this repository: point it at a checkout of
// firebase-js-sdk (a work tree, or a git directory whose HEAD is read with git archive).
//
//   npx tsx backend/test/conformance/sdk-suites/run-sdk-suites.ts --sdk ~/src/firebase-js-sdk \
//     [--long-polling] [--suites query,smoke] [--grep "text"]
//
// The suites believe they talk to Google's emulator (FIRESTORE_TARGET_BACKEND=emulator), so the
// tests upstream skips for the emulator are skipped here too; their mocha runs on mini-mocha.ts.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import type { RulesEngine } from '../../../src/rules/types';
import { startDocumentServer } from '../../../src/server/index';
import type { TestResult } from './mini-mocha';

export type { TestResult } from './mini-mocha';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../../..');
/** The project id the suites use against an emulator (settings.ts). */
const PROJECT_ID = 'test-emulator';

/** The suites that need listeners or the Write stream (issue 42). */
export const LISTENER_SUITES = [
  'query',
  'batch_writes',
  'numeric_transforms',
  'array_transforms',
  'server_timestamp',
  'type',
  'database',
  'get_options',
  'smoke',
];

export interface SuiteRunOptions {
  /** A firebase-js-sdk work tree or git directory. */
  sdk: string;
  suites: readonly string[];
  longPolling: boolean;
  /** Only tests whose full title contains this. */
  grep?: string;
  chromiumPath?: string;
  onResult?: (suite: string, result: TestResult) => void;
  /** Everything else the page logs (the SDK's debug log with setLogLevel('debug')). */
  onConsole?: (text: string) => void;
}

export interface SuiteRun {
  suite: string;
  results: TestResult[];
}

const allowAll: RulesEngine = { evaluate: () => ({ allowed: true, reason: "Google's emulator allows everything without rules" }) };

/** The firestore package of the checkout, extracted to a temporary folder from a git directory. */
function firestorePackage(sdk: string): { dir: string; cleanup: () => void } {
  const direct = path.join(sdk, 'packages/firestore');
  if (existsSync(path.join(direct, 'test/integration'))) return { dir: direct, cleanup: () => undefined };
  const out = mkdtempSync(path.join(tmpdir(), 'sdk-suites-'));
  const archive = execFileSync('git', ['--git-dir', sdk, 'archive', 'HEAD', 'packages/firestore/test', 'packages/firestore/src'], {
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', out], { input: archive });
  return { dir: path.join(out, 'packages/firestore'), cleanup: () => rmSync(out, { recursive: true, force: true }) };
}

function redirects(): Plugin {
  return {
    name: 'sdk-suite-redirects',
    setup(b) {
      b.onResolve({ filter: /(^|\/)firebase_export$/ }, () => ({ path: path.join(HERE, 'firebase-export.ts') }));
      b.onResolve({ filter: /^chai-as-promised$/ }, () => ({ path: path.join(HERE, 'chai-as-promised.ts') }));
      b.onResolve({ filter: /config\/project\.json$/ }, () => ({ path: 'project.json', namespace: 'sdk-suite-stub' }));
      b.onLoad({ filter: /.*/, namespace: 'sdk-suite-stub' }, () => ({ contents: '{}', loader: 'json' }));
    },
  };
}

async function bundle(pkg: string, suite: string, port: number, grep: string | undefined): Promise<string> {
  const file = path.join(pkg, 'test/integration/api', `${suite}.test.ts`);
  if (!existsSync(file)) throw new Error(`No suite ${suite}: ${file} does not exist.`);
  const entry = `
import ${JSON.stringify(path.join(HERE, 'mini-mocha.ts'))};
import ${JSON.stringify(file)};
import { run, topLevelSuiteCount } from ${JSON.stringify(path.join(HERE, 'mini-mocha.ts'))};
const grep = ${JSON.stringify(grep ?? null)};
window.__PARTS__ = topLevelSuiteCount();
run((r) => console.log('__RESULT__' + JSON.stringify(r)), grep, window.__SDK_SUITES__.part).then(
  (all) => { window.__DONE__ = all.length; },
  (e) => { console.log('__CRASH__' + String(e && e.stack || e)); window.__DONE__ = -1; },
);`;
  const result = await build({
    stdin: { contents: entry, resolveDir: pkg, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    nodePaths: [path.join(REPO_ROOT, 'node_modules')],
    plugins: [redirects()],
    define: {
      'process.env': JSON.stringify({ FIRESTORE_TARGET_BACKEND: 'emulator', FIRESTORE_EMULATOR_PORT: String(port), FIRESTORE_EMULATOR_PROJECT_ID: PROJECT_ID }),
      global: 'globalThis',
    },
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Runs each suite in a fresh page and server; resolves with every test's result. */
export async function runSdkSuites(options: SuiteRunOptions): Promise<SuiteRun[]> {
  const { dir: pkg, cleanup } = firestorePackage(options.sdk);
  const browser = await chromium.launch({
    executablePath: options.chromiumPath ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs: SuiteRun[] = [];
  try {
    for (const suite of options.suites) {
      const server = await startDocumentServer({ port: 0, inMemory: true, rules: allowAll, projectId: PROJECT_ID, log: () => undefined });
      const js = await bundle(pkg, suite, server.port, options.grep);
      const pages = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://pages');
        if (url.pathname === '/suite.js') {
          res.writeHead(200, { 'Content-Type': 'text/javascript' });
          res.end(js);
        } else {
          const settings = { longPolling: options.longPolling, debug: options.onConsole !== undefined, part: Number(url.searchParams.get('part') ?? '0') };
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end(`<!doctype html><script>window.__SDK_SUITES__ = ${JSON.stringify(settings)};</script><script type="module" src="/suite.js"></script>`);
        }
      });
      await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
      const results: TestResult[] = [];
      /** Runs one top-level describe block in a browser context of its own; resolves with how many there are. */
      const runPart = async (part: number): Promise<number> => {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          const crashed: string[] = [];
          const before = results.length;
          page.on('console', (message) => {
            const text = message.text();
            if (text.startsWith('__RESULT__')) {
              const result = JSON.parse(text.slice('__RESULT__'.length)) as TestResult;
              results.push(result);
              options.onResult?.(suite, result);
            } else if (text.startsWith('__CRASH__')) crashed.push(text);
            else options.onConsole?.(text);
          });
          // An error thrown while the suite's module loads (before its tests are defined and run)
          // means nothing will ever run: stop at once instead of waiting for a result.
          let loadFailed: (error: Error) => void = () => undefined;
          const failedToLoad = new Promise<never>((_, reject) => (loadFailed = reject));
          failedToLoad.catch(() => undefined);
          page.on('pageerror', (e) => {
            crashed.push(`__CRASH__${e.message}`);
            if (results.length === before) loadFailed(new Error(`Suite ${suite} did not run: ${e.stack ?? e.message}`));
          });
          await page.goto(`http://127.0.0.1:${(pages.address() as AddressInfo).port}/?part=${part}`);
          await Promise.race([
            page.waitForFunction(() => (window as unknown as { __DONE__?: number }).__DONE__ !== undefined || document.title === 'crashed', undefined, {
              timeout: 60 * 60_000,
              polling: 1000,
            }),
            failedToLoad,
          ]);
          if (results.length === before && crashed.length > 0) throw new Error(`Suite ${suite} did not run: ${crashed.join('\n')}`);
          return await page.evaluate(() => (window as unknown as { __PARTS__: number }).__PARTS__);
        } finally {
          await context.close();
        }
      };
      try {
        // One context per top-level block (apiDescribe makes one per persistence mode): a Firestore
        // a test leaves open (upstream's "can start a new instance after shut down" never
        // terminates its second instance) keeps its Listen and Write backchannels, two of Chrome's
        // six HTTP/1.1 connections to the server, for as long as its page lives. Two such leaks and
        // a test with four streams left a handshake queued past the SDK's 10 s offline timeout.
        let parts = 1;
        for (let part = 0; part < parts; part++) parts = await runPart(part);
      } finally {
        await new Promise<void>((resolve) => pages.close(() => resolve()));
        await server.close();
      }
      runs.push({ suite, results });
    }
  } finally {
    await browser.close();
    cleanup();
  }
  return runs;
}

export function countResults(results: readonly TestResult[]): { passed: number; failed: number; pending: number } {
  return {
    passed: results.filter((r) => r.state === 'passed').length,
    failed: results.filter((r) => r.state === 'failed').length,
    pending: results.filter((r) => r.state === 'pending').length,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sdk = value('--sdk') ?? process.env['FIREBASE_JS_SDK_DIR'];
  if (!sdk) {
    console.error('Name a firebase-js-sdk checkout: --sdk <work tree or git directory> (or FIREBASE_JS_SDK_DIR).');
    process.exit(2);
  }
  const suites = (value('--suites') ?? LISTENER_SUITES.join(',')).split(',').filter(Boolean);
  const longPolling = args.includes('--long-polling');
  const verbose = args.includes('--verbose');
  const grep = value('--grep');
  const showConsole = args.includes('--console');
  const runs = await runSdkSuites({
    sdk,
    suites,
    longPolling,
    ...(grep ? { grep } : {}),
    ...(showConsole ? { onConsole: (text: string) => console.log(`[page] ${text}`) } : {}),
    onResult: (suite, r) => {
      if (r.state === 'failed') console.log(`FAIL ${suite}: ${r.title}\n     ${r.error ?? ''}`);
      else if (verbose) console.log(`${r.state === 'passed' ? 'ok  ' : 'skip'} ${suite}: ${r.title} (${r.ms} ms)`);
    },
  });
  let total = { passed: 0, failed: 0, pending: 0 };
  for (const run of runs) {
    const c = countResults(run.results);
    total = { passed: total.passed + c.passed, failed: total.failed + c.failed, pending: total.pending + c.pending };
    console.log(`${run.suite.padEnd(20)} passed ${c.passed}, failed ${c.failed}, skipped ${c.pending}`);
  }
  console.log(`${longPolling ? 'long polling' : 'streaming'}: ${total.passed} passed, ${total.failed} failed, ${total.pending} skipped`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
