// Order to money (issue 36), as the shop and its buyers live it:
// - shipping quoted by the shop: confirmed at ₹350, the buyer's page then asks for the exact total
//   by UPI; a part payment then the rest (Unpaid → Partly paid → Paid);
// - B2B invoices: a buyer in another state gets IGST with their GSTIN and place of supply, one in
//   Maharashtra CGST + SGST whose halves add up; some pieces credited back into stock; a return
//   credits the whole invoice, the credit note prints for the shop and the buyer, the invoice says
//   cancelled;
// - a phone order entered for a customer, then edited before shipping: stock and totals follow.
import type { Browser, Page } from '@playwright/test';
import { INTRA_STATE_SPLIT_NOTE, toTaxDocument } from 'shared-data/admin';
import { test, expect, gotoHydrated, FAILED_RESOURCE } from '../../support/fixtures';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn } from '../../support/accounts';
import { asUser } from '../../support/firebase-clients';
import { patchStored, productsInStock, readStored, type Stored } from '../../support/stored-documents';
import { createCustomer, type TestCustomer } from '../catalog/accounts';
import { MUMBAI_ADDRESS } from '../../support/address-form';

test.describe.configure({ timeout: 240_000 });
// A document that is not the reader's answers 404, which the browser logs.
test.use({ allowedConsole: FAILED_RESOURCE(404) });

interface Placed {
  orderId: string;
  number: string;
}

