// The zod document schemas (shared-data) and backend/firestore.rules must agree: the same valid
// documents pass both, the same invalid ones are refused by both. A schema change the rules do not
// follow (or the reverse) fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { compileRules, type RulesAuth } from '../../src/rules';
import { MemoryData, doc } from './harness';
// The apps' entry, not shared-data/contracts: these collection modules also read through the
// browser's Firestore SDK, so their schemas are not part of the server-safe contracts.
import {
  addressDocumentSchema,
  blogDocumentSchema,
  careerDocumentSchema,
  cartDocumentSchema,
  categoryDocumentSchema,
  webUserDocumentSchema,
} from 'shared-data';
import { optionValuesOf, productDocumentSchema } from 'shared-data/contracts';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const engine = compileRules(readFileSync(RULES_PATH, 'utf8'), 'firestore.rules');
const NOW = new Date('2026-11-20T10:00:00.000Z');

const AUTH: Record<'anonymous' | 'customer' | 'admin', RulesAuth | null> = {
  anonymous: null,
  customer: { uid: 'alice', token: { sub: 'alice', email: 'alice@example.com', email_verified: true } },
  admin: { uid: 'root', token: { sub: 'root', email: 'admin@example.com', admin: true } },
};

type Data = Record<string, unknown>;

/** Collections whose admin writes carry the audit entry created in the same commit (see the rules). */
const AUDITED = new Set(['prod', 'categories', 'blogs', 'careers']);

function rulesAllowCreate(path: string, role: keyof typeof AUTH, data: Data): boolean {
  const audited = role === 'admin' && AUDITED.has(path.split('/')[0] ?? '');
  const incoming = audited ? { ...data, lastAuditId: 'audit-1' } : data;
  const after = audited
    ? new MemoryData(
        {},
        { 'adminAudit/audit-1': { action: 'test.create', target: path, by: 'root', byEmail: '', at: NOW, summary: 'A test' }, [path]: incoming },
      )
    : new MemoryData();
  return engine.evaluate(
    { method: 'create', database: '(default)', path: path.split('/'), auth: AUTH[role], time: NOW, resource: null, newResource: doc(path, incoming) },
    after,
  ).allowed;
}

interface Case {
  name: string;
  path: string;
  role: keyof typeof AUTH;
  schema: z.ZodType;
  valid: Data[];
  invalid: Array<[string, Data]>;
}

const product = {
  sku: 'SLV-RNG-0001',
  slug: 'floral-ring',
  title: 'Floral ring',
  category: 'Rings',
  price: 1200,
  stock: 10,
  status: 'active',
  createdAt: NOW,
  updatedAt: NOW,
};
const line = { productId: 'slv-rng-0001', quantity: 2, addedPrice: 1200, addedAt: NOW };
/** A product with options: its variants, and its own price and stock rolled up from them. */
const sizes = { name: 'Size', kind: 'size', values: Array.from({ length: 10 }, (_, i) => ({ value: String(i + 5) })) };
const platings = { name: 'Plating', kind: 'colour', values: Array.from({ length: 10 }, (_, i) => ({ value: `P${i}`, swatch: '#C0C0C0' })) };
const variantOf = (size: number, plating: number, extra: Data = {}) => ({
  sku: `SLV-RNG-0001-${size + 5}-P${plating}`,
  options: { Size: String(size + 5), Plating: `P${plating}` },
  price: 1200,
  stock: 1,
  status: 'active',
  ...extra,
});
const withVariants = (variants: Data[], extra: Data = {}) => ({
  ...product,
  options: [sizes, platings],
  variants,
  price: 1200,
  stock: variants.filter((variant) => variant['status'] === 'active').reduce((sum, variant) => sum + Number(variant['stock']), 0),
  ...extra,
});
const hundredVariants = Array.from({ length: 100 }, (_, i) => variantOf(Math.floor(i / 10), i % 10));
const cartOf = (...items: unknown[]) => ({ items, updatedAt: NOW });
const address = {
  fullName: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  country: 'India',
  createdAt: NOW,
};

