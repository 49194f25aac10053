// The project's backend/firestore.rules, checked for every collection × role × operation, then for
// the field validations. Driven through compileRules on the real file, as the server loads it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { NormalizedFilter } from '../../src/firestore-types';
import { compileRules, type RulesAuth, type RulesMethod } from '../../src/rules';
import { MemoryData, doc, toValue } from './harness';
import { defaultSiteSettings } from 'shared-data/contracts';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const engine = compileRules(readFileSync(RULES_PATH, 'utf8'), 'firestore.rules');

const NOW = new Date('2024-06-01T10:00:00.000Z');
const EARLIER = new Date('2024-01-01T00:00:00.000Z');

type MatrixRole = 'anonymous' | 'customer' | 'other' | 'admin';
type Role = MatrixRole | 'unverified';
const ROLES: MatrixRole[] = ['anonymous', 'customer', 'other', 'admin'];
const OPS: RulesMethod[] = ['get', 'list', 'create', 'update', 'delete'];
const ALL = OPS;
const READ: RulesMethod[] = ['get', 'list'];

/** The customer is alice; "other" is another customer, bob. */
const AUTH: Record<Role, RulesAuth | null> = {
  anonymous: null,
  customer: { uid: 'alice', token: { sub: 'alice', email: 'alice@example.com', email_verified: true } },
  other: { uid: 'bob', token: { sub: 'bob', email: 'bob@example.com' } },
  admin: { uid: 'root', token: { sub: 'root', email: 'admin@example.com', admin: true } },
  /** A customer, carol, whose email is not verified yet (not part of the matrix). */
  unverified: { uid: 'carol', token: { sub: 'carol', email: 'carol@example.com', email_verified: false } },
};

type Data = Record<string, unknown>;

interface Decide {
  role: Role;
  method: RulesMethod;
  /** Document path; for list, its collection is queried. */
  path: string;
  stored?: Data;
  incoming?: Data;
  filter?: NormalizedFilter | null;
  limit?: number;
  /**
   * For an admin's write to an audited collection: the audit entry created in the same commit
   * (default: a proper one). `false` sends the write without any; a function changes the entry.
   */
  audit?: false | ((entry: Data) => Data);
  /** Other documents stored before the commit (what get() and exists() in the rules see). */
  others?: Record<string, Data>;
}

/** Collections whose admin writes must create an audit entry in the same commit. */
const AUDITED = new Set(['prod', 'media', 'categories', 'seo', 'settings', 'pages', 'careers', 'blogs', 'messages', 'videoCallRequests']);
/** Inboxes anyone creates in: only an admin's update or delete there is an admin change. */
const PUBLIC_CREATE = new Set(['messages', 'videoCallRequests']);
const AUDIT_ID = 'audit-1';

/** The write and the state after the commit, as an admin's audited transaction sends them. */
function withAudit(d: Decide): { incoming: Data | undefined; after: MemoryData } {
  const segments = d.path.split('/');
  const collectionName = segments[0] ?? '';
  const audited =
    d.role === 'admin' &&
    ['create', 'update', 'delete'].includes(d.method) &&
    AUDITED.has(collectionName) &&
    !(d.method === 'create' && PUBLIC_CREATE.has(collectionName)) &&
    d.audit !== false;
  if (!audited) return { incoming: d.incoming, after: new MemoryData(d.others ?? {}) };
  const auditId = d.method === 'delete' ? `del-${segments[0]}-${segments[1]}-${String(d.stored?.['lastAuditId'] ?? 'seed')}` : AUDIT_ID;
  const entry: Data = { action: 'test.change', target: d.path, by: 'root', byEmail: 'admin@example.com', at: NOW, summary: 'A test change' };
  const incoming = d.incoming && d.method !== 'delete' ? { ...d.incoming, lastAuditId: auditId } : d.incoming;
  const stored = { ...d.others, ...(d.stored ? { [d.path]: d.stored } : {}) };
  const after: Record<string, Data | null> = { [`adminAudit/${auditId}`]: d.audit ? d.audit(entry) : entry, [d.path]: incoming ?? null };
  return { incoming, after: new MemoryData(stored, after) };
}

function decide(d: Decide) {
  const segments = d.path.split('/');
  const isList = d.method === 'list';
  const { incoming, after } = withAudit(d);
  return engine.evaluate(
    {
      method: d.method,
      database: '(default)',
      path: isList ? segments.slice(0, -1) : segments,
      auth: AUTH[d.role],
      time: NOW,
      resource: !isList && d.method !== 'create' && d.stored !== undefined ? doc(d.path, d.stored) : null,
      newResource: (d.method === 'create' || d.method === 'update') && incoming !== undefined ? doc(d.path, incoming) : null,
      ...(isList ? { query: { filter: d.filter ?? null, orderBy: [], limit: d.limit ?? 24, offset: 0 } } : {}),
    },
    after,
  );
}

const eq = (field: string, value: unknown): NormalizedFilter => ({ kind: 'field', field: field.split('.'), op: 'EQUAL', value: toValue(value) });

// ---- valid documents ---------------------------------------------------------------------------

const product: Data = {
  sku: 'SLV-RING-001',
  slug: 'oxidised-silver-ring',
  title: 'Oxidised silver ring',
  description: '925 sterling silver.',
  category: 'Rings',
  categorySlug: 'rings',
  subCategory: 'Bands',
  subCategoryId: 'rings--bands',
  price: 1499.5,
  mrp: 1799,
  currency: 'INR',
  stock: 12,
  minOrderQty: 2,
  status: 'active',
  images: [{ src: '/media/library/p1/800.webp', alt: 'Front', width: 800, height: 800 }],
  attributes: { purity: '925', weightGrams: 4.2 },
  tags: ['ring', 'oxidised'],
  searchKeywords: ['silver', 'ring'],
  featured: false,
  createdAt: EARLIER,
  updatedAt: NOW,
};
const webuser = (createdAt: Date): Data => ({
  uid: 'alice',
  email: 'alice@example.com',
  displayName: 'Alice Rao',
  photoURL: null,
  emailVerified: true,
  createdAt,
  lastLogin: NOW,
  firstName: 'Alice',
  lastName: 'Rao',
  phone: '+91 98765 43210',
  emailPreferences: { orderUpdates: true, promotions: false, newsletter: true },
});
const carol = (createdAt: Date): Data => ({ uid: 'carol', email: 'carol@example.com', emailVerified: false, createdAt, lastLogin: NOW });
const address = (createdAt: Date): Data => ({
  label: 'Home',
  fullName: 'Alice Rao',
  phone: '+919876543210',
  line1: '12 MG Road',
  line2: 'Near the market',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  country: 'India',
  isDefault: true,
  createdAt,
  updatedAt: NOW,
});
const cartLine = (i: number): Data => ({ productId: `p${i}`, quantity: 2, addedPrice: 1499.5, addedAt: EARLIER });
const cart: Data = { items: [cartLine(1)], updatedAt: NOW };
const image = (i: number): Data => ({
  src: `/media/library/2026/p${i}/800.webp`,
  alt: `View ${i}`,
  width: 800,
  height: 800,
  variants: [{ src: `/media/library/2026/p${i}/320.webp`, width: 320 }],
});
const cartWith = (line: Data, at = 0, size = 3): Data => ({ items: Array.from({ length: size }, (_, i) => (i === at ? line : cartLine(i))), updatedAt: NOW });
const order: Data = { uid: 'alice', items: [{ productId: 'p1', qty: 2, price: 1499.5 }], total: 2999, status: 'placed', createdAt: EARLIER };
const seoGlobal: Data = {
  title: 'Rajatmaya Silver',
  description: 'Wholesale silver.',
  keywords: ['silver'],
  titleTemplate: '%s | Rajatmaya Silver',
  ogImage: '/media/library/og.webp',
  twitter: '@rajatmaya',
  pages: { about: { title: 'About us', description: '' } },
  robots: { disallow: ['/drafts'], blockAll: false },
  updatedAt: EARLIER,
};
const newsletter: Data = { email: 'alice@example.com', createdAt: NOW, source: 'footer' };
const message: Data = {
  name: 'Alice',
  email: 'Alice@Example.com',
  phone: '+919876543210',
  subject: 'Bulk order',
  message: 'I would like to order fifty rings.',
  createdAt: NOW,
  status: 'new',
};
const videoCall: Data = {
  name: 'Alice',
  phone: '+919876543210',
  preferredDate: '2024-06-10',
  preferredTime: '15:30',
  products: ['SLV-RING-001'],
  note: 'Rings and anklets',
  createdAt: NOW,
  status: 'new',
  source: 'home',
};
const event: Data = { name: 'page_view', params: { page: '/' }, path: '/', sessionId: 's-1', createdAt: NOW };
const mail: Data = {
  to: 'alice@example.com',
  from: '"Silver Shop" <shop@example.com>',
  kind: 'order-placed',
  orderId: 'o1',
  uid: 'alice',
  message: { subject: 'We have received your order', html: '<p>Thank you</p>', text: 'Thank you' },
  createdAt: NOW,
  delivery: {
    state: 'ERROR',
    attempts: 5,
    leaseExpireTime: null,
    startTime: EARLIER,
    endTime: NOW,
    nextAttemptAt: null,
    error: 'Connection refused',
    info: null,
  },
};