const inr = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
const key = (prefix: string) => `e2e-${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
const mumbai = MUMBAI_ADDRESS;
const bengaluru = {
  fullName: 'Kiran Rao',
  phone: '+91 98450 00002',
  line1: '5 Commercial Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

function placeAs(customer: { email: string; password: string }, product: Stored, quantity: number, extra: Record<string, unknown>) {
  return asUser(customer, (call) => call<Placed>('placeOrder', { items: [{ productId: product.__id, quantity }], idempotencyKey: key('money'), ...extra }));
}

const setStatus = (orderId: string, expectedStatus: string, status: string, extra: Record<string, unknown> = {}) =>
  asUser(DEMO_ADMIN, (call) => call('setOrderStatus', { orderId, expectedStatus, status, ...extra }));

const stored = async (orderId: string) => (await readStored(`orders/${orderId}`)) as Stored & Record<string, unknown>;
const paymentStatus = async (orderId: string) => ((await stored(orderId))['payment'] as { status?: string } | undefined)?.status;

async function customerPage(browser: Browser, customer: TestCustomer): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, customer);
  return { page, close: () => context.close() };
}

test('quoted shipping confirmed at ₹350, asked for by UPI for the exact amount, paid in two parts', async ({ page, browser }) => {
  const [product] = (await productsInStock(60)).slice(40, 41);
  if (!product) throw new Error('the seed has too few products in stock');
  const quantity = Number(product['minOrderQty']);
  const subtotal = Number(product['price']) * quantity;
  const seeded = await readStored('settings/site');
  const customer = await createCustomer('quoted');
  let placed: Placed;
  try {
    await patchStored('settings/site', { orders: { shippingMethod: 'quoted', shippingFee: 0, freeShippingAbove: 0, minimumOrderValue: 0 } });
    placed = await placeAs(customer, product, quantity, { address: mumbai });
  } finally {
    await patchStored('settings/site', { orders: seeded?.['orders'] });
  }
  expect(await stored(placed.orderId)).toMatchObject({ shippingState: 'to_quote', shipping: 0, total: subtotal });

  // The admin confirms: the shipping charge is asked for, then charged.
  await signIn(page, DEMO_ADMIN);
  await gotoHydrated(page, `/admin/orders/${placed.orderId}`);
  await expect(page.getByRole('table', { name: `Lines of order ${placed.number}` })).toContainText('To be quoted');
  await page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Confirm order' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm order' });
  await confirm.getByRole('textbox', { name: 'Shipping charge (₹)' }).fill('350');
  await expect(confirm.getByRole('status')).toHaveText(`Shipping ₹350. The order total becomes ${inr(subtotal + 350)}.`);
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  await expect.poll(async () => (await stored(placed.orderId))['status']).toBe('confirmed');
  const total = subtotal + 350;
  expect(await stored(placed.orderId)).toMatchObject({ shippingState: 'quoted', shipping: 350, total });

  // The buyer's page: shipping ₹350, and a UPI link and QR code for exactly the total.
  const buyer = await customerPage(browser, customer);
  await gotoHydrated(buyer.page, `/order-confirmation/${placed.orderId}`);
  const items = buyer.page.getByRole('table', { name: `Items in order ${placed.number}` });
  await expect(items.getByRole('row', { name: /Shipping/ })).toContainText('₹350');
  await expect(items.getByRole('row', { name: /^Total/ })).toContainText(inr(total));
  const payment = buyer.page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Payment status: Unpaid');
  const upi = payment.getByRole('link', { name: `Pay ${inr(total)} with a UPI app` });
  await expect(upi).toHaveAttribute(
    'href',
    new RegExp(`^upi://pay\\?pa=rajatmaya%40hdfcbank&.*am=${total.toFixed(2).replace('.', '\\.')}&cu=INR&tn=${placed.number}$`),
  );
  await expect(payment.getByRole('img', { name: `UPI QR code to pay ${inr(total)} to rajatmaya@hdfcbank for order ${placed.number}` })).toBeVisible();
  await expect(payment).toContainText('HDFC0000060');

  // A part payment, then the rest: Unpaid → Partly paid → Paid.
  const money = page.getByRole('region', { name: /^Payment/ });
  await expect(money.getByRole('heading', { name: 'Payment Unpaid' })).toBeVisible();
  await money.getByRole('button', { name: 'Record payment' }).click();
  let form = money.getByRole('form', { name: 'Record payment' });
  await expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue(String(total));
  await form.getByRole('textbox', { name: /Amount/ }).fill('1000');
  await form.getByRole('textbox', { name: /Reference/ }).fill(`UTR${Date.now()}A`);
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect.poll(() => paymentStatus(placed.orderId)).toBe('partly_paid');
  await expect(money.getByRole('heading', { name: 'Payment Partly paid' })).toBeVisible();
  await expect(money).toContainText(`Payment of ₹1,000 recorded. The order is now partly paid; ${inr(total - 1000)} is due.`);

  await money.getByRole('button', { name: 'Record payment' }).click();
  form = money.getByRole('form', { name: 'Record payment' });
  await expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue(String(total - 1000));
  await form.getByRole('combobox', { name: 'Paid by' }).selectOption('upi');
  await form.getByRole('textbox', { name: /Reference/ }).fill(`${Date.now()}`.slice(-12));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect.poll(() => paymentStatus(placed.orderId)).toBe('paid');
  await expect(money.getByRole('heading', { name: 'Payment Paid' })).toBeVisible();
  await expect(money.getByRole('table', { name: `Payments and refunds of order ${placed.number}` }).getByRole('row')).toHaveCount(3);

  await buyer.page.reload();
  await expect(payment).toContainText('Payment status: Paid');
  await expect(payment.getByRole('link', { name: /with a UPI app/ })).toHaveCount(0);
  await buyer.close();
});