const cases: Case[] = [
  // Contact messages, video-call requests and newsletter sign-ups are written by functions only
  // (the rules refuse every client create); the inbox tests check what the functions store against
  // messageDocumentSchema, videoCallRequestDocumentSchema and newsletterDocumentSchema. Analytics
  // events are stored by the shop server; its test checks them against eventDocumentSchema.
  {
    name: 'profile',
    path: 'webusers/alice',
    role: 'customer',
    schema: webUserDocumentSchema,
    valid: [
      { uid: 'alice', email: 'alice@example.com', createdAt: NOW },
      { uid: 'alice', email: 'alice@example.com', createdAt: NOW, displayName: null, phone: '98765 43210', emailPreferences: { orderUpdates: false } },
      { uid: 'alice', email: 'alice@example.com', createdAt: NOW, photoURL: 'https://example.com/a.png' },
    ],
    invalid: [
      ['unknown field', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, role: 'admin' }],
      ['short e-mail', { uid: 'alice', email: 'a', createdAt: NOW }],
      ['unknown preference', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, emailPreferences: { sms: true } }],
      ['long name', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, displayName: 'x'.repeat(101) }],
      ['javascript: photo', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, photoURL: 'javascript:alert(1)' }],
      ['http photo', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, photoURL: 'http://example.com/a.png' }],
      ['empty photo', { uid: 'alice', email: 'alice@example.com', createdAt: NOW, photoURL: '' }],
    ],
  },
  {
    name: 'cart',
    path: 'carts/alice',
    role: 'customer',
    schema: cartDocumentSchema,
    valid: [
      cartOf(),
      { items: [line] },
      cartOf(line, { ...line, productId: 'x'.repeat(64), quantity: 10_000, addedPrice: 0 }, { ...line, productId: 'p3', quantity: 1, addedPrice: 999.5 }),
      cartOf(...Array.from({ length: 100 }, (_, i) => ({ ...line, productId: `p${i}` }))),
      cartOf(line, { ...line, variantSku: 'SLV-RNG-0001-7-RH' }, { ...line, variantSku: 'x'.repeat(40) }),
    ],
    invalid: [
      ['101 lines', cartOf(...Array.from({ length: 101 }, (_, i) => ({ ...line, productId: `p${i}` })))],
      ['items not a list', { items: { p1: line }, updatedAt: NOW }],
      ['unknown document field', { ...cartOf(line), coupon: 'FREE' }],
      ['unknown line field', cartOf({ ...line, discount: 10 })],
      ['line missing addedAt', cartOf({ productId: 'p1', quantity: 1, addedPrice: 10 })],
      ['empty product id', cartOf({ ...line, productId: '' })],
      ['65-character product id', cartOf({ ...line, productId: 'x'.repeat(65) })],
      ['41-character variant SKU', cartOf({ ...line, variantSku: 'x'.repeat(41) })],
      ['empty variant SKU', cartOf({ ...line, variantSku: '' })],
      ['zero quantity', cartOf({ ...line, quantity: 0 })],
      ['quantity over 10000', cartOf({ ...line, quantity: 10_001 })],
      ['fractional quantity', cartOf(line, { ...line, productId: 'p2', quantity: 2.5 })],
      ['negative price', cartOf({ ...line, addedPrice: -0.5 })],
      ['price as text', cartOf({ ...line, addedPrice: '1200' })],
      ['price of Infinity', cartOf({ ...line, addedPrice: Infinity })],
      ['addedAt as text', cartOf({ ...line, addedAt: '2026-11-20' })],
      ['a line that is a string', cartOf('slv-rng-0001')],
      ['a bad line at the end of 100', cartOf(...Array.from({ length: 99 }, (_, i) => ({ ...line, productId: `p${i}` })), { ...line, quantity: -1 })],
    ],
  },
  {
    name: 'address',
    path: 'webusers/alice/addresses/a1',
    role: 'customer',
    schema: addressDocumentSchema,
    valid: [address, { ...address, label: 'Home', line2: 'Near the temple', isDefault: true }],
    invalid: [
      ['PIN starting with 0', { ...address, postalCode: '011001' }],
      ['five-digit PIN', { ...address, postalCode: '41100' }],
      ['phone with letters', { ...address, phone: 'ninety-eight' }],
      ['one-letter country', { ...address, country: 'I' }],
      ['unknown field', { ...address, gstin: '27ABCDE1234F1Z5' }],
      ['long label', { ...address, label: 'x'.repeat(41) }],
    ],
  },
  {
    name: 'product',
    path: 'prod/slv-rng-0001',
    role: 'admin',
    schema: productDocumentSchema,
    valid: [
      product,
      { ...product, mrp: 1500, minOrderQty: 6, tags: ['floral'], featured: true, attributes: { purity: '925', weightGrams: 4.2 } },
      {
        ...product,
        images: [
          { src: '/media/library/ring/800.webp', alt: 'Front', width: 800, height: 800, variants: [{ src: '/media/library/ring/320.webp', width: 320 }] },
          { src: 'https://cdn.example.com/ring.jpg' },
        ],
      },
      { ...product, seo: { title: 'x'.repeat(70), description: 'x'.repeat(300), image: '/media/library/ring.webp' } },
      { ...product, seo: { title: 'Floral ring', image: '' } },
      withVariants([
        variantOf(2, 0, { mrp: 1500, weightGrams: 4.2, gtin: '8901234567890' }),
        variantOf(3, 0, { price: 1400, stock: 0 }),
        variantOf(3, 1, { status: 'draft', stock: 7 }),
      ]),
      withVariants(hundredVariants),
      // What the productWritten trigger adds: the editor's next save carries them back.
      withVariants(hundredVariants, {
        variantSkus: hundredVariants.map((variant) => variant.sku.toLowerCase()),
        optionValues: optionValuesOf([sizes, platings], hundredVariants as Array<{ options: Record<string, string>; status: 'active' }>),
      }),
      withVariants([variantOf(0, 0)], { optionValues: [`${'s'.repeat(40)}:${'v'.repeat(60)}`] }),
    ],
    invalid: [
      ['101 variants', withVariants([...hundredVariants, variantOf(0, 0, { sku: 'ONE-MORE' })])],
      ['four options', withVariants([variantOf(0, 0)], { options: [sizes, platings, { ...sizes, name: 'Stone' }, { ...sizes, name: 'Finish' }] })],
      ['a variant with negative stock', withVariants([variantOf(0, 0), variantOf(0, 1, { stock: -1 })], { stock: 1 })],
      ['a variant with fractional stock', withVariants([variantOf(0, 0, { stock: 1.5 })], { stock: 1.5 })],
      ['a variant priced above 10 crore', withVariants([variantOf(0, 0), variantOf(0, 1, { price: 100_000_001 })])],
      ['a variant with an unknown field', withVariants([variantOf(0, 0, { cost: 700 })])],
      ['a variant of unknown status', withVariants([variantOf(0, 0, { status: 'hidden' })], { stock: 0 })],
      ['a variant without a SKU', withVariants([variantOf(0, 0, { sku: '' })])],
      ['option values as a string', withVariants([variantOf(0, 0)], { optionValues: 'size:5' })],
      ['91 option values', withVariants([variantOf(0, 0)], { optionValues: Array.from({ length: 91 }, (_, i) => `size:${i}`) })],
      ['a variant named as a string', withVariants(['SLV-RNG-0001-5-P0' as unknown as Data])],
      ['MRP below price', { ...product, mrp: 1000 }],
      ['price above 10 crore', { ...product, price: 100_000_001 }],
      ['price of Infinity', { ...product, price: Infinity }],
      ['javascript: picture', { ...product, images: [{ src: 'javascript:alert(1)', alt: '' }] }],
      ['picture as a bare string', { ...product, images: ['/media/library/ring.webp'] }],
      ['picture with an unknown field', { ...product, images: [{ src: '/media/library/ring.webp', onerror: 'alert(1)' }] }],
      ['weight of Infinity', { ...product, attributes: { weightGrams: Infinity } }],
      ['negative stock', { ...product, stock: -1 }],
      ['fractional stock', { ...product, stock: 1.5 }],
      ['bad slug', { ...product, slug: 'Floral Ring' }],
      ['unknown status', { ...product, status: 'hidden' }],
      ['zero minimum order', { ...product, minOrderQty: 0 }],
      ['unknown field', { ...product, cost: 700 }],
      ['missing title', { ...product, title: undefined }],
      ['71-character search title', { ...product, seo: { title: 'x'.repeat(71) } }],
      ['301-character search description', { ...product, seo: { description: 'x'.repeat(301) } }],
      ['unknown search field', { ...product, seo: { keywords: 'silver' } }],
      ['javascript: Open Graph image', { ...product, seo: { image: 'javascript:alert(1)' } }],
    ],
  },
  {
    name: 'category',
    path: 'categories/rings',
    role: 'admin',
    schema: categoryDocumentSchema,
    valid: [
      { name: 'Rings', slug: 'rings' },
      { name: 'Rings', slug: 'rings', order: 2 },
    ],
    invalid: [
      ['empty name', { name: '', slug: 'rings' }],
      ['bad slug', { name: 'Rings', slug: 'Rings!' }],
    ],
  },
  {
    name: 'blog post',
    path: 'blogs/b1',
    role: 'admin',
    schema: blogDocumentSchema,
    valid: [{ title: 'Silver care', slug: 'silver-care', status: 'draft' }],
    invalid: [
      ['unknown status', { title: 'Silver care', slug: 'silver-care', status: 'hidden' }],
      ['empty title', { title: '', slug: 'silver-care', status: 'draft' }],
    ],
  },
  {
    name: 'career opening',
    path: 'careers/c1',
    role: 'admin',
    schema: careerDocumentSchema,
    valid: [{ title: 'Sales executive', active: true }],
    invalid: [['active not a boolean', { title: 'Sales executive', active: 'yes' }]],
  },
];

const defined = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

describe.each(cases)('$name: the schema and the rules agree', ({ path, role, schema, valid, invalid }) => {
  it.each(valid.map((data, index) => [index, data] as const))('both accept valid document %i', (_index, data) => {
    expect(schema.safeParse(defined(data)).success).toBe(true);
    expect(rulesAllowCreate(path, role, defined(data))).toBe(true);
  });

  it.each(invalid)('both refuse a document with %s', (_reason, data) => {
    expect(schema.safeParse(defined(data)).success).toBe(false);
    expect(rulesAllowCreate(path, role, defined(data))).toBe(false);
  });
});
