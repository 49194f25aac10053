// The beauty demo shop (issue 40): the journeys that differ from the silver wholesaler's, on a site
// of its own loaded with the beauty retailer's data. The home page of a retail shop (its name, Shop
// now, no WhatsApp); a product in shades and sizes (the choice in the address, the price and SKU
// following it, the server-rendered page already on the variant the address names); two shades of
// one lipstick ordered as two lines; an invoice with lines at 18 % and 5 % GST; and an admin
// changing one variant's price (the product's own price is the lowest variant's); a shelf filtered
// by shade; skincare filtered by skin type, from the choices its category counts over all its
// products, and a product page stating its attributes as its category defines them; a card's "Add
// to cart" on a listing opened directly.
import type { RunningSite } from '../../../scripts/lib/site';
import { computeInvoice, type TaxSettings } from 'shared-data/admin';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, gotoHydrated, holdScripts } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from '../../support/accounts';
import { fillAddress, MUMBAI_ADDRESS } from '../../support/address-form';
import { asUser } from '../../support/firebase-clients';
import { E2E_PORTS, sitePorts } from '../../support/ports';
import { readStored, type Stored } from '../../support/stored-documents';
import { startSiteWithBackend } from '../../support/test-site';
import { createCustomer } from './accounts';

const BEAUTY = sitePorts(E2E_PORTS.isolatedSites + 100);
const BEAUTY_URL = `http://127.0.0.1:${BEAUTY.shell}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: BEAUTY_URL });

let site: RunningSite | null = null;

test.beforeAll(async ({}, testInfo) => {
  // A backend and five servers of its own: a minute or two on a busy machine.
  testInfo.setTimeout(300_000);
  site = await startSiteWithBackend(BEAUTY, 'beauty');
});

test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  await site?.stop();
});

interface Variant {
  sku: string;
  price: number;
  stock: number;
  status: string;
  options: Record<string, string>;
}

async function storedProduct(sku: string): Promise<Stored & { variants: Variant[] }> {
  const product = await readStored(`prod/${sku.toLowerCase()}`, BEAUTY);
  if (!product) throw new Error(`the beauty seed has no ${sku}`);
  return product as Stored & { variants: Variant[] };
}

function variantWith(product: { variants: Variant[] }, options: Record<string, string>): Variant {
  const found = product.variants.find((variant) => Object.entries(options).every(([name, value]) => variant.options[name] === value));
  if (!found) throw new Error(`no variant ${JSON.stringify(options)}`);
  return found;
}

const inr = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const productPath = (product: Stored, variantSku?: string) =>
  `/product/${String(product['sku'])}/${String(product['slug'])}${variantSku ? `?variant=${variantSku}` : ''}`;

/**
 * With E2E_SCREENS set, keeps the page as a shopper sees it at desktop width and at 390 px, in the
 * test's output (docs/screens/beauty-shop holds the set the closing note of issue 40 refers to).
 */
async function keepScreens(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env['E2E_SCREENS']) return;
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  // From the top (a sticky header stays where it was scrolled to), without the consent sheet over it.
  // (Hidden through the DOM: the shop's Content Security Policy refuses an injected style sheet.)
  const shot = async (file: string) => {
    const hide = (hidden: boolean) =>
      page.evaluate((value) => {
        window.scrollTo(0, 0);
        document.querySelectorAll<HTMLElement>('.consent-banner').forEach((banner) => banner.style.setProperty('display', value ? 'none' : ''));
      }, hidden);
    await hide(true);
    await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    await hide(false);
  };
  await shot(`${name}-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390.png`);
  await page.setViewportSize(desktop);
}

test('the home page is the retail shop’s: its name, Shop now, and no WhatsApp or video call', async ({ page }, testInfo) => {
  const settings = await readStored('settings/site', BEAUTY);
  expect(settings).toMatchObject({ mode: 'retail', brand: { name: 'Aabha Beauty' }, features: { whatsappEnquiry: false, videoCall: false } });
  await gotoHydrated(page, '/');
  await expect(page).toHaveTitle(/Aabha Beauty/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String((settings?.['hero'] as { headline: string }).headline));
  const main = page.getByRole('main');
  await expect(main.getByText('Aabha Beauty', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Catalogue' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Book Video Call' })).toHaveCount(0);
  await keepScreens(page, testInfo, 'home');
  await main.getByRole('link', { name: 'Shop now' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  // The silver shop's pages but home carry the floating chat button; this shop takes no WhatsApp enquiries.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
});

test('a foundation in shades and sizes: the choice goes into the address, the SKU and price follow, and the page opens on the variant named', async ({
  page,
  request,
}) => {
  const foundation = await storedProduct('AB-FDN-0001');
  const opening = foundation.variants.find((variant) => variant.status === 'active' && variant.stock > 0)!;
  const shade = variantWith(foundation, { Shade: '310 Warm Almond', Size: opening.options['Size']! });
  const larger = variantWith(foundation, { Shade: '310 Warm Almond', Size: '30 ml' });
  expect(larger.price).toBeGreaterThan(shade.price);

  await gotoHydrated(page, productPath(foundation));
  const shades = page.getByRole('radiogroup', { name: 'Shade' });
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  const price = page.locator('.product-detail__price');
  await expect(shades.getByRole('radio', { name: opening.options['Shade'], exact: true })).toBeChecked();
  await expect(page.getByText(`SKU ${opening.sku}`)).toBeVisible();

  await shades.getByRole('radio', { name: '310 Warm Almond', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${shade.sku}$`));
  await expect(page.getByText(`SKU ${shade.sku}`)).toBeVisible();
  await expect(shades.getByRole('radio', { name: opening.options['Shade'], exact: true })).not.toBeChecked();
  await expect(price).toContainText(inr(shade.price));

  await sizes.getByRole('radio', { name: '30 ml', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${larger.sku}$`));
  await expect(page.getByText(`SKU ${larger.sku}`)).toBeVisible();
  await expect(price).toContainText(inr(larger.price));
  await expect(shades.getByRole('radio', { name: '310 Warm Almond', exact: true })).toBeChecked();

  // Loaded by its address: the server's HTML is already that variant's (its SKU and price in the
  // document, its shade and size chosen before any script of the page has run), and it hydrates cleanly.
  const named = variantWith(foundation, { Shade: '210 Natural Beige', Size: '30 ml' });
  const html = (await (await request.get(productPath(foundation, named.sku))).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`SKU ${named.sku}`);
  expect(html).toContain(`catalog-price__now">${inr(named.price)}<`);
  const held = await holdScripts(page);
  await page.goto(productPath(foundation, named.sku));
  await expect(page.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: '210 Natural Beige', exact: true })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: '30 ml', exact: true })).toBeChecked();
  await expect(page.getByText(`SKU ${named.sku}`)).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  await held.release();
  await expect(page.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: '210 Natural Beige', exact: true })).toBeChecked();
  await expect(price).toContainText(inr(named.price));
});

