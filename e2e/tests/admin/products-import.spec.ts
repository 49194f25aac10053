// Bulk import and export of products: a file with errors is reported by line and column and
// nothing is written; the corrected file is imported with progress; importing it again changes
// nothing; the filtered list exports as CSV with those products; the shop's own products exported,
// one price changed and imported again: one updated, the rest unchanged, images as they were.
import { readFile } from 'node:fs/promises';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, signInWithSession } from '../../support/accounts';
import { deleteStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

const HEADER = 'sku,title,category,subcategory,price,mrp,stock,status,tags,image_urls,image_alts';

test('an admin imports products from CSV: errors first, then progress, then an idempotent second run; the list exports', async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
  const tag = `csvqa${Date.now().toString(36)}`;
  const skus = [1, 2, 3].map((n) => `CSV-${tag.toUpperCase()}-${n}`);
  // Removed however the journey ends, so a failure here cannot change the catalogue later journeys count.
  try {
    const seeded = await readStored('prod/slv-rng-0001');
    const category = String(seeded?.['categorySlug']);
    const imageSrc = String((seeded?.['images'] as Array<{ src: string }>)[0]?.src);
    const file = (lines: string[]) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });
    const good = [
      `${skus[0]},Imported ring one,${category},,1200,1500,4,active,${tag},,`,
      `${skus[1]},Imported ring two,${category},,900,,0,draft,${tag},${imageSrc},A ring`,
      `${skus[2]},"Imported ring, three",${category},,450.50,500,12,active,${tag},,`,
    ];

    await gotoHydrated(page, '/admin/products');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeFocused();
    const chooser = page.getByLabel('CSV file');
    const importButton = page.getByRole('button', { name: /^Import/ });

    // Two bad rows: reported with line and column; the import cannot start; nothing is stored.
    await chooser.setInputFiles(file([good[0] as string, `${skus[1]},,${category},,abc,,1,active,,,`, `${skus[2]},Ring,nowhere,,100,90,1,sold,,,`]));
    const problems = page.getByRole('table', { name: /Problems in the file/ });
    await expect(page.getByRole('alert')).toContainText('problems to fix. Nothing has been written');
    await expect(problems.getByRole('row', { name: /^3 title/ })).toBeVisible();
    await expect(problems.getByRole('row', { name: /^3 price/ })).toBeVisible();
    await expect(problems.getByRole('row', { name: /^4 category Choose a category\./ })).toBeVisible();
    await expect(problems.getByRole('row', { name: /^4 status Use active, draft or archived\./ })).toBeVisible();
    await expect(importButton).toBeDisabled();
    expect(await readStored(`prod/${skus[0]?.toLowerCase()}`)).toBeNull();

    // The corrected file: checked, imported with progress, every row stored.
    await chooser.setInputFiles(file(good));
    await expect(page.getByRole('status').filter({ hasText: '3 products checked, ready to import' })).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 products' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished: 3 created, 0 updated, 0 unchanged.' })).toBeVisible({ timeout: 60_000 });
    const second = await readStored(`prod/${skus[1]?.toLowerCase()}`);
    expect(second).toMatchObject({
      sku: skus[1],
      title: 'Imported ring two',
      price: 900,
      stock: 0,
      status: 'draft',
      tags: [tag],
      images: [{ src: imageSrc, alt: 'A ring' }],
    });
    expect(await readStored(`prod/${skus[2]?.toLowerCase()}`)).toMatchObject({ title: 'Imported ring, three', price: 450.5, mrp: 500 });

    // The same file again changes nothing.
    await chooser.setInputFiles(file(good));
    await page.getByRole('button', { name: 'Import 3 products' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import finished: 0 created, 0 updated, 3 unchanged.' })).toBeVisible({ timeout: 60_000 });
    expect((await readStored(`prod/${skus[1]?.toLowerCase()}`))?.['lastAuditId']).toBe(second?.['lastAuditId']);

    // The list filtered to them exports them (after the trigger has indexed their tag).
    // Every one of the three, not only the last: the trigger indexes them one by one.
    for (const sku of skus) {
      await expect
        .poll(async () => (await readStored(`prod/${sku.toLowerCase()}`))?.['searchKeywords'], { timeout: 60_000 })
        .toEqual(expect.arrayContaining([tag]));
    }
    await gotoHydrated(page, `/admin/products?q=${tag}`);
    await expect(page.getByRole('navigation', { name: 'Products pages' })).toContainText('3 shown of 3');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    await expect(page.getByRole('status').filter({ hasText: 'Exported 3 products.' })).toBeVisible();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^sku,title,slug,status,category/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...skus].sort());
    expect(csv).toContain('"Imported ring, three"');

    // The shop's own products round trip: export, change one price, import. One updated, the rest
    // unchanged; their images keep their stored sizes (the file names them by address only).
    const sku = 'SLV-RNG-0001';
    const before = await readStored(`prod/${sku.toLowerCase()}`);
    const price = Number(before?.['price']);
    await gotoHydrated(page, '/admin/products?q=SLV-RNG-000');
    const shown = Number(/(\d+) shown of \1/.exec(await page.getByRole('navigation', { name: 'Products pages' }).innerText())?.[1]);
    expect(shown).toBeGreaterThan(1);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const original = await readFile(await (await exported).path(), 'utf8');
    // The title, slug, status, category and subcategory cells come before the price.
    const priceCell = new RegExp(`^(${sku},(?:[^,\r\n]*,){5})${price},`, 'm');
    expect(original).toMatch(priceCell);
    const changed = original.replace(priceCell, `$1${price + 100},`);
    const upload = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    try {
      await gotoHydrated(page, '/admin/products/import');
      await chooser.setInputFiles(upload(changed));
      await page.getByRole('button', { name: `Import ${shown} products` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Import finished: 0 created, 1 updated, ${shown - 1} unchanged.` })).toBeVisible({
        timeout: 60_000,
      });
      const after = await readStored(`prod/${sku.toLowerCase()}`);
      expect(after?.['price']).toBe(price + 100);
      expect(after?.['images']).toEqual(before?.['images']);
    } finally {
      // Put the price back the same way; the other products stay as they were.
      await gotoHydrated(page, '/admin/products/import');
      await chooser.setInputFiles(upload(original));
      await page.getByRole('button', { name: `Import ${shown} products` }).click();
      await expect(page.getByRole('status').filter({ hasText: `Import finished: 0 created, 1 updated, ${shown - 1} unchanged.` })).toBeVisible({
        timeout: 60_000,
      });
    }
  } finally {
    await deleteStored(...skus.map((sku) => `prod/${sku.toLowerCase()}`));
  }
});
