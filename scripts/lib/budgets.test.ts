import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetTable, KB, overBudget } from './budgets';
import { CATEGORIES, type PageFigures, type ScriptFigures } from './first-view';

/** A first view made of scripts of the given gzip sizes (KB), all before interactive unless `after`. */
function view(path: string, sizes: number[], after: number[] = []): PageFigures {
  const scripts: ScriptFigures[] = [
    ...sizes.map((size, index) => ({
      url: `http://shop.test/static/${index}.js`,
      category: 'shell' as const,
      raw: size * 3 * KB,
      gzip: size * KB,
      beforeInteractive: true,
    })),
    ...after.map((size, index) => ({
      url: `http://shop.test/static/late-${index}.js`,
      category: 'shared libraries' as const,
      raw: size * 3 * KB,
      gzip: size * KB,
      beforeInteractive: false,
    })),
  ];
  const sum = (list: ScriptFigures[], key: 'raw' | 'gzip') => list.reduce((total, script) => total + script[key], 0);
  const before = scripts.filter((script) => script.beforeInteractive);
  return {
    path,
    js: Object.fromEntries(CATEGORIES.map((category) => [category, { raw: 0, gzip: 0, files: 0 }])) as PageFigures['js'],
    total: { raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip'), files: scripts.length },
    gzipBeforeInteractive: sum(before, 'gzip'),
    requestsBeforeInteractive: before.length + 1,
    scriptsBeforeInteractive: before.length,
    scripts,
  };
}

describe('overBudget', () => {
  it('passes pages and remote entries within their budgets, at the limit itself too', () => {
    const views = [view('/', [100, 87]), view('/products', [60, 60, 60, 7]), view('/admin', [300, 30], [160])];
    expect(overBudget(views, [{ remote: 'catalog', gzip: BUDGETS.remoteEntryGzip }])).toEqual([]);
  });

  it('reports a public page over the budget held today (187 KB) with its scripts, largest first', () => {
    const [problem, ...rest] = overBudget([view('/products', [60, 120, 15])], []);
    expect(rest).toEqual([]);
    expect(problem).toContain("/products: the first view's JavaScript is 195.0 KB gzip, over its 187.0 KB budget by 8.0 KB");
    expect(problem?.indexOf('/static/1.js')).toBeLessThan(problem?.indexOf('/static/0.js') ?? 0);
  });

  it('reports a public page with more than eight scripts, however small', () => {
    expect(overBudget([view('/blogs/a-post', [10, 10, 10, 10, 10, 10, 10, 10, 10])], [])).toEqual([
      expect.stringContaining("/blogs/a-post: the first view's JavaScript is 9 scripts, over its budget of 8"),
    ]);
  });

  it('holds the admin to 330 KB, counts only what it asks for before interactive, and not its number of scripts', () => {
    const scripts = Array.from({ length: 16 }, () => 20);
    expect(overBudget([view('/admin', scripts, [160])], [])).toEqual([]);
    expect(overBudget([view('/admin', [...scripts, 11])], [])).toEqual([
      expect.stringContaining("/admin: the first view's JavaScript is 331.0 KB gzip, over its 330.0 KB budget by 1.0 KB"),
    ]);
    // The same figures on a public path are over both of its budgets.
    expect(overBudget([view('/account', scripts)], [])).toEqual([expect.stringMatching(/320\.0 KB gzip, over its 187\.0 KB budget.* and 16 scripts/)]);
  });

  it('reports a remote entry over 8 KB', () => {
    expect(overBudget([], [{ remote: 'admin', gzip: 8.5 * KB }])).toEqual(['admin: remoteEntry.js is 8.5 KB gzip, over its 8.0 KB budget by 0.5 KB']);
  });
});

describe('budgetTable', () => {
  it('prints each figure against its budget', () => {
    const table = budgetTable([view('/', [100, 80]), view('/admin', [300])], [{ remote: 'content', gzip: 7 * KB }]);
    expect(table.split('\n')).toEqual([
      expect.stringMatching(/^ {2}\/ +180\.0 KB of 187\.0 KB \(goal 185\.0 KB\), 2 of 8 scripts$/),
      expect.stringMatching(/^ {2}\/admin +300\.0 KB of 330\.0 KB, 1 script$/),
      expect.stringMatching(/^ {2}content remoteEntry\.js +7\.0 KB of 8\.0 KB$/),
    ]);
  });
});
