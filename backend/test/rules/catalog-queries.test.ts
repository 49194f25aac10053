// The catalogue's own reads and writes against the project's firestore.rules, in the exact shapes
// the catalog remote and the cart store send them: listing queries with ranges and sorts, the
// keyword search, a cart's products by id, the sitemap's batches, and the owner-only cart and order.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FieldOperator, NormalizedFilter, NormalizedOrder } from '../../src/firestore-types';
import { compileRules, type RulesAuth } from '../../src/rules';
import { MemoryData, doc, toValue } from './harness';

const engine = compileRules(readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8'), 'firestore.rules');

const field = (path: string, op: FieldOperator, value: unknown): NormalizedFilter => ({ kind: 'field', field: path.split('.'), op, value: toValue(value) });
const and = (...filters: NormalizedFilter[]): NormalizedFilter => ({ kind: 'composite', op: 'AND', filters });
const order = (path: string, direction: 'ASCENDING' | 'DESCENDING'): NormalizedOrder => ({ field: path.split('.'), direction });
const active = field('status', 'EQUAL', 'active');

const ALICE: RulesAuth = { uid: 'alice', token: { sub: 'alice' } };
const BOB: RulesAuth = { uid: 'bob', token: { sub: 'bob' } };

function list(path: string, filter: NormalizedFilter | null, orderBy: NormalizedOrder[] = [], auth: RulesAuth | null = null) {
  return engine.evaluate(
    {
      method: 'list',
      database: '(default)',
      path: path.split('/'),
      auth,
      time: new Date(),
      resource: null,
      newResource: null,
      query: { filter, orderBy, limit: 25, offset: 0 },
    },
    new MemoryData(),
  );
}

function single(
  method: 'get' | 'create' | 'update' | 'delete',
  path: string,
  auth: RulesAuth | null,
  stored: Record<string, unknown> | null,
  incoming?: Record<string, unknown>,
) {
  return engine.evaluate(
    {
      method,
      database: '(default)',
      path: path.split('/'),
      auth,
      time: new Date('2026-06-01T00:00:00Z'),
      resource: stored ? doc(path, stored) : null,
      newResource: incoming ? doc(path, incoming) : null,
    },
    new MemoryData(),
  );
}

describe('the catalogue’s public queries', () => {
  it('lets anyone run a filtered, sorted listing page, as long as it asks for active products', () => {
    const filter = and(
      active,
      field('categorySlug', 'EQUAL', 'rings'),
      field('price', 'GREATER_THAN_OR_EQUAL', 500),
      field('price', 'LESS_THAN_OR_EQUAL', 2000),
      field('stock', 'GREATER_THAN', 0),
    );
    const orderBy = [order('createdAt', 'DESCENDING'), order('price', 'DESCENDING'), order('stock', 'DESCENDING')];
    expect(list('prod', filter, orderBy).allowed).toBe(true);
    expect(list('prod', and(field('categorySlug', 'EQUAL', 'rings'), field('stock', 'GREATER_THAN', 0)), orderBy).allowed).toBe(false);
  });

  it('lets anyone filter a subcategory by an option value (issue 40), with the stock filter and a sort', () => {
    const filter = and(
      active,
      field('subCategoryId', 'EQUAL', 'lips--lipstick'),
      field('optionValues', 'ARRAY_CONTAINS', 'shade:ruby red'),
      field('stock', 'GREATER_THAN', 0),
    );
    expect(list('prod', filter, [order('title', 'ASCENDING'), order('stock', 'ASCENDING')]).allowed).toBe(true);
    expect(list('prod', and(field('optionValues', 'ARRAY_CONTAINS', 'shade:ruby red')), [order('createdAt', 'DESCENDING')]).allowed).toBe(false);
  });

  it('lets anyone search the keyword index of active products', () => {
    expect(list('prod', and(active, field('searchKeywords', 'ARRAY_CONTAINS', 'jhum')), [order('createdAt', 'DESCENDING')]).allowed).toBe(true);
  });

  it('lets the cart read its products by id, with the status filter', () => {
    const ids = ['slv-rng-0001', 'slv-ank-0003'].map((id) => ({ referenceValue: `projects/p/databases/(default)/documents/prod/${id}` }));
    expect(list('prod', and(active, field('__name__', 'IN', ids))).allowed).toBe(true);
  });

  it('lets the sitemap page through active products by id, and anyone list categories', () => {
    expect(list('prod', active, [order('__name__', 'ASCENDING')]).allowed).toBe(true);
    expect(list('categories', null).allowed).toBe(true);
  });
});

describe('carts and orders stay with their owner', () => {
  const order1 = { uid: 'alice', number: 'SO-2026-000001', items: [], total: 0, status: 'pending_confirmation' };

  it('hides an order from other customers exactly as a missing one, so its existence does not leak', () => {
    expect(single('get', 'orders/o1', ALICE, order1).allowed).toBe(true);
    expect(single('get', 'orders/o1', BOB, order1).allowed).toBe(false);
    expect(single('get', 'orders/missing', BOB, null).allowed).toBe(false);
    expect(single('get', 'orders/o1', null, order1).allowed).toBe(false);
  });

  it('never lets a customer write an order or the order counter (the placeOrder function does)', () => {
    expect(single('create', 'orders/o2', ALICE, null, order1).allowed).toBe(false);
    expect(single('update', 'orders/o1', ALICE, order1, { ...order1, total: 1 }).allowed).toBe(false);
    expect(single('get', 'counters/orders-2026', ALICE, { value: 1 }).allowed).toBe(false);
    expect(single('create', 'counters/orders-2026', ALICE, null, { value: 0 }).allowed).toBe(false);
  });

  it("keeps the shop's internal notes on an order from its customer; only admins read them and nobody writes them directly", () => {
    const ADMIN: RulesAuth = { uid: 'root', token: { sub: 'root', admin: true } };
    const note = { text: 'Called the customer', by: 'root', byEmail: 'admin@example.com' };
    expect(single('get', 'orders/o1/notes/n1', ADMIN, note).allowed).toBe(true);
    expect(single('get', 'orders/o1/notes/n1', ALICE, note).allowed).toBe(false);
    expect(single('get', 'orders/o1/notes/n1', null, note).allowed).toBe(false);
    expect(single('create', 'orders/o1/notes/n2', ALICE, null, note).allowed).toBe(false);
    expect(single('create', 'orders/o1/notes/n2', ADMIN, null, note).allowed).toBe(false);
  });

  it("keeps customers' figures for admins; lets admins read a customer's addresses, never change them", () => {
    const ADMIN: RulesAuth = { uid: 'root', token: { sub: 'root', admin: true } };
    const stats = { uid: 'alice', email: 'alice@example.com', orderCount: 3, lifetimeValue: 5400 };
    expect(single('get', 'customerStats/alice', ADMIN, stats).allowed).toBe(true);
    expect(list('customerStats', null, [order('lifetimeValue', 'DESCENDING')], ADMIN).allowed).toBe(true);
    expect(single('get', 'customerStats/alice', ALICE, stats).allowed).toBe(false);
    expect(single('get', 'customerStats/alice', BOB, stats).allowed).toBe(false);
    expect(single('update', 'customerStats/alice', ALICE, stats, { ...stats, lifetimeValue: 1e9 }).allowed).toBe(false);
    expect(single('create', 'customerStats/bob', ADMIN, null, stats).allowed).toBe(false);
    const address = {
      label: 'Home',
      fullName: 'Alice Rao',
      phone: '+91 98765 43210',
      line1: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
      isDefault: true,
    };
    expect(single('get', 'webusers/alice/addresses/a1', ADMIN, address).allowed).toBe(true);
    expect(single('get', 'webusers/alice/addresses/a1', BOB, address).allowed).toBe(false);
    expect(single('update', 'webusers/alice/addresses/a1', ADMIN, address, { ...address, city: 'Delhi' }).allowed).toBe(false);
    expect(single('delete', 'webusers/alice/addresses/a1', ADMIN, address).allowed).toBe(false);
  });

  it("keeps a product's stock movements for admins to read; nobody writes them directly (the functions do)", () => {
    const ADMIN: RulesAuth = { uid: 'root', token: { sub: 'root', admin: true } };
    const movement = { change: -2, stockAfter: 5, reason: 'order', orderId: 'o1', by: 'alice', byEmail: 'alice@example.com' };
    expect(single('get', 'prod/slv-rng-0001/stockMovements/m1', ADMIN, movement).allowed).toBe(true);
    expect(list('prod/slv-rng-0001/stockMovements', null, [order('at', 'DESCENDING')], ADMIN).allowed).toBe(true);
    expect(single('get', 'prod/slv-rng-0001/stockMovements/m1', ALICE, movement).allowed).toBe(false);
    expect(list('prod/slv-rng-0001/stockMovements', null, [order('at', 'DESCENDING')], ALICE).allowed).toBe(false);
    expect(list('prod/slv-rng-0001/stockMovements', null, [order('at', 'DESCENDING')]).allowed).toBe(false);
    expect(single('create', 'prod/slv-rng-0001/stockMovements/m2', ADMIN, null, movement).allowed).toBe(false);
    expect(single('update', 'prod/slv-rng-0001/stockMovements/m1', ADMIN, movement, { ...movement, change: 50 }).allowed).toBe(false);
    expect(single('delete', 'prod/slv-rng-0001/stockMovements/m1', ADMIN, movement).allowed).toBe(false);
  });

  it('accepts the cart document the cart store writes, for its owner only', () => {
    const written = {
      items: [{ productId: 'slv-rng-0001', quantity: 6, addedPrice: 710, addedAt: new Date('2026-05-01T00:00:00Z') }],
      updatedAt: new Date('2026-06-01T00:00:00Z'),
    };
    expect(single('create', 'carts/alice', ALICE, null, written).allowed).toBe(true);
    expect(single('update', 'carts/alice', ALICE, written, written).allowed).toBe(true);
    expect(single('update', 'carts/alice', BOB, written, written).allowed).toBe(false);
    expect(single('get', 'carts/alice', BOB, written).allowed).toBe(false);
  });
});