// ---- the matrix ----------------------------------------------------------------------------------

interface Collection {
  name: string;
  path: string;
  stored: Data;
  /** What a write sends; defaults to `stored` (with updatedAt bumped by callers where it matters). */
  incoming?: (method: RulesMethod) => Data;
  /** The query the apps make for list (the same for every role: what matters is who may run it). */
  filter?: NormalizedFilter;
  allowed: Record<MatrixRole, RulesMethod[]>;
}

const publicContent = (name: string, stored: Data): Collection => ({
  name,
  path: `${name}/doc1`,
  stored,
  allowed: { anonymous: READ, customer: READ, other: READ, admin: ALL },
});

const COLLECTIONS: Collection[] = [
  {
    name: 'prod (active product)',
    path: 'prod/p1',
    stored: product,
    filter: eq('status', 'active'),
    allowed: { anonymous: READ, customer: READ, other: READ, admin: ALL },
  },
  publicContent('categories', { id: 'rings', slug: 'rings', name: 'Rings', order: 1, subcategories: ['Bands'] }),
  publicContent('seo', { title: 'Silver jewellery wholesaler', description: 'Wholesale silver.', keywords: 'silver' }),
  publicContent('settings', { brand: 'Silver Shop', whatsapp: '+919876543210', counters: { jewellers: 300 } }),
  publicContent('pages', { title: 'About us', body: '<p>Since 2009.</p>' }),
  {
    name: 'careers (open position)',
    path: 'careers/c1',
    stored: { title: 'Sales executive', active: true, location: 'Jaipur' },
    filter: eq('active', true),
    allowed: { anonymous: READ, customer: READ, other: READ, admin: ALL },
  },
  {
    name: 'blogs (published post)',
    path: 'blogs/b1',
    stored: { slug: 'caring-for-silver', title: 'Caring for silver', excerpt: 'Tips.', body: 'Keep it dry.', status: 'published', publishedAt: EARLIER },
    filter: eq('status', 'published'),
    allowed: { anonymous: READ, customer: READ, other: READ, admin: ALL },
  },
  {
    // Published by the publishScheduledPosts function at publishAt: until then only admins see it.
    name: 'blogs (scheduled post)',
    path: 'blogs/b3',
    stored: {
      slug: 'festive-edit',
      title: 'The festive edit',
      excerpt: 'Coming soon.',
      body: 'Soon.',
      status: 'scheduled',
      publishAt: new Date('2024-06-02T10:00:00.000Z'),
      author: { name: 'Meera', role: 'Editor' },
      tags: ['festive'],
      cover: { src: '/media/library/a.webp', alt: 'A bangle', width: 1200, height: 675 },
      seo: { title: 'The festive edit', description: 'Festive picks.', image: '' },
      previousSlugs: [],
      readingMinutes: 1,
    },
    filter: eq('status', 'scheduled'),
    allowed: { anonymous: [], customer: [], other: [], admin: ALL },
  },
  {
    // Written only by the submitReview and moderateReview functions: no client writes, admins included.
    name: "reviews (alice's published review)",
    path: 'prod/p1/reviews/alice',
    stored: { uid: 'alice', productId: 'p1', rating: 4, title: 'Lovely', text: 'Bright polish.', status: 'approved', createdAt: EARLIER, updatedAt: EARLIER },
    filter: eq('status', 'approved'),
    allowed: { anonymous: READ, customer: READ, other: READ, admin: READ },
  },
  {
    name: "reviews (alice's review waiting for approval)",
    path: 'prod/p1/reviews/alice',
    stored: {
      uid: 'alice',
      productId: 'p1',
      rating: 2,
      title: 'Tarnished',
      text: 'Darkened in a week.',
      status: 'pending',
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    allowed: { anonymous: [], customer: ['get'], other: [], admin: READ },
  },
  {
    name: "webusers (alice's profile)",
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: (m) => webuser(m === 'create' ? NOW : EARLIER),
    allowed: { anonymous: [], customer: ['get', 'create', 'update', 'delete'], other: [], admin: ['get', 'list'] },
  },
  {
    name: "addresses (alice's address)",
    path: 'webusers/alice/addresses/a1',
    stored: address(EARLIER),
    incoming: (m) => address(m === 'create' ? NOW : EARLIER),
    // Admins read a customer's addresses (Manage Customers); only the customer writes them.
    allowed: { anonymous: [], customer: ALL, other: [], admin: ['get', 'list'] },
  },
  {
    name: "carts (alice's cart)",
    path: 'carts/alice',
    stored: cart,
    allowed: { anonymous: [], customer: ['get', 'create', 'update', 'delete'], other: [], admin: [] },
  },
  {
    name: "orders (alice's order)",
    path: 'orders/o1',
    stored: order,
    filter: eq('uid', 'alice'),
    allowed: { anonymous: [], customer: READ, other: [], admin: READ },
  },
  {
    name: 'newsletter',
    path: 'newsletter/alice@example.com',
    stored: newsletter,
    // Written by the subscribeNewsletter function only (issue 10 item 7).
    allowed: { anonymous: [], customer: [], other: [], admin: ['get', 'list', 'delete'] },
  },
  {
    name: 'messages (contact form)',
    path: 'messages/m1',
    stored: message,
    // Created by the sendContactMessage function only (issue 10 item 7).
    allowed: { anonymous: [], customer: [], other: [], admin: ['get', 'list', 'update', 'delete'] },
  },
  {
    name: 'videoCallRequests',
    path: 'videoCallRequests/v1',
    stored: videoCall,
    // Created by the requestVideoCall function only (issue 10 item 7).
    allowed: { anonymous: [], customer: [], other: [], admin: ['get', 'list', 'update', 'delete'] },
  },
  {
    name: 'pricing (the silver rate in force)',
    path: 'pricing/silver',
    stored: { rateId: 'r1', rupeesPerGram: 95.5, effectiveFrom: NOW },
    // The storefront shows it; only the setSilverRate function writes it (issue 41).
    allowed: { anonymous: READ, customer: READ, other: READ, admin: READ },
  },
  {
    name: 'silverRates (the history of rates)',
    path: 'silverRates/r1',
    stored: { rupeesPerGram: 95.5, effectiveFrom: NOW, by: 'root', byEmail: 'admin@example.com' },
    // Written by the setSilverRate function only, with its audit entry.
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'events (analytics)',
    path: 'events/e1',
    stored: event,
    // Stored by the shop server from POST /__events with its own credential (issue 10 item 7).
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: "customerStats notes (the shop's notes on alice, written by a function)",
    path: 'customerStats/alice/notes/n1',
    stored: { text: 'Call before shipping.', by: 'root', byEmail: 'admin@example.com', at: EARLIER },
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: "salesDaily (the dashboard's takings per day, written by the order functions only)",
    path: 'salesDaily/2024-06-01',
    stored: { day: '2024-06-01', orders: 2, takings: 2999, products: { p1: { title: 'Anklet', quantity: 2, takings: 2999 } }, updatedAt: NOW },
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'analyticsDaily (roll-ups written by the rollUpAnalytics function only)',
    path: 'analyticsDaily/2024-06-01',
    stored: { day: '2024-06-01', events: 3, pageViews: 2, visitors: 1, pages: [{ key: '/', count: 2 }], searchesNoResults: [] },
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'adminAudit (written by functions only)',
    path: 'adminAudit/a1',
    stored: { action: 'role.grant', target: 'users/bob', by: 'root', byEmail: 'admin@example.com', at: EARLIER, summary: 'Made bob an administrator' },
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'mail (outgoing e-mail to alice, written by functions only)',
    path: 'mail/order-o1-placed',
    stored: mail,
    filter: eq('delivery.state', 'ERROR'),
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'meta (seed bookkeeping)',
    path: 'meta/seed',
    stored: { version: 1, seededAt: EARLIER },
    allowed: { anonymous: [], customer: [], other: [], admin: READ },
  },
  {
    name: 'an unlisted collection',
    path: 'secrets/s1',
    stored: { anything: true },
    allowed: { anonymous: [], customer: [], other: [], admin: [] },
  },
];

describe.each(COLLECTIONS)('$name', (c) => {
  const cases = ROLES.flatMap((role) => OPS.map((method) => ({ role, method, allow: c.allowed[role].includes(method) })));
  it.each(cases)('$role $method → allowed: $allow', ({ role, method, allow }) => {
    const d = decide({
      role,
      method,
      path: c.path,
      stored: c.stored,
      incoming: c.incoming?.(method) ?? c.stored,
      filter: c.filter ?? null,
    });
    expect(d.allowed, d.reason).toBe(allow);
  });
});

// ---- reads that depend on the document or the query -----------------------------------------------

describe('public reads depend on status', () => {
  it.each([
    ['prod', { ...product, status: 'draft' }],
    ['prod', { ...product, status: 'archived' }],
    ['blogs', { slug: 'draft-post', title: 'Draft', status: 'draft' }],
    ['careers', { title: 'Closed role', active: false }],
  ])('hides a non-public %s document from everyone but admins', (coll, stored) => {
    for (const role of ['anonymous', 'customer'] as const) expect(decide({ role, method: 'get', path: `${coll}/x`, stored }).allowed).toBe(false);
    expect(decide({ role: 'admin', method: 'get', path: `${coll}/x`, stored }).allowed).toBe(true);
  });

  it('denies public list queries that do not filter on the public status, and allows admins', () => {
    for (const [coll, field, value] of [
      ['prod', 'status', 'draft'],
      ['blogs', 'status', 'draft'],
      ['careers', 'active', false],
    ] as const) {
      expect(decide({ role: 'anonymous', method: 'list', path: `${coll}/x`, filter: null }).allowed).toBe(false);
      expect(decide({ role: 'customer', method: 'list', path: `${coll}/x`, filter: eq(field, value) }).allowed).toBe(false);
      expect(decide({ role: 'admin', method: 'list', path: `${coll}/x`, filter: null }).allowed).toBe(true);
    }
  });

  it('lets the public list active products of a category with an order and a limit', () => {
    const filter: NormalizedFilter = { kind: 'composite', op: 'AND', filters: [eq('status', 'active'), eq('category', 'Rings')] };
    expect(decide({ role: 'anonymous', method: 'list', path: 'prod/x', filter, limit: 24 }).allowed).toBe(true);
  });

  it('lets a customer list only their own orders, with the uid filter', () => {
    expect(decide({ role: 'customer', method: 'list', path: 'orders/x', filter: null }).allowed).toBe(false);
    expect(decide({ role: 'other', method: 'list', path: 'orders/x', filter: eq('uid', 'bob') }).allowed).toBe(true);
    expect(decide({ role: 'other', method: 'get', path: 'orders/o1', stored: order }).allowed).toBe(false);
  });

  it('lets no other user list or read addresses or profiles of alice', () => {
    for (const role of ['anonymous', 'other'] as const) {
      expect(decide({ role, method: 'list', path: 'webusers/alice/addresses/x' }).allowed).toBe(false);
      expect(decide({ role, method: 'get', path: 'webusers/alice', stored: webuser(EARLIER) }).allowed).toBe(false);
    }
    expect(decide({ role: 'other', method: 'list', path: 'webusers/x' }).allowed).toBe(false);
  });

  it('keeps e-mails from the customer they are addressed to, even queried by their uid, and lets admins list failed sends', () => {
    expect(decide({ role: 'customer', method: 'list', path: 'mail/x', filter: eq('uid', 'alice') }).allowed).toBe(false);
    expect(decide({ role: 'customer', method: 'get', path: 'mail/order-o1-placed', stored: mail }).allowed).toBe(false);
    expect(decide({ role: 'customer', method: 'create', path: 'mail/x', incoming: { ...mail, to: 'anyone@example.com' } }).allowed).toBe(false);
    expect(decide({ role: 'admin', method: 'list', path: 'mail/x', filter: eq('delivery.state', 'RETRY') }).allowed).toBe(true);
  });
});

// ---- field validation ------------------------------------------------------------------------------

interface Invalid {
  why: string;
  role: Role;
  method: RulesMethod;
  path: string;
  stored?: Data;
  incoming: Data;
}

// settings/site as the Settings screen saves it (the demo shop's values).
const siteSettingsValues = JSON.parse(JSON.stringify(defaultSiteSettings)) as typeof defaultSiteSettings;
const siteSettings: Data = { ...siteSettingsValues, updatedAt: NOW };

const without = (d: Data, key: string): Data => Object.fromEntries(Object.entries(d).filter(([k]) => k !== key));
const long = (n: number) => 'x'.repeat(n);

const sterling = { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 };

const INVALID: Invalid[] = [
  { why: 'a product whose mrp is below its price', role: 'admin', method: 'create', path: 'prod/p9', incoming: { ...product, mrp: 999 } },
  { why: 'a product with a 2-digit HSN code', role: 'admin', method: 'create', path: 'prod/p9', incoming: { ...product, hsnCode: '71' } },
  { why: 'a product with a non-numeric HSN code', role: 'admin', method: 'create', path: 'prod/p9', incoming: { ...product, hsnCode: '711A' } },
  // settings/site, field by field
  ...(
    [
      ['a javascript: social link', { social: { instagram: 'javascript:alert(1)' } }],
      ['a WhatsApp number with letters', { contact: { ...siteSettingsValues.contact, whatsappNumber: '91-CALL-NOW' } }],
      ['a GST rate not in force', { tax: { ...siteSettingsValues.tax, ratePercent: 4 } }],
      ['a malformed GSTIN', { tax: { ...siteSettingsValues.tax, gstin: '27-AABCR1234F' } }],
      ['an unknown section', { popup: { html: '<script>alert(1)</script>' } }],
      ['a 500-character headline', { hero: { headline: long(500), subheadline: '' } }],
      ['a negative counter', { counters: { jewellers: -1, smallBusinesses: 1, years: 1 } }],
      ['a negative shipping fee', { orders: { shippingFee: -5, freeShippingAbove: 0, minimumOrderValue: 0 } }],
      ['a minimum order given as text', { orders: { shippingFee: 0, freeShippingAbove: 0, minimumOrderValue: '1000' } }],
      ['an unknown order rule', { orders: { shippingFee: 0, freeShippingAbove: 0, minimumOrderValue: 0, codFee: 50 } }],
      ['a javascript: announcement link', { announcement: { text: 'Sale', link: 'javascript:alert(1)' } }],
      ['a protocol-relative announcement link', { announcement: { text: 'Sale', link: '//evil.example/x' } }],
      ['an announcement link that browsers read as another site (/\\host)', { announcement: { text: 'Sale', link: '/\\evil.example/announce' } }],
      ['an announcement link with a tab after its slash', { announcement: { text: 'Sale', link: '/\t/evil.example' } }],
      ['an announcement link with a space', { announcement: { text: 'Sale', link: '/products and more' } }],
      ['a contact e-mail carrying an HTML attribute', { contact: { ...siteSettingsValues.contact, email: 'a"onmouseover="fetch(1)"@x.co' } }],
      ['a contact e-mail with angle brackets', { contact: { ...siteSettingsValues.contact, email: '<script>@x.co' } }],
      ['a contact e-mail without a dotted host', { contact: { ...siteSettingsValues.contact, email: 'orders@localhost' } }],
      ['an https social link with a space', { social: { instagram: 'https://instagram.com/a b' } }],
      ['an App Store link to a backslash host', { appLinks: { ios: 'https://\\evil.example', android: '' } }],
      ['a 200-character announcement', { announcement: { text: long(200), link: '' } }],
      ['no sampling at all (0 %)', { analytics: { samplePercent: 0, ga4MeasurementId: '' } }],
      ['a sample above 100 %', { analytics: { samplePercent: 150, ga4MeasurementId: '' } }],
      ['a fractional sample', { analytics: { samplePercent: 12.5, ga4MeasurementId: '' } }],
      ['a GA4 id that is a script address', { analytics: { samplePercent: 100, ga4MeasurementId: 'https://evil.example/gtag.js' } }],
      ['a Universal Analytics id', { analytics: { samplePercent: 100, ga4MeasurementId: 'UA-12345-1' } }],
      ['an unknown analytics field', { analytics: { samplePercent: 100, ga4MeasurementId: '', pixelId: '123' } }],
      ['a metal-price rounding that is not a rule', { pricing: { rounding: 'crore', showSilverRate: false } }],
      ['the silver-rate switch as text', { pricing: { rounding: 'rupee', showSilverRate: 'yes' } }],
      ['an unknown pricing field', { pricing: { rounding: 'rupee', showSilverRate: true, rupeesPerGram: 95 } }],
    ] as const
  ).map(([why, change]): Invalid => ({
    why: `site settings with ${why}`,
    role: 'admin',
    method: 'create',
    path: 'settings/site',
    incoming: { ...siteSettings, ...change },
  })),
  {
    why: 'a page with an unknown field',
    role: 'admin',
    method: 'create',
    path: 'pages/returns',
    incoming: { title: 'Returns', body: 'Text', script: '<script>alert(1)</script>' },
  },
  { why: 'a page with a 121-character title', role: 'admin', method: 'create', path: 'pages/returns', incoming: { title: long(121), body: 'Text' } },
  { why: 'a page without a title', role: 'admin', method: 'create', path: 'pages/returns', incoming: { body: 'Text' } },
  {
    why: 'a page with 101 questions',
    role: 'admin',
    method: 'create',
    path: 'pages/faqs',
    incoming: { title: 'FAQs', items: Array.from({ length: 101 }, () => ({ question: 'Q', answer: 'A' })) },
  },
  // the review figures are the review functions' alone
  { why: 'a new product with review figures', role: 'admin', method: 'create', path: 'prod/p9', incoming: { ...product, reviewCount: 40, reviewSum: 200 } },
  {
    why: "an admin's edit of the review figures",
    role: 'admin',
    method: 'update',
    path: 'prod/p1',
    stored: { ...product, reviewCount: 2, reviewSum: 5 },
    incoming: { ...product, reviewCount: 20, reviewSum: 100 },
  },
  {
    why: "an admin's edit dropping the review figures",
    role: 'admin',
    method: 'update',
    path: 'prod/p1',
    stored: { ...product, reviewCount: 2, reviewSum: 5 },
    incoming: product,
  },
  // webusers: no self-granted roles, fixed uid and createdAt, validated fields
  ...['role', 'admin', 'isAdmin', 'claims', 'customClaims', 'roles'].map((key): Invalid => ({
    why: `creating a profile with a "${key}" field`,
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), [key]: key === 'claims' || key === 'customClaims' ? { admin: true } : key === 'roles' ? ['admin'] : 'admin' },
  })),
  {
    why: 'adding a role on update',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), role: 'admin' },
  },
  { why: 'a profile whose uid is not the path uid', role: 'customer', method: 'create', path: 'webusers/alice', incoming: { ...webuser(NOW), uid: 'bob' } },
  {
    why: 'changing uid on update',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), uid: 'bob' },
  },
  { why: 'changing createdAt on update', role: 'customer', method: 'update', path: 'webusers/alice', stored: webuser(EARLIER), incoming: webuser(NOW) },
  { why: 'a client-chosen createdAt on create', role: 'customer', method: 'create', path: 'webusers/alice', incoming: webuser(EARLIER) },
  { why: 'a profile without email', role: 'customer', method: 'create', path: 'webusers/alice', incoming: without(webuser(NOW), 'email') },
  {
    why: 'an email over 254 characters',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), email: `${long(250)}@x.com` },
  },
  {
    why: 'a display name over 100 characters',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), displayName: long(101) },
  },
  { why: 'emailVerified that is not a bool', role: 'customer', method: 'create', path: 'webusers/alice', incoming: { ...webuser(NOW), emailVerified: 'yes' } },
  {
    why: 'an unknown email preference',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), emailPreferences: { newsletter: true, admin: true } },
  },
  {
    why: 'an email preference that is not a bool',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), emailPreferences: { promotions: 'no' } },
  },
  {
    why: 'email preferences that are not a map',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), emailPreferences: true },
  },
  { why: "another user creating alice's profile", role: 'other', method: 'create', path: 'webusers/alice', incoming: webuser(NOW) },
  // webusers: the fields the server owns follow the sign-in token and the commit time
  { why: 'a self-verified email on create', role: 'unverified', method: 'create', path: 'webusers/carol', incoming: { ...carol(NOW), emailVerified: true } },
  {
    why: 'a self-verified email on update',
    role: 'unverified',
    method: 'update',
    path: 'webusers/carol',
    stored: carol(EARLIER),
    incoming: { ...carol(EARLIER), emailVerified: true },
  },
  {
    why: "an email that is not the token's on create",
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), email: 'ceo@example.com' },
  },
  {
    why: "an email that is not the token's on update",
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), email: 'ceo@example.com' },
  },
  {
    why: 'emailVerified false when the token says true',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), emailVerified: false },
  },
  {
    why: 'a lastLogin in 2099 on create',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), lastLogin: new Date('2099-01-01T00:00:00.000Z') },
  },
  {
    why: 'a lastLogin in 2099 on update',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), lastLogin: new Date('2099-01-01T00:00:00.000Z') },
  },
  {
    why: 'a lastLogin in the past on update',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), lastLogin: EARLIER },
  },
  ...[
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://example.com/me.png',
    '//example.com/me.png',
    '/images/me.png',
    'https://',
    'https://exa mple.com/x.png',
    '',
  ].map((photoURL): Invalid => ({
    why: `a photoURL ${JSON.stringify(photoURL)}`,
    role: 'customer',
    method: 'update',
    path: 'webusers/alice',
    stored: webuser(EARLIER),
    incoming: { ...webuser(EARLIER), photoURL },
  })),
  {
    why: 'a javascript: photoURL on create',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice',
    incoming: { ...webuser(NOW), photoURL: 'javascript:alert(1)' },
  },
  // addresses
  {
    why: 'a PIN code starting with 0',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice/addresses/a1',
    incoming: { ...address(NOW), postalCode: '011001' },
  },
  {
    why: 'a seven-digit PIN code',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice/addresses/a1',
    incoming: { ...address(NOW), postalCode: '4110011' },
  },
  {
    why: 'a PIN code given as a number',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice/addresses/a1',
    incoming: { ...address(NOW), postalCode: 411001 },
  },
  { why: 'an unknown address field', role: 'customer', method: 'create', path: 'webusers/alice/addresses/a1', incoming: { ...address(NOW), geo: 'x' } },
  { why: 'an address without a city', role: 'customer', method: 'create', path: 'webusers/alice/addresses/a1', incoming: without(address(NOW), 'city') },
  { why: 'an empty full name', role: 'customer', method: 'create', path: 'webusers/alice/addresses/a1', incoming: { ...address(NOW), fullName: '' } },
  {
    why: 'a phone with letters',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice/addresses/a1',
    incoming: { ...address(NOW), phone: 'call me maybe' },
  },
  {
    why: 'a line1 over 200 characters',
    role: 'customer',
    method: 'create',
    path: 'webusers/alice/addresses/a1',
    incoming: { ...address(NOW), line1: long(201) },
  },
  {
    why: 'changing an address createdAt',
    role: 'customer',
    method: 'update',
    path: 'webusers/alice/addresses/a1',
    stored: address(EARLIER),
    incoming: address(NOW),
  },
  { why: "writing another user's address", role: 'other', method: 'create', path: 'webusers/alice/addresses/a1', incoming: address(NOW) },
  // carts
  {
    why: 'a cart with 101 items',
    role: 'customer',
    method: 'update',
    path: 'carts/alice',
    stored: cart,
    incoming: { items: Array.from({ length: 101 }, (_, i) => cartLine(i)), updatedAt: NOW },
  },
  // every line of the cart has the stored shape, wherever it sits in the list
  ...(
    [
      ['a line without a quantity', without(cartLine(0), 'quantity')],
      ['a line without a productId', without(cartLine(0), 'productId')],
      ['a line without addedPrice', without(cartLine(0), 'addedPrice')],
      ['a line without addedAt', without(cartLine(0), 'addedAt')],
      ['a line with an extra field', { ...cartLine(0), discount: 50 }],
      ['a line that is a string', 'p1'],
      ['a line that is a number', 7],
      ['a line that is null', null],
      ['a line that is a list', ['p1', 2]],
      ['an empty productId', { ...cartLine(0), productId: '' }],
      ['a productId of 65 characters', { ...cartLine(0), productId: long(65) }],
      ['a productId that is a number', { ...cartLine(0), productId: 42 }],
      ['a quantity of 0', { ...cartLine(0), quantity: 0 }],
      ['a negative quantity', { ...cartLine(0), quantity: -3 }],
      ['a quantity of 10001', { ...cartLine(0), quantity: 10_001 }],
      ['a fractional quantity', { ...cartLine(0), quantity: 1.5 }],
      ['a quantity given as text', { ...cartLine(0), quantity: '2' }],
      ['a negative addedPrice', { ...cartLine(0), addedPrice: -1 }],
      ['an addedPrice given as text', { ...cartLine(0), addedPrice: '1499' }],
      ['an addedAt given as text', { ...cartLine(0), addedAt: '2024-01-01T00:00:00.000Z' }],
      ['an addedPrice of Infinity', { ...cartLine(0), addedPrice: Infinity }],
      ['an addedPrice of NaN', { ...cartLine(0), addedPrice: NaN }],
      ['an addedPrice above 10 crore', { ...cartLine(0), addedPrice: 100_000_001 }],
    ] as const
  ).flatMap(([why, line]): Invalid[] => [
    { why: `${why} (first line, create)`, role: 'customer', method: 'create', path: 'carts/alice', incoming: cartWith(line as unknown as Data, 0) },
    {
      why: `${why} (last of 100 lines, update)`,
      role: 'customer',
      method: 'update',
      path: 'carts/alice',
      stored: cart,
      incoming: cartWith(line as unknown as Data, 99, 100),
    },
    {
      why: `${why} (line 37 of 50, update)`,
      role: 'customer',
      method: 'update',
      path: 'carts/alice',
      stored: cart,
      incoming: cartWith(line as unknown as Data, 37, 50),
    },
  ]),
  { why: 'a cart with an unknown field', role: 'customer', method: 'create', path: 'carts/alice', incoming: { ...cart, discount: 50 } },
  { why: 'cart items that are not a list', role: 'customer', method: 'create', path: 'carts/alice', incoming: { items: { p1: 2 }, updatedAt: NOW } },
  // products (admin writes are validated too)
  { why: 'a slug with spaces and capitals', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, slug: 'Silver Ring' } },
  { why: 'a slug with a trailing dash', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, slug: 'silver-ring-' } },
  { why: 'a sku over 40 characters', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, sku: long(41) } },
  { why: 'an empty title', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, title: '' } },
  { why: 'a negative price', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, price: -1 } },
  { why: 'a price given as text', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, price: '1499' } },
  { why: 'a price of Infinity', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, price: Infinity, mrp: Infinity } },
  { why: 'an MRP of Infinity', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, mrp: Infinity } },
  {
    why: 'a weight of Infinity grams',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, attributes: { purity: '925', weightGrams: Infinity } },
  },
  { why: 'a weight of 0 grams', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, attributes: { purity: '925', weightGrams: 0 } } },
  ...[
    ['a javascript: image', 'javascript:alert(document.cookie)'],
    ['a data: image', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an http image', 'http://example.com/ring.jpg'],
    ['a protocol-relative image', '//evil.example/ring.jpg'],
    ['an empty image address', ''],
  ].map(([why, src]): Invalid => ({
    why: `${why} as the third picture`,
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, images: [image(1), image(2), { ...image(3), src }] },
  })),
  {
    why: 'a picture with an unknown field',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, images: [{ ...image(1), onload: 'alert(1)' }] },
  },
  { why: 'a picture that is a bare string', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, images: ['javascript:alert(1)'] } },
  { why: 'a picture 0 pixels wide', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, images: [{ ...image(1), width: 0 }] } },
  {
    why: 'the 20th picture with a javascript: address',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, images: [...Array.from({ length: 19 }, (_, i) => image(i)), { ...image(19), src: 'javascript:alert(1)' }] },
  },
  { why: '21 pictures', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, images: Array.from({ length: 21 }, (_, i) => image(i)) } },
  { why: 'a fractional stock', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, stock: 1.5 } },
  { why: 'a minimum order of 0', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, minOrderQty: 0 } },
  { why: 'an unknown status', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, status: 'deleted' } },
  { why: 'an unknown product field', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, costPrice: 10 } },
  // a price the silver rate makes is the functions' to write; the rule is checked (issue 41)
  {
    why: 'a new product carrying a rate and breakup',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, priceRateId: 'r1', priceBreakup: { price: 1 } },
  },
  {
    why: "an admin's edit of the rate a price was made from",
    role: 'admin',
    method: 'update',
    path: 'prod/p1',
    stored: { ...product, pricing: sterling, priceRateId: 'r1' },
    incoming: { ...product, pricing: sterling, priceRateId: 'r0' },
  },
  { why: 'a price rule of an unknown basis', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, pricing: { basis: 'gold' } } },
  { why: 'a metal rule of purity 1,200', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, pricing: { ...sterling, purity: 1200 } } },
  {
    why: 'a metal rule with a negative charge',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, pricing: { ...sterling, extraRupees: -5 } },
  },
  {
    why: 'a metal rule with an unknown making basis',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, pricing: { ...sterling, making: { per: 'kilo', rupees: 1 } } },
  },
  {
    why: 'seven price breaks',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, priceTiers: Array.from({ length: 7 }, (_, i) => ({ minQuantity: i + 2, percentOff: i + 1 })) },
  },
  { why: 'a product without a category', role: 'admin', method: 'create', path: 'prod/p2', incoming: without(product, 'category') },
  { why: 'attributes that are not a map', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, attributes: ['925'] } },
  { why: 'a createdAt that is not a timestamp', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, createdAt: '2024-01-01' } },
  { why: 'a product search title of 71 characters', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, seo: { title: long(71) } } },
  {
    why: 'a product search description of 301 characters',
    role: 'admin',
    method: 'update',
    path: 'prod/p1',
    stored: product,
    incoming: { ...product, seo: { description: long(301) } },
  },
  {
    why: 'a product seo with an unknown key',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, seo: { title: 'Ring', keywords: 'silver' } },
  },
  { why: 'a product seo that is not a map', role: 'admin', method: 'create', path: 'prod/p2', incoming: { ...product, seo: 'Silver ring' } },
  {
    why: 'a product Open Graph image with a javascript: address',
    role: 'admin',
    method: 'create',
    path: 'prod/p2',
    incoming: { ...product, seo: { image: 'javascript:alert(1)' } },
  },
  { why: 'changing a product createdAt', role: 'admin', method: 'update', path: 'prod/p1', stored: product, incoming: { ...product, createdAt: NOW } },
  // newsletter
  { why: 'a subscription whose id is not its email', role: 'anonymous', method: 'create', path: 'newsletter/other@example.com', incoming: newsletter },
  {
    why: 'an upper-case email',
    role: 'anonymous',
    method: 'create',
    path: 'newsletter/Alice@example.com',
    incoming: { ...newsletter, email: 'Alice@example.com' },
  },
  { why: 'a malformed email', role: 'anonymous', method: 'create', path: 'newsletter/alice@@example', incoming: { ...newsletter, email: 'alice@@example' } },
  {
    why: 'an email over 254 characters',
    role: 'anonymous',
    method: 'create',
    path: `newsletter/${long(250)}@x.com`,
    incoming: { ...newsletter, email: `${long(250)}@x.com` },
  },
  {
    why: 'a subscription with an extra field',
    role: 'anonymous',
    method: 'create',
    path: 'newsletter/alice@example.com',
    incoming: { ...newsletter, name: 'Alice' },
  },
  {
    why: 'a subscription without a source',
    role: 'anonymous',
    method: 'create',
    path: 'newsletter/alice@example.com',
    incoming: without(newsletter, 'source'),
  },
  {
    why: 'a subscription with a client-chosen createdAt',
    role: 'anonymous',
    method: 'create',
    path: 'newsletter/alice@example.com',
    incoming: { ...newsletter, createdAt: EARLIER },
  },
  { why: 'updating a subscription', role: 'admin', method: 'update', path: 'newsletter/alice@example.com', stored: newsletter, incoming: newsletter },
  // The thread of replies is what replyToSupportMessage sent: an admin's own write cannot add to it.
  {
    why: 'an admin adding a reply to a message themselves',
    role: 'admin',
    method: 'update',
    path: 'messages/m1',
    stored: message,
    incoming: { ...message, replies: [{ text: 'Sent, honestly', byEmail: 'admin@example.com', at: '2026-11-29T10:00:00.000Z', mailId: 'x' }] },
  },
  {
    why: 'an admin changing what a message is found by',
    role: 'admin',
    method: 'update',
    path: 'messages/m1',
    stored: { ...message, searchKeywords: ['meera'] },
    incoming: { ...message, searchKeywords: ['someone else'] },
  },
  // Inboxes: only the functions create (issue 10 item 7), so even well-formed client documents are refused.
  {
    why: 'a well-formed message from a visitor',
    role: 'anonymous',
    method: 'create',
    path: 'messages/m2',
    incoming: without(without(message, 'phone'), 'subject'),
  },
  { why: 'a well-formed message from a customer', role: 'customer', method: 'create', path: 'messages/m2', incoming: message },
  {
    why: 'a well-formed video call from a signed-in user with their uid',
    role: 'customer',
    method: 'create',
    path: 'videoCallRequests/v2',
    incoming: { ...videoCall, uid: 'alice' },
  },
  {
    why: 'a well-formed video call from a visitor',
    role: 'anonymous',
    method: 'create',
    path: 'videoCallRequests/v3',
    incoming: without(without(videoCall, 'products'), 'note'),
  },
  { why: 'a well-formed newsletter sign-up from a visitor', role: 'anonymous', method: 'create', path: 'newsletter/alice@example.com', incoming: newsletter },
  {
    why: "a client's own rate-limit document",
    role: 'anonymous',
    method: 'create',
    path: 'rateLimits/contact-0123',
    incoming: { kind: 'contact', count: 0, windowStart: NOW, expiresAt: NOW },
  },
  {
    why: "resetting a client's rate-limit count",
    role: 'admin',
    method: 'update',
    path: 'rateLimits/contact-0123',
    stored: { kind: 'contact', count: 3, windowStart: NOW, expiresAt: NOW },
    incoming: { kind: 'contact', count: 0, windowStart: NOW, expiresAt: NOW },
  },
  // messages
  { why: 'a message under 10 characters', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: { ...message, message: 'Too short' } },
  { why: 'a message over 5000 characters', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: { ...message, message: long(5001) } },
  { why: 'a message with a status other than new', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: { ...message, status: 'resolved' } },
  { why: 'a message with an extra field', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: { ...message, priority: 'high' } },
  { why: 'a message without an email', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: without(message, 'email') },
  { why: 'a message with a client-chosen createdAt', role: 'anonymous', method: 'create', path: 'messages/m1', incoming: { ...message, createdAt: EARLIER } },
  // video-call requests
  {
    why: 'a preferred date in the wrong format',
    role: 'anonymous',
    method: 'create',
    path: 'videoCallRequests/v1',
    incoming: { ...videoCall, preferredDate: '10/06/2024' },
  },
  { why: 'a preferred time past 23:59', role: 'anonymous', method: 'create', path: 'videoCallRequests/v1', incoming: { ...videoCall, preferredTime: '25:00' } },
  {
    why: 'more than 20 products',
    role: 'anonymous',
    method: 'create',
    path: 'videoCallRequests/v1',
    incoming: { ...videoCall, products: Array.from({ length: 21 }, (_, i) => `p${i}`) },
  },
  { why: 'products that are not strings', role: 'anonymous', method: 'create', path: 'videoCallRequests/v1', incoming: { ...videoCall, products: ['p1', 2] } },
  { why: 'a uid from a signed-out visitor', role: 'anonymous', method: 'create', path: 'videoCallRequests/v1', incoming: { ...videoCall, uid: 'alice' } },
  { why: "another user's uid", role: 'other', method: 'create', path: 'videoCallRequests/v1', incoming: { ...videoCall, uid: 'alice' } },
  { why: 'a request without a phone', role: 'anonymous', method: 'create', path: 'videoCallRequests/v1', incoming: without(videoCall, 'phone') },
  // content written by admins keeps its core fields valid
  { why: 'a blog with an unknown status', role: 'admin', method: 'create', path: 'blogs/b2', incoming: { slug: 'new-post', title: 'New', status: 'hidden' } },
  {
    why: 'a scheduled blog without its time',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'scheduled' },
  },
  {
    why: 'a blog cover with a javascript: address',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', cover: { src: 'javascript:alert(1)', alt: 'x', width: 1, height: 1 } },
  },
  {
    why: 'a blog Open Graph image with a data: address',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', seo: { title: '', description: '', image: 'data:image/svg+xml,<svg/>' } },
  },
  {
    why: 'a blog search title of 71 characters',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', seo: { title: 'x'.repeat(71) } },
  },
  {
    why: 'a blog with an unknown field',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', html: '<script>' },
  },
  {
    why: 'a blog with 11 tags',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
  },
  {
    why: 'a blog author with an extra field',
    role: 'admin',
    method: 'create',
    path: 'blogs/b2',
    incoming: { slug: 'new-post', title: 'New', status: 'draft', author: { name: 'A', email: 'a@b.c' } },
  },
  {
    why: 'an SEO title template without %s',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: { ...seoGlobal, titleTemplate: 'Rajatmaya Silver' },
  },
  {
    why: 'an SEO image with a javascript: address',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: { ...seoGlobal, ogImage: 'javascript:alert(1)' },
  },
  {
    why: 'an X handle without its @',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: { ...seoGlobal, twitter: 'rajatmaya' },
  },
  {
    why: 'a robots switch that is not a boolean',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: { ...seoGlobal, robots: { disallow: [], blockAll: 'yes' } },
  },
  {
    why: 'an SEO document with an unknown field',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: { ...seoGlobal, headHtml: '<script>' },
  },
  {
    why: 'an SEO document without a description',
    role: 'admin',
    method: 'update',
    path: 'seo/global',
    stored: seoGlobal,
    incoming: without(seoGlobal, 'description'),
  },
  { why: 'a category with an invalid slug', role: 'admin', method: 'create', path: 'categories/c2', incoming: { slug: 'Ear Rings', name: 'Ear rings' } },
  { why: 'a career without an active flag', role: 'admin', method: 'create', path: 'careers/c2', incoming: { title: 'Designer' } },
  {
    why: 'a career with an unknown field',
    role: 'admin',
    method: 'create',
    path: 'careers/c2',
    incoming: { title: 'Designer', active: true, salaryHtml: '<b>₹</b>' },
  },
  { why: 'a career of an unknown kind', role: 'admin', method: 'create', path: 'careers/c2', incoming: { title: 'Designer', active: true, type: 'Gig' } },
];

