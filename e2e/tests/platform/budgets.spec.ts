// The JavaScript budgets (scripts/lib/budgets.ts, issue 38) on the built site: the first views of the
// audited pages (the home page, the catalogue, a product, a search, a blog post and the signed-in
// admin's dashboard) and every remote's remoteEntry.js as the site serves them. A change that makes
// one of them heavier than its budget fails here, with the page's scripts listed largest first.
import { gzipSync } from 'node:zlib';
import { test, expect } from '../../support/fixtures';
import { DEMO_ADMIN } from '../../support/accounts';
import { backendEnv } from '../../support/test-site';
import { emulatorIdToken, firstView, type PageFigures } from '../../../scripts/lib/first-view';
import { budgetTable, overBudget, type RemoteEntryFigures } from '../../../scripts/lib/budgets';

test('the audited pages and the remotes’ entries stay within their JavaScript budgets', async ({ browser, page, request, baseURL }) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('No baseURL');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const first = (pattern: RegExp): string => {
    const path = pattern.exec(sitemap)?.[1];
    if (!path) throw new Error(`The sitemap lists nothing like ${pattern}`);
    return path;
  };
  const pages = ['/', '/products', first(/<loc>[^<]*(\/product\/[^<]+)<\/loc>/), '/search?q=ring', first(/<loc>[^<]*(\/blogs\/[^<]+)<\/loc>/), '/admin'];
  const adminToken = await emulatorIdToken(backendEnv().AUTH_PORT ?? '', DEMO_ADMIN);

  // Each page in a fresh browser context: nothing is cached from another page.
  const views: PageFigures[] = [];
  for (const path of pages) views.push(await firstView(browser, baseURL, path, path.startsWith('/admin') ? adminToken : null));

  // The remotes' entries where the page is told to load them (the versions the site serves now).
  await page.goto('/');
  const entries = await page.evaluate(() => Object.entries(window.__SHOP_CONFIG__.remotes).map(([remote, info]) => [remote, info.entry] as const));
  const remoteEntries: RemoteEntryFigures[] = [];
  for (const [remote, entry] of entries) {
    expect(entry, `${remote} is up and has an entry`).not.toBeNull();
    const response = await request.get(entry ?? '');
    expect(response.ok(), `${entry} answers`).toBe(true);
    remoteEntries.push({ remote, gzip: gzipSync(await response.body(), { level: 6 }).length });
  }
  expect(remoteEntries.map(({ remote }) => remote).sort()).toEqual(['account', 'admin', 'catalog', 'content']);

  console.log(`JavaScript budgets (gzip, before interactive):\n${budgetTable(views, remoteEntries)}`);
  // The measurement saw the pages: the shell's three scripts and a remote's entry at least.
  for (const view of views) expect(view.scriptsBeforeInteractive, `${view.path} loaded scripts`).toBeGreaterThanOrEqual(4);
  expect(overBudget(views, remoteEntries).join('\n\n')).toBe('');
});
