// `npm run bench:startup`: how much a page's start-up blocks the main thread, measured in the page
// itself, as a browser on Lighthouse's slow phone would (issue 44). Each page is opened in fresh
// browser contexts (a cold cache, Chromium's 4× CPU slowdown, a phone's viewport), and the browser's
// own Long Animation Frames (PerformanceObserver 'long-animation-frame') after the first
// contentful paint give the total blocking time: the sum of their blockingDuration (each long
// task's time over 50 ms). Per page: the median and range of that sum over the runs, the median
// longest frame, and the median time of each start-up step (the shell's bootstrap measures them as
// User Timing "start: <step>"); with BENCH_STARTUP_FRAMES=1 each run's longest frames with the
// scripts that ran in them.
//
// Lighthouse (bench:lighthouse) simulates a page load from one trace, and its TBT moves by a factor
// of two between runs on this machine; these figures come from several real loads and move less, so
// they show whether a change to start-up helped. They are not Lighthouse's TBT: compare runs of this
// command with each other.
//
// BENCH_STARTUP_PAGES=/,product picks the pages (as bench:lighthouse's BENCH_LIGHTHOUSE_PAGES),
// BENCH_STARTUP_RUNS (default 7) the loads per page, after one unmeasured load; BENCH_DEMO=beauty
// measures the beauty shop.
import { chromium, type Browser } from '@playwright/test';
import { demoShopNamed } from '../backend/src/seed/demo-content';
import { auditPages } from './lib/audit-pages';
import { startBenchSite } from './lib/bench-site';
import { ensureChromium } from './lib/chromium';
import { median } from './lib/median';
import { answerHelp } from './lib/usage';

answerHelp(
  process.argv.slice(2),
  "Usage: npm run bench:startup   (no arguments; BENCH_STARTUP_PAGES=/,/products,product picks pages, BENCH_STARTUP_RUNS=7 the loads per page, BENCH_STARTUP_FRAMES=1 lists each run's longest frames, BENCH_DEMO=beauty measures the beauty shop, BENCH_PORT_BASE)",
);

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3700);
const RUNS = Math.max(1, Number(process.env.BENCH_STARTUP_RUNS ?? 7));
const DEMO = demoShopNamed(process.env.BENCH_DEMO ?? 'silver', 'BENCH_DEMO');
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;

interface Frame {
  startMs: number;
  durationMs: number;
  /** The browser's own figure: the time over 50 ms of each long task in the frame, summed. */
  blockingMs: number;
  scripts: string[];
}

interface Load {
  fcpMs: number;
  frames: Frame[];
  steps: Record<string, number>;
}

declare global {
  interface Window {
    __benchFrames?: PerformanceEntry[];
  }
}

/** One cold load of the page: its long animation frames and start-up steps. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__benchFrames = [];
      new PerformanceObserver((list) => window.__benchFrames!.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true', null, { timeout: 120_000 });
    // The work hydration leaves behind (effects, the deferred downloads) runs in the next frames:
    // wait until no long frame has begun for a second.
    await page.waitForFunction(
      () => {
        const frames = window.__benchFrames ?? [];
        const last = frames.at(-1);
        return performance.now() - (last ? last.startTime + last.duration : 0) > 1000;
      },
      null,
      { timeout: 120_000, polling: 250 },
    );
    return await page.evaluate(() => {
      type Script = { duration: number; invoker: string; sourceURL: string };
      type LongFrame = PerformanceEntry & { blockingDuration: number; scripts: Script[] };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const frames = (window.__benchFrames ?? []).map((entry) => {
        const frame = entry as LongFrame;
        return {
          startMs: frame.startTime,
          durationMs: frame.duration,
          blockingMs: frame.blockingDuration,
          scripts: frame.scripts.map((script) => `${Math.round(script.duration)} ms ${script.invoker || script.sourceURL.split('/').pop()}`),
        };
      });
      const steps = Object.fromEntries(
        performance
          .getEntriesByType('measure')
          .filter((measure) => measure.name.startsWith('start: '))
          .map((measure) => [measure.name.slice('start: '.length), measure.duration]),
      );
      return { fcpMs: fcp, frames, steps };
    });
  } finally {
    await context.close();
  }
}

const blockingAfterFcp = (run: Load) => run.frames.filter((frame) => frame.startMs >= run.fcpMs).reduce((sum, frame) => sum + frame.blockingMs, 0);
const longestAfterFcp = (run: Load) => Math.max(0, ...run.frames.filter((frame) => frame.startMs >= run.fcpMs).map((frame) => frame.durationMs));
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  console.log(`Starting the production build against an in-memory local backend (the ${DEMO} demo)…`);
  const site = await startBenchSite({ base: BASE, demo: DEMO, logName: 'bench-startup-shell.log' });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[] = [];
  try {
    for (const pagePath of await auditPages(site.url, process.env.BENCH_STARTUP_PAGES, 'BENCH_STARTUP_PAGES')) {
      const url = `${site.url}${pagePath}`;
      await load(browser, url); // the server's first render of the page and the remotes' server code
      const runs: Load[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        const run = await load(browser, url);
        runs.push(run);
        if (process.env.BENCH_STARTUP_FRAMES) {
          const longest = run.frames
            .filter((frame) => frame.startMs >= run.fcpMs && frame.blockingMs > 0)
            .sort((a, b) => b.blockingMs - a.blockingMs)
            .slice(0, 5);
          console.log(`  ${pagePath} run ${attempt + 1}: blocking ${ms(blockingAfterFcp(run))} after first paint at ${ms(run.fcpMs)}`);
          for (const frame of longest)
            console.log(
              `      blocking ${ms(frame.blockingMs)} in a frame of ${ms(frame.durationMs)} at ${ms(frame.startMs)}: ${frame.scripts.join('; ') || '(no script: parsing, style, layout)'}`,
            );
        }
      }
      const blocking = runs.map(blockingAfterFcp);
      const steps = Object.keys(runs[0]?.steps ?? {}).map((step) => `${step} ${Math.round(median(runs.map((run) => run.steps[step] ?? 0)))}`);
      rows.push(
        `${pagePath.padEnd(60)}${ms(median(blocking)).padStart(8)}  ${`${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}`.padStart(9)}  ${ms(median(runs.map(longestAfterFcp))).padStart(8)}`,
        `    start-up steps (median ms): ${steps.join(', ')}`,
      );
      console.log(`  measured ${pagePath}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(
    `\nStart-up at ${CPU_SLOWDOWN}× CPU slowdown, cold cache, ${RUNS} loads a page: blocking time (each task's time over 50 ms) after the first paint`,
  );
  console.log(`${'Page'.padEnd(60)}${'Blocking'.padStart(8)}  ${'Range'.padStart(9)}  ${'Longest'.padStart(8)}`);
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
