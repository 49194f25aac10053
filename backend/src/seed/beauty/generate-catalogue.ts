// Turns the beauty catalogue plan into category and product documents plus their SVG pictures, the
// same way on every run for a given `now` (seeded random numbers, no Math.random). Products with
// shades or sizes get options and variants in the stored shape of seed-variants.ts, and their own
// price, MRP and stock are the variants' roll-up (rollUpVariants), as the product schema requires.
import { rollUpVariants } from 'shared-data/contracts';
import { computeCategoryCounts } from '../../../functions/src/category-counts';
import { optionValuesOfDocument } from '../../../functions/src/product-written';
import { attributeDefinitionsFor } from '../attribute-definitions';
import type { DemoCatalogue } from '../demo-content';
import { createRandom, type Random } from '../prng';
import { buildSearchKeywords } from '../search-keywords';
import { slugify } from '../text';
import type { CategoryDoc, ImageRef, MediaFile, ProductDoc, SeedOption, SeedVariant } from '../types';
import { BRANDS, type BrandSpec } from './brands';
import { BEAUTY_CATEGORY_SPECS } from './catalogue-data';
import type { CategorySpec, Choice, ProductSpec, SubcategorySpec } from './catalogue-types';
import { categoryImageSvg, IMAGE_SIZE, productImageSvg, type PackColours } from './svg-images';
import type { PackSize } from './variant-options';

export const BEAUTY_CATALOGUE_SEED = 3304_2026;
export const BEAUTY_SKU_PREFIX = 'AB';
/** Shelf prices run from ₹149 to ₹2,999. */
export const MIN_PRICE = 149;
export const MAX_PRICE = 2999;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The discount off MRP a product is sold at (the same for all its variants). */
const DISCOUNTS = [0, 0, 0, 0.1, 0.1, 0.15, 0.2, 0.25, 0.3];

/** ₹1,018 → ₹1,019: shelf prices end in 9. */
export const roundTo9 = (value: number): number => Math.max(9, Math.round((value + 1) / 10) * 10 - 1);

function sellingPrice(mrp: number, discount: number): number {
  if (!discount) return mrp;
  return Math.min(mrp, Math.max(MIN_PRICE, roundTo9(mrp * (1 - discount))));
}

