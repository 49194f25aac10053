// The day's silver rate against the real local backend (issue 41): an admin sets it, every
// metal-priced product's stored price follows with the rate's id and breakup, a rate far from the
// last asks for confirmation, customers cannot set it; placeOrder prices metal lines from the rate in
// force (not from a stored price that a rewrite may not have reached), applies wholesale breaks, and
// a rewrite cut short resumes where it stopped while an older rate's rewrite stops.
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { repriceProducts, resumeRepricing } from '../../functions/src/silver-rate';
import type { SetSilverRateResult } from '../../../shared-data/src/callables/silver-rate';
import type { PlaceOrderResult } from '../../../shared-data/src/callables/place-order';
import { callError, callMessage, clientSession, closeClientSessions, type ClientSession } from '../support/client-session';
import { sharedBackend } from '../support/shared-backend';

let db: Firestore;
let admin: ClientSession;
let customer: ClientSession;

const run = `${Date.now().toString(36)}`;
const ids = { ring: `silver-ring-${run}`, chain: `silver-chain-${run}`, noWeight: `silver-noweight-${run}`, fixed: `silver-fixed-${run}` };
const sterlingPerGram = { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 };

/** A product as the catalogue stores it; stock under 60 so that place-order.test.ts does not pick it. */
const product = (id: string, fields: Record<string, unknown>) => ({
  title: `Test ${id}`,
  sku: id.toUpperCase(),
  slug: id,
  status: 'active',
  price: 500,
  stock: 55,
  minOrderQty: 1,
  images: [],
  ...fields,
});

const stored = async (id: string) => (await db.doc(`prod/${id}`).get()).data() ?? {};
const setRate = (session: ClientSession, rupeesPerGram: number, confirmed?: boolean) =>
  session.call<SetSilverRateResult>('setSilverRate', confirmed === undefined ? { rupeesPerGram } : { rupeesPerGram, confirmed });

beforeAll(async () => {
  const { endpoints } = await sharedBackend();
  db = createAdminFirestore({ host: endpoints.firestore.host, projectId: endpoints.projectId });
  // This file's own products, and no rate yet (the worker's backend may have run this file before).
  await db.doc('pricing/silver').delete();
  await Promise.all([
    db.doc(`prod/${ids.ring}`).set(product(ids.ring, { attributes: { weightGrams: 10, purity: '925' }, pricing: sterlingPerGram })),
    db.doc(`prod/${ids.chain}`).set(
      product(ids.chain, {
        attributes: { weightGrams: 10 },
        pricing: sterlingPerGram,
        priceTiers: [
          { minQuantity: 10, percentOff: 5 },
          { minQuantity: 50, percentOff: 8 },
        ],
      }),
    ),
    db.doc(`prod/${ids.noWeight}`).set(product(ids.noWeight, { attributes: {}, pricing: sterlingPerGram, price: 700 })),
    db.doc(`prod/${ids.fixed}`).set(product(ids.fixed, { attributes: { weightGrams: 10 }, price: 900 })),
  ]);
  admin = await clientSession(endpoints, DEMO_ADMIN);
  customer = await clientSession(endpoints, DEMO_CUSTOMER);
}, 240_000);

afterAll(async () => {
  await closeClientSessions();
  await Promise.all([...Object.values(ids).map((id) => db.doc(`prod/${id}`).delete()), db.doc('pricing/silver').delete()]);
  await db?.terminate();
}, 60_000);

describe('setSilverRate', () => {
  it('is for admins only', async () => {
    const error = await callError(setRate(customer, 95.5));
    expect(error.code).toBe('functions/permission-denied');
    expect((await db.doc('pricing/silver').get()).exists).toBe(false);
  });

  it('makes the rate current, keeps it in the history with its audit entry, and re-prices every metal-priced product', async () => {
    const result = await setRate(admin, 95.5);
    expect(result).toMatchObject({ complete: true });
    // The ring and the chain (the product without a weight has nothing to change).
    expect(result.repriced).toBeGreaterThanOrEqual(2);
    expect((await db.doc('pricing/silver').get()).data()).toMatchObject({ rateId: result.rateId, rupeesPerGram: 95.5 });
    expect((await db.doc(`silverRates/${result.rateId}`).get()).data()).toMatchObject({ rupeesPerGram: 95.5, byEmail: DEMO_ADMIN.email, previous: null });
    // 10 g × ₹95.50 × 0.925 = ₹883.38, making 10 × ₹12, GST 3 % (the seed's prices include it): ₹1,033.48, to the rupee.
    expect(await stored(ids.ring)).toMatchObject({
      price: 1033,
      priceRateId: result.rateId,
      priceBreakup: { metalValue: 883.38, making: 120, gst: 30.1, rounding: -0.48, price: 1033 },
    });
    // No weight: the rule cannot price it, so its price stays and it carries no rate.
    const noWeight = await stored(ids.noWeight);
    expect(noWeight['price']).toBe(700);
    expect(noWeight['priceRateId']).toBeUndefined();
    expect((await stored(ids.fixed))['price']).toBe(900);
    const audit = await db.collection('adminAudit').where('target', '==', `silverRates/${result.rateId}`).get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ action: 'pricing.silver-rate', byEmail: DEMO_ADMIN.email, summary: 'Silver rate ₹95.50 a gram (fine silver)' }),
    ]);
  });

  it('asks before taking a rate far from the last, and refuses what cannot be a rate', async () => {
    const before = (await db.doc('pricing/silver').get()).data();
    const far = await callError(setRate(admin, 955));
    expect(far.code).toBe('functions/failed-precondition');
    expect(callMessage(far)).toBe('₹955 a gram is 10.0 times the last rate (₹95.50). Save it anyway?');
    expect(far.details).toEqual({ needsConfirmation: true });
    expect(callMessage(await callError(setRate(admin, 0)))).toMatch(/above zero/);
    expect(callMessage(await callError(setRate(admin, 95.555)))).toMatch(/two decimals/);
    expect(callMessage(await callError(admin.call('setSilverRate', { rupeesPerGram: 96, price: 1 })))).toMatch(/Unexpected field\(s\) price/);
    expect((await db.doc('pricing/silver').get()).data()).toEqual(before);
    expect((await stored(ids.ring))['price']).toBe(1033);
  });
});

