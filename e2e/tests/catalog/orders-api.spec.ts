// placeOrder from outside the pages (issue 5): a tampered request carrying prices, or asking for
// more than the stock, is refused and writes nothing; two customers racing for the last unit —
// exactly one order succeeds.
import { test, expect } from '../../support/fixtures';
import { asUser } from '../../support/firebase-clients';
import { createCustomer } from './accounts';
import { countStored, patchStored, productsInStock, queryStored, readStored } from '../../support/stored-documents';

const address = {
  fullName: 'Test Buyer',
  phone: '+91 90000 00002',
  line1: '3 Test Street',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  country: 'India',
};
const key = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected placeOrder to be refused');
}

test('a tampered request with prices, or more than the stock, is refused and writes nothing', async () => {
  const [product] = (await productsInStock(60)).slice(20, 21);
  if (!product) throw new Error('no product in stock');
  const customer = await createCustomer('tamperer');
  const stockBefore = Number(product['stock']);
  const ordersBefore = await countStored('orders');

  await asUser(customer, async (call) => {
    const withPrice = await failure(
      call('placeOrder', { items: [{ productId: product.__id, quantity: Number(product['minOrderQty']), price: 1 }], address, idempotencyKey: key() }),
    );
    expect(withPrice.code).toBe('functions/invalid-argument');
    expect(withPrice.message).toMatch(/Unexpected field\(s\) price/);

    const withTotal = await failure(
      call('placeOrder', { items: [{ productId: product.__id, quantity: Number(product['minOrderQty']) }], total: 1, address, idempotencyKey: key() }),
    );
    expect(withTotal.code).toBe('functions/invalid-argument');

    const tooMany = await failure(call('placeOrder', { items: [{ productId: product.__id, quantity: stockBefore + 1 }], address, idempotencyKey: key() }));
    expect(tooMany.code).toBe('functions/failed-precondition');
    expect(tooMany.message).toContain(`Only ${stockBefore} of “${String(product['title'])}” are left in stock`);
  });

  expect((await readStored(`prod/${product.__id}`))?.['stock']).toBe(stockBefore);
  expect(await countStored('orders')).toBe(ordersBefore);
  expect(await queryStored('orders', 'uid', customer.uid)).toEqual([]);
});

test('two customers racing for the last unit: exactly one order succeeds', async () => {
  const [product] = (await productsInStock(60)).slice(21, 22);
  if (!product) throw new Error('no product in stock');
  await patchStored(`prod/${product.__id}`, { stock: 1, minOrderQty: 1 });
  const [alice, bob] = await Promise.all([createCustomer('racer-a'), createCustomer('racer-b')]);

  // Both sign in first, then fire at the same moment.
  let fire!: () => void;
  const start = new Promise<void>((resolve) => (fire = resolve));
  let signedIn = 0;
  const attempt = (customer: { email: string; password: string }) =>
    asUser(customer, async (call) => {
      signedIn += 1;
      if (signedIn === 2) fire();
      await start;
      return call<{ orderId: string }>('placeOrder', { items: [{ productId: product.__id, quantity: 1 }], address, idempotencyKey: key() });
    });
  const results = await Promise.allSettled([attempt(alice), attempt(bob)]);

  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const lost = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  expect((lost?.reason as { code: string }).code).toBe('functions/failed-precondition');
  expect((lost?.reason as { message: string }).message).toContain('is out of stock');
  expect((await readStored(`prod/${product.__id}`))?.['stock']).toBe(0);
  const orders = [...(await queryStored('orders', 'uid', alice.uid)), ...(await queryStored('orders', 'uid', bob.uid))];
  expect(orders).toHaveLength(1);
  expect(orders[0]?.['items']).toEqual([expect.objectContaining({ productId: product.__id, quantity: 1 })]);
});