test('two shades of one lipstick go into the cart as two lines and are ordered as two variants', async ({ page }, testInfo) => {
  const lipstick = await storedProduct('AB-LIP-0001');
  const title = String(lipstick['title']);
  const [first, second] = lipstick.variants.filter((variant) => variant.status === 'active' && variant.stock >= 2);
  if (!first || !second) throw new Error('AB-LIP-0001 has too few shades in stock');
  const customer = await createCustomer('beauty-buyer', BEAUTY);
  await signIn(page, customer);

  await gotoHydrated(page, productPath(lipstick, first.sku));
  for (const shade of [first, second]) {
    await page.getByRole('radiogroup', { name: 'Shade' }).getByRole('radio', { name: shade.options['Shade'], exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${shade.sku}$`));
    const form = page.getByRole('form', { name: 'Add to cart' });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByRole('status')).toContainText(`Added 1 × ${title} (${shade.options['Shade']}) to your cart.`);
  }
  await keepScreens(page, testInfo, 'product-shades');
  // The signed-in cart is stored: both shades, each its own line.
  await expect
    .poll(async () =>
      ((await readStored(`carts/${customer.uid}`, BEAUTY))?.['items'] as Array<{ variantSku?: string }> | undefined)?.map((item) => item.variantSku),
    )
    .toEqual([first.sku, second.sku]);

  await gotoHydrated(page, '/cart');
  const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const shade of [first, second]) {
    const line = lines.filter({ hasText: `SKU ${shade.sku}` });
    await expect(line.getByRole('link', { name: title })).toBeVisible();
    await expect(line.getByText(shade.options['Shade']!, { exact: true })).toBeVisible();
  }
  await keepScreens(page, testInfo, 'cart');

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const addressForm = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('PIN code') });
  await fillAddress(addressForm, { ...MUMBAI_ADDRESS, fullName: 'Meera Iyer' });
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Meera Iyer, 21 Marine Drive/ })).toBeChecked();
  await page.getByRole('button', { name: /^Place order — / }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').at(-1)!;
  const order = await readStored(`orders/${orderId}`, BEAUTY);
  const items = order?.['items'] as Array<{ productId: string; variantSku?: string; quantity: number; price: number }>;
  expect(order).toMatchObject({ uid: customer.uid, status: 'pending_confirmation', subtotal: first.price + second.price });
  expect(items).toHaveLength(2);
  expect(items.map((item) => [item.productId, item.variantSku, item.quantity])).toEqual([
    [lipstick.__id, first.sku, 1],
    [lipstick.__id, second.sku, 1],
  ]);
  await expect(page.getByRole('table', { name: /^Items in order / })).toContainText(String(second.options['Shade']));
});

test('an invoice for products at 18 % and 5 % GST shows each line’s rate and the tax by HSN code and rate', async ({ page }, testInfo) => {
  // A face wash (Skincare: HSN 3304 at 18 %) and a shampoo (Hair Care: HSN 3305 at 5 %), both sold as they are.
  const [faceWash, shampoo] = await Promise.all([storedProduct('AB-CLN-0002'), storedProduct('AB-SHP-0005')]);
  expect([faceWash['category'], shampoo['category']]).toEqual(['Skincare', 'Hair Care']);
  const placed = await asUser(
    DEMO_CUSTOMER,
    (call) =>
      call<{ orderId: string; number: string }>('placeOrder', {
        items: [
          { productId: faceWash.__id, quantity: 1 },
          { productId: shampoo.__id, quantity: 2 },
        ],
        address: MUMBAI_ADDRESS,
        idempotencyKey: `e2e-beauty-invoice-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      }),
    BEAUTY,
  );
  await asUser(DEMO_ADMIN, (call) => call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }), BEAUTY);
  const order = await readStored(`orders/${placed.orderId}`, BEAUTY);
  const lines = order?.['items'] as Array<{ sku: string; title: string; price: number; quantity: number; hsnCode: string; gstRate: number }>;
  expect(lines.map((line) => [line.sku, line.hsnCode, line.gstRate])).toEqual([
    ['AB-CLN-0002', '3304', 18],
    ['AB-SHP-0005', '3305', 5],
  ]);
  const tax = (await readStored('settings/site', BEAUTY))?.['tax'] as TaxSettings;
  const expected = computeInvoice(
    lines.map((line) => ({ sku: line.sku, title: line.title, price: line.price, quantity: line.quantity, hsnCode: line.hsnCode, ratePercent: line.gstRate })),
    'Maharashtra',
    tax,
    { shipping: Number(order?.['shipping'] ?? 0) },
  );
  expect(expected.mixedRates).toBe(true);

  await signIn(page, DEMO_ADMIN);
  await gotoHydrated(page, `/admin/orders/${placed.orderId}`);
  await page.getByRole('link', { name: 'Tax invoice' }).click();
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: /^Tax invoice / });
  await expect(invoice).toBeVisible();
  await expect.poll(async () => ((await readStored(`orders/${placed.orderId}`, BEAUTY))?.['invoice'] as { number?: string } | undefined)?.number).toBeTruthy();

  // Each line says its rate; with two rates the CGST and SGST headings carry none.
  const table = invoice.getByRole('table', { name: 'Invoice lines' });
  await expect(table.getByRole('columnheader', { name: 'GST rate' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'CGST', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /Kesar & Haldi Ubtan Face Wash/ })).toContainText('18%');
  await expect(table.getByRole('row', { name: /Keratin Repair Shampoo/ })).toContainText('5%');
  const money = (amount: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {}) })
      .format(amount)
      .replace(/^₹/, '₹ ');
  await expect(table.locator('tfoot tr')).toContainText(money(expected.grandTotal));

  // The summary adds the tax up per HSN code and rate, as the shared GST calculation does.
  const summary = invoice.getByRole('table', { name: 'Tax by HSN code and rate' });
  for (const entry of expected.hsnSummary) {
    const row = summary.getByRole('row', { name: new RegExp(`^${entry.hsnCode} ${entry.ratePercent}%`) });
    await expect(row).toContainText(money(entry.taxableValue));
    await expect(row).toContainText(money(entry.cgst));
  }
  await expect(summary.getByRole('row', { name: /^3304 18%/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^3305 5%/ })).toBeVisible();
  await keepScreens(page, testInfo, 'invoice');
});

