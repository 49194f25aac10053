// The customer's e-mails, read from the local mailbox (what the sendMail function delivered through
// the local SMTP server): one when the order is placed and one at each step the shop takes, the
// shipping one with the courier, tracking number and link; after the customer turns "Order updates"
// off in My Account, an order and its confirmation send nothing.
import { test, expect, gotoHydrated } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn, storedUid } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { mailTo } from '../../support/mailbox';
import { deleteStored, patchStored, productsInStock, queryStored, readStored } from '../../support/stored-documents';

test.describe.configure({ timeout: 180_000 });

const TRACKING = 'https://www.indiapost.gov.in/track?n=EE555666777IN';

async function placeOrder(productId: string, quantity: number) {
  return asUser(DEMO_CUSTOMER, (call) =>
    call<{ orderId: string; number: string }>('placeOrder', {
      items: [{ productId, quantity }],
      addressId: 'demo-address-1',
      idempotencyKey: `e2e-order-mail-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    }),
  );
}

/** The subjects of the mails about order `number`, without the shop's name, sorted (each step's e-mail is sent by its own trigger, so they may arrive in any order). */
async function subjectsAbout(number: string): Promise<string[]> {
  const mails = await mailTo(DEMO_CUSTOMER.email);
  return mails
    .filter((mail) => mail.subject.includes(number))
    .map((mail) => mail.subject.replace(/ · .*$/, ''))
    .sort();
}

test('the customer is e-mailed at each step of their order, the admin sees what was sent, and nothing is sent after turning order updates off', async ({
  page,
  browser,
}) => {
  const [, , , , chosen] = await productsInStock(30);
  if (!chosen) throw new Error('no product with 30 in stock');
  const quantity = Math.max(1, Number(chosen['minOrderQty']) || 1);

  const placed = await placeOrder(chosen.__id, quantity);
  const steps = [
    ['pending_confirmation', 'confirmed', {}],
    ['confirmed', 'packed', {}],
    ['packed', 'shipped', { courier: 'India Post', trackingNumber: 'EE555666777IN', trackingUrl: TRACKING }],
    ['shipped', 'delivered', {}],
  ] as const;
  await asUser(DEMO_ADMIN, async (call) => {
    for (const [from, to, extra] of steps) await call('setOrderStatus', { orderId: placed.orderId, expectedStatus: from, status: to, ...extra });
  });
  const n = placed.number;
  await expect
    .poll(() => subjectsAbout(n), { timeout: 60_000, message: 'five e-mails about the order reach the mailbox' })
    .toEqual(
      [
        `We have received your order ${n}`,
        `Your order ${n} is confirmed`,
        `Your order ${n} is packed`,
        `Your order ${n} has shipped`,
        `Your order ${n} has been delivered`,
      ].sort(),
    );
  const shipped = (await mailTo(DEMO_CUSTOMER.email)).find((mail) => mail.subject.startsWith(`Your order ${n} has shipped`));
  expect(shipped?.text).toContain('EE555666777IN');
  expect(shipped?.text).toContain('India Post');
  expect(shipped?.html).toContain(TRACKING.replace(/&/g, '&amp;'));
  // Money in rupees, the Indian way (the order's total appears in the first e-mail).
  const received = (await mailTo(DEMO_CUSTOMER.email)).find((mail) => mail.subject.startsWith(`We have received your order ${n}`));
  expect(received?.text).toMatch(/₹\s?[\d,]+(\.\d{2})?/);

  // The admin sees each e-mail's fate on the order page, and e-mails that failed for good on the dashboard.
  await expect
    .poll(async () => (await queryStored('mail', 'orderId', placed.orderId)).map((mail) => (mail['delivery'] as { state: string }).state).join(','))
    .toBe('SUCCESS,SUCCESS,SUCCESS,SUCCESS,SUCCESS');
  const failedId = `e2e-failed-${Date.now()}`;
  await patchStored(`mail/${failedId}`, {
    to: 'nobody@invalid.example',
    kind: 'order-placed',
    orderId: placed.orderId,
    message: { subject: `Undeliverable test e-mail ${failedId}`, html: '<p>x</p>', text: 'x' },
    createdAt: new Date(),
    delivery: { state: 'ERROR', attempts: 5, error: '550 Mailbox unavailable', endTime: new Date() },
  });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, DEMO_ADMIN);
    await gotoHydrated(admin, `/admin/orders/${placed.orderId}`);
    const sent = admin.getByRole('region', { name: 'E-mails to the customer' });
    await expect(sent.getByRole('listitem')).toHaveCount(6);
    await expect(sent.getByText('Sent', { exact: true })).toHaveCount(5);
    await expect(sent.getByText('Not sent after 5 attempts: 550 Mailbox unavailable')).toBeVisible();
    await gotoHydrated(admin, '/admin');
    const failed = admin.getByRole('region', { name: 'E-mails that could not be sent' });
    await expect(failed).toContainText(`Undeliverable test e-mail ${failedId} — nobody@invalid.example`);
    await expect(failed.getByRole('link', { name: 'Open the order' }).first()).toHaveAttribute('href', /\/admin\/orders\//);
  } finally {
    await adminContext.close();
    await deleteStored(`mail/${failedId}`);
  }

  // The customer turns order updates off in My Account.
  await signIn(page, DEMO_CUSTOMER);
  const uid = await storedUid(page);
  try {
    await gotoHydrated(page, '/account');
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'E-mail preferences' }).click();
    await page.getByRole('checkbox', { name: /Order updates/ }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail preferences are saved.' })).toBeVisible();
    await expect
      .poll(async () => ((await readStored(`webusers/${uid}`))?.['emailPreferences'] as { orderUpdates?: boolean } | undefined)?.orderUpdates)
      .toBe(false);

    const quiet = await placeOrder(chosen.__id, quantity);
    const confirmed = await asUser(DEMO_ADMIN, (call) =>
      call<{ emailQueued: boolean }>('setOrderStatus', { orderId: quiet.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' }),
    );
    expect(confirmed.emailQueued).toBe(false);
    // Nothing was queued for that order (the queue is the only way out), so nothing can arrive.
    expect(await queryStored('mail', 'orderId', quiet.orderId)).toEqual([]);
    expect(await subjectsAbout(quiet.number)).toEqual([]);
  } finally {
    await patchStored(`webusers/${uid}`, { emailPreferences: { orderUpdates: true, promotions: true, newsletter: true } });
  }
});
