// Turns the catalogue plan into product and category documents plus their SVG images, the same
// way on every run for a given `now` (seeded random numbers, no Math.random).
import { computeCategoryCounts } from '../../functions/src/category-counts';
import { optionValuesOfDocument } from '../../functions/src/product-written';
import { attributeDefinitionsFor } from './attribute-definitions';
import { CATEGORY_SPECS, type CategorySpec, type DesignSpec, type SubcategorySpec } from './catalogue-data';
import { createRandom, type Random } from './prng';
import { buildSearchKeywords } from './search-keywords';
import { categoryImageSvg, productImageSvg, PRODUCT_IMAGE_SIZE } from './svg-images';
import { withSeedVariants } from './seed-variants';
import { slugify } from './text';
import type { CategoryDoc, ImageRef, MediaFile, ProductDoc } from './types';

export const CATALOGUE_SEED = 925_2026;
const DAY_MS = 24 * 60 * 60 * 1000;

const VIEW_NAMES = ['front view', 'angled close-up', 'on a display stand'];

// One short care sentence, only where the finish or plating needs looking after in a way the
// specifications table does not say. Plain polished silver gets none: it needs no special care.
const OXIDISED_CARE = 'Clean with a soft dry cloth only: silver dips and polishes strip the dark oxidised finish.';
const PLATED_CARE = 'Store in the pouch provided and keep away from perfume and water so the plating lasts.';

