import { describe, expect, it } from 'vitest';
import type { FieldOperator, NormalizedFilter, NormalizedOrder } from '../../src/firestore-types';
import { compileRules, type RulesEngine } from '../../src/rules';
import { MemoryData, toValue } from './harness';

function rules(body: string, version = '2'): RulesEngine {
  return compileRules(
    `rules_version = '${version}';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`,
    'list.rules',
  );
}

const field = (path: string, op: FieldOperator, value: unknown): NormalizedFilter => ({
  kind: 'field',
  field: path.split('.'),
  op,
  value: toValue(value),
});
const eq = (path: string, value: unknown) => field(path, 'EQUAL', value);
const isIn = (path: string, values: unknown[]) => field(path, 'IN', values);
const and = (...filters: NormalizedFilter[]): NormalizedFilter => ({ kind: 'composite', op: 'AND', filters });
const or = (...filters: NormalizedFilter[]): NormalizedFilter => ({ kind: 'composite', op: 'OR', filters });

interface Query {
  filter?: NormalizedFilter;
  limit?: number;
  offset?: number;
  orderBy?: NormalizedOrder[];
  uid?: string;
  collectionGroup?: boolean;
  data?: MemoryData;
}

function list(engine: RulesEngine, path: string, q: Query = {}) {
  return engine.evaluate(
    {
      method: 'list',
      database: '(default)',
      path: path.split('/'),
      ...(q.collectionGroup === true ? { collectionGroup: true } : {}),
      auth: q.uid === undefined ? null : { uid: q.uid, token: {} },
      time: new Date(),
      resource: null,
      newResource: null,
      query: { filter: q.filter ?? null, orderBy: q.orderBy ?? [], limit: q.limit ?? null, offset: q.offset ?? 0 },
    },
    q.data ?? new MemoryData(),
  );
}

