// The product editor, end to end as an admin: create a product with an image, find it on the shop
// and in search (the productWritten trigger keeps its keywords), change its price and see the shop
// and a shopper's cart follow, give it its own search listing and see it in the page's HTML, be told when another admin saved first, archive it (its page answers 404) and delete it.
// Images are uploaded from the product form itself, several at once, each at its stored size.
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { drawPng } from '../../support/media';
import { deleteStored, patchStored, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 240_000 });
// The archived product's page answers 404 (the browser logs it).
test.use({ allowedConsole: FAILED_RESOURCE(404) });

test('an admin creates, edits, archives and deletes a product, and the shop follows each step', async ({ page, request, browser }) => {
  await signInWithSession(page, DEMO_ADMIN);
  const sku = `E2E-PRD-${Date.now().toString(36).toUpperCase()}`;
  const id = sku.toLowerCase();
  const word = `zirconqa${Date.now().toString(36)}`;
  const seeded = await readStored('prod/slv-rng-0001');
  const imageSrc = String((seeded?.['images'] as Array<{ src: string }>)[0]?.src);

  await gotoHydrated(page, '/admin/products');
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeFocused();

  // Checked before anything is written: each problem is said next to its field.
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveAccessibleDescription(/Enter the SKU/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Moonlit ${word} ring`);
  await expect(page.getByRole('textbox', { name: 'URL slug' })).toHaveValue(`moonlit-${word}-ring`);
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  // Leaving with unsaved work asks first (a sidebar link here; the media picker's "Upload some in
  // Media" link the same way); staying keeps what was typed.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveValue(sku);
  await page.getByRole('textbox', { name: 'Description (optional)', exact: true }).fill('A **hand-finished** ring.');
  await page.getByRole('button', { name: 'Preview the description' }).click();
  await expect(page.getByRole('region', { name: 'Description preview' }).locator('strong')).toHaveText('hand-finished');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: String(seeded?.['category']) });
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill('2400');
  await page.getByRole('textbox', { name: 'MRP (₹)' }).fill('2000');
  await page.getByRole('textbox', { name: 'Stock' }).fill('7');
  await page.getByRole('textbox', { name: 'Add an image by its address' }).fill(imageSrc);
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('textbox', { name: 'MRP (₹)' })).toHaveAccessibleDescription(/at least the price/);
  await expect(page.getByRole('textbox', { name: 'Image 1 description (alt text)' })).toHaveAccessibleDescription(/alt text/);
  expect(await readStored(`prod/${id}`)).toBeNull();

  await page.getByRole('textbox', { name: 'MRP (₹)' }).fill('3000');
  await page.getByRole('textbox', { name: 'Image 1 description (alt text)' }).fill('A silver ring on a white cloth');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}\\?created=1$`));
  await expect(page.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();

  const created = await readStored(`prod/${id}`);
  expect(created).toMatchObject({
    sku,
    status: 'active',
    price: 2400,
    mrp: 3000,
    stock: 7,
    images: [{ src: imageSrc, alt: 'A silver ring on a white cloth' }],
  });
  expect(await readStored(`adminAudit/${String(created?.['lastAuditId'])}`)).toMatchObject({
    action: 'product.create',
    target: `prod/${id}`,
    byEmail: DEMO_ADMIN.email,
  });

  // The trigger adds the search keywords; then the shop's search finds it by its new word.
  await expect.poll(async () => (await readStored(`prod/${id}`))?.['searchKeywords'], { timeout: 60_000 }).toEqual(expect.arrayContaining([word]));
  await expect.poll(async () => (await request.get(`/search?q=${word}`)).text(), { timeout: 60_000 }).toContain(`Moonlit ${word} ring`);
  const shopPage = `/product/${sku}/moonlit-${word}-ring`;
  await expect.poll(async () => (await request.get(shopPage)).status(), { timeout: 60_000 }).toBe(200);

  // A shopper puts it in their cart at the old price…
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await gotoHydrated(shopperPage, shopPage);
  await shopperPage.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopperPage.getByRole('form', { name: 'Add to cart' }).getByRole('status')).toContainText(`Moonlit ${word} ring`);

  // A price change reaches the shop's page.
  await gotoHydrated(page, `/admin/products/${id}`);
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill('2150.50');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved Moonlit ${word} ring.` })).toBeVisible();
  expect((await readStored(`prod/${id}`))?.['price']).toBe(2150.5);
  await expect.poll(async () => (await request.get(shopPage)).text(), { timeout: 60_000 }).toContain('2,150.50');
  // …and the cart charges the new one.
  await gotoHydrated(shopperPage, '/cart');
  const line = shopperPage
    .getByRole('list', { name: 'Products in your cart' })
    .getByRole('listitem')
    .filter({ hasText: `Moonlit ${word} ring` });
  await expect(line).toContainText('₹2,150.50');
  await shopper.close();

  // Its own search listing: the page's title and description in the HTML follow (its JSON-LD keeps the real name).
  const searchTitle = `Moonlit ${word} ring in 925 silver`;
  await gotoHydrated(page, `/admin/products/${id}`);
  const listing = page.getByRole('group', { name: 'Search engine listing' });
  await listing.getByRole('textbox', { name: 'Search title' }).fill(searchTitle);
  await listing.getByRole('textbox', { name: 'Search description' }).fill('Hand-finished moonlit ring, hallmarked, from ready stock.');
  await expect(listing).toContainText(searchTitle);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved Moonlit ${word} ring.` })).toBeVisible();
  expect((await readStored(`prod/${id}`))?.['seo']).toEqual({ title: searchTitle, description: 'Hand-finished moonlit ring, hallmarked, from ready stock.' });
  await expect.poll(async () => (await request.get(shopPage)).text(), { timeout: 60_000 }).toContain(`<title>${searchTitle}`);
  const listed = await (await request.get(shopPage)).text();
  expect(listed).toContain('<meta name="description" content="Hand-finished moonlit ring, hallmarked, from ready stock."/>');
  expect(listed).toContain(`"name":"Moonlit ${word} ring"`);

  // Duplicate starts a new product from this one; the saved message stays with this one's page.
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^New product from / })).toBeVisible();
  await expect(page.getByText(`Saved Moonlit ${word} ring.`)).toHaveCount(0);
  // The copy is changed, then abandoned with Back: asked, and left.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Moonlit ${word} ring, copy`);
  await page.goBack();
  await page.getByRole('dialog', { name: 'Leave this page without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Moonlit ${word} ring` })).toBeVisible();

  // Another admin saves first: this save is refused and shows what they changed; the typed value stays.
  await page.getByRole('textbox', { name: 'Tags' }).fill('gift');
  await patchStored(`prod/${id}`, { title: `Moonlit ${word} band`, updatedAt: new Date() });
  await page.getByRole('button', { name: 'Save product' }).click();
  const conflict = page.getByRole('alert', { name: 'Someone else changed this product' });
  await expect(conflict.getByRole('row', { name: /title/ })).toContainText(`Moonlit ${word} band`);
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('gift');
  expect((await readStored(`prod/${id}`))?.['tags']).toEqual([]);
  await conflict.getByRole('button', { name: 'Discard mine and load theirs' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Moonlit ${word} band`);
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('');

  // Archive: gone from the shop.
  await page.getByRole('button', { name: 'Archive product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Archived Moonlit/ })).toBeVisible();
  expect((await readStored(`prod/${id}`))?.['status']).toBe('archived');
  // Shoppers get 404 (`request` has no session); the admin still sees it, marked as a preview.
  await expect.poll(async () => (await request.get(shopPage)).status(), { timeout: 60_000 }).toBe(404);
  const preview = await page.request.get(shopPage);
  expect(preview.status()).toBe(200);
  const previewHtml = (await preview.text()).replaceAll('<!-- -->', '');
  expect(previewHtml).toContain('Preview: this product is archived, so shoppers cannot see this page.');
  expect(previewHtml).toMatch(/<meta name="robots" content="noindex/);

  // Delete: the document goes, with its audit entry.
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(async () => readStored(`prod/${id}`)).toBeNull();
});

test('an admin uploads two images from the product form, with progress, and the product keeps each at its stored size', async ({ page }, testInfo) => {
  await signInWithSession(page, DEMO_ADMIN);
  const run = Date.now().toString(36).toUpperCase();
  const sku = `E2E-UPL-${run}`;
  const title = `Upload test anklet ${run}`;
  try {
    await gotoHydrated(page, '/admin/products/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
    await page.getByRole('textbox', { name: 'Price (₹)' }).fill('1850');
    await page.getByRole('textbox', { name: 'Stock' }).fill('4');
    // By its slug: categories.spec renames the category's display name in the same run.
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('anklets');

    // Two files at once (as dropped or chosen): a 600 px photo and a 1200 px one.
    const small = await drawPng(page, 600, 600);
    const large = await drawPng(page, 1200, 800);
    await page.getByLabel('Images to upload').setInputFiles([
      { name: `anklet-${run}-front.png`, mimeType: 'image/png', buffer: small },
      { name: `anklet-${run}-side.png`, mimeType: 'image/png', buffer: large },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('progressbar', { name: `anklet-${run}-front.png upload progress` })).toBeVisible();
    await page.getByRole('region', { name: 'Images', exact: true }).screenshot({ path: testInfo.outputPath('product-editor-upload.png') });
    await expect(uploads.getByRole('status').filter({ hasText: 'Uploaded and added to the images above.' })).toHaveCount(2, { timeout: 60_000 });
    // Added in the order they were chosen, described by the product's title until the staff write better.
    await expect(page.getByRole('textbox', { name: 'Image 1 description (alt text)' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Image 2 description (alt text)' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Image 1 description (alt text)' }).fill('Silver anklet, front view');

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${sku.toLowerCase()}\\?created=1$`));
    const stored = await readStored(`prod/${sku.toLowerCase()}`);
    const images = stored?.['images'] as Array<{ src: string; alt: string; width: number; height: number; variants: Array<{ width: number }> }>;
    // The 600 px photo is shown from a copy of its own width (not stretched from the 320 px one).
    expect(images[0]).toMatchObject({ alt: 'Silver anklet, front view', width: 600, height: 600, src: expect.stringMatching(/\/600\.webp$/) });
    expect(images[0]?.variants.map((variant) => variant.width)).toEqual([320, 600]);
    expect(images[1]).toMatchObject({ alt: title, width: 640, height: 427, src: expect.stringMatching(/\/640\.webp$/) });
    expect(images[1]?.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    // Both are in the media library too, described as stored.
    const media = await queryStored('media', 'name', `anklet-${run}-side.png`);
    expect(media[0]?.['alt']).toBe(title);
  } finally {
    // Other specs count the catalogue's products and the library's images: this test's go again.
    const uploaded = [...(await queryStored('media', 'name', `anklet-${run}-front.png`)), ...(await queryStored('media', 'name', `anklet-${run}-side.png`))];
    await deleteStored(`prod/${sku.toLowerCase()}`, ...uploaded.map((item) => `media/${item.__id}`));
  }
});