describe('field validation denies', () => {
  it.each(INVALID)('$why ($role $method $path)', (c) => {
    const d = decide({ role: c.role, method: c.method, path: c.path, ...(c.stored !== undefined ? { stored: c.stored } : {}), incoming: c.incoming });
    expect(d.allowed, d.reason).toBe(false);
  });
});

describe('field validation accepts', () => {
  it("an admin's save of the whole SEO document", () => {
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'seo/global',
      stored: seoGlobal,
      incoming: { ...seoGlobal, titleTemplate: '%s — Rajatmaya', robots: { disallow: [], blockAll: true } },
    });
    expect(d.allowed, d.reason).toBe(true);
  });
  it("an admin's edit giving a product its own search title (the editor's save)", () => {
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'prod/p1',
      stored: product,
      incoming: { ...product, seo: { title: 'Oxidised silver ring, 925 | Rajatmaya' } },
    });
    expect(d.allowed, d.reason).toBe(true);
  });
  it("an admin's edit making a priced product follow the silver rate, keeping the rate the functions wrote", () => {
    const made = { priceRateId: 'r1', priceBreakup: { price: 1076 } };
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'prod/p1',
      stored: { ...product, ...made },
      incoming: { ...product, ...made, pricing: sterling, priceTiers: [{ minQuantity: 10, percentOff: 5 }], pricingFromCategory: false },
    });
    expect(d.allowed, d.reason).toBe(true);
  });
  it("an admin's edit of a reviewed product that keeps its review figures", () => {
    const figures = { reviewCount: 2, reviewSum: 5, reviewsChangedAt: EARLIER };
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'prod/p1',
      stored: { ...product, ...figures },
      incoming: { ...product, ...figures, title: 'Renamed ring' },
    });
    expect(d.allowed, d.reason).toBe(true);
  });

  it.each([
    ['a minimal profile', 'customer', 'create', 'webusers/alice', { uid: 'alice', email: 'alice@example.com', createdAt: NOW }],
    ["an unverified customer's profile", 'unverified', 'create', 'webusers/carol', carol(NOW)],
    ['an https photo', 'customer', 'create', 'webusers/alice', { ...webuser(NOW), photoURL: 'https://lh3.googleusercontent.com/a/photo=s96-c' }],
    ['a profile with null photo and display name', 'customer', 'create', 'webusers/alice', { ...webuser(NOW), photoURL: null, displayName: null }],
    ['partial email preferences', 'customer', 'create', 'webusers/alice', { ...webuser(NOW), emailPreferences: { newsletter: false } }],
    [
      'an address without optional fields',
      'customer',
      'create',
      'webusers/alice/addresses/a2',
      without(without(without(address(NOW), 'label'), 'line2'), 'isDefault'),
    ],
    ['the full site settings', 'admin', 'create', 'settings/site', siteSettings],
    [
      'shipping rules and an announcement linking a page',
      'admin',
      'create',
      'settings/site',
      {
        ...siteSettings,
        orders: { shippingFee: 149.5, freeShippingAbove: 5000, minimumOrderValue: 1000 },
        announcement: { text: 'Diwali dispatch closes on 28 October', link: '/products' },
      },
    ],
    [
      'an announcement linking an https page',
      'admin',
      'create',
      'settings/site',
      { ...siteSettings, announcement: { text: 'New catalogue', link: 'https://example.com/catalogue.pdf' } },
    ],
    [
      'a 10 % analytics sample and a GA4 measurement id',
      'admin',
      'create',
      'settings/site',
      { ...siteSettings, analytics: { samplePercent: 10, ga4MeasurementId: 'G-AB12CD34EF' } },
    ],
    ['a product with its own 8-digit HSN code', 'admin', 'create', 'prod/p2', { ...product, hsnCode: '71131910' }],
    [
      'a product with its own search listing',
      'admin',
      'create',
      'prod/p2',
      { ...product, seo: { title: long(70), description: long(300), image: '/media/library/2026/ring/1200.webp' } },
    ],
    [
      'a product with an integer price and no optional fields',
      'admin',
      'create',
      'prod/p2',
      { sku: 'S', slug: 's', title: 'T', category: 'C', price: 100, stock: 0, status: 'draft', createdAt: NOW, updatedAt: NOW },
    ],
    [
      'a product with 20 pictures, from the library and an https address',
      'admin',
      'create',
      'prod/p2',
      { ...product, images: [...Array.from({ length: 19 }, (_, i) => image(i)), { src: 'https://cdn.example.com/ring.jpg', alt: '' }] },
    ],
    [
      'a contact e-mail with a plus and an apostrophe',
      'admin',
      'create',
      'settings/site',
      { ...siteSettings, contact: { ...siteSettingsValues.contact, email: "o'brien+orders@shop.example.in" } },
    ],
    ['an empty cart', 'customer', 'create', 'carts/alice', { items: [] }],
    ['a cart of 100 valid lines', 'customer', 'update', 'carts/alice', { items: Array.from({ length: 100 }, (_, i) => cartLine(i)), updatedAt: NOW }],
    [
      'a cart line at the bounds (64-character id, 1 and 10000 pieces, free item)',
      'customer',
      'create',
      'carts/alice',
      {
        items: [
          { ...cartLine(0), productId: long(64), quantity: 10_000, addedPrice: 0 },
          { ...cartLine(1), quantity: 1, addedPrice: 1200 },
        ],
      },
    ],
  ] as const)('%s', (_why, role, method, path, incoming) => {
    const d = decide({ role, method, path, incoming: incoming as Data });
    expect(d.allowed, d.reason).toBe(true);
  });

  it.each([
    ['a sign-in refresh: lastLogin now', { lastLogin: NOW }],
    ['the email verified since (the token says so)', { emailVerified: true }],
    ['the email changed in the account (the token has the new one)', { email: 'alice@example.com' }],
    [
      'the profile form: name, phone and an https photo',
      { displayName: 'Alice R', firstName: 'Alice', lastName: 'R', phone: '98765 43210', photoURL: 'https://example.com/me.png' },
    ],
    ['clearing the photo', { photoURL: null }],
  ])("lets alice's own profile update through: %s", (_why, changes) => {
    const stored = { ...webuser(EARLIER), email: 'old@example.com', emailVerified: false, lastLogin: EARLIER };
    const incoming = { ...stored, ...changes };
    const d = decide({ role: 'customer', method: 'update', path: 'webusers/alice', stored, incoming });
    expect(d.allowed, d.reason).toBe(true);
  });

  it('lets an admin update a message status', () => {
    const d = decide({ role: 'admin', method: 'update', path: 'messages/m1', stored: message, incoming: { ...message, status: 'read' } });
    expect(d.allowed, d.reason).toBe(true);
  });

  it('lets an admin take a message that has replies and keywords, leaving them as they are', () => {
    const answered = {
      ...message,
      searchKeywords: ['meera', 'meera jain'],
      replies: [{ text: 'Thank you', by: 'admin1', byEmail: 'admin@example.com', at: '2026-11-29T10:00:00.000Z', mailId: 'mail1' }],
    };
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'messages/m1',
      stored: answered,
      incoming: { ...answered, assignedTo: 'admin1', assignedEmail: '' },
    });
    expect(d.allowed, d.reason).toBe(true);
  });

  it("keeps the media library's documents for admins, audited, pointing into the library only", () => {
    const media: Data = {
      name: 'ring-front.jpg',
      alt: 'A ring',
      contentType: 'image/jpeg',
      size: 120_000,
      width: 1600,
      height: 1600,
      src: '/media/library/2026/m1/original.jpg',
      path: 'media/library/2026/m1/original.jpg',
      sizes: [{ width: 640, src: '/media/library/2026/m1/640.webp', path: 'media/library/2026/m1/640.webp' }],
      keywords: ['ring', 'front'],
      uploadedBy: 'root',
      uploadedByEmail: 'admin@example.com',
      createdAt: NOW,
      updatedAt: NOW,
    };
    const allowed = (d: Decide) => decide(d).allowed;
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: media })).toBe(true);
    expect(allowed({ role: 'admin', method: 'get', path: 'media/m1', stored: media })).toBe(true);
    expect(allowed({ role: 'customer', method: 'get', path: 'media/m1', stored: media })).toBe(false);
    expect(allowed({ role: 'anonymous', method: 'get', path: 'media/m1', stored: media })).toBe(false);
    expect(allowed({ role: 'customer', method: 'create', path: 'media/m1', incoming: media })).toBe(false);
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: media, audit: false })).toBe(false);
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: { ...media, src: 'https://evil.example/x.jpg' } })).toBe(false);
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: { ...media, path: 'media/library/../../x' } })).toBe(false);
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: { ...media, contentType: 'text/html' } })).toBe(false);
    expect(allowed({ role: 'admin', method: 'create', path: 'media/m1', incoming: { ...media, extra: 1 } })).toBe(false);
    // Its alt text and name change; its files do not.
    expect(allowed({ role: 'admin', method: 'update', path: 'media/m1', stored: media, incoming: { ...media, alt: 'A silver ring, front view' } })).toBe(true);
    expect(
      allowed({ role: 'admin', method: 'update', path: 'media/m1', stored: media, incoming: { ...media, src: '/media/library/2026/m2/original.jpg' } }),
    ).toBe(false);
    expect(allowed({ role: 'admin', method: 'delete', path: 'media/m1', stored: media })).toBe(true);
    expect(allowed({ role: 'customer', method: 'delete', path: 'media/m1', stored: media })).toBe(false);
  });

  it('refuses an admin change that creates no audit entry in the same commit', () => {
    for (const method of ['create', 'update', 'delete'] as const) {
      const d = decide({ role: 'admin', method, path: 'prod/p1', stored: product, incoming: { ...product, lastAuditId: AUDIT_ID }, audit: false });
      expect(d.allowed, `${method}: ${d.reason}`).toBe(false);
    }
  });

  it('refuses an admin change whose audit entry names another document', () => {
    const d = decide({
      role: 'admin',
      method: 'update',
      path: 'prod/p1',
      stored: product,
      incoming: product,
      audit: (entry) => ({ ...entry, target: 'prod/p2' }),
    });
    expect(d.allowed, d.reason).toBe(false);
  });

  it('refuses an audit entry written for someone else, at another time, or for no change', () => {
    const entry = { action: 'product.update', target: 'prod/p1', by: 'root', byEmail: 'admin@example.com', at: NOW, summary: 'Changed the price' };
    const create = (data: Data, after: Record<string, Data | null>) =>
      engine.evaluate(
        {
          method: 'create',
          database: '(default)',
          path: ['adminAudit', AUDIT_ID],
          auth: AUTH.admin,
          time: NOW,
          resource: null,
          newResource: doc(`adminAudit/${AUDIT_ID}`, data),
        },
        new MemoryData({}, after),
      ).allowed;
    expect(create(entry, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } })).toBe(true);
    expect(create({ ...entry, by: 'bob' }, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } })).toBe(false);
    expect(create({ ...entry, at: EARLIER }, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } })).toBe(false);
    expect(create(entry, { 'prod/p1': { ...product, lastAuditId: 'another' } })).toBe(false);
    expect(create(entry, {})).toBe(false);
    expect(create({ ...entry, extra: 1 }, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } })).toBe(false);
    const customer = engine.evaluate(
      {
        method: 'create',
        database: '(default)',
        path: ['adminAudit', AUDIT_ID],
        auth: AUTH.customer,
        time: NOW,
        resource: null,
        newResource: doc(`adminAudit/${AUDIT_ID}`, { ...entry, by: 'alice' }),
      },
      new MemoryData({}, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } }),
    );
    expect(customer.allowed).toBe(false);
  });

  it('lets nobody change or delete an audit entry', () => {
    for (const method of ['update', 'delete'] as const) {
      expect(
        decide({ role: 'admin', method, path: 'adminAudit/a1', stored: { action: 'x.y', target: 'prod/p1' }, incoming: { action: 'x.z', target: 'prod/p1' } })
          .allowed,
      ).toBe(false);
    }
  });

  it('explains a denial with the rule line', () => {
    const d = decide({ role: 'customer', method: 'create', path: 'webusers/alice', incoming: { ...webuser(NOW), role: 'admin' } });
    expect(d.reason).toMatch(/^denied "create" on \/webusers\/alice: firestore\.rules:\d+:7 "allow create: if isOwner\(uid\) && validWebUser/);
  });
});

