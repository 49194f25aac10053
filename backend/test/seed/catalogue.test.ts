// @vitest-environment jsdom
import { filterValuesOf, productDocumentSchema } from 'shared-data/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchKeywords } from '../../src/seed/search-keywords';
import { generateCatalogue } from '../../src/seed/generate-catalogue';
import { inspectSvg } from './svg-check';
import { optionValuesOfDocument } from '../../functions/src/product-written';

const now = new Date('2026-11-22T10:00:00Z');
const catalogue = generateCatalogue(now);
const { products, categories, files } = catalogue;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('generated catalogue', () => {
  it('has at least 120 products in at least 6 categories of 2–4 subcategories each', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(4);
    }
  });

  it('gives every product a unique SKU of the form SLV-XXX-0000 and a unique URL slug', () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(products.length);
    for (const sku of skus) expect(sku).toMatch(/^SLV-[A-Z]{3}-\d{4}$/);
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(products.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('prices in whole rupees between ₹450 and ₹18,000, with any MRP at or above the price', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(450);
      expect(p.price).toBeLessThanOrEqual(18_000);
      if (p.mrp !== undefined) expect(p.mrp).toBeGreaterThanOrEqual(p.price);
    }
    expect(products.filter((p) => p.mrp !== undefined).length).toBeGreaterThan(products.length / 2);
  });

  it('has stock (some sold out), order minimums from 1 to 10 and 925 purity with a weight', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    for (const p of products) {
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.minOrderQty).toBeGreaterThanOrEqual(1);
      expect(p.minOrderQty).toBeLessThanOrEqual(10);
      expect(p.attributes.purity).toBe('925');
      expect(p.attributes.weightGrams).toBeGreaterThan(0);
    }
  });

  it('describes every design in its own words, then the terms for retailers, without repeating the specifications', () => {
    const openings = products.map((p) => p.description.split('\n')[0] ?? '');
    expect(new Set(openings).size).toBe(products.length);
    const sentenceUse = new Map<string, number>();
    for (const [index, p] of products.entries()) {
      const opening = openings[index] ?? '';
      expect(opening.split(/\s+/).length, p.title).toBeGreaterThanOrEqual(30);
      expect(opening.toLowerCase(), p.title).not.toContain(p.title.toLowerCase());
      expect(p.description).toContain('\n\n### For retailers\nMinimum order ');
      expect(p.description).not.toContain('### Details');
      expect(p.description).not.toMatch(/\d+(\.\d+)? ?g\b|₹/);
      for (const sentence of opening.split(/(?<=\.)\s+/)) sentenceUse.set(sentence, (sentenceUse.get(sentence) ?? 0) + 1);
    }
    for (const [sentence, count] of sentenceUse) expect(count, sentence).toBeLessThanOrEqual(products.length / 4);
  });

  it('marks a few products as drafts, some as featured, and the rest active', () => {
    const drafts = products.filter((p) => p.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThan(10);
    expect(products.filter((p) => p.featured && p.status === 'active').length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.status === 'active').length).toBeGreaterThanOrEqual(110);
  });

  it('spreads creation dates over the past year, with updates after creation', () => {
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - p.createdAt.getTime()).toBeLessThan(YEAR_MS);
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(p.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const months = new Set(products.map((p) => p.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it('stores search keywords computed by buildSearchKeywords', () => {
    for (const p of products) {
      expect(p.searchKeywords).toEqual(
        buildSearchKeywords({ title: p.title, sku: p.sku, category: p.category, subCategory: p.subCategory, tags: p.tags, variantSkus: p.variantSkus ?? [] }),
      );
    }
  });

  it('gives a ring sizes, a chain lengths and platings and earrings platings, each a product the schema accepts', () => {
    const withOptions = products.filter((p) => p.options);
    expect(withOptions.map((p) => [p.subCategory, p.options!.map((option) => `${option.name}:${option.kind}`).join(', ')])).toEqual([
      ['Cocktail Rings', 'Size:size'],
      ['Studs', 'Plating:colour'],
      ['Chains', 'Length:size, Plating:colour'],
    ]);
    for (const p of withOptions) {
      const { createdAt, updatedAt, ...fields } = p;
      const parsed = productDocumentSchema.safeParse({ ...fields, createdAt, updatedAt });
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${p.sku} ${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
      // Search finds each variant by its SKU; the listings' option filter finds it by its values on sale.
      for (const variant of p.variants!) expect(p.searchKeywords).toContain(variant.sku.toLowerCase());
      expect(p.optionValues).toEqual(filterValuesOf(p.options!, p.variants!, p.attributes));
      expect(p.optionValues).toEqual(optionValuesOfDocument(p));
      // Every variant on sale with stock can be ordered: its stock reaches the minimum order, which the description states.
      for (const variant of p.variants!.filter((each) => each.status === 'active' && each.stock > 0))
        expect(variant.stock).toBeGreaterThanOrEqual(p.minOrderQty);
      expect(p.description).toContain(`Minimum order ${p.minOrderQty} piece`);
    }
  });

  it('keeps category and subcategory counts equal to the active products in them', () => {
    for (const category of categories) {
      const active = products.filter((p) => p.status === 'active' && p.categorySlug === category.slug);
      expect(category.productCount).toBe(active.length);
      for (const sub of category.subcategories) {
        expect(sub.id).toBe(`${category.slug}--${sub.slug}`);
        expect(sub.productCount).toBe(active.filter((p) => p.subCategoryId === sub.id).length);
      }
      expect(category.subcategories.reduce((sum, s) => sum + s.productCount, 0)).toBe(category.productCount);
    }
    const known = new Set(categories.flatMap((c) => c.subcategories.map((s) => s.id)));
    for (const p of products) expect(known.has(p.subCategoryId)).toBe(true);
  });

  it('is the same on every run for the same date', () => {
    expect(generateCatalogue(now)).toEqual(catalogue);
  });
});

describe('generated images', () => {
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it('exist for every image a product or category references', () => {
    const referenced = [...products.flatMap((p) => p.images), ...categories.map((c) => c.image)];
    for (const image of referenced) {
      expect(image.src).toMatch(/^\/media\/(products|categories)\/[a-z0-9-]+\.svg$/);
      expect(byPath.has(image.src.replace(/^\/media\//, ''))).toBe(true);
      expect(image.alt.length).toBeGreaterThan(10);
      expect([image.width, image.height]).toEqual([800, 800]);
    }
    for (const p of products) expect(p.images[0]?.src).toBe(`/media/products/${p.sku.toLowerCase()}-1.svg`);
  });

  it('are well-formed SVGs of 800×800 under 4 KB each', () => {
    for (const file of files) {
      const facts = inspectSvg(file.content);
      expect(facts, file.path).toMatchObject({ wellFormed: true, root: 'svg', viewBox: '0 0 800 800', width: '800', height: '800' });
      expect(facts.bytes, file.path).toBeLessThan(4096);
    }
  });

  it('differ from product to product', () => {
    const fronts = products.map((p) => byPath.get(`products/${p.sku.toLowerCase()}-1.svg`));
    expect(new Set(fronts).size).toBeGreaterThan(products.length * 0.9);
  });
});