function careSentence(design: DesignSpec): string | undefined {
  if (design.finish === 'Oxidised') return OXIDISED_CARE;
  if (design.plating === 'Gold (micron)' || design.plating === 'Rose gold') return PLATED_CARE;
  return undefined;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function priceFor(weight: number, design: DesignSpec, random: Random): number {
  let ratePerGram = 150 + random.int(0, 30);
  if (design.finish === 'Oxidised') ratePerGram += 10;
  if (design.plating === 'Gold (micron)' || design.plating === 'Rose gold') ratePerGram += 25;
  const stoneExtra = design.stone ? random.pick([90, 150, 240, 380]) : 0;
  return Math.min(18_000, Math.max(450, roundTo(weight * ratePerGram + 250 + stoneExtra, 10)));
}

function descriptionFor(design: DesignSpec, minOrderQty: number): string {
  const care = careSentence(design);
  return [
    care ? `${design.about} ${care}` : design.about,
    '',
    '### For retailers',
    `Minimum order ${minOrderQty} ${minOrderQty === 1 ? 'piece' : 'pieces'} per design. Dispatched from ready stock within 48 hours, ` +
      'packed individually with a hallmark certificate. Weights may vary by ±5% as every piece is finished by hand.',
  ].join('\n');
}

function tagsFor(design: DesignSpec, sub: SubcategorySpec): string[] {
  const tags = new Set<string>(['925 silver', 'hallmarked', ...sub.tags, ...(design.tags ?? [])]);
  if (design.finish === 'Oxidised') tags.add('oxidised');
  if (design.plating === 'Gold (micron)') tags.add('gold plated');
  if (design.plating === 'Rose gold') tags.add('rose gold');
  if (design.stone) tags.add(design.stone.toLowerCase());
  return [...tags].slice(0, 14);
}

export function categoryImage(category: Pick<CategorySpec, 'slug' | 'name'>): ImageRef {
  return {
    src: `/media/categories/${category.slug}.svg`,
    alt: `${category.name} in 925 sterling silver`,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  };
}

export interface Catalogue {
  categories: CategoryDoc[];
  products: ProductDoc[];
  files: MediaFile[];
}

export function generateCatalogue(now: Date, specs: readonly CategorySpec[] = CATEGORY_SPECS): Catalogue {
  const random = createRandom(CATALOGUE_SEED);
  const products: ProductDoc[] = [];
  const files: MediaFile[] = [];
  const slugs = new Set<string>();

  for (const category of specs) {
    let serial = 0;
    for (const sub of category.subcategories) {
      for (const design of sub.designs) {
        serial += 1;
        const sku = `SLV-${category.code}-${String(serial).padStart(4, '0')}`;
        const id = sku.toLowerCase();
        let slug = slugify(design.title);
        if (slugs.has(slug)) slug = `${slug}-${id}`;
        slugs.add(slug);

        const [minWeight, maxWeight] = sub.weight;
        const weight = Math.round((minWeight + random.next() * (maxWeight - minWeight)) * 10) / 10;
        const price = priceFor(weight, design, random);
        const hasMrp = random.chance(0.85);
        const mrp = roundTo(price * (1.25 + random.next() * 0.35), 50);
        const minOrderQty = random.pick(sub.minOrder);
        const stock = random.chance(0.08) ? 0 : random.int(1, 48) * 5;
        const createdAt = new Date(now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, 23) * 3_600_000);
        const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 20) * DAY_MS));
        const imageCount = random.int(2, 3);
        const imageSeed = random.int(1, 2 ** 30);

        const images: ImageRef[] = [];
        for (let view = 1; view <= imageCount; view += 1) {
          const alt = `${design.title} in 925 sterling silver, ${VIEW_NAMES[view - 1]}`;
          const file = `products/${id}-${view}.svg`;
          images.push({ src: `/media/${file}`, alt, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE });
          files.push({
            path: file,
            content: productImageSvg({
              categorySlug: category.slug,
              subcategorySlug: sub.slug,
              title: design.title,
              label: alt,
              ...(design.plating ? { plating: design.plating } : {}),
              ...(design.finish ? { finish: design.finish } : {}),
              ...(design.stone ? { stone: design.stone } : {}),
              seed: imageSeed,
              view,
            }),
          });
        }

        // This draw once picked a generic opening sentence; it stays so every later seeded value
        // (stock, featured and draft picks) is unchanged.
        random.next();
        const tags = tagsFor(design, sub);
        const product: ProductDoc = {
          sku,
          slug,
          title: design.title,
          description: descriptionFor(design, minOrderQty),
          category: category.name,
          categorySlug: category.slug,
          subCategory: sub.name,
          subCategoryId: `${category.slug}--${sub.slug}`,
          price,
          ...(hasMrp ? { mrp: Math.max(mrp, price) } : {}),
          stock,
          minOrderQty,
          images,
          attributes: {
            purity: '925',
            weightGrams: weight,
            ...(design.plating ? { plating: design.plating } : {}),
            ...(design.stone ? { stone: design.stone } : {}),
            ...(sub.size ? { size: sub.size } : {}),
            ...(design.finish ? { finish: design.finish } : {}),
          },
          tags,
          status: 'active',
          featured: false,
          searchKeywords: buildSearchKeywords({
            title: design.title,
            sku,
            category: category.name,
            subCategory: sub.name,
            tags,
          }),
          imageSrcs: [...new Set(images.map((image) => image.src))],
          createdAt,
          updatedAt,
        };
        products.push(product);
      }
    }
  }

  // A few drafts and archived pieces, so admin screens and status filters have something to show.
  const shuffled = random.sample(products, products.length);
  shuffled.slice(0, 4).forEach((p) => (p.status = 'draft'));
  shuffled.slice(4, 6).forEach((p) => (p.status = 'archived'));
  shuffled
    .slice(6)
    .filter((p) => p.stock > 0)
    .slice(0, 14)
    .forEach((p) => (p.featured = true));
  // Some rings in sizes and platings, some earrings in platings (no draws from the random stream).
  withSeedVariants(products);
  // What the productWritten trigger keeps: the option and attribute values the listings filter by.
  for (const product of products) product.optionValues = optionValuesOfDocument(product);

  const categoryShells = specs.map((category, index) => ({
    slug: category.slug,
    name: category.name,
    order: index + 1,
    description: category.description,
    image: categoryImage(category),
    subcategories: category.subcategories.map((sub) => ({
      id: `${category.slug}--${sub.slug}`,
      slug: sub.slug,
      name: sub.name,
      productCount: 0,
    })),
    attributes: attributeDefinitionsFor(products.filter((product) => product.categorySlug === category.slug)),
  }));
  const counts = computeCategoryCounts(categoryShells, products);
  if (counts.unmatched.length > 0) {
    throw new Error(`Catalogue plan error: products without a category: ${JSON.stringify(counts.unmatched)}`);
  }
  const categories: CategoryDoc[] = categoryShells.map((shell, index) => {
    const count = counts.categories[index];
    return {
      ...shell,
      productCount: count?.productCount ?? 0,
      subcategories: count?.subcategories ?? shell.subcategories,
      facets: count?.facets ?? [],
      updatedAt: now,
    };
  });
  specs.forEach((category, index) =>
    files.push({ path: `categories/${category.slug}.svg`, content: categoryImageSvg(category.slug, categoryImage(category).alt, 100 + index) }),
  );

  return { categories, products, files };
}
