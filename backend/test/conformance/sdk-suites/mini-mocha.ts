// A small runner with mocha's interface (describe/it/hooks, .skip/.only, this.timeout, this.skip,
// done callbacks) for running firebase-js-sdk's own mocha suites in a page: the globals exist
// before the suites' modules run, and run() reports every test to the harness.

type Done = (error?: unknown) => void;
type Fn = (this: TestContext, done: Done) => unknown;

interface TestContext {
  timeout(ms?: number): number | TestContext;
  skip(): never;
  retries(): TestContext;
  slow(): TestContext;
}

interface Test {
  title: string;
  fn: Fn | null;
  skip: boolean;
  only: boolean;
  parent: Suite;
}

interface Suite {
  title: string;
  parent: Suite | null;
  suites: Suite[];
  tests: Test[];
  before: Fn[];
  after: Fn[];
  beforeEach: Fn[];
  afterEach: Fn[];
  skip: boolean;
  only: boolean;
  timeoutMs: number | null;
}

export interface TestResult {
  title: string;
  state: 'passed' | 'failed' | 'pending';
  error?: string;
  ms: number;
}

const PENDING = Symbol('pending');
const DEFAULT_TIMEOUT_MS = 30_000;

function newSuite(title: string, parent: Suite | null): Suite {
  return { title, parent, suites: [], tests: [], before: [], after: [], beforeEach: [], afterEach: [], skip: false, only: false, timeoutMs: null };
}

const root = newSuite('', null);
let current = root;

function fullTitle(suite: Suite | null, title: string): string {
  const parts = [title];
  for (let s = suite; s && s.parent; s = s.parent) parts.unshift(s.title);
  return parts.join(' ');
}

function defineSuite(title: string, body: (this: unknown) => void, flags: { skip?: boolean; only?: boolean }): void {
  const suite = newSuite(title, current);
  suite.skip = flags.skip ?? false;
  suite.only = flags.only ?? false;
  current.suites.push(suite);
  const previous = current;
  current = suite;
  try {
    body.call({
      timeout(ms?: number) {
        if (ms !== undefined) suite.timeoutMs = ms;
        return suite.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      },
      retries() {},
      slow() {},
    });
  } finally {
    current = previous;
  }
}

function defineTest(title: string, fn: Fn | undefined, flags: { skip?: boolean; only?: boolean }): void {
  current.tests.push({ title, fn: fn ?? null, skip: flags.skip ?? fn === undefined, only: flags.only ?? false, parent: current });
}

const describe = Object.assign((t: string, b: () => void) => defineSuite(t, b, {}), {
  skip: (t: string, b: () => void) => defineSuite(t, b, { skip: true }),
  only: (t: string, b: () => void) => defineSuite(t, b, { only: true }),
});
const it = Object.assign((t: string, f?: Fn) => defineTest(t, f, {}), {
  skip: (t: string, f?: Fn) => defineTest(t, f, { skip: true }),
  only: (t: string, f?: Fn) => defineTest(t, f, { only: true }),
});

const globals = globalThis as unknown as Record<string, unknown>;
globals['describe'] = describe;
globals['context'] = describe;
globals['it'] = it;
globals['specify'] = it;
globals['xit'] = it.skip;
globals['before'] = (fn: Fn) => current.before.push(fn);
globals['after'] = (fn: Fn) => current.after.push(fn);
globals['beforeEach'] = (fn: Fn) => current.beforeEach.push(fn);
globals['afterEach'] = (fn: Fn) => current.afterEach.push(fn);

function suiteTimeout(suite: Suite | null): number {
  for (let s = suite; s; s = s.parent) if (s.timeoutMs !== null) return s.timeoutMs;
  return DEFAULT_TIMEOUT_MS;
}