test('B2B invoices: IGST with the GSTIN in another state, CGST + SGST that add up in Maharashtra; credit notes print and cancel', async ({ page, browser }) => {
  const [first, second] = (await productsInStock(60)).slice(42, 44);
  if (!first || !second) throw new Error('the seed has too few products in stock');
  const customer = await createCustomer('b2b');
  const quantity = (product: Stored) => Math.max(3, Number(product['minOrderQty']));
  const karnataka = await placeAs(customer, first, quantity(first), {
    address: bengaluru,
    business: { businessName: 'Kaveri Jewels', gstin: '29AAACK1234C1Z2' },
  });
  const maharashtra = await placeAs(customer, second, quantity(second), {
    address: mumbai,
    business: { businessName: 'Mehta Silver House', gstin: '27AABCR1234F1ZS' },
  });
  await setStatus(karnataka.orderId, 'pending_confirmation', 'confirmed');
  await setStatus(maharashtra.orderId, 'pending_confirmation', 'confirmed');
  await signIn(page, DEMO_ADMIN);

  // Another state: IGST, the buyer's GSTIN and name under "Billed to", place of supply 29 – Karnataka.
  await gotoHydrated(page, `/admin/orders/${karnataka.orderId}/invoice`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const igstInvoice = page.getByRole('article', { name: /^Tax invoice RS\// });
  await expect(igstInvoice.getByRole('columnheader', { name: 'IGST 3%' })).toBeVisible();
  await expect(igstInvoice.getByRole('columnheader', { name: /CGST/ })).toHaveCount(0);
  const billed = igstInvoice.getByRole('region', { name: 'Billed and shipped to' });
  await expect(billed).toContainText('Kaveri Jewels');
  await expect(billed).toContainText('GSTIN 29AAACK1234C1Z2');
  await expect(igstInvoice).toContainText('29 – Karnataka');
  await expect(igstInvoice).toContainText('Freight and handling');
  await expect.poll(async () => ((await stored(karnataka.orderId))['invoice'] as { documentId?: string } | undefined)?.documentId).toBeTruthy();
  const igstDocumentId = ((await stored(karnataka.orderId))['invoice'] as { documentId: string }).documentId;
  const igst = toTaxDocument(igstDocumentId, (await readStored(`orders/${karnataka.orderId}/taxDocuments/${igstDocumentId}`))!);
  await expect(igstInvoice.locator('tfoot')).toContainText(inr(igst.figures.igst).replace('₹', '₹ '));

  // Maharashtra: CGST + SGST, whose halves add up to the tax.
  await gotoHydrated(page, `/admin/orders/${maharashtra.orderId}/invoice`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const splitInvoice = page.getByRole('article', { name: /^Tax invoice RS\// });
  await expect(splitInvoice.getByRole('columnheader', { name: 'CGST 1.5%' })).toBeVisible();
  await expect(splitInvoice.getByRole('columnheader', { name: 'SGST 1.5%' })).toBeVisible();
  await expect(splitInvoice).toContainText('27 – Maharashtra');
  await expect(splitInvoice).toContainText('GSTIN 27AABCR1234F1ZS');
  await expect(splitInvoice).toContainText(INTRA_STATE_SPLIT_NOTE);
  await expect.poll(async () => ((await stored(maharashtra.orderId))['invoice'] as { documentId?: string } | undefined)?.documentId).toBeTruthy();
  const splitDocumentId = ((await stored(maharashtra.orderId))['invoice'] as { documentId: string }).documentId;
  const split = toTaxDocument(splitDocumentId, (await readStored(`orders/${maharashtra.orderId}/taxDocuments/${splitDocumentId}`))!);
  const paise = (rupees: number) => Math.round(rupees * 100);
  expect(paise(split.figures.cgst) + paise(split.figures.sgst)).toBe(paise(split.figures.totalTax));
  expect(Math.abs(paise(split.figures.cgst) - paise(split.figures.sgst))).toBeLessThanOrEqual(1);
  const totals = splitInvoice.getByRole('definition');
  await expect(totals.filter({ hasText: inr(split.figures.cgst).replace('₹', '₹ ') }).first()).toBeVisible();

  // Two pieces of the Karnataka order come back: credited and back in stock.
  const stockBefore = Number((await readStored(`prod/${first.__id}`))?.['stock']);
  await gotoHydrated(page, `/admin/orders/${karnataka.orderId}`);
  const documents = page.getByRole('region', { name: 'Tax invoice and credit notes' });
  await documents.getByRole('button', { name: 'Issue credit note' }).click();
  const credit = page.getByRole('form', { name: 'Issue credit note' });
  await credit.getByRole('radio', { name: 'Some lines, with the pieces credited' }).check();
  await credit.getByRole('textbox', { name: new RegExp(`^${String(first['title']).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).fill('2');
  await credit.getByRole('textbox', { name: 'Reason' }).fill('2 pieces returned: clasp loose');
  await credit.getByRole('checkbox', { name: /put the credited pieces back in stock/ }).check();
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect.poll(async () => ((await stored(karnataka.orderId))['creditNotes'] as unknown[] | undefined)?.length ?? 0).toBe(1);
  await expect.poll(async () => Number((await readStored(`prod/${first.__id}`))?.['stock'])).toBe(stockBefore + 2);
  await expect(documents.getByRole('link', { name: /^Credit note / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Tax invoice RS\// }).first()).toBeVisible();

  // The Maharashtra order is shipped, delivered and returned: its invoice is credited in full.
  await setStatus(maharashtra.orderId, 'confirmed', 'packed');
  await setStatus(maharashtra.orderId, 'packed', 'shipped', {
    courier: 'Blue Dart',
    trackingNumber: 'BD123456789IN',
    trackingUrl: 'https://www.bluedart.com/tracking',
  });
  await setStatus(maharashtra.orderId, 'shipped', 'delivered');
  await gotoHydrated(page, `/admin/orders/${maharashtra.orderId}`);
  await page.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Mark returned' }).click();
  const returned = page.getByRole('form', { name: 'Mark returned' });
  await returned.getByRole('textbox', { name: /Reason/ }).fill('Wrong design sent back');
  await returned.getByRole('button', { name: 'Mark returned' }).click();
  await expect.poll(async () => ((await stored(maharashtra.orderId))['invoice'] as { cancelledBy?: string } | undefined)?.cancelledBy).toBeTruthy();
  const creditNote = ((await stored(maharashtra.orderId))['creditNotes'] as Array<{ id: string; number: string }>)[0]!;

  // The credit note prints for the shop: against the invoice, the same tax breakdown.
  await page
    .getByRole('region', { name: 'Tax invoice and credit notes' })
    .getByRole('link', { name: `Credit note ${creditNote.number}` })
    .click();
  const note = page.getByRole('article', { name: `Credit note ${creditNote.number}` });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`Against invoice`);
  await expect(note).toContainText(split.number);
  await expect(note.getByRole('columnheader', { name: 'CGST 1.5%' })).toBeVisible();
  await expect(note).toContainText('Wrong design sent back');
  // The invoice says it was cancelled, with the way to the credit note.
  await page.getByRole('link', { name: 'Tax invoice', exact: true }).click();
  const cancelled = page.getByRole('article', { name: `Tax invoice ${split.number}` }).getByRole('note');
  await expect(cancelled).toHaveText(`Cancelled — see credit note ${creditNote.number}`);
  await expect(cancelled.getByRole('link', { name: creditNote.number })).toHaveAttribute(
    'href',
    `/admin/orders/${maharashtra.orderId}/credit-notes/${creditNote.id}`,
  );

  // The buyer reads and prints both from their order page; the shipment is told as it was.
  const buyer = await customerPage(browser, customer);
  await gotoHydrated(buyer.page, `/order-confirmation/${maharashtra.orderId}`);
  await expect(buyer.page.getByText('This order was returned to the shop.')).toBeVisible();
  await expect(buyer.page.getByRole('main')).not.toContainText('confirmed by the shop');
  await buyer.page.getByRole('link', { name: new RegExp(`^Credit note ${creditNote.number.replace(/[/]/g, '\\/')}`) }).click();
  await expect(buyer.page.getByRole('article', { name: `Credit note ${creditNote.number}` })).toBeVisible();
  await expect(buyer.page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  // A document is read only under its own order, and only by that order's buyer: else the same 404
  // as for one that does not exist.
  expect((await buyer.page.goto(`/order-confirmation/${maharashtra.orderId}/documents/${igstDocumentId}`))?.status()).toBe(404);
  await buyer.close();
  const stranger = await customerPage(browser, { ...DEMO_CUSTOMER, uid: 'demo-customer' });
  expect((await stranger.page.goto(`/order-confirmation/${maharashtra.orderId}/documents/${creditNote.id}`))?.status()).toBe(404);
  await expect(stranger.page.getByRole('main')).not.toContainText(creditNote.number);
  await stranger.close();
});

test('a phone order entered for a customer, then edited before shipping: stock and totals follow', async ({ page }) => {
  const [product, added] = (await productsInStock(80)).slice(45, 47);
  if (!product || !added) throw new Error('the seed has too few products in stock');
  const stockOf = async (item: Stored) => Number((await readStored(`prod/${item.__id}`))?.['stock']);
  const [productStock, addedStock] = [await stockOf(product), await stockOf(added)];
  const minimum = Number(product['minOrderQty']);

  await signIn(page, DEMO_ADMIN);
  await gotoHydrated(page, '/admin/orders');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  const form = page.getByRole('form', { name: 'New order' });
  await form.getByRole('textbox', { name: 'Find the customer (e-mail, name or phone)' }).fill(DEMO_CUSTOMER.email);
  await form.getByRole('button', { name: 'Find', exact: true }).first().click();
  await form.getByRole('button', { name: `Choose ${DEMO_CUSTOMER.email}` }).click();
  await expect(form).toContainText(DEMO_CUSTOMER.email);
  await form.getByRole('combobox', { name: 'The order came in by' }).selectOption('phone');
  await form.getByRole('textbox', { name: 'Add a product (SKU or title)' }).fill(String(product['sku']));
  await form.getByRole('textbox', { name: 'Add a product (SKU or title)' }).press('Enter');
  await form.getByRole('button', { name: `Add ${String(product['sku'])}` }).click();
  await expect(form.getByRole('spinbutton', { name: `Quantity of ${String(product['title'])}` })).toHaveValue(String(minimum));
  await expect(form.getByRole('radio', { name: /Priya Sharma, Shop 4, Sample Market Complex/ })).toBeChecked();
  await form.getByRole('button', { name: 'Enter the order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/(?!new)[A-Za-z0-9_-]+$/);
  const orderId = page.url().split('/').at(-1)!;
  await expect(page.getByText(/entered by the shop \(Phone, admin@example.com\)/)).toBeVisible();
  expect(await stored(orderId)).toMatchObject({ uid: 'demo-customer', enteredBy: { channel: 'phone' }, status: 'pending_confirmation' });
  await expect.poll(() => stockOf(product)).toBe(productStock - minimum);

  // Edited before shipping: one more piece, another product, a discount; totals shown first.
  await page.getByRole('button', { name: 'Edit order' }).click();
  const edit = page.getByRole('form', { name: /^Edit order / });
  await edit.getByRole('spinbutton', { name: `Quantity of ${String(product['title'])}` }).fill(String(minimum + 1));
  await edit.getByRole('textbox', { name: 'Add a product (SKU or title)' }).fill(String(added['sku']));
  await edit.getByRole('button', { name: 'Find' }).click();
  await edit.getByRole('button', { name: `Add ${String(added['sku'])}` }).click();
  await edit.getByRole('combobox', { name: 'Discount' }).selectOption('amount');
  await edit.getByRole('textbox', { name: 'Amount (₹)' }).fill('100');
  await edit.getByRole('textbox', { name: /Reason for the discount/ }).fill('Regular buyer');
  const addedQuantity = Number(added['minOrderQty']);
  const subtotal = Number(product['price']) * (minimum + 1) + Number(added['price']) * addedQuantity;
  const shipping = Number((await stored(orderId))['shipping']);
  await expect(edit.getByRole('status').filter({ hasText: 'New total' })).toContainText(inr(subtotal - 100 + shipping));
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect.poll(async () => (await stored(orderId))['subtotal']).toBe(subtotal);
  expect(await stored(orderId)).toMatchObject({ total: subtotal - 100 + shipping, discount: { kind: 'amount', value: 100, reason: 'Regular buyer' } });
  await expect.poll(() => stockOf(product)).toBe(productStock - minimum - 1);
  await expect.poll(() => stockOf(added)).toBe(addedStock - addedQuantity);
  await expect(page.getByRole('table', { name: /^Lines of order / })).toContainText('Regular buyer');
});