test('an admin changes one variant’s price and the product’s own price becomes the lowest variant’s', async ({ page, request }) => {
  const serum = await storedProduct('AB-SRM-0001');
  const sizes = serum.variants.filter((variant) => variant.status === 'active');
  const lowest = Math.min(...sizes.map((variant) => variant.price));
  expect(serum['price']).toBe(lowest);
  // The largest pack, priced below every other one: the product's price follows it down.
  const changed = sizes.reduce((largest, variant) => (variant.price > largest.price ? variant : largest));
  const newPrice = lowest - 20;

  await signIn(page, DEMO_ADMIN);
  await gotoHydrated(page, `/admin/products/${serum.__id}`);
  const variants = page.getByRole('region', { name: 'Options and variants' });
  const field = variants.getByRole('textbox', { name: `Price of ${changed.options['Size']} (₹)` });
  await expect(field).toHaveValue(String(changed.price));
  await field.fill(String(newPrice));
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${String(serum['title'])}.` })).toBeVisible();

  const stored = await storedProduct('AB-SRM-0001');
  expect(stored.variants.map((variant) => [variant.sku, variant.price])).toEqual(
    serum.variants.map((variant) => [variant.sku, variant.sku === changed.sku ? newPrice : variant.price]),
  );
  expect(stored['price']).toBe(newPrice);
  // The shop's page of that size follows (its cached copy is replaced within a minute at most).
  await expect
    .poll(async () => (await request.get(productPath(serum, changed.sku))).text(), { timeout: 60_000 })
    .toContain(`catalog-price__now">${inr(newPrice)}<`);
});