// ---- security second pass (issue 37) --------------------------------------------------------------

describe('an account an admin turned off', () => {
  const disabled = { 'disabledAccounts/alice': { uid: 'alice', by: 'root', at: EARLIER } };
  it.each([
    ['reads her profile', { method: 'get', path: 'webusers/alice', stored: webuser(EARLIER) }],
    ['updates her profile', { method: 'update', path: 'webusers/alice', stored: webuser(EARLIER), incoming: webuser(EARLIER) }],
    ['lists her addresses', { method: 'list', path: 'webusers/alice/addresses/x' }],
    ['adds an address', { method: 'create', path: 'webusers/alice/addresses/a9', incoming: address(NOW) }],
    ['writes her cart', { method: 'update', path: 'carts/alice', stored: cart, incoming: cart }],
    ['reads her cart', { method: 'get', path: 'carts/alice', stored: cart }],
    ['gets her order', { method: 'get', path: 'orders/o1', stored: order }],
    ['lists her orders', { method: 'list', path: 'orders/x', filter: eq('uid', 'alice') }],
    ['reads her pending review', { method: 'get', path: 'prod/p1/reviews/alice', stored: { uid: 'alice', status: 'pending' } }],
  ] as const)('is refused at once when she %s with the token she still holds', (_what, request) => {
    expect(decide({ role: 'customer', ...request }).allowed).toBe(true);
    const d = decide({ role: 'customer', ...request, others: disabled });
    expect(d.allowed, d.reason).toBe(false);
  });

  it('still reads public content, and nobody reads or writes the flag from a client', () => {
    expect(decide({ role: 'customer', method: 'get', path: 'prod/p1', stored: product, others: disabled }).allowed).toBe(true);
    for (const role of ROLES) {
      for (const method of OPS) {
        const d = decide({ role, method, path: 'disabledAccounts/alice', stored: { uid: 'alice' }, incoming: { uid: 'alice' } });
        expect(d.allowed, `${role} ${method}`).toBe(false);
      }
    }
  });
});

