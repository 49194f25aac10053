// What a public page does not do while it starts: create an Intl object. The browser's first one
// initialises its ICU data, 22–47 ms of one uninterruptible task on this machine and four times that
// on a slow phone; prices and numbers are written by shared-data's formatInr / formatNumber
// without it (format-money.test.ts checks they write what Intl.NumberFormat('en-IN') writes).
import { test, expect, gotoHydrated } from '../../support/fixtures';

// Replaces Intl's constructors and the locale methods that use ICU with wrappers that note each
// call with where it came from. A string, so the test runner's transpiler adds nothing to it.
const NOTE_INTL_USE = `(() => {
  const uses = (window.__intlUses = []);
  const note = (what) => uses.push(what + ' from ' + (new Error().stack || '').split('\\n').slice(3, 5).join(' | '));
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
    const original = Intl[name];
    if (!original) continue;
    Intl[name] = new Proxy(original, {
      construct: (target, args) => (note('new Intl.' + name), Reflect.construct(target, args)),
      apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
    });
  }
  for (const [owner, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString'], [Date.prototype, 'toLocaleTimeString'], [String.prototype, 'localeCompare']]) {
    const original = owner[method];
    owner[method] = function (...args) {
      note(method);
      return original.apply(this, args);
    };
  }
})();`;

test('public pages show their prices and hydrate without creating an Intl object', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const first = (pattern: RegExp): string => {
    const path = pattern.exec(sitemap)?.[1];
    if (!path) throw new Error(`The sitemap lists nothing like ${pattern}`);
    return path;
  };
  const product = first(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/);
  const pages: [path: string, showsPrices: boolean][] = [
    ['/', false],
    ['/products', true],
    [first(/<loc>[^<]*(\/category\/[^<]+)<\/loc>/), true],
    [product, true],
    ['/blogs', false],
    [first(/<loc>[^<]*(\/blogs\/[^<]+)<\/loc>/), false],
  ];
  await page.addInitScript({ content: NOTE_INTL_USE });
  for (const [path, showsPrices] of pages) {
    await gotoHydrated(page, path);
    if (showsPrices) await expect(page.getByText(/₹\d{1,2}(,\d\d)*(,\d{3})?\b/).first()).toBeVisible();
    const uses = await page.evaluate(() => (window as unknown as { __intlUses: string[] }).__intlUses);
    expect(uses, `Intl used while ${path} started`).toEqual([]);
  }
  // The wrappers do see a use: the check above could fail.
  const afterOne = await page.evaluate(() => {
    new Intl.NumberFormat('en-IN').format(1);
    return (window as unknown as { __intlUses: string[] }).__intlUses.length;
  });
  expect(afterOne).toBe(1);
});