/** Stock of one product or variant: some sold out, some low (at or under the threshold of 10). */
function drawStock(random: Random, most: number): number {
  const roll = random.next();
  if (roll < 0.1) return 0;
  if (roll < 0.28) return random.int(1, 10);
  return random.int(11, most);
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Its own list, or the subcategory's with its actives set in; none for a tool or a razor. */
function ingredientsOf(spec: ProductSpec, sub: SubcategorySpec): string | undefined {
  if (spec.ingredients) return spec.ingredients;
  return sub.ingredients && spec.inci ? sub.ingredients.replace('{inci}', spec.inci) : undefined;
}

/** "30 ml" → 30; text that is not an amount stays as it is. */
const amountOf = (text: string): string | number => {
  const match = /^(\d+(?:\.\d+)?)\s*(ml|g)$/.exec(text.trim());
  return match ? Number(match[1]) : text;
};

function attributesOf(spec: ProductSpec, sub: SubcategorySpec, brand: BrandSpec): ProductDoc['attributes'] {
  const ingredients = ingredientsOf(spec, sub);
  return {
    brand: brand.name,
    ...spec.attributes,
    // "30 ml" is stored as 30 under volume, "4.2 g" as 4.2 under weight: their categories define the units.
    ...(spec.volume ? { [/ml$/.test(spec.volume) ? 'volume' : 'weight']: amountOf(spec.volume) } : {}),
    ...(spec.key ? { keyIngredients: spec.key } : {}),
    ...(ingredients ? { ingredients } : {}),
  };
}

function tagsOf(spec: ProductSpec, sub: SubcategorySpec, brand: BrandSpec): string[] {
  return [...new Set([...sub.tags, ...(spec.tags ?? []), brand.name.toLowerCase()])].slice(0, 14);
}

/** The shades (or colours, or skin tones) it comes in: a seeded pick of the palette, kept in order. */
function chooseShades(spec: ProductSpec, random: Random): Choice[] {
  if (!spec.shades) return [];
  const { from, count = from.length } = spec.shades;
  if (count >= from.length) return [...from];
  const picked = new Set(random.sample(from, count));
  return from.filter((choice) => picked.has(choice));
}

interface Made {
  options: SeedOption[];
  variants: SeedVariant[];
}

function makeVariants(sku: string, spec: ProductSpec, sub: SubcategorySpec, shades: Choice[], discount: number, random: Random): Made | null {
  const sizes: readonly (PackSize | null)[] = spec.sizes?.length ? spec.sizes : [null];
  if (!shades.length && sizes[0] === null) return null;
  const shadeOption = spec.shades ? { name: spec.shades.name ?? 'Shade', kind: spec.shades.kind ?? ('colour' as const) } : null;
  const options: SeedOption[] = [];
  if (shadeOption) {
    options.push({
      ...shadeOption,
      values: shades.map(({ value, swatch }) => (shadeOption.kind === 'colour' && swatch ? { value, swatch } : { value })),
    });
  }
  if (spec.sizes?.length) options.push({ name: 'Size', kind: 'size', values: spec.sizes.map(({ value }) => ({ value })) });

  const variants: SeedVariant[] = [];
  const shadeList: readonly (Choice | null)[] = shades.length ? shades : [null];
  shadeList.forEach((shade, shadeIndex) => {
    for (const size of sizes) {
      const mrp = size && size.factor !== 1 ? roundTo9(spec.mrp * size.factor) : spec.mrp;
      const suffix = [shade ? pad(shadeIndex + 1, 2) : '', size ? size.value.replace(/\D+/g, '') : ''].filter(Boolean).join('-');
      variants.push({
        sku: `${sku}-${suffix}`,
        options: {
          ...(shade && shadeOption ? { [shadeOption.name]: shade.value } : {}),
          ...(size ? { Size: size.value } : {}),
        },
        price: sellingPrice(mrp, discount),
        mrp,
        stock: drawStock(random, 60),
        weightGrams: size?.grams ?? sub.grams,
        status: 'active',
      });
    }
  });
  // A new shade or size not on sale yet: the last one of some products with five or more.
  const last = variants[variants.length - 1];
  if (last && variants.length >= 5 && random.chance(0.3)) last.status = 'draft';
  return { options, variants };
}

const VIEWS = ['front view', 'close-up', ''];

function packColours(brand: BrandSpec, fill: string): PackColours {
  return { pack: brand.pack, cap: brand.cap, accent: brand.accent, fill, mark: brand.mark };
}

export function beautyCategoryImage(category: Pick<CategorySpec, 'slug' | 'name'>): ImageRef {
  return { src: `/media/categories/${category.slug}.svg`, alt: `${category.name} at Aabha Beauty`, width: IMAGE_SIZE, height: IMAGE_SIZE };
}

export function generateBeautyCatalogue(now: Date, specs: readonly CategorySpec[] = BEAUTY_CATEGORY_SPECS): DemoCatalogue {
  const random = createRandom(BEAUTY_CATALOGUE_SEED);
  const products: ProductDoc[] = [];
  const files: MediaFile[] = [];
  const slugs = new Set<string>();
  const serials = new Map<string, number>();

  for (const category of specs) {
    for (const sub of category.subcategories) {
      for (const spec of sub.products) {
        const serial = (serials.get(sub.code) ?? 0) + 1;
        serials.set(sub.code, serial);
        const sku = `${BEAUTY_SKU_PREFIX}-${sub.code}-${pad(serial, 4)}`;
        const id = sku.toLowerCase();
        let slug = slugify(spec.title);
        if (slugs.has(slug)) slug = `${slug}-${id}`;
        slugs.add(slug);
        const brand: BrandSpec = BRANDS[spec.brand];

        const discount = random.pick(DISCOUNTS);
        const createdAt = new Date(now.getTime() - random.int(0, 364) * DAY_MS - random.int(0, 23) * 3_600_000);
        const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 20) * DAY_MS));
        const imageCount = random.int(2, 3);
        const imageSeed = random.int(1, 2 ** 30);
        const shades = chooseShades(spec, random);
        const made = makeVariants(sku, spec, sub, shades, discount, random);

        let price: number;
        let mrp: number | undefined;
        let stock: number;
        if (made) {
          const rolled = rollUpVariants(made.variants.map((variant) => ({ ...variant, mrp: variant.mrp ?? null })));
          price = rolled.price;
          mrp = rolled.mrp ?? undefined;
          stock = rolled.stock;
        } else {
          mrp = spec.mrp;
          price = sellingPrice(spec.mrp, discount);
          stock = drawStock(random, 150);
        }

        // Pictures: tinted by the first shade on sale (or the product's own colour).
        const colourOption = made?.options.find((option) => option.kind === 'colour');
        const swatches = colourOption?.values.map((value) => value.swatch ?? '').filter(Boolean) ?? [];
        const firstOnSale = made?.variants.find((variant) => variant.status === 'active');
        const firstShade =
          colourOption && firstOnSale ? colourOption.values.find((value) => value.value === firstOnSale.options[colourOption.name]) : undefined;
        const colours = packColours(brand, firstShade?.swatch ?? spec.tint ?? brand.pack);
        const thirdView = swatches.length > 1 && colourOption ? `with its ${colourOption.name.toLowerCase()} swatches` : 'on a display stand';
        const images: ImageRef[] = [];
        for (let view = 1; view <= imageCount; view += 1) {
          const alt = `${spec.title} by ${brand.name}, ${VIEWS[view - 1] || thirdView}`;
          const file = `products/${id}-${view}.svg`;
          images.push({ src: `/media/${file}`, alt, width: IMAGE_SIZE, height: IMAGE_SIZE });
          files.push({
            path: file,
            content: productImageSvg({ kind: spec.pack ?? sub.pack, title: spec.title, label: alt, colours, swatches, seed: imageSeed, view }),
          });
        }

        // Each shade has its own front picture, which its variants show (the first shade's is the
        // product's own front view); drawn without the random stream, so the rest stays as it was.
        if (made && colourOption) {
          const pictures = new Map<string, ImageRef>();
          for (const value of colourOption.values) {
            if (!value.swatch) continue;
            if (value.value === firstShade?.value && images[0]) {
              pictures.set(value.value, images[0]);
              continue;
            }
            const alt = `${spec.title} by ${brand.name} in ${value.value}`;
            const file = `products/${id}-${slugify(value.value)}.svg`;
            pictures.set(value.value, { src: `/media/${file}`, alt, width: IMAGE_SIZE, height: IMAGE_SIZE });
            files.push({
              path: file,
              content: productImageSvg({
                kind: spec.pack ?? sub.pack,
                title: spec.title,
                label: alt,
                colours: packColours(brand, value.swatch),
                seed: imageSeed,
                view: 1,
              }),
            });
          }
          for (const variant of made.variants) {
            const picture = pictures.get(variant.options[colourOption.name] ?? '');
            if (picture) variant.images = [picture];
          }
        }

        const tags = tagsOf(spec, sub, brand);
        const variantSkus = made?.variants.map((variant) => variant.sku.toLowerCase());
        products.push({
          sku,
          slug,
          title: spec.title,
          description: `${spec.about}\n\n**How to use:** ${spec.use ?? sub.use}`,
          category: category.name,
          categorySlug: category.slug,
          subCategory: sub.name,
          subCategoryId: `${category.slug}--${sub.slug}`,
          price,
          ...(mrp !== undefined ? { mrp } : {}),
          stock,
          minOrderQty: 1,
          images,
          attributes: attributesOf(spec, sub, brand),
          tags,
          status: 'active',
          featured: false,
          searchKeywords: buildSearchKeywords({
            title: spec.title,
            sku,
            category: category.name,
            subCategory: sub.name,
            tags,
            ...(variantSkus ? { variantSkus } : {}),
          }),
          imageSrcs: [...new Set([...images, ...(made?.variants.flatMap((variant) => variant.images ?? []) ?? [])].map((image) => image.src))].slice(0, 120),
          ...(made ? { options: made.options, variants: made.variants, variantSkus } : {}),
          createdAt,
          updatedAt,
        });
      }
    }
  }

  // A few drafts and archived products, and a shelf of featured ones in stock.
  const shuffled = random.sample(products, products.length);
  shuffled.slice(0, 4).forEach((p) => (p.status = 'draft'));
  shuffled.slice(4, 6).forEach((p) => (p.status = 'archived'));
  shuffled
    .slice(6)
    .filter((p) => p.stock > 0)
    .slice(0, 14)
    .forEach((p) => (p.featured = true));

  // What the productWritten trigger keeps: the option and attribute values the listings filter by.
  for (const product of products) product.optionValues = optionValuesOfDocument(product);

  const shells = specs.map((category, index) => ({
    slug: category.slug,
    name: category.name,
    order: index + 1,
    description: category.description,
    image: beautyCategoryImage(category),
    subcategories: category.subcategories.map((sub) => ({ id: `${category.slug}--${sub.slug}`, slug: sub.slug, name: sub.name, productCount: 0 })),
    tax: { ...category.tax },
    attributes: attributeDefinitionsFor(products.filter((product) => product.categorySlug === category.slug)),
  }));
  const counts = computeCategoryCounts(shells, products);
  if (counts.unmatched.length > 0) {
    throw new Error(`Beauty catalogue plan error: products without a category: ${JSON.stringify(counts.unmatched)}`);
  }
  const categories: CategoryDoc[] = shells.map((shell, index) => {
    const count = counts.categories[index];
    return {
      ...shell,
      productCount: count?.productCount ?? 0,
      subcategories: count?.subcategories ?? shell.subcategories,
      facets: count?.facets ?? [],
      updatedAt: now,
    };
  });
  specs.forEach((category, index) => {
    const brand: BrandSpec = BRANDS[category.picture.brand];
    files.push({
      path: `categories/${category.slug}.svg`,
      content: categoryImageSvg(
        category.picture.pack,
        packColours(brand, category.picture.fill),
        category.picture.title,
        beautyCategoryImage(category).alt,
        100 + index,
      ),
    });
  });

  return { categories, products, files };
}
