// `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default simulated throttling) on the
// production build against an in-memory local backend, with Debian's Chromium: per page the four
// category scores and LCP, TBT, CLS, beside the goals of the performance issue (performance ≥ 98,
// LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.01; accessibility, best practices and SEO 100). Each page is
// opened once, unmeasured, first (the first render loads the remotes' server code). Figures are
// printed, not asserted; failed audits of the 100-point categories are listed under each page.
// Each run's line carries Lighthouse's `benchmarkIndex` (how fast this machine was at that moment:
// the same page scores differently on a busy or slower machine, so a figure without it does not
// compare), and each page lists its long tasks of the first 3 s (≥ 50 ms as simulated), longest first.
// BENCH_LIGHTHOUSE_PAGES=/,/products,product limits the pages (paths, or category, product, post for
// the sitemap's first); BENCH_LIGHTHOUSE_RUNS=3 takes the median;
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there (open it in the Lighthouse
// viewer, or read `largest-contentful-paint-element` for what the LCP waited on) and, beside it,
// the run's trace (<report>-0.trace.json) for Chrome's Performance panel. BENCH_DEMO=beauty audits
// the beauty shop (its demo data in the same build) instead of the silver one.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { demoShopNamed } from '../backend/src/seed/demo-content';
import { auditPages } from './lib/audit-pages';
import { startBenchSite } from './lib/bench-site';
import { ensureChromium } from './lib/chromium';
import { median } from './lib/median';
import { answerHelp } from './lib/usage';

answerHelp(
  process.argv.slice(2),
  'Usage: npm run bench:lighthouse   (no arguments; BENCH_LIGHTHOUSE_PAGES=/,/products,product picks pages, BENCH_LIGHTHOUSE_RUNS=3 takes the median, BENCH_LIGHTHOUSE_REPORTS=<folder> keeps the reports, BENCH_DEMO=beauty audits the beauty shop, BENCH_PORT_BASE)',
);

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3700);
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS ? path.resolve(process.env.BENCH_LIGHTHOUSE_REPORTS) : null;
const DEMO = demoShopNamed(process.env.BENCH_DEMO ?? 'silver', 'BENCH_DEMO');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse's own CLI in a plain Node process: it sends functions' source into the page, and
// under tsx that source carries esbuild's `__name` helper, which the page does not have.
const LIGHTHOUSE_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli', 'index.js');
const run = promisify(execFile);

// With a report file, Lighthouse writes the JSON there and, beside it, the run's trace and
// DevTools log (`--save-assets`: <report>-0.trace.json, which Chrome's Performance panel opens).
async function audit(url: string, port: number, report: string | null): Promise<Result> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      ...(report ? [`--output-path=${report}`, '--save-assets'] : ['--output-path=stdout']),
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(report ? readFileSync(report, 'utf8') : stdout) as Result;
}

/** Lighthouse's own trace-recording failures, which another run of the same page does not repeat. */
const TRACE_ERRORS = /\b(NO_NAVSTART|NO_TRACING_STARTED|NO_FCP)\b/;

/** An audit, run again (twice at most) when Lighthouse failed to record the page load's trace. */
async function auditRetryingTraceErrors(url: string, port: number, report: string | null): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt === 3;
    let failure: string | undefined;
    try {
      const lhr = await audit(url, port, report);
      failure = lhr.runtimeError && TRACE_ERRORS.exec(lhr.runtimeError.code)?.[1];
      if (!failure || last) return lhr;
    } catch (error) {
      // The CLI exits with the runtime error's code in its output.
      failure = TRACE_ERRORS.exec(String((error as { stderr?: unknown }).stderr ?? ''))?.[1];
      if (!failure || last) throw error;
    }
    console.log(`  Lighthouse did not record ${url}'s trace (${failure}); running it again`);
  }
}

interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Long tasks (≥ 50 ms as simulated on Lighthouse's slow phone) starting in the first 3 s, longest first. */
  longTasks: LongTask[];
}

/** The issue's window: no long task in the first 3 s of the page. */
const LONG_TASK_WINDOW_MS = 3000;

/** A script's file name, or the page's path, for the long-task list. */
function shortUrl(url: string): string {
  if (!url.startsWith('http')) return url; // "Unattributable"
  const { pathname } = new URL(url);
  return pathname.startsWith('/static/') || pathname.includes('/client/') ? pathname.slice(pathname.lastIndexOf('/') + 1) : `document ${pathname}`;
}

function figures(lhr: Result): Omit<PageResult, 'path'> {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        // What each failing audit found (Chrome's issue kinds, the offending URLs), briefly.
        const items = (lhr.audits[ref.id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
        const found = items.slice(0, 3).map((item) => JSON.stringify(item).slice(0, 200));
        return `${id}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})${found.length > 0 ? `\n      ${found.join('\n      ')}` : ''}`;
      }),
  );
  const longTasks = ((lhr.audits['long-tasks']?.details as { items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined)?.items ?? [])
    .map((item) => ({ url: shortUrl(String(item.url ?? '')), startMs: item.startTime ?? 0, durationMs: item.duration ?? 0 }))
    .filter((task) => task.startMs < LONG_TASK_WINDOW_MS)
    .sort((a, b) => b.durationMs - a.durationMs);
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    longTasks,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    failing,
  };
}

async function main() {
  const chromePath = ensureChromium();
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  console.log(`Starting the production build against an in-memory local backend (the ${DEMO} demo)…`);
  const site = await startBenchSite({ base: BASE, demo: DEMO, logName: 'bench-lighthouse-shell.log' });
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: PageResult[] = [];
  try {
    const pages = await auditPages(site.url, process.env.BENCH_LIGHTHOUSE_PAGES, 'BENCH_LIGHTHOUSE_PAGES');
    for (const page of pages) {
      const url = `${site.url}${page}`;
      await fetch(url); // warm the server render
      const runs: Omit<PageResult, 'path'>[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        const report = REPORTS ? path.join(REPORTS, `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${attempt + 1}.json`) : null;
        const lhr = await auditRetryingTraceErrors(url, chrome.port, report);
        if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
        const run = figures(lhr);
        runs.push(run);
        console.log(
          `  ${page} run ${attempt + 1}: performance ${run.scores.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${(run.lcpMs / 1000).toFixed(2)} s, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
      const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
      const middle = byPerformance[Math.floor(byPerformance.length / 2)] ?? runs[0]!;
      results.push({
        path: page,
        ...middle,
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      });
      console.log(`  audited ${page}`);
    }
  } finally {
    chrome.kill();
    await site.stop();
  }

  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}— mobile, simulated throttling; goals: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.01, the rest 100`,
  );
  console.log('Page'.padEnd(60) + 'Perf  A11y  BP   SEO   LCP      TBT      CLS    benchmarkIndex');
  for (const result of results) {
    const { scores } = result;
    console.log(
      result.path.padEnd(60) +
        `${String(scores.performance).padEnd(6)}${String(scores.accessibility).padEnd(6)}${String(scores['best-practices']).padEnd(5)}${String(scores.seo).padEnd(6)}` +
        `${(result.lcpMs / 1000).toFixed(2).padStart(5)} s  ${Math.round(result.tbtMs).toString().padStart(4)} ms  ${result.cls.toFixed(3)}  ${Math.round(result.benchmarkIndex)}`,
    );
    const longest = result.longTasks.slice(0, 5).map((task) => `${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms (${task.url})`);
    console.log(`    long tasks in the first 3 s: ${result.longTasks.length}${longest.length > 0 ? `; longest: ${longest.join(', ')}` : ''}`);
    for (const failing of result.failing) console.log(`    not passed: ${failing}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
