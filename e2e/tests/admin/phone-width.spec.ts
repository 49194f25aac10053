// The admin area on a phone (390 px wide): no page scrolls sideways. A wide table scrolls inside its
// own box; cards, forms and controls fit the screen. Every admin route of the route table is opened
// with real data (a product, a post, a page, a customer, an order with its invoice, a message), and
// the lists' "Columns" control is opened too, as it once widened the whole page. The order page and
// the dashboard at 390 px are kept in the test output (docs/screens/admin-second-pass).
import { routeTable, routeHref } from 'shared-data/routes';
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInWithSession } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { deleteStored, patchStored, productsInStock, queryStored } from '../../support/stored-documents';
import { sidewaysOverflow } from '../../support/sideways';

test.describe.configure({ timeout: 300_000 });

test('no admin page scrolls sideways at 390 px', async ({ page }, testInfo) => {
  const [product] = await productsInStock(30);
  if (!product) throw new Error('no product in stock');
  const placed = await asUser(DEMO_CUSTOMER, (call) =>
    call<{ orderId: string }>('placeOrder', {
      items: [{ productId: product.__id, quantity: Math.max(1, Number(product['minOrderQty']) || 1) }],
      addressId: 'demo-address-1',
      idempotencyKey: `e2e-phone-width-${Date.now()}`,
    }),
  );
  const messageId = `e2e-phone-${Date.now().toString(36)}`;
  await patchStored(`messages/${messageId}`, {
    name: 'Meera Jain',
    email: 'meera@example.com',
    subject: 'A quote for 200 pairs of payals, plain and with ghungroo, delivered before Diwali',
    message: 'Could you quote 200 pairs of plain payals and 100 with ghungroo? We need them in Jaipur by the first week of November.',
    status: 'new',
    createdAt: new Date(),
  });
  const [customer] = await queryStored('webusers', 'email', DEMO_CUSTOMER.email);
  const [post] = await queryStored('blogs', 'status', 'published');
  const params: Record<string, string> = {
    productId: product.__id,
    postId: String(post?.__id),
    slug: 'about',
    orderId: placed.orderId,
    uid: String(customer?.__id),
    kind: 'message',
    id: messageId,
  };
  try {
    await signInWithSession(page, DEMO_ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    // A credit note needs an invoiced order and its note; its page is the invoice's layout, checked here.
    const routes = routeTable.filter((route) => route.guard === 'admin' && route.id !== 'admin-order-credit-note');
    const wide: string[] = [];
    for (const route of routes) {
      const path = routeHref(route.id, params);
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const found = await sidewaysOverflow(page);
      if (found.overflow > 0) wide.push(`${path}: ${found.overflow} px too wide (${found.culprits.join(', ')})`);
      if (route.id === 'admin-order' || route.id === 'admin-dashboard')
        await page.screenshot({ path: testInfo.outputPath(`${route.id}-390.png`), fullPage: true });
    }
    // A list's column choice, opened.
    await gotoHydrated(page, '/admin/products');
    await page.getByText('Columns', { exact: true }).click();
    const columns = await sidewaysOverflow(page);
    if (columns.overflow > 0) wide.push(`/admin/products with Columns open: ${columns.overflow} px too wide (${columns.culprits.join(', ')})`);
    expect(wide).toEqual([]);
  } finally {
    await deleteStored(`messages/${messageId}`);
  }
});