describe('an ended sign-in (endedSessions)', () => {
  const AUTH_TIME = 1717236000;
  const withAuthTime: RulesAuth = { uid: 'alice', token: { sub: 'alice', email: 'alice@example.com', auth_time: AUTH_TIME } };
  const record = (data: Data, auth: RulesAuth | null = withAuthTime, id = String(AUTH_TIME), method: RulesMethod = 'create') =>
    engine.evaluate(
      {
        method,
        database: '(default)',
        path: ['webusers', 'alice', 'endedSessions', id],
        auth,
        time: NOW,
        resource: method === 'get' ? doc(`webusers/alice/endedSessions/${id}`, data) : null,
        newResource: method === 'create' ? doc(`webusers/alice/endedSessions/${id}`, data) : null,
      },
      new MemoryData(),
    ).allowed;
  const valid = { endedAt: NOW, expiresAt: new Date(NOW.getTime() + 3_600_000) };

  it('lets a person record the end of their own sign-in, under its auth_time, and read it', () => {
    expect(record(valid)).toBe(true);
    expect(record(valid, withAuthTime, String(AUTH_TIME), 'get')).toBe(true);
  });

  it.each([
    ['under another sign-in time', () => record(valid, withAuthTime, String(AUTH_TIME - 60))],
    ['for another person', () => record(valid, { uid: 'bob', token: { sub: 'bob', auth_time: AUTH_TIME } })],
    ['signed out', () => record(valid, null)],
    ['with a made-up end time', () => record({ ...valid, endedAt: EARLIER })],
    ['kept for a year', () => record({ ...valid, expiresAt: new Date(NOW.getTime() + 365 * 86_400_000) })],
    ['with an extra field', () => record({ ...valid, note: 'x' })],
    ["reading another person's", () => record(valid, { uid: 'bob', token: { sub: 'bob', auth_time: AUTH_TIME } }, String(AUTH_TIME), 'get')],
  ])('refuses a record %s', (_why, attempt) => {
    expect(attempt()).toBe(false);
  });
});

