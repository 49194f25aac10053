// The product page (issue 5): canonical URL by redirect, the server-rendered head and body before
// any script, clean hydration, the gallery, the WhatsApp enquiry and a video-call request; a
// product in sizes (issue 40), its picker with JavaScript and without.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { titlePattern } from '../../support/routes';
import { queryStored, readStored } from '../../support/stored-documents';

const CANONICAL = '/product/SLV-RNG-0001/twisted-rope-stackable-band';

test('a SKU without slug, or with a wrong one, redirects permanently to the canonical URL', async ({ page, request }) => {
  for (const path of ['/product/SLV-RNG-0001', '/product/slv-rng-0001/old-name']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location']).toBe(CANONICAL);
  }
  const response = await gotoHydrated(page, '/product/SLV-RNG-0001');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${CANONICAL}$`));
  await expect(page).toHaveTitle(titlePattern('Twisted Rope Stackable Band'));
});

test('the server-rendered HTML has the title, price, JSON-LD and canonical link before any script runs', async ({ browser, request, baseURL }) => {
  const html = await (await request.get(CANONICAL)).text();
  const firstScript = html.search(/<script(?![^>]*application\/ld\+json)/);
  const before = (text: string | RegExp) => {
    const at = html.search(typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text);
    expect(at, String(text)).toBeGreaterThan(-1);
    expect(at, `${String(text)} comes before the first script`).toBeLessThan(firstScript);
  };
  before('<title>Twisted Rope Stackable Band | ');
  before(`<link rel="canonical" href="${baseURL}${CANONICAL}"/>`);
  before('<meta property="og:type" content="product"/>');
  before(/<h1[^>]*>Twisted Rope Stackable Band<\/h1>/);
  before(/catalog-price__now">₹[\d,]+</);
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  const [product] = JSON.parse(ld![1]!) as [{ '@type': string; sku: string; offers: { price: number; priceCurrency: string } }];
  expect(product).toMatchObject({ '@type': 'Product', sku: 'SLV-RNG-0001', offers: { priceCurrency: 'INR' } });
  expect(html).toContain(`catalog-price__now">₹${product.offers.price.toLocaleString('en-IN')}<`);

  // Without JavaScript the page is still complete.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(CANONICAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Twisted Rope Stackable Band' })).toBeVisible();
  await expect(page.getByText(`₹${product.offers.price.toLocaleString('en-IN')}`).first()).toBeVisible();
  await context.close();
});

test('the page hydrates cleanly; the gallery works by keyboard; WhatsApp gets the product, SKU and URL', async ({ page, baseURL }) => {
  await gotoHydrated(page, CANONICAL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twisted Rope Stackable Band');
  await expect(page.getByText('SKU SLV-RNG-0001').first()).toBeVisible();
  const stage = page.getByRole('group', { name: /^Image 1 of \d$/ });
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: /^Image 2 of \d$/ })).toBeVisible();

  const whatsapp = page.getByRole('link', { name: /Enquire on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(href.host).toBe('wa.me');
  expect(href.pathname).toMatch(/^\/\d{10,15}$/);
  const text = href.searchParams.get('text') ?? '';
  expect(text).toContain('Twisted Rope Stackable Band');
  expect(text).toContain('SLV-RNG-0001');
  expect(text).toContain(`${baseURL}${CANONICAL}`);

  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related.getByRole('listitem').first()).toBeVisible();

  // The description's Markdown, rendered from the tokens the server's loader prepared…
  const description = () => page.getByRole('region', { name: 'Description' });
  await expect(description().getByRole('heading', { level: 3, name: 'For retailers' })).toBeVisible();
  // …and after client-side navigation, from the tokens the loader prepared in the browser.
  const next = related.getByRole('link').first();
  const nextPath = new URL((await next.getAttribute('href')) ?? '', baseURL).pathname;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
  await expect(description().getByRole('heading', { level: 3, name: 'For retailers' })).toBeVisible();
  await expect(description().getByText(/^Minimum order \d+ pieces? per design/)).toBeVisible();
});

