// The day's silver rate against the real local backend (issue 41): an admin sets it, every
// metal-priced product's stored price follows with the rate's id and breakup, a rate far from the
// last asks for confirmation, customers cannot set it; placeOrder prices metal lines from the rate in
// force (not from a stored price that a rewrite may not have reached), applies wholesale breaks, and
// a rewrite cut short resumes where it stopped while an older rate's rewrite stops. A metal line keeps
// its breakup (one piece at the rate in force) through an edit and onto the tax invoice's line.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../src/seed/demo-users';
import { applyDueRates, onSiteSettingsWritten, repriceProducts, resumeRepricing } from '../../functions/src/silver-rate';
import { asIsoDate, type PlaceOrderResult, productDocumentSchema, type SetSilverRateResult, toTaxDocument } from 'shared-data/contracts';
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
const setRateAt = (rupeesPerGram: number, at: Date) => admin.call<SetSilverRateResult>('setSilverRate', { rupeesPerGram, effectiveFrom: at.toISOString() });

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
  /** One piece of 10 g sterling at ₹100 a gram, ₹12 a gram making, prices with 3 % GST, to the rupee. */
  const breakupAt100 = () => ({
    weightGrams: 10,
    purity: 925,
    rateId,
    rupeesPerGram: 100,
    metalValue: 925,
    making: 120,
    extra: 0,
    beforeTax: 1045,
    gst: 31.35,
    gstPercent: 3,
    rounding: -0.35,
    price: 1076,
    taxIncluded: true,
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
    // The ring's line keeps how its price was made; the fixed-price line is as it always was.
    expect(lines[0]?.['breakup']).toEqual(breakupAt100());
    expect(lines[1]).not.toHaveProperty('breakup');
  });

  it('gives a quantity its wholesale price break, keeping the list price on the line', async () => {
    const placed = await order([{ productId: ids.chain, quantity: 50 }]);
    // ₹1,076 less 8 % = ₹989.92.
    expect(await linesOf(placed.orderId)).toEqual([
      expect.objectContaining({ productId: ids.chain, quantity: 50, price: 989.92, listPrice: 1076, lineTotal: 49496, rateId, breakup: breakupAt100() }),
    ]);
    const nine = await order([{ productId: ids.chain, quantity: 4 }]);
    const [line] = await linesOf(nine.orderId);
    expect(line).toMatchObject({ price: 1076, lineTotal: 4304 });
    expect(line?.['listPrice']).toBeUndefined();
  });

  it('prices an order the shop enters the same way: the rate in force and the wholesale break', async () => {
    // As if the rewrite had not reached the chain: the staff's order is priced from the rate all the same.
    await db.doc(`prod/${ids.chain}`).update({ price: 1033, priceRateId: 'an-older-rate', stock: 55 });
    const entered = await admin.call<{ orderId: string }>('createShopOrder', {
      customer: { uid: DEMO_CUSTOMER.uid },
      items: [{ productId: ids.chain, quantity: 10 }],
      address: {
        fullName: 'Asha Mehta',
        phone: '+91 98200 12345',
        line1: '12 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400002',
        country: 'IN',
      },
      channel: 'phone',
      note: '',
      idempotencyKey: `silver-shop-${run}`,
    });
    // ₹1,076 less 5 % = ₹1,022.20.
    expect(await linesOf(entered.orderId)).toEqual([expect.objectContaining({ quantity: 10, price: 1022.2, listPrice: 1076, lineTotal: 10222, rateId })]);
    await db.doc(`prod/${ids.chain}`).update({ price: 1076, priceRateId: rateId });
  });

  it('keeps a metal line’s breakup through an edit and prints it on the tax invoice’s line', async () => {
    // The earlier orders took the chain's stock; under 60 still, so place-order.test.ts leaves it alone.
    await db.doc(`prod/${ids.chain}`).update({ stock: 55 });
    const placed = await order([
      { productId: ids.ring, quantity: 2 },
      { productId: ids.chain, quantity: 10 },
    ]);
    const placedAt = asIsoDate((await db.doc(`orders/${placed.orderId}`).get()).get('updatedAt'));
    // One more ring: every line keeps its price, and with it its list price, rate and breakup.
    await admin.call('editOrder', {
      orderId: placed.orderId,
      expectedUpdatedAt: placedAt,
      items: [
        { productId: ids.ring, quantity: 3 },
        { productId: ids.chain, quantity: 10 },
      ],
      discount: null,
      shipping: null,
    });
    // ₹1,076 less 5 % = ₹1,022.20.
    expect(await linesOf(placed.orderId)).toEqual([
      expect.objectContaining({ productId: ids.ring, quantity: 3, price: 1076, lineTotal: 3228, rateId, breakup: breakupAt100() }),
      expect.objectContaining({ productId: ids.chain, quantity: 10, price: 1022.2, listPrice: 1076, lineTotal: 10222, rateId, breakup: breakupAt100() }),
    ]);

    await admin.call('setOrderStatus', { orderId: placed.orderId, expectedStatus: 'pending_confirmation', status: 'confirmed' });
    await admin.call('issueInvoice', { orderId: placed.orderId });
    const documentId = (await db.doc(`orders/${placed.orderId}`).get()).get('invoice.documentId') as string;
    const invoice = toTaxDocument(documentId, (await db.doc(`orders/${placed.orderId}/taxDocuments/${documentId}`).get()).data() ?? {});
    const [ring, chain] = invoice.figures.lines;
    // The taxable value and tax are the line's (₹3,228 with 3 % GST in it), the breakup one piece's.
    expect(ring).toMatchObject({ sku: ids.ring.toUpperCase(), quantity: 3, price: 1076, taxableValue: 3133.98, total: 3228, breakup: breakupAt100() });
    expect(ring).not.toHaveProperty('listPrice');
    expect(chain).toMatchObject({ sku: ids.chain.toUpperCase(), quantity: 10, price: 1022.2, listPrice: 1076, total: 10222, breakup: breakupAt100() });
  }, 120_000);
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