test('a lipstick shelf filters by shade, and its retail cards send the shopper to choose a shade', async ({ page }) => {
  const lipstick = await storedProduct('AB-LIP-0001');
  const shade = lipstick.variants.find((variant) => variant.status === 'active')?.options['Shade'] ?? '';
  const key = `shade:${shade.toLowerCase()}`;
  expect(lipstick['optionValues']).toContain(key);

  await gotoHydrated(page, `/subcategory/${String(lipstick['subCategoryId'])}`);
  // Shade, and the attributes makeup offers as filters (brand, finish…), in one list.
  await page.getByRole('combobox', { name: 'Feature' }).selectOption({ label: shade });
  await expect(page).toHaveURL((url) => url.searchParams.get('option')?.toLowerCase() === key);
  await expect(page.getByRole('link', { name: `Remove filter: Shade: ${shade}` })).toBeVisible();
  // Every card left on the shelf is a product whose stored option values have that shade.
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const skus = (await cards.getByText(/^SKU /).allTextContents()).map((text) => text.replace(/^SKU /, '').trim());
  expect(skus).toContain('AB-LIP-0001');
  for (const sku of skus) expect((await storedProduct(sku))['optionValues'], sku).toContain(key);
  // A product in shades is chosen on its page.
  await expect(cards.filter({ hasText: 'AB-LIP-0001' }).getByRole('link', { name: /^Choose options/ })).toBeVisible();
});

