// @vitest-environment jsdom
import { filterValuesOf, gstinCheckCharacter, normalizeSiteSettings, productDocumentSchema } from 'shared-data/contracts';
import { describe, expect, it } from 'vitest';
import { computeCategoryCounts } from '../../functions/src/category-counts';
import { imageSrcsOf, optionValuesOfDocument } from '../../functions/src/product-written';
import { BEAUTY_DEMO } from '../../src/seed/beauty';
import { BEAUTY_CATEGORY_SPECS } from '../../src/seed/beauty/catalogue-data';
import { MAX_PRICE, MIN_PRICE } from '../../src/seed/beauty/generate-catalogue';
import { countWords } from '../../src/seed/build-seed-data';
import { PAGES } from '../../src/seed/pages';
import { buildSearchKeywords } from '../../src/seed/search-keywords';
import { inspectSvg } from './svg-check';

const now = new Date('2026-11-22T10:00:00Z');
const catalogue = BEAUTY_DEMO.generateCatalogue(now);
const { products, categories, files } = catalogue;
const withVariants = products.filter((p) => p.variants);
const allVariants = withVariants.flatMap((p) => p.variants!);
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('beauty catalogue', () => {
  it('has at least 120 products in 8 categories of 3–5 subcategories, each category with its GST', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(categories.map((c) => c.name)).toEqual([
      'Skincare',
      'Makeup',
      'Hair Care',
      'Fragrance',
      'Bath & Body',
      'Tools & Brushes',
      "Men's Grooming",
      'Gift Sets',
    ]);
    for (const category of categories) {
      expect(category.subcategories.length, category.slug).toBeGreaterThanOrEqual(3);
      expect(category.subcategories.length, category.slug).toBeLessThanOrEqual(5);
      expect(category.tax?.hsnCode, category.slug).toMatch(/^\d{4}$/);
      expect([5, 12, 18, 28]).toContain(category.tax?.ratePercent);
    }
    expect(new Set(categories.map((c) => c.tax?.ratePercent)).size).toBeGreaterThanOrEqual(2);
  });

  it('stores every product as the product schema accepts it, with or without variants', () => {
    const problems = products.flatMap((p) => {
      const parsed = productDocumentSchema.safeParse({ ...p });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${p.sku} ${issue.path.join('.')}: ${issue.message}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives products unique SKUs (AB-XXX-0000) and slugs, and variants SKUs unique across the catalogue', () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(products.length);
    for (const sku of skus) expect(sku).toMatch(/^AB-[A-Z]{3}-\d{4}$/);
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(products.length);
    const variantSkus = allVariants.map((v) => v.sku.toLowerCase());
    expect(new Set([...variantSkus, ...skus.map((sku) => sku.toLowerCase())]).size).toBe(variantSkus.length + skus.length);
    for (const p of withVariants) {
      expect(p.variantSkus).toEqual(p.variants!.map((v) => v.sku.toLowerCase()));
      // The listings' option filter: the values its variants on sale have, as the trigger keeps them.
      expect(p.optionValues).toEqual(filterValuesOf(p.options!, p.variants!, p.attributes));
      expect(p.optionValues).toEqual(optionValuesOfDocument(p));
      for (const v of p.variants!) expect(v.sku.startsWith(`${p.sku}-`)).toBe(true);
    }
  });

  it('prices in whole rupees from ₹149 to ₹2,999, never above the MRP, many at a discount', () => {
    for (const item of [...products, ...allVariants]) {
      expect(Number.isInteger(item.price)).toBe(true);
      expect(item.price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(item.price).toBeLessThanOrEqual(MAX_PRICE);
      expect(item.mrp).toBeGreaterThanOrEqual(item.price);
    }
    expect(products.filter((p) => p.mrp! > p.price).length).toBeGreaterThan(products.length / 3);
  });

  it('sells one at a time, with some products sold out and some low in stock', () => {
    for (const p of products) {
      expect(p.minOrderQty).toBe(1);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.filter((p) => p.stock > 0 && p.stock <= 10).length).toBeGreaterThanOrEqual(3);
  });

  it('names 6–10 brands and describes each product with a How to use line and its attributes', () => {
    const brands = new Set(products.map((p) => p.attributes['brand']));
    expect(brands.size).toBeGreaterThanOrEqual(6);
    expect(brands.size).toBeLessThanOrEqual(10);
    const openings = products.map((p) => p.description.split('\n')[0] ?? '');
    expect(new Set(openings).size).toBe(products.length);
    for (const [index, p] of products.entries()) {
      const sentences = (openings[index] ?? '').split(/(?<=[.!?])\s+/);
      expect(sentences.length, p.title).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.title).toBeLessThanOrEqual(3);
      expect(p.description, p.title).toMatch(/\n\n\*\*How to use:\*\* \S.+$/);
      for (const value of Object.values(p.attributes)) expect(['string', 'number']).toContain(typeof value);
    }
    const skincare = products.filter((p) => p.categorySlug === 'skincare');
    for (const p of skincare)
      expect(p.attributes, p.title).toMatchObject({ skinType: expect.any(String), keyIngredients: expect.any(String), ingredients: expect.any(String) });
    for (const p of products.filter((p) => p.categorySlug === 'fragrance')) expect(p.attributes['fragranceFamily'], p.title).toBeTruthy();
    for (const p of products.filter((p) => p.categorySlug === 'hair-care')) expect(p.attributes['hairType'], p.title).toBeTruthy();
  });

  it('gives many products shades or sizes as variants, rolled up into the product’s price and stock', () => {
    expect(withVariants.length).toBeGreaterThanOrEqual(40);
    for (const p of withVariants) {
      expect(p.options!.length).toBeLessThanOrEqual(3);
      expect(p.variants!.length).toBeLessThanOrEqual(100);
      const onSale = p.variants!.filter((v) => v.status === 'active');
      const cheapest = onSale.reduce((best, v) => (v.price < best.price ? v : best));
      expect(p.price).toBe(cheapest.price);
      expect(p.mrp).toBe(cheapest.mrp);
      expect(p.stock).toBe(onSale.reduce((sum, v) => sum + v.stock, 0));
      for (const v of p.variants!) expect(v.weightGrams).toBeGreaterThan(0);
    }
    for (const p of products.filter((p) => !p.variants)) {
      expect(p).not.toHaveProperty('options');
      expect(p).not.toHaveProperty('variantSkus');
      // Its attributes' values only (brand, skin type…): the listings' filter.
      expect(p.optionValues).toEqual(filterValuesOf([], [], p.attributes));
    }
    // Shades: named colours with swatches, 4–12 of them.
    const shaded = withVariants.filter((p) => p.options!.some((o) => o.name === 'Shade'));
    expect(shaded.length).toBeGreaterThanOrEqual(20);
    for (const p of shaded) {
      const shade = p.options!.find((o) => o.name === 'Shade')!;
      expect(shade.kind).toBe('colour');
      expect(shade.values.length, p.title).toBeGreaterThanOrEqual(4);
      expect(shade.values.length, p.title).toBeLessThanOrEqual(12);
      for (const value of shade.values) expect(value.swatch).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
    for (const sub of ['Lipstick', 'Foundation', 'Nail Polish']) {
      for (const p of products.filter((p) => p.subCategory === sub)) expect(p.options?.[0]?.name, p.title).toBe('Shade');
    }
    // Sizes: dearer as they grow.
    const sized = withVariants.filter((p) => p.options!.some((o) => o.name === 'Size'));
    expect(sized.length).toBeGreaterThanOrEqual(15);
    for (const p of sized.filter((p) => p.options!.length === 1)) {
      const mrps = p.variants!.map((v) => v.mrp!);
      expect(mrps, p.title).toEqual([...mrps].sort((a, b) => a - b));
      expect(new Set(mrps).size, p.title).toBe(mrps.length);
    }
    expect(withVariants.some((p) => p.options!.map((o) => o.name).join(' × ') === 'Shade × Size')).toBe(true);
    expect(allVariants.some((v) => v.stock === 0)).toBe(true);
    expect(allVariants.some((v) => v.status === 'draft')).toBe(true);
  });

  it('stores search keywords computed by buildSearchKeywords, variant SKUs included', () => {
    for (const p of products) {
      expect(p.searchKeywords).toEqual(
        buildSearchKeywords({ title: p.title, sku: p.sku, category: p.category, subCategory: p.subCategory, tags: p.tags, variantSkus: p.variantSkus ?? [] }),
      );
    }
    for (const p of withVariants) for (const v of p.variants!) expect(p.searchKeywords).toContain(v.sku.toLowerCase());
  });

  it('marks a few products as drafts or archived and about 14 as featured', () => {
    const drafts = products.filter((p) => p.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThan(10);
    expect(products.some((p) => p.status === 'archived')).toBe(true);
    const featured = products.filter((p) => p.featured && p.status === 'active');
    expect(featured.length).toBeGreaterThanOrEqual(10);
    for (const p of featured) expect(p.stock).toBeGreaterThan(0);
  });

  it('keeps category and subcategory counts equal to the active products in them', () => {
    const counts = computeCategoryCounts(categories, products);
    expect(counts.unmatched).toEqual([]);
    for (const [index, category] of categories.entries()) {
      const active = products.filter((p) => p.status === 'active' && p.categorySlug === category.slug);
      expect(category.productCount).toBe(active.length);
      expect(counts.categories[index]?.changed).toBe(false);
      for (const sub of category.subcategories) {
        expect(sub.id).toBe(`${category.slug}--${sub.slug}`);
        expect(sub.productCount).toBe(active.filter((p) => p.subCategoryId === sub.id).length);
      }
    }
  });

  it('spreads creation dates over the past year', () => {
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - p.createdAt.getTime()).toBeLessThan(YEAR_MS);
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      expect(p.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('is the same on every run for the same date', () => {
    expect(BEAUTY_DEMO.generateCatalogue(now)).toEqual(catalogue);
  });
});

describe('beauty pictures', () => {
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it('exist for every image a product, a shade or a category references, two or three views a product', () => {
    expect(files.length).toBeLessThanOrEqual(650);
    expect(byPath.size).toBe(files.length);
    const variantImages = (p: (typeof products)[number]) => (p.variants ?? []).flatMap((variant) => variant.images ?? []);
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images[0]?.src).toBe(`/media/products/${p.sku.toLowerCase()}-1.svg`);
      // What productWritten keeps: the product's pictures, then its variants' own.
      expect(p.imageSrcs).toEqual(imageSrcsOf(p.images, p.variants));
    }
    // Every variant of a product with shades shows its shade's own picture, the same for each size of it.
    const shaded = products.filter((p) => p.options?.some((option) => option.kind === 'colour'));
    expect(shaded.length).toBeGreaterThan(20);
    for (const p of shaded) {
      const shade = p.options!.find((option) => option.kind === 'colour')!.name;
      const pictureOf = new Map<string, string>();
      for (const variant of p.variants ?? []) {
        const src = variant.images?.[0]?.src;
        expect(src, variant.sku).toBeDefined();
        const value = variant.options[shade]!;
        expect(pictureOf.get(value) ?? src).toBe(src);
        pictureOf.set(value, src!);
      }
      expect(new Set(pictureOf.values()).size).toBe(pictureOf.size);
    }
    for (const image of [...products.flatMap((p) => [...p.images, ...variantImages(p)]), ...categories.map((c) => c.image)]) {
      expect(image.src).toMatch(/^\/media\/(products|categories)\/[a-z0-9-]+\.svg$/);
      expect(byPath.has(image.src.replace(/^\/media\//, ''))).toBe(true);
      expect(image.alt.length).toBeGreaterThan(10);
      expect([image.width, image.height]).toEqual([800, 800]);
    }
  });

  it('are well-formed SVGs of 800×800 under 4 KB each, titled with their alt text, with nothing external', () => {
    for (const file of files) {
      const facts = inspectSvg(file.content);
      expect(facts, file.path).toMatchObject({ wellFormed: true, root: 'svg', viewBox: '0 0 800 800', width: '800', height: '800' });
      expect(facts.bytes, file.path).toBeLessThan(4096);
      expect(file.content, file.path).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(file.content, file.path).not.toMatch(/<(script|style|image|foreignObject)\b|\son[a-z]+=|href="(?!#)/);
    }
  });

  it('differ from product to product', () => {
    const fronts = products.map((p) => byPath.get(`products/${p.sku.toLowerCase()}-1.svg`));
    expect(new Set(fronts).size).toBe(products.length);
  });
});

describe('beauty blog, pages and careers', () => {
  const slugs = new Set(BEAUTY_CATEGORY_SPECS.map((c) => c.slug));

  it('has six published Glam Buzz posts of 500–900 words with headings, lists and distinct dates', () => {
    const posts = BEAUTY_DEMO.blogPosts;
    expect(posts.filter((p) => p.status === 'published')).toHaveLength(6);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.publishedDaysAgo)).size).toBe(posts.length);
    for (const post of posts) {
      const words = countWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(500);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.body, post.slug).toMatch(/^## /m);
      expect(post.body, post.slug).toMatch(/^(\* |1\. )/m);
      expect(slugs.has(post.coverMotif), post.slug).toBe(true);
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  it('draws each post a 1200×675 cover under 8 KB', () => {
    const covers = BEAUTY_DEMO.blogPosts.map((post, index) => BEAUTY_DEMO.blogCover!(post, `Illustration for "${post.title}"`, 500 + index));
    expect(new Set(covers).size).toBe(covers.length);
    for (const cover of covers) {
      const facts = inspectSvg(cover);
      expect(facts).toMatchObject({ wellFormed: true, root: 'svg', viewBox: '0 0 1200 675', width: '1200', height: '675' });
      expect(facts.bytes).toBeLessThan(8192);
    }
  });

  it('has the silver shop’s page slugs, FAQs with answers, and the retailer’s shipping and returns terms', () => {
    expect(BEAUTY_DEMO.pages.map((p) => p.slug)).toEqual(PAGES.map((p) => p.slug));
    for (const page of BEAUTY_DEMO.pages) {
      expect(page.description.length, page.slug).toBeGreaterThan(40);
      expect(page.body.length, page.slug).toBeGreaterThan(100);
      expect(page.body, page.slug).not.toMatch(/silver|jewell|wholesale|Rajatmaya/i);
      expect(!!page.items, page.slug).toBe(!!PAGES.find((silver) => silver.slug === page.slug)?.items);
    }
    const bySlug = new Map(BEAUTY_DEMO.pages.map((p) => [p.slug, p]));
    expect(bySlug.get('faqs')?.items?.length).toBeGreaterThanOrEqual(8);
    for (const term of ['**₹79**', '**₹999**', '3–7 working days']) expect(bySlug.get('shipping')?.body).toContain(term);
    expect(bySlug.get('returns')?.body).toMatch(/within 7 days[\s\S]*hygiene/);
    const about = bySlug.get('about')?.body ?? '';
    for (const claim of ['over 8 years', 'more than 2.5 lakh customers', 'packed and shipped within 24 hours']) expect(about.toLowerCase()).toContain(claim);
  });

  it('lists two or three open positions and one closed', () => {
    const open = BEAUTY_DEMO.careers.filter((c) => c.active);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.length).toBeLessThanOrEqual(3);
    expect(BEAUTY_DEMO.careers.filter((c) => !c.active)).toHaveLength(1);
  });
});

describe('beauty settings', () => {
  const site = BEAUTY_DEMO.siteSettings(now);

  it('describe a retailer in INR with its blog title, no app and the new feature switches', () => {
    expect(site).toMatchObject({
      mode: 'retail',
      blog: { title: 'Glam Buzz - Latest Blogs' },
      features: { whatsappEnquiry: false, videoCall: false, appBadges: false },
      appLinks: { ios: '', android: '' },
      contact: { phone: '+91 98765 43210', whatsappNumber: expect.stringMatching(/^91\d{10}$/), email: expect.stringMatching(/@[a-z]+\.example$/) },
      orders: { shippingMethod: 'flat', shippingFee: 79, freeShippingAbove: 999, minimumOrderValue: 0 },
      payments: { upi: { enabled: true }, cashOnDelivery: { enabled: true, limit: 5000 } },
      inventory: { lowStockThreshold: 10 },
      pricing: { rounding: 'rupee', showSilverRate: false },
      updatedAt: now,
    });
    const social = Object.values(site['social'] as Record<string, string>).filter(Boolean);
    expect(social.length).toBeGreaterThanOrEqual(3);
    for (const url of social) expect(url).toMatch(/^https:\/\/.+demo/);
  });

  it('has a valid Maharashtra GSTIN and prices that include 18 % GST under HSN 3304', () => {
    const tax = site['tax'] as Record<string, unknown>;
    expect(tax).toMatchObject({ state: 'Maharashtra', hsnCode: '3304', ratePercent: 18, pricesIncludeTax: true });
    const gstin = String(tax['gstin']);
    expect(gstin).toMatch(/^27[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('survive the storefront’s normalisation unchanged, home words included', () => {
    const normalized = normalizeSiteSettings(site);
    const { blog: _blog, updatedAt: _updatedAt, ...stored } = site as Record<string, unknown>;
    expect(normalized).toEqual(stored);
    expect(BEAUTY_DEMO.globalSeo(now)).toMatchObject({ title: expect.stringContaining('Aabha Beauty'), updatedAt: now });
  });
});