// The rounding rule is a site setting: the settings/site trigger re-prices the catalogue when it
// changes, and placeOrder rounds by it.
describe('the rounding rule in the settings', () => {
  const order = (productId: string) =>
    customer.call<PlaceOrderResult>('placeOrder', {
      items: [{ productId, quantity: 1 }],
      addressId: 'demo-address-1',
      idempotencyKey: `silver-rounding-${run}-${Math.random().toString(36).slice(2)}`,
    });
  const priceOf = async (id: string) => (await stored(id))['price'];

  it('re-prices every metal-priced product when the rounding changes, and placeOrder rounds by it', async () => {
    const rateId = (await db.doc('pricing/silver').get()).get('rateId') as string;
    const settings = db.doc('settings/site');
    // Put back what was there: other files of this worker's backend read the same settings.
    const pricingBefore: unknown = (await settings.get()).get('pricing');
    expect(await priceOf(ids.ring)).toBe(1076);
    try {
      // ₹1,076.35 up to the next ₹10, by the settings' trigger.
      await settings.set({ pricing: { rounding: 'ten', showSilverRate: true } }, { merge: true });
      await expect.poll(() => priceOf(ids.ring), { timeout: 30_000 }).toBe(1080);
      expect(await stored(ids.ring)).toMatchObject({ priceRateId: rateId, priceBreakup: { rounding: 3.65, price: 1080 } });
      await expect.poll(async () => (await db.doc(`silverRates/${rateId}`).get()).get('repricing.finishedAt'), { timeout: 30_000 }).toBeTruthy();
      const placed = await order(ids.ring);
      expect(((await db.doc(`orders/${placed.orderId}`).get()).get('items') as Array<Record<string, unknown>>)[0]).toMatchObject({ price: 1080, rateId });

      await settings.set({ pricing: { rounding: 'paisa' } }, { merge: true });
      await expect.poll(() => priceOf(ids.chain), { timeout: 30_000 }).toBe(1076.35);
      expect(await priceOf(ids.ring)).toBe(1076.35);
      // A rounding left on pricing/silver (where it was read before) counts for nothing, nor does a
      // change of settings that do not make prices.
      await db.doc('pricing/silver').set({ rounding: 'ten' }, { merge: true });
      expect(await onSiteSettingsWritten(db, { pricing: { rounding: 'paisa' } }, { pricing: { rounding: 'paisa', showSilverRate: false } })).toBeNull();
      expect(await onSiteSettingsWritten(db, { orders: { shippingFee: 1 } }, { orders: { shippingFee: 2 } })).toBeNull();
      const paisa = await order(ids.ring);
      expect(((await db.doc(`orders/${paisa.orderId}`).get()).get('items') as Array<Record<string, unknown>>)[0]).toMatchObject({ price: 1076.35 });
    } finally {
      await db.doc('pricing/silver').update({ rounding: FieldValue.delete() });
      await settings.update({ pricing: pricingBefore ?? FieldValue.delete() });
    }
    // Back to the rupee (the default).
    await expect.poll(() => priceOf(ids.ring), { timeout: 30_000 }).toBe(1076);
  }, 120_000);
});