describe('audit entries an admin writes from a client', () => {
  const entry = { action: 'product.update', target: 'prod/p1', by: 'root', byEmail: 'admin@example.com', at: NOW, summary: 'Changed the price' };
  const create = (id: string, data: Data, before: Record<string, Data>, after: Record<string, Data | null>) =>
    engine.evaluate(
      {
        method: 'create',
        database: '(default)',
        path: ['adminAudit', id],
        auth: AUTH.admin,
        time: NOW,
        resource: null,
        newResource: doc(`adminAudit/${id}`, data),
      },
      new MemoryData(before, after),
    );

  it("refuses an entry under another person's e-mail", () => {
    const d = create(AUDIT_ID, { ...entry, byEmail: 'owner@rajatmaya.example' }, { 'prod/p1': product }, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } });
    expect(d.allowed, d.reason).toBe(false);
    expect(create(AUDIT_ID, entry, { 'prod/p1': product }, { 'prod/p1': { ...product, lastAuditId: AUDIT_ID } }).allowed).toBe(true);
  });

  it('refuses a deletion entry for a document that never existed (the forged entry of the attack run)', () => {
    const forged = {
      action: 'customer.delete',
      target: 'webusers/attacker-victim',
      by: 'root',
      byEmail: 'admin@example.com',
      at: NOW,
      summary: 'Deleted every customer',
    };
    const d = create('del-attack-forged-1732800000', forged, {}, {});
    expect(d.allowed, d.reason).toBe(false);
    expect(create('del-webusers-attacker-victim-seed', forged, {}, {}).allowed).toBe(false);
  });

  it("refuses a deletion entry for a document that is still there, or under an id that is not the document's", () => {
    const deletion = { ...entry, action: 'product.delete', summary: 'Deleted the ring' };
    expect(create('del-prod-p1-seed', deletion, { 'prod/p1': product }, {}).allowed).toBe(false);
    expect(create('del-prod-p2-seed', deletion, { 'prod/p1': product }, { 'prod/p1': null }).allowed).toBe(false);
    expect(create('del-prod-p1-seed', { ...deletion, target: 'prod/p1/reviews/x' }, { 'prod/p1/reviews/x': {} }, { 'prod/p1/reviews/x': null }).allowed).toBe(
      false,
    );
    const real = create('del-prod-p1-seed', deletion, { 'prod/p1': product }, { 'prod/p1': null });
    expect(real.allowed, real.reason).toBe(true);
  });
});