test('skincare filters by skin type from every product’s values, and a cleanser states its attributes as its category defines them', async ({
  page,
}, testInfo) => {
  const skincare = await readStored('categories/skincare', BEAUTY);
  const facets = skincare?.['facets'] as Array<{ kind: string; name: string; values: Array<{ value: string; count: number }> }>;
  const skinTypes = facets.find((facet) => facet.kind === 'attribute' && facet.name === 'skinType')?.values ?? [];
  const oily = skinTypes.find((value) => value.value === 'Oily');
  expect(oily?.count).toBeGreaterThan(1);

  await gotoHydrated(page, '/category/skincare');
  const filter = page.getByRole('combobox', { name: 'Feature' });
  // Every value the category's products have, not only those of the page on screen.
  const offered = await filter.locator('optgroup[label="Skin type"] option').allTextContents();
  expect(offered).toEqual(skinTypes.map((value) => value.value));
  await filter.selectOption({ label: 'Oily' });
  await expect(page).toHaveURL((url) => url.searchParams.get('option') === 'skinType:Oily');
  await expect(page.getByRole('link', { name: 'Remove filter: Skin type: Oily' })).toBeVisible();
  await keepScreens(page, testInfo, 'category-filtered');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(oily!.count, 24));
  const skus = (await cards.getByText(/^SKU /).allTextContents()).map((text) => text.replace(/^SKU /, '').trim());
  for (const sku of skus) {
    const attributes = (await storedProduct(sku))['attributes'] as Record<string, unknown>;
    expect(String(attributes['skinType']).toLowerCase(), sku).toMatch(/(^|, *)oily(,|$)/);
  }

  // A cleanser's page: its category's labels and units, in the category's order.
  const cleanser = await storedProduct('AB-CLN-0001');
  const attributes = cleanser['attributes'] as Record<string, string | number>;
  expect(typeof attributes['volume']).toBe('number');
  await gotoHydrated(page, productPath(cleanser));
  const specifications = page.getByRole('main').locator('dl.product-attributes');
  await expect(specifications.getByRole('term')).toContainText(['SKU', 'Brand', 'Skin type', 'Volume', 'Key ingredients', 'Ingredients']);
  await expect(
    specifications
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: /^Volume$/ }) })
      .getByRole('definition'),
  ).toHaveText(`${String(attributes['volume'])} ml`);
});

test('a retail card adds a product without options to the cart, on a listing opened directly', async ({ page }) => {
  // The card's button hydrates after the cart has loaded (its code is loaded on demand): it must
  // not keep the server's "disabled" (shared-data's use-hydrated.ts).
  await gotoHydrated(page, '/products');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
    .first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Chromium names it "Add to cart : <title>" (the visually hidden part is a box of its own).
  const add = card.getByRole('button', { name: new RegExp(`^Add to cart ?: ${escaped}$`) });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(card.getByRole('status')).toHaveText(new RegExp(`^Added \\d+ × ${escaped} to your cart\\.$`));
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart ?, 1 product$/ });
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
});
