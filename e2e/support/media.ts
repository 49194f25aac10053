// Images for the admin's media library, drawn by the browser itself (no files in the repository),
// and uploaded and described through Media Management as an admin would.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures';

/** The bytes of a PNG of `width` × `height` drawn by the page's browser. */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#c0c0c0';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#1d4ed8';
      context.fillRect(w / 7, h / 5, (3 * w) / 7, (2 * h) / 5);
      return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()));
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** Uploads a PNG to the media library and gives it alt text; the page must be an admin's. */
export async function uploadDescribedImage(page: Page, name: string, alt: string): Promise<void> {
  await gotoHydrated(page, '/admin/media');
  await page.getByLabel('Images to upload').setInputFiles([{ name, mimeType: 'image/png', buffer: await drawPng(page, 1200, 675) }]);
  await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('status').filter({ hasText: 'Uploaded.' })).toBeVisible({ timeout: 60_000 });
  const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem').filter({ hasText: name });
  await card.getByLabel(`Alt text for ${name}`).fill(alt);
  await card.getByRole('button', { name: `Save alt text for ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText('Alt text saved.');
}