describe('pricing set on a product or its category', () => {
  const category = `silver-cat-${run}`;
  const follower = `silver-follower-${run}`;
  const own = `silver-own-${run}`;
  const rateId = async () => (await db.doc('pricing/silver').get()).get('rateId') as string;

  afterAll(async () => {
    await Promise.all([db.doc(`prod/${follower}`).delete(), db.doc(`prod/${own}`).delete(), db.doc(`categories/${category}`).delete()]);
  });

  it('prices a product at the rate in force as soon as it becomes metal-priced, and lets its price go fixed again', async () => {
    await db.doc(`prod/${ids.fixed}`).update({ pricing: sterlingPerGram });
    // 10 g at ₹100 × 0.925 + ₹120 making, 3 % GST, to the rupee: the product trigger, not a rate change.
    await expect.poll(async () => (await stored(ids.fixed))['price'], { timeout: 30_000 }).toBe(1076);
    expect(await stored(ids.fixed)).toMatchObject({ priceRateId: await rateId(), priceBreakup: { making: 120, price: 1076 } });

    await db.doc(`prod/${ids.fixed}`).update({ pricing: { basis: 'fixed' } });
    await expect.poll(async () => 'priceBreakup' in (await stored(ids.fixed)), { timeout: 30_000 }).toBe(false);
    expect(await stored(ids.fixed)).toMatchObject({ price: 1076 });
    expect('priceRateId' in (await stored(ids.fixed))).toBe(false);
  }, 90_000);

  it('gives a category’s pricing and breaks to the products that follow it, and to no other', async () => {
    const created = await admin.call<{ created: boolean }>('saveCategory', {
      slug: category,
      name: `Silver ${run}`,
      subcategories: [],
      expectedUpdatedAt: null,
    });
    expect(created.created).toBe(true);
    await Promise.all([
      db.doc(`prod/${follower}`).set(
        product(follower, {
          category: `Silver ${run}`,
          categorySlug: category,
          attributes: { weightGrams: 20 },
          pricing: { basis: 'fixed' },
          pricingFromCategory: true,
        }),
      ),
      db
        .doc(`prod/${own}`)
        .set(product(own, { category: `Silver ${run}`, categorySlug: category, attributes: { weightGrams: 20 }, pricing: { basis: 'fixed' } })),
    ]);
    const loaded = await db.doc(`categories/${category}`).get();
    const perPiece = { basis: 'metal', purity: 925, making: { per: 'piece', rupees: 300 }, extraRupees: 0 };
    const tiers = [{ minQuantity: 12, percentOff: 4 }];
    const saved = await admin.call<{ productsRepriced: number }>('saveCategory', {
      slug: category,
      name: `Silver ${run}`,
      subcategories: [],
      pricing: perPiece,
      priceTiers: tiers,
      expectedUpdatedAt: asIsoDate(loaded.get('updatedAt')),
    });
    expect(saved.productsRepriced).toBe(1);
    expect((await db.doc(`categories/${category}`).get()).data()).toMatchObject({ pricing: perPiece, priceTiers: tiers });
    // 20 g at ₹100 × 0.925 + ₹300 a piece, 3 % GST: ₹2,214.50, to the rupee ₹2,215.
    await expect.poll(async () => (await stored(follower))['price'], { timeout: 30_000 }).toBe(2215);
    expect(await stored(follower)).toMatchObject({ pricing: perPiece, priceTiers: tiers, priceRateId: await rateId() });
    expect(await stored(own)).toMatchObject({ price: 500, pricing: { basis: 'fixed' } });
    expect('priceTiers' in (await stored(own))).toBe(false);

    // A rule that cannot price is refused with the reason, and nothing changes.
    const again = await db.doc(`categories/${category}`).get();
    const refused = await callError(
      admin.call('saveCategory', {
        slug: category,
        name: `Silver ${run}`,
        subcategories: [],
        pricing: { ...perPiece, purity: 1200 },
        expectedUpdatedAt: asIsoDate(again.get('updatedAt')),
      }),
    );
    expect(callMessage(refused)).toMatch(/Purity is parts per thousand/);
  }, 90_000);
});