describe('placeOrder with the silver rate', () => {
  let rateId = '';

  beforeAll(async () => {
    rateId = (await setRate(admin, 100)).rateId;
  });

  const order = (items: Array<{ productId: string; quantity: number }>) =>
    customer.call<PlaceOrderResult>('placeOrder', {
      items,
      addressId: 'demo-address-1',
      idempotencyKey: `silver-${run}-${Math.random().toString(36).slice(2)}`,
    });
  const linesOf = async (orderId: string) => ((await db.doc(`orders/${orderId}`).get()).get('items') as Array<Record<string, unknown>>) ?? [];

  it('prices metal lines from the rate in force, even where the stored price has not been rewritten yet', async () => {
    // 10 g × ₹100 × 0.925 = ₹925 + ₹120 making + 3 % GST = ₹1,076.35, to the rupee.
    expect((await stored(ids.ring))['price']).toBe(1076);
    // As if the rewrite for this rate had not reached the ring yet.
    await db.doc(`prod/${ids.ring}`).update({ price: 1033, priceRateId: 'an-older-rate' });
    const placed = await order([
      { productId: ids.ring, quantity: 2 },
      { productId: ids.fixed, quantity: 1 },
    ]);
    const lines = await linesOf(placed.orderId);
    expect(lines.map(({ productId, price, lineTotal, rateId: lineRate }) => ({ productId, price, lineTotal, rateId: lineRate }))).toEqual([
      { productId: ids.ring, price: 1076, lineTotal: 2152, rateId },
      { productId: ids.fixed, price: 900, lineTotal: 900, rateId: undefined },
    ]);
  });

  it('gives a quantity its wholesale price break, keeping the list price on the line', async () => {
    const placed = await order([{ productId: ids.chain, quantity: 50 }]);
    // ₹1,076 less 8 % = ₹989.92.
    expect(await linesOf(placed.orderId)).toEqual([
      expect.objectContaining({ productId: ids.chain, quantity: 50, price: 989.92, listPrice: 1076, lineTotal: 49496, rateId }),
    ]);
    const nine = await order([{ productId: ids.chain, quantity: 4 }]);
    const [line] = await linesOf(nine.orderId);
    expect(line).toMatchObject({ price: 1076, lineTotal: 4304 });
    expect(line?.['listPrice']).toBeUndefined();
  });
});

describe('re-pricing in batches', () => {
  it('resumes a rewrite cut short, and stops an older rate’s rewrite once a newer rate is in force', async () => {
    const current = (await db.doc('pricing/silver').get()).get('rateId') as string;
    // Cut short before the ring: its price is stale and the rate's rewrite has not finished.
    await db.doc(`prod/${ids.ring}`).update({ price: 1, priceRateId: 'an-older-rate' });
    await db.doc(`silverRates/${current}`).update({ 'repricing.after': null, 'repricing.finishedAt': null });
    const resumed = await resumeRepricing(db);
    expect(resumed?.rateId).toBe(current);
    expect(await stored(ids.ring)).toMatchObject({ price: 1076, priceRateId: current });
    expect((await db.doc(`silverRates/${current}`).get()).get('repricing.finishedAt')).toBeTruthy();
    expect(await resumeRepricing(db)).toBeNull();

    const older = (await db.collection('silverRates').where('rupeesPerGram', '==', 95.5).get()).docs.at(-1)?.id ?? '';
    expect(await repriceProducts(db, older)).toEqual({ repriced: 0, complete: false });
    expect((await stored(ids.ring))['price']).toBe(1076);
  });
});
