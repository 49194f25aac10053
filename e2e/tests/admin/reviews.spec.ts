// Reviews, end to end: a customer whose order of a product was delivered reviews it on the product
// page (a refused empty send first); the review waits in Reviews Management, where the admin
// approves it and replies; the product page then shows the review, the verified purchase, the
// reply, the new average and count, and its JSON-LD carries AggregateRating and the Review; the
// admin deletes it and the rating goes; every moderation is in the audit log.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn, storedUid } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { productsInStock, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 240_000 });

const TITLE = 'Bright polish, sturdy clasp';
const TEXT = 'Wore it to two weddings; the polish is still bright and the clasp holds firmly.';
const REPLY = 'Thank you for shopping with us, Priya!';

/** The product's JSON-LD Product object as the server rendered it. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.flatMap((text) => [JSON.parse(text) as unknown].flat() as Record<string, unknown>[]).find((entry) => entry['@type'] === 'Product');
  if (!product) throw new Error('no Product JSON-LD');
  return product;
}

test('a delivered product is reviewed, approved with a reply, shown with its rating and JSON-LD, then deleted', async ({ page, browser }) => {
  const [, , chosen] = await productsInStock(30);
  if (!chosen) throw new Error('no product with 30 in stock');
  const productId = chosen.__id;
  const sku = String(chosen['sku']);
  const quantity = Math.max(1, Number(chosen['minOrderQty']) || 1);

  // The customer's order of it is delivered (the order journey itself is orders.spec.ts).
  const placed = await asUser(DEMO_CUSTOMER, (call) =>
    call<{ orderId: string }>('placeOrder', { items: [{ productId, quantity }], addressId: 'demo-address-1', idempotencyKey: `e2e-reviews-${Date.now()}` }),
  );
  await asUser(DEMO_ADMIN, async (call) => {
    await call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' });
    await call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'confirmed', status: 'packed' });
    await call('setOrderStatus', {
      orderId: placed.orderId,
      expectedStatus: 'packed',
      status: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    await call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'shipped', status: 'delivered' });
  });

  // The customer writes the review on the product page.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signIn(customer, DEMO_CUSTOMER);
  const uid = await storedUid(customer);
  const reviewPath = `prod/${productId}/reviews/${uid}`;
  await gotoHydrated(customer, `/product/${sku}`);
  const reviews = customer.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star: Poor' })).toBeFocused();
  await form.getByRole('radio', { name: '4 stars: Very good' }).check();
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Your review').fill(TEXT);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Your review is waiting for approval' })).toBeVisible();
  await expect.poll(async () => (await readStored(reviewPath))?.['status']).toBe('pending');
  expect(await readStored(reviewPath)).toMatchObject({ rating: 4, title: TITLE, text: TEXT, verifiedPurchase: true, authorName: 'Priya S.' });

  // The admin finds it in the queue (the sidebar counts it), approves it and replies.
  await signIn(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/reviews');
  await expect(page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: /Reviews.*to approve/ })).toBeVisible();
  const queue = page.getByRole('list', { name: 'Waiting for approval: reviews' });
  const item = queue.getByRole('article', { name: TITLE });
  await expect(item.getByText('Priya S. · Verified purchase')).toBeVisible();
  await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await item.getByRole('button', { name: `Approve Priya S.'s review "${TITLE}"` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Priya S.'s review "${TITLE}" is published.` })).toBeVisible();
  await expect.poll(async () => (await readStored(reviewPath))?.['status']).toBe('approved');
  expect(await readStored(`prod/${productId}`)).toMatchObject({ reviewCount: 1, reviewSum: 4 });
  await expect(queue.getByRole('article', { name: TITLE })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Review status' })
    .getByRole('link', { name: /^Published/ })
    .click();
  const published = page.getByRole('list', { name: 'Published: reviews' }).getByRole('article', { name: TITLE });
  await published.getByRole('button', { name: `Reply to Priya S.'s review "${TITLE}"` }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Reply to this review' });
  await replyDialog.getByLabel('Public reply').fill(REPLY);
  await replyDialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has your reply.' })).toBeVisible();
  await expect.poll(async () => (await readStored(reviewPath))?.['reply']).toBe(REPLY);

  // A shopper sees it: the review, the purchase, the reply, the rating, and the JSON-LD (the shop
  // server drops its cached product within a second of the change: reload until it shows).
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await expect
    .poll(async () => {
      await shopper.goto(`/product/${sku}`);
      return shopper.getByRole('region', { name: 'Customer reviews' }).getByText(REPLY).count();
    })
    .toBe(1);
  const shown = shopper.getByRole('region', { name: 'Customer reviews' });
  await expect(shown.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(shown.getByText(/Priya S\. · Verified purchase/)).toBeVisible();
  await expect(shown.getByText(TEXT)).toBeVisible();
  await expect(shopper.getByRole('img', { name: 'Rated 4 out of 5 from 1 review' }).first()).toBeVisible();
  const jsonLd = await productJsonLd(shopper);
  expect(jsonLd['aggregateRating']).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
  expect(jsonLd['review']).toEqual([
    expect.objectContaining({
      '@type': 'Review',
      name: TITLE,
      reviewBody: TEXT,
      author: { '@type': 'Person', name: 'Priya S.' },
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    }),
  ]);
  // The author sees that it is published.
  await gotoHydrated(customer, `/product/${sku}`);
  await expect(customer.getByRole('status').filter({ hasText: 'Your review is published.' })).toBeVisible();

  // The admin deletes it: it leaves the page and the rating.
  await published.getByRole('button', { name: `Delete Priya S.'s review "${TITLE}"` }).click();
  await page.getByRole('dialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is deleted.' })).toBeVisible();
  await expect.poll(async () => readStored(reviewPath)).toBeNull();
  expect(await readStored(`prod/${productId}`)).toMatchObject({ reviewCount: 0, reviewSum: 0 });
  await expect
    .poll(async () => {
      await shopper.goto(`/product/${sku}`);
      return shopper.getByRole('region', { name: 'Customer reviews' }).getByText('No reviews yet.').count();
    })
    .toBe(1);
  expect((await productJsonLd(shopper))['aggregateRating']).toBeUndefined();

  const audit = await queryStored('adminAudit', 'target', reviewPath);
  expect(audit.map((entry) => entry['action']).sort()).toEqual(['review.approve', 'review.delete', 'review.reply']);
  await customerContext.close();
  await shopperContext.close();
});