describe('a rate scheduled for later', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const current = async () => (await db.doc('pricing/silver').get()).data() ?? {};
  const rateDoc = async (id: string) => (await db.doc(`silverRates/${id}`).get()).data() ?? {};

  it('waits for its time, then becomes the rate in force and re-prices; a past time is refused', async () => {
    const before = await current();
    const past = await callError(admin.call('setSilverRate', { rupeesPerGram: 104, effectiveFrom: inMinutes(-10).toISOString() }));
    expect(callMessage(past)).toMatch(/cannot come into force in the past/);

    const scheduled = await setRateAt(104, inMinutes(10));
    expect(scheduled).toMatchObject({ repriced: 0, complete: false, scheduledFor: expect.any(String) });
    expect((await current())['rateId']).toBe(before['rateId']);
    expect(await rateDoc(scheduled.rateId)).toMatchObject({ rupeesPerGram: 104, scheduled: true });
    // Not yet due: nothing happens.
    expect(await applyDueRates(db, inMinutes(5))).toBeNull();

    const applied = await applyDueRates(db, inMinutes(11));
    expect(applied).toMatchObject({ rateId: scheduled.rateId, complete: true });
    expect(await current()).toMatchObject({ rateId: scheduled.rateId, rupeesPerGram: 104 });
    expect(await rateDoc(scheduled.rateId)).toMatchObject({ previous: before['rateId'] });
    expect(await rateDoc(scheduled.rateId)).not.toHaveProperty('scheduled');
    // 10 g × ₹104 × 0.925 = ₹962 + ₹120 making, 3 % GST: ₹1,114.46, to the rupee.
    expect(await stored(ids.ring)).toMatchObject({ price: 1114, priceRateId: scheduled.rateId });
  }, 90_000);

  it('can be cancelled before its time, and is passed over when a rate set since is newer', async () => {
    const cancelled = await setRateAt(105, inMinutes(20));
    await admin.call('cancelSilverRate', { rateId: cancelled.rateId });
    expect(await rateDoc(cancelled.rateId)).toMatchObject({ cancelled: true });
    expect(await applyDueRates(db, inMinutes(30))).toBeNull();
    expect(callMessage(await callError(admin.call('cancelSilverRate', { rateId: cancelled.rateId })))).toMatch(/Only a scheduled rate can be cancelled/);
    expect((await callError(customer.call('cancelSilverRate', { rateId: cancelled.rateId }))).code).toBe('functions/permission-denied');

    const inForce = await current();
    const older = await setRateAt(106, inMinutes(2));
    // A rate set by hand after the scheduled one's time (as if at +3 minutes) stays in force.
    await db.doc('pricing/silver').update({ effectiveFrom: Timestamp.fromDate(inMinutes(3)) });
    try {
      expect(await applyDueRates(db, inMinutes(4))).toBeNull();
      expect(await rateDoc(older.rateId)).toMatchObject({ skipped: true });
      expect((await current())['rateId']).toBe(inForce['rateId']);
    } finally {
      await db.doc('pricing/silver').update({ effectiveFrom: inForce['effectiveFrom'] });
    }
  }, 90_000);
});

