// How the shop looks (issue 15): screenshots of the home page, a listing, a product page, checkout
// and My Account on a 390×844 phone and a 1366×768 desktop, attached to the e2e report for review;
// and on a phone no public page scrolls sideways (nothing wider than the screen).
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { signIn } from '../../support/accounts';
import { publicRoutes } from '../../support/routes';
import { productsInStock, queryStored } from '../../support/stored-documents';
import { createCustomerWithCart } from '../catalog/accounts';
import { sidewaysOverflow } from '../../support/sideways';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

test('on a phone no public page scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const [product] = await productsInStock(1);
  const [post] = (await queryStored('blogs', 'status', 'published')).sort((a, b) => a.__id.localeCompare(b.__id));
  if (!product || !post) throw new Error('the seed has no product or published post');
  const paths = [
    ...publicRoutes.map((route) => route.path),
    `/product/${String(product['sku'])}/${String(product['slug'])}`,
    '/category/rings',
    `/blogs/${String(post['slug'])}`,
  ];
  const wide: string[] = [];
  for (const path of paths) {
    await gotoHydrated(page, path);
    const { overflow, culprits } = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${path}: ${overflow} px too wide (${culprits.join(', ')})`);
  }
  expect(wide, wide.join('\n')).toEqual([]);
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`screenshots of the home page, a listing, a product, checkout and My Account on a ${name}`, async ({ page }, testInfo) => {
    const [product] = (await productsInStock(60)).slice(41, 42);
    if (!product) throw new Error('the seed has too few products in stock');
    const customer = await createCustomerWithCart('screens', product);
    const shots: Array<[string, string]> = [
      ['home', '/'],
      ['listing', '/products'],
      ['product', `/product/${String(product['sku'])}/${String(product['slug'])}`],
    ];
    await page.setViewportSize(viewport);
    const take = async (label: string, path: string) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Images that are on the first screen are loaded before the picture is taken.
      await expect
        .poll(() => page.evaluate(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete)))
        .toBe(true);
      await testInfo.attach(`${name}-${label}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    };
    for (const [label, path] of shots) await take(label, path);
    await page.setViewportSize(DESKTOP);
    await signIn(page, customer);
    await page.setViewportSize(viewport);
    await take('checkout', '/checkout');
    await take('my-account', '/account');
  });
}