test('a video call can be requested from the product page, with the product prefilled', async ({ page }) => {
  await gotoHydrated(page, CANONICAL);
  const name = `Product Caller ${Date.now()}`;
  await page.getByRole('main').getByRole('button', { name: 'Book Video Call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a video call' });
  await expect(dialog.getByRole('textbox', { name: /Products of interest/ })).toHaveValue(/SLV-RNG-0001 — Twisted Rope Stackable Band/);
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('textbox', { name: /Phone number/ }).fill('+91 98765 43210');
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const date = `${inTwoDays.getFullYear()}-${String(inTwoDays.getMonth() + 1).padStart(2, '0')}-${String(inTwoDays.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Preferred date').fill(date);
  await dialog.getByLabel('Preferred time (IST)').fill('15:00');
  await dialog.getByRole('button', { name: 'Request video call' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Thank you, ${name}.`);
  await expect.poll(async () => (await queryStored('videoCallRequests', 'name', name)).length).toBe(1);
  const [stored] = await queryStored('videoCallRequests', 'name', name);
  expect(stored).toMatchObject({ source: 'product', status: 'new', preferredDate: date, products: ['SLV-RNG-0001 — Twisted Rope Stackable Band'] });
});

test('a ring in sizes: choosing a size names it in the address, the price and SKU follow, and the cart line is that size', async ({ page }) => {
  const ring = await readStored('prod/slv-rng-0009');
  const variants = ring?.['variants'] as Array<{ sku: string; price: number; stock: number; status: string; options: Record<string, string> }>;
  const minimum = Number(ring?.['minOrderQty']);
  // A size other than the one the page opens on (the first on sale in stock), with stock for the minimum order.
  const opening = variants.find((variant) => variant.status === 'active' && variant.stock > 0);
  const size = variants.find((variant) => variant !== opening && variant.status === 'active' && variant.stock >= minimum);
  if (!opening || !size) throw new Error('SLV-RNG-0009 has no second size in stock for its minimum order');

  await gotoHydrated(page, '/product/SLV-RNG-0009/emerald-green-zircon-halo-ring');
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: opening.options['Size'], exact: true })).toBeChecked();
  await sizes.getByRole('radio', { name: size.options['Size'], exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${size.sku}$`));
  await expect(page.getByText(`SKU ${size.sku}`)).toBeVisible();
  await expect(page.locator('.product-detail__price')).toContainText(`₹${size.price.toLocaleString('en-IN')}`);

  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByRole('status')).toContainText(`Added ${minimum} × Emerald-Green Zircon Halo Ring (${size.options['Size']}) to your cart.`);
  await gotoHydrated(page, '/cart');
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByText(size.options['Size']!, { exact: true })).toBeVisible();
  await expect(line).toContainText(`SKU ${size.sku}`);
  await expect(line.getByRole('link', { name: 'Emerald-Green Zircon Halo Ring' })).toHaveAttribute('href', new RegExp(`\\?variant=${size.sku}$`));
});

test('without JavaScript, the size picker still chooses: its form opens the chosen size at its own address', async ({ browser }) => {
  const ring = await readStored('prod/slv-rng-0009');
  const variants = ring?.['variants'] as Array<{ sku: string; price: number; stock: number; status: string; options: Record<string, string> }>;
  const opening = variants.find((variant) => variant.status === 'active' && variant.stock > 0);
  const size = variants.find((variant) => variant !== opening && variant.status === 'active');
  if (!opening || !size) throw new Error('SLV-RNG-0009 has no second size on sale');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/product/SLV-RNG-0009/emerald-green-zircon-halo-ring');
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: opening.options['Size'], exact: true })).toBeChecked();
  await sizes.getByRole('radio', { name: size.options['Size'], exact: true }).check();
  await page.getByRole('button', { name: 'Show this choice' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/SLV-RNG-0009/emerald-green-zircon-halo-ring\\?variant=${size.sku}$`));
  await expect(page.getByText(`SKU ${size.sku}`)).toBeVisible();
  await expect(sizes.getByRole('radio', { name: size.options['Size'], exact: true })).toBeChecked();
  await expect(page.locator('.product-detail__price')).toContainText(`₹${size.price.toLocaleString('en-IN')}`);
  await context.close();
});