describe('list queries are allowed only when the rule holds for every document they can return', () => {
  const products = rules("match /prod/{id} { allow list: if resource.data.status == 'active'; }");

  it('denies an unfiltered query when the rule depends on a field, naming the field', () => {
    const d = list(products, 'prod');
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('cannot be proven for every document the query may return: resource.data.status is not fixed');
  });

  it('allows a query whose equality filter fixes the field to a value the rule accepts', () => {
    expect(list(products, 'prod', { filter: eq('status', 'active') }).allowed).toBe(true);
    expect(list(products, 'prod', { filter: eq('status', 'draft') }).allowed).toBe(false);
    expect(list(products, 'prod', { filter: and(eq('status', 'active'), field('price', 'LESS_THAN', 100)) }).allowed).toBe(true);
  });

  it('checks every value of an IN filter and treats a single-value IN as equality', () => {
    expect(list(products, 'prod', { filter: isIn('status', ['active']) }).allowed).toBe(true);
    const d = list(products, 'prod', { filter: isIn('status', ['active', 'draft']) });
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('for documents where status == "draft"');
  });

  it('checks every branch of an OR filter', () => {
    expect(list(products, 'prod', { filter: or(eq('status', 'active'), and(eq('status', 'active'), eq('featured', true))) }).allowed).toBe(true);
    expect(list(products, 'prod', { filter: or(eq('status', 'active'), eq('featured', true)) }).allowed).toBe(false);
  });

  it('learns nothing from range, not-equal, not-in and array filters', () => {
    for (const op of ['NOT_EQUAL', 'GREATER_THAN', 'NOT_IN', 'ARRAY_CONTAINS'] as const) {
      expect(list(products, 'prod', { filter: field('status', op, op === 'NOT_IN' ? ['draft'] : 'active') }).allowed, op).toBe(false);
    }
  });

  it('proves != and in [...] from a fixed value', () => {
    const e = rules(`
      match /a/{id} { allow list: if resource.data.status != 'deleted'; }
      match /b/{id} { allow list: if resource.data.status in ['x', 'y']; }`);
    expect(list(e, 'a', { filter: eq('status', 'live') }).allowed).toBe(true);
    expect(list(e, 'a', { filter: eq('status', 'deleted') }).allowed).toBe(false);
    expect(list(e, 'a', { filter: field('status', 'NOT_EQUAL', 'deleted') }).allowed).toBe(false);
    expect(list(e, 'b', { filter: isIn('status', ['x', 'y']) }).allowed).toBe(true);
    expect(list(e, 'b', { filter: isIn('status', ['x', 'z']) }).allowed).toBe(false);
  });

  it('proves ownership from a filter on the owner field', () => {
    const orders = rules('match /orders/{id} { allow list: if request.auth.uid == resource.data.uid; }');
    expect(list(orders, 'orders', { uid: 'u1', filter: eq('uid', 'u1') }).allowed).toBe(true);
    expect(list(orders, 'orders', { uid: 'u1', filter: eq('uid', 'u2') }).allowed).toBe(false);
    expect(list(orders, 'orders', { uid: 'u1' }).allowed).toBe(false);
    expect(list(orders, 'orders', { filter: eq('uid', 'u1') }).allowed).toBe(false);
  });

  it('knows the query limit, offset and order', () => {
    const e = rules(`
      match /a/{id} { allow list: if request.query.limit <= 50; }
      match /b/{id} { allow list: if request.query.offset == 0 && request.query.orderBy.createdAt == 'DESC'; }`);
    expect(list(e, 'a', { limit: 24 }).allowed).toBe(true);
    expect(list(e, 'a', { limit: 51 }).allowed).toBe(false);
    expect(list(e, 'a').reason).toMatch(/cannot compare null with int/);
    expect(list(e, 'b', { orderBy: [{ field: ['createdAt'], direction: 'DESCENDING' }] }).allowed).toBe(true);
    expect(list(e, 'b', { orderBy: [{ field: ['createdAt'], direction: 'ASCENDING' }] }).allowed).toBe(false);
    expect(list(e, 'b', { offset: 10, orderBy: [{ field: ['createdAt'], direction: 'DESCENDING' }] }).allowed).toBe(false);
  });

  it('uses three-valued logic: unprovable || true allows, unprovable && false is plainly false', () => {
    const e = rules(`
      match /a/{id} { allow list: if resource.data.public == true || request.auth != null; }
      match /b/{id} { allow list: if resource.data.public == true && false; }`);
    expect(list(e, 'a', { uid: 'u1' }).allowed).toBe(true);
    expect(list(e, 'a').allowed).toBe(false);
    expect(list(e, 'b').reason).toContain('"allow list: if resource.data.public == true && false" is false');
  });

  it('reads nested fields fixed by a filter on a dotted field path', () => {
    const e = rules("match /a/{id} { allow list: if resource.data.address.city == 'Pune' && resource.data.address is map; }");
    expect(list(e, 'a', { filter: eq('address.city', 'Pune') }).allowed).toBe(true);
    expect(list(e, 'a', { filter: eq('address.pin', '411001') }).allowed).toBe(false);
  });

  it('cannot prove anything about the document id unless __name__ is filtered', () => {
    const e = rules(`
      match /a/{id} { allow list: if id == 'x'; }
      match /b/{id} { allow list: if resource.id == 'x' && resource.__name__ == /databases/$(database)/documents/b/x; }`);
    expect(list(e, 'a').reason).toContain('the document id {id} of a list query is not fixed');
    expect(list(e, 'b').allowed).toBe(false);
    const byName = (coll: string, id: string) => eq('__name__', { referenceValue: `projects/demo/databases/(default)/documents/${coll}/${id}` });
    expect(list(e, 'a', { filter: byName('a', 'x') }).allowed).toBe(true);
    expect(list(e, 'b', { filter: byName('b', 'x') }).allowed).toBe(true);
    expect(list(e, 'b', { filter: byName('b', 'y') }).allowed).toBe(false);
  });

  it('refuses conditions on the document as a whole', () => {
    const e = rules("match /a/{id} { allow list: if resource.data.keys().hasOnly(['status']) && 'status' in resource.data; }");
    const d = list(e, 'a', { filter: eq('status', 'x') });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/keys\(\) depends on fields the query does not fix/);
  });

  it('allows rules that do not depend on the document at all', () => {
    const e = rules('match /a/{id} { allow list: if request.auth != null; }');
    expect(list(e, 'a', { uid: 'u1' }).allowed).toBe(true);
    expect(list(e, 'a').allowed).toBe(false);
  });

  it('follows get() through fixed values', () => {
    const e = rules('match /a/{id} { allow list: if get(/databases/$(database)/documents/owners/$(resource.data.owner)).data.public == true; }');
    const data = new MemoryData({ 'owners/o1': { public: true }, 'owners/o2': { public: false } });
    expect(list(e, 'a', { filter: eq('owner', 'o1'), data }).allowed).toBe(true);
    expect(list(e, 'a', { filter: eq('owner', 'o2'), data }).allowed).toBe(false);
  });

  it('allows contradictory equality filters, which match no document', () => {
    const d = list(products, 'prod', { filter: and(eq('status', 'draft'), eq('status', 'archived')) });
    expect(d).toEqual({ allowed: true, reason: 'allowed "list" on /prod (query) by its filters matching no document' });
  });

  it('denies a query whose OR and IN filters expand past the case limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `v${i}`);
    const d = list(products, 'prod', { filter: and(isIn('a', many), isIn('b', many)) });
    expect(d.allowed).toBe(false);
    expect(d.reason).toMatch(/more than 128 cases/);
  });
});

describe('collection-group queries', () => {
  const group = rules(`
    match /{path=**}/posts/{post} { allow list: if resource.data.published == true; }
    match /users/{uid}/drafts/{d} { allow list: if true; }`);

  it('are allowed by a recursive-wildcard match with a provable condition', () => {
    expect(list(group, 'posts', { collectionGroup: true, filter: eq('published', true) }).allowed).toBe(true);
    expect(list(group, 'posts', { collectionGroup: true }).allowed).toBe(false);
  });

  it('are not allowed by a match with a fixed parent path', () => {
    const d = list(group, 'drafts', { collectionGroup: true });
    expect(d.allowed).toBe(false);
    expect(d.reason).toContain('no allow statement for "list" matches this path');
  });

  it('need rules_version 2', () => {
    const v1 = rules('match /{path=**} { allow read; }', '1');
    expect(list(v1, 'posts', { collectionGroup: true }).reason).toMatch(/need rules_version = '2'/);
  });
});
