// The media library, end to end as an admin against the real storage server (firebase/storage in
// the browser, backend/storage.rules enforced): an upload with its progress and WebP sizes, alt text
// required before a product can use it, the image served same-origin, "where used" (products,
// category images, blog covers), and deletion refused while any of them shows it.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { deleteStored, patchStored, queryStored, readStored } from '../../support/stored-documents';
import { drawPng } from '../../support/media';

test.describe.configure({ timeout: 240_000 });

test('an admin uploads an image, describes it, uses it on a product and can delete it only when unused', async ({ page, request }) => {
  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Management' })).toBeVisible();

  // A 700 × 500 PNG drawn by the browser itself.
  const name = `anklet-${Date.now().toString(36)}.png`;
  await page.getByLabel('Images to upload').setInputFiles([
    { name, mimeType: 'image/png', buffer: await drawPng(page, 700, 500) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('alert')).toContainText('notes.txt is not an image the shop can show');
  await expect(uploads.getByRole('status').filter({ hasText: 'Uploaded.' })).toBeVisible({ timeout: 60_000 });

  const [stored] = await queryStored('media', 'name', name);
  expect(stored).toMatchObject({ contentType: 'image/png', width: 700, height: 500, alt: '' });
  const sizes = stored?.['sizes'] as Array<{ width: number; src: string }>;
  // The standard widths it is wide enough for, and its own width for the sharpest copy.
  expect(sizes.map((size) => size.width)).toEqual([320, 640, 700]);
  const copy = await page.request.get(sizes[1]?.src ?? '');
  expect(copy.status()).toBe(200);
  expect(copy.headers()['content-type']).toBe('image/webp');
  expect((await page.request.get(String(stored?.['src']))).headers()['content-type']).toBe('image/png');

  // Alt text first: until then the picker will not offer it.
  const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Needs alt text');
  const alt = `Silver anklet ${Date.now().toString(36)}`;
  await card.getByLabel(`Alt text for ${name}`).fill(alt);
  await card.getByRole('button', { name: `Save alt text for ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText('Alt text saved.');
  expect((await readStored(`media/${stored?.__id}`))?.['alt']).toBe(alt);

  // A product uses it, through the editor's picker.
  const sku = `E2E-MED-${Date.now().toString(36).toUpperCase()}`;
  const seeded = await readStored('prod/slv-rng-0001');
  await gotoHydrated(page, '/admin/products/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Anklet with an uploaded image');
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: String(seeded?.['category']) });
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill('999');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByRole('button', { name: 'Choose from the media library' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Use ${alt}` })
    .click();
  await expect(page.getByRole('textbox', { name: 'Image 1 description (alt text)' })).toHaveValue(alt);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();
  const id = sku.toLowerCase();
  const variants = sizes.map((size) => ({ src: size.src, width: size.width }));
  expect((await readStored(`prod/${id}`))?.['images']).toEqual([{ src: sizes[1]?.src, alt, width: 640, height: 457, variants }]);
  // The shop's page offers the browser both sizes.
  await expect
    .poll(async () => (await request.get(`/product/${sku}/anklet-with-an-uploaded-image`)).text(), { timeout: 60_000 })
    .toContain(`srcSet="${sizes[0]?.src} 320w, ${sizes[1]?.src} 640w, ${sizes[2]?.src} 700w"`);
  await expect.poll(async () => (await readStored(`prod/${id}`))?.['imageSrcs'], { timeout: 60_000 }).toEqual([sizes[1]?.src]);

  // The same image as a category's image and a blog post's cover (set as the stored documents,
  // restored at the end).
  const category = await readStored('categories/rings');
  const [post] = await queryStored('blogs', 'status', 'published');
  if (!category || !post) throw new Error('the seed has no category "rings" or no published post');
  await patchStored('categories/rings', { image: { src: sizes[1]?.src, alt } });
  await patchStored(`blogs/${post.__id}`, { cover: { src: sizes[1]?.src, alt, width: 640, height: 457 } });
  try {
    // Where used; deletion refused while used, then allowed.
    await gotoHydrated(page, '/admin/media');
    await card.getByRole('button', { name: `Where used (${name})` }).click();
    const uses = card.getByRole('list', { name: `Where ${name} is shown` });
    await expect(uses.getByRole('link', { name: new RegExp(`\\(${sku}\\)$`) })).toHaveAttribute('href', `/admin/products/${id}`);
    await expect(uses.getByRole('link', { name: `Category: ${String(category['name'])}` })).toHaveAttribute('href', '/admin/categories');
    await expect(uses.getByRole('link', { name: `Blog post: ${String(post['title'])}` })).toHaveAttribute('href', `/blogs/${String(post['slug'])}`);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('dialog', { name: `Delete ${name}?` });
    await question.getByRole('button', { name: 'Delete for good' }).click();
    // The refusal is said in the question that was asked; nothing was deleted.
    await expect(question.getByRole('alert')).toContainText(`(${sku})`);
    await expect(question.getByRole('alert')).toContainText(`Category: ${String(category['name'])}`);
    expect(await readStored(`media/${stored?.__id}`)).not.toBeNull();
    await question.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await patchStored('categories/rings', { image: category['image'] });
    await patchStored(`blogs/${post.__id}`, { cover: post['cover'] });
  }

  await deleteStored(`prod/${id}`);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(card).toHaveCount(0);
  expect(await readStored(`media/${stored?.__id}`)).toBeNull();
  expect((await page.request.get(sizes[1]?.src ?? '')).status()).toBe(404);
});