// A product with options in a category priced from the silver rate (issue 40): each variant is priced
// from its own weight (the product's when it has none), its MRP taken away, and the product's own
// price, MRP and stock stay its variants' roll-up, so the document stays valid.
describe('a product with options priced from the silver rate', () => {
  const category = `silver-variants-cat-${run}`;
  const id = `silver-variants-${run}`;
  const sku = id.toUpperCase();
  const perGram = { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 };
  const variantsOf = (data: Record<string, unknown>) => data['variants'] as Array<Record<string, unknown>>;
  const priceBySku = async () => Object.fromEntries(variantsOf(await stored(id)).map((variant) => [variant['sku'], variant['price']]));

  afterAll(async () => {
    await Promise.all([db.doc(`prod/${id}`).delete(), db.doc(`categories/${category}`).delete()]);
  });

  it('prices each variant from its weight when the category’s metal pricing reaches it and at every rate change, the product at their roll-up', async () => {
    await admin.call('saveCategory', { slug: category, name: `Silver variants ${run}`, subcategories: [], expectedUpdatedAt: null });
    await db.doc(`prod/${id}`).set(
      product(id, {
        category: `Silver variants ${run}`,
        categorySlug: category,
        attributes: { weightGrams: 10 },
        pricing: { basis: 'fixed' },
        pricingFromCategory: true,
        // Their roll-up: the cheapest on sale (S, with its MRP), the stock of those on sale.
        price: 400,
        mrp: 450,
        stock: 10,
        options: [{ name: 'Size', kind: 'size', values: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] }],
        variants: [
          { sku: `${sku}-S`, options: { Size: 'S' }, price: 400, mrp: 450, stock: 5, weightGrams: 8, status: 'active' },
          { sku: `${sku}-M`, options: { Size: 'M' }, price: 600, stock: 3, weightGrams: 12, status: 'active' },
          // No weight of its own: priced from the product's 10 g.
          { sku: `${sku}-L`, options: { Size: 'L' }, price: 700, stock: 2, status: 'active' },
        ],
      }),
    );
    const loaded = await db.doc(`categories/${category}`).get();
    const saved = await admin.call<{ productsRepriced: number }>('saveCategory', {
      slug: category,
      name: `Silver variants ${run}`,
      subcategories: [],
      pricing: perGram,
      expectedUpdatedAt: asIsoDate(loaded.get('updatedAt')),
    });
    expect(saved.productsRepriced).toBe(1);
    const rateAt104 = (await db.doc('pricing/silver').get()).get('rateId') as string;
    expect((await db.doc('pricing/silver').get()).get('rupeesPerGram')).toBe(104);
    // At ₹104 a gram × 0.925 + ₹12 a gram making, 3 % GST, to the rupee: 8 g ₹891.57, 12 g ₹1,337.35, 10 g ₹1,114.46.
    await expect.poll(() => priceBySku(), { timeout: 30_000 }).toEqual({ [`${sku}-S`]: 892, [`${sku}-M`]: 1337, [`${sku}-L`]: 1114 });
    const priced = await stored(id);
    expect(priced).toMatchObject({ price: 892, stock: 10, priceRateId: rateAt104, priceBreakup: { weightGrams: 8, price: 892, rateId: rateAt104 } });
    // A metal price has no MRP, the product's nor a variant's.
    expect('mrp' in priced).toBe(false);
    expect(variantsOf(priced).some((variant) => 'mrp' in variant)).toBe(false);
    expect(variantsOf(priced).map((variant) => variant['stock'])).toEqual([5, 3, 2]);
    expect(productDocumentSchema.safeParse({ ...priced, createdAt: new Date(), updatedAt: new Date() }).error?.issues ?? []).toEqual([]);

    // A rate change re-prices every variant and the roll-up with it.
    const changed = await setRate(admin, 110);
    expect(changed.complete).toBe(true);
    // ₹110 a gram: 8 g ₹937.30, 12 g ₹1,405.95, 10 g ₹1,171.63, to the rupee.
    expect(await priceBySku()).toEqual({ [`${sku}-S`]: 937, [`${sku}-M`]: 1406, [`${sku}-L`]: 1172 });
    const repriced = await stored(id);
    expect(repriced).toMatchObject({ price: 937, stock: 10, priceRateId: changed.rateId, priceBreakup: { weightGrams: 8, rupeesPerGram: 110, price: 937 } });
    expect(productDocumentSchema.safeParse({ ...repriced, createdAt: new Date(), updatedAt: new Date() }).error?.issues ?? []).toEqual([]);

    // The cheapest taken off sale: the product shows the next one's price and breakup.
    await db.doc(`prod/${id}`).update({
      variants: variantsOf(repriced).map((variant) => (variant['sku'] === `${sku}-S` ? { ...variant, status: 'draft' } : variant)),
      stock: 5,
    });
    await expect.poll(async () => (await stored(id))['price'], { timeout: 30_000 }).toBe(1172);
    expect(await stored(id)).toMatchObject({ priceBreakup: { weightGrams: 10, price: 1172 } });
    expect(await repriceProducts(db, changed.rateId)).toMatchObject({ complete: true });
    expect(productDocumentSchema.safeParse({ ...(await stored(id)), createdAt: new Date(), updatedAt: new Date() }).error?.issues ?? []).toEqual([]);
  }, 120_000);
});
