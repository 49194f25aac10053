// The dashboard counts from the database: new orders show among the newest orders, a confirmed one
// in today's figures (aggregation queries), a waiting one in what needs attention; the 30 days' takings equal the stored
// orders they count, and the charts and top products (salesDaily counters) agree with them.
import { TAKING_STATUSES } from 'shared-data/admin';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInWithSession } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { productsInStock, queryStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 120_000 });

const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test("a new order reaches the dashboard: newest orders, today's figures and orders to confirm", async ({ page }) => {
  await signInWithSession(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin');
  const sales = page.getByRole('list', { name: 'Sales' });
  const todayBefore = figure(await sales.getByRole('listitem').first().locator('.admin-figure__value').textContent());

  const [product] = (await productsInStock(30)).slice(-3);
  if (!product) throw new Error('no product with 30 in stock');
  const quantity = Math.max(1, Number(product['minOrderQty']) || 1);
  const place = (key: string) =>
    asUser(DEMO_CUSTOMER, (call) =>
      call<{ orderId: string; number: string; total: number }>('placeOrder', {
        items: [{ productId: product.__id, quantity }],
        addressId: 'demo-address-1',
        idempotencyKey: `e2e-dashboard-${key}-${Date.now()}`,
      }),
    );
  // One order waits for confirmation; the other is confirmed, and a confirmed order is a sale.
  const waiting = await place('waiting');
  const placed = await place('confirmed');
  await asUser(DEMO_ADMIN, (call) => call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }));

  await gotoHydrated(page, '/admin');
  const newest = page.getByRole('list', { name: 'Newest orders' });
  await expect(newest.getByRole('link', { name: placed.number })).toBeVisible();
  await expect(newest.getByRole('link', { name: waiting.number })).toBeVisible();
  const todayAfter = figure(await sales.getByRole('listitem').first().locator('.admin-figure__value').textContent());
  expect(todayAfter).toBeCloseTo(todayBefore + placed.total, 2);
  const attention = page.getByRole('list', { name: 'Needs attention' });
  expect(figure(await attention.getByRole('listitem').first().locator('.admin-figure__value').textContent())).toBeGreaterThanOrEqual(1);
  // 30 days include today; the status table counts the pending order and links to its tab.
  const month = sales.getByRole('listitem').filter({ hasText: 'Last 30 days' });
  expect(figure(await month.locator('.admin-figure__value').textContent())).toBeGreaterThanOrEqual(todayAfter);
  // The 30 days' takings are the sum of the stored orders it counts (placed in the last 30 Indian
  // days, confirmed by the shop and not cancelled), less what credit notes took off them.
  const since = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() - 29 * 86_400_000))}T00:00:00+05:30`);
  const counted = (await Promise.all(TAKING_STATUSES.map((status) => queryStored('orders', 'status', status))))
    .flat()
    .filter((order) => (order['createdAt'] as Date) >= since);
  expect(counted.length).toBeGreaterThanOrEqual(1);
  expect(figure(await month.locator('.admin-figure__value').textContent())).toBeCloseTo(
    counted.reduce((total, order) => total + Number(order['total']) - Number((order['credited'] as { total?: number } | undefined)?.total ?? 0), 0),
    2,
  );
  // The 30-day charts (salesDaily counters) agree with the aggregation figures: today's bar is
  // today's takings, and the 30 bars add up to the 30 days' takings. Their figures are a table.
  const takingsChart = page.getByRole('figure', { name: 'Takings per day' });
  await expect(takingsChart.getByRole('img')).toHaveAttribute('aria-label', /^Takings per day: ₹[\d,.]+ in all, the highest/);
  await takingsChart.getByText('Show the figures').click();
  const takingsCells = takingsChart.getByRole('table', { name: 'Takings per day' }).locator('tbody td');
  await expect(takingsCells).toHaveCount(30);
  const takingsPerDay = (await takingsCells.allTextContents()).map(figure);
  expect(takingsPerDay.at(-1)).toBeCloseTo(todayAfter, 2);
  expect(takingsPerDay.reduce((total, value) => total + value, 0)).toBeCloseTo(figure(await month.locator('.admin-figure__value').textContent()), 2);
  const ordersChart = page.getByRole('figure', { name: 'Orders per day' });
  await ordersChart.getByText('Show the figures').click();
  const ordersPerDay = (await ordersChart.getByRole('table', { name: 'Orders per day' }).locator('tbody td').allTextContents()).map(figure);
  const monthOrders = /: ([\d,]+) orders?$/.exec((await month.locator('.admin-figure__label').textContent()) ?? '')?.[1] ?? '';
  expect(ordersPerDay.reduce((total, value) => total + value, 0)).toBe(figure(monthOrders));
  // The product just ordered is among the top products, linked to its editor.
  const top = page.getByRole('table', { name: 'Top products, 30 days' });
  const row = top.getByRole('row').filter({ hasText: product.__id });
  await expect(row.getByRole('link', { name: String(product['title']) })).toHaveAttribute('href', `/admin/products/${encodeURIComponent(product.__id)}`);
  expect(figure(await row.locator('td').first().textContent())).toBeGreaterThanOrEqual(quantity);
  const pending = page.getByRole('table', { name: 'Orders by status' }).getByRole('row', { name: /^Pending confirmation/ });
  expect(figure(await pending.locator('td').textContent())).toBeGreaterThanOrEqual(1);
  await expect(pending.getByRole('link', { name: 'Pending confirmation' })).toHaveAttribute('href', '/admin/orders?status=pending_confirmation');
  await attention.getByRole('link', { name: 'Confirm orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending_confirmation$/);
});