async function call(fn: Fn, initialTimeout: number): Promise<void> {
  let timeoutMs = initialTimeout;
  let rearm: (() => void) | null = null;
  const ctx: TestContext = {
    timeout(ms?: number) {
      if (ms === undefined) return timeoutMs;
      timeoutMs = ms;
      rearm?.();
      return ctx;
    },
    skip(): never {
      throw PENDING;
    },
    retries: () => ctx,
    slow: () => ctx,
  };
  const body =
    fn.length > 0
      ? new Promise<void>((resolve, reject) => {
          fn.call(ctx, (error?: unknown) => (error ? reject(error) : resolve()));
        })
      : Promise.resolve().then(() => fn.call(ctx, () => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    rearm = () => {
      clearTimeout(timer);
      if (timeoutMs > 0) timer = setTimeout(() => reject(new Error(`Timeout of ${timeoutMs}ms exceeded`)), timeoutMs);
    };
    rearm();
  });
  try {
    await Promise.race([body, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function hasOnly(suite: Suite): boolean {
  return suite.only || suite.tests.some((t) => t.only) || suite.suites.some(hasOnly);
}

function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}

/** How many top-level describe blocks the suite defines (apiDescribe makes one per persistence mode). */
export function topLevelSuiteCount(): number {
  return root.suites.length;
}

/**
 * Runs everything defined so far, or with `part` only the part-th top-level describe block;
 * `report` hears of each test as it ends.
 */
export async function run(report: (result: TestResult) => void, grep: string | null = null, part: number | null = null): Promise<TestResult[]> {
  if (part !== null) {
    root.suites = root.suites.filter((_, index) => index === part);
    // Tests outside any describe block run with the first part only.
    if (part > 0) root.tests = [];
  }
  const results: TestResult[] = [];
  const onlyMode = hasOnly(root);
  const emit = (r: TestResult): void => {
    results.push(r);
    report(r);
  };
  const selected = (test: Test, inOnly: boolean): boolean =>
    (!onlyMode || inOnly || test.only) && (grep === null || fullTitle(test.parent, test.title).includes(grep));
  const runnable = (suite: Suite, inOnly: boolean): boolean =>
    suite.tests.some((t) => selected(t, inOnly || suite.only)) || suite.suites.some((s) => runnable(s, inOnly || suite.only));

  async function runSuite(suite: Suite, skipped: boolean, inOnly: boolean): Promise<void> {
    const only = inOnly || suite.only;
    if (!runnable(suite, inOnly)) return;
    const skip = skipped || suite.skip;
    const all = (s: Suite): Test[] => [...s.tests, ...s.suites.flatMap(all)];
    if (skip) {
      for (const t of all(suite)) if (selected(t, only)) emit({ title: fullTitle(t.parent, t.title), state: 'pending', ms: 0 });
      return;
    }
    try {
      for (const hook of suite.before) await call(hook, suiteTimeout(suite));
    } catch (e) {
      for (const t of all(suite))
        if (selected(t, only)) emit({ title: fullTitle(t.parent, t.title), state: 'failed', error: `before hook: ${describeError(e)}`, ms: 0 });
      return;
    }
    for (const test of suite.tests) {
      if (!selected(test, only)) continue;
      const title = fullTitle(suite, test.title);
      if (test.skip || !test.fn) {
        emit({ title, state: 'pending', ms: 0 });
        continue;
      }
      const started = performance.now();
      const chain: Suite[] = [];
      for (let s: Suite | null = suite; s; s = s.parent) chain.unshift(s);
      let state: TestResult['state'] = 'passed';
      let error: string | undefined;
      try {
        for (const s of chain) for (const hook of s.beforeEach) await call(hook, suiteTimeout(suite));
        await call(test.fn, suiteTimeout(suite));
      } catch (e) {
        if (e === PENDING) state = 'pending';
        else {
          state = 'failed';
          error = describeError(e);
        }
      }
      try {
        for (const s of [...chain].reverse()) for (const hook of s.afterEach) await call(hook, suiteTimeout(suite));
      } catch (e) {
        if (state !== 'failed') {
          state = 'failed';
          error = `afterEach hook: ${describeError(e)}`;
        }
      }
      emit({ title, state, ...(error ? { error } : {}), ms: Math.round(performance.now() - started) });
    }
    for (const child of suite.suites) await runSuite(child, skip, only);
    try {
      for (const hook of suite.after) await call(hook, suiteTimeout(suite));
    } catch (e) {
      emit({ title: fullTitle(suite, '"after all" hook'), state: 'failed', error: describeError(e), ms: 0 });
    }
  }

  await runSuite(root, false, false);
  return results;
}
