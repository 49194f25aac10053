// Shapes of the seeded documents (docs/data-model.md). Dates are JS Dates; the writer stores them
// as Firestore timestamps.
import type { AttributeDefinition, CategoryFacet } from 'shared-data/contracts';

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A file for `<dataDir>/media/<path>`, served by the document server as `/media/<path>`. */
export interface MediaFile {
  path: string;
  content: string;
}

/** One document to seed: `path` is relative to the database root, e.g. "prod/slv-rng-0001". */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

export interface ProductDoc {
  sku: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  categorySlug: string;
  subCategory: string;
  subCategoryId: string;
  price: number;
  mrp?: number;
  stock: number;
  minOrderQty: number;
  images: ImageRef[];
  /** The silver shop's purity, weight, plating…; the beauty shop's brand, skin type, volume… (shown on the product page). */
  attributes: {
    purity?: string;
    weightGrams?: number;
    plating?: string;
    stone?: string;
    size?: string;
    finish?: string;
    [name: string]: string | number | undefined;
  };
  /** Its own HSN code on tax invoices ('' or absent: its category's, then the settings'). */
  hsnCode?: string;
  tags: string[];
  status: 'active' | 'draft' | 'archived';
  featured: boolean;
  searchKeywords: string[];
  /** Its images' addresses (what the productWritten trigger keeps; the media library's "used by"). */
  imageSrcs: string[];
  /** Sizes or platings (seed-variants.ts): its options, variants and their SKUs (what the trigger keeps). */
  options?: SeedOption[];
  variants?: SeedVariant[];
  variantSkus?: string[];
  /** `name:value` of the option values its variants on sale have and of its attributes' values (what the trigger keeps): the listings' filter. */
  optionValues?: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryDoc {
  slug: string;
  name: string;
  order: number;
  description: string;
  image: ImageRef;
  productCount: number;
  subcategories: { id: string; slug: string; name: string; productCount: number; facets?: CategoryFacet[] }[];
  /** GST of its products (issue 40): their HSN code and rate, unless a product has its own HSN code. */
  tax?: { hsnCode: string; ratePercent: number };
  /** The attributes its products state (issue 40). */
  attributes?: AttributeDefinition[];
  /** Its listings' filter choices (what the productWritten trigger keeps). */
  facets?: CategoryFacet[];
  updatedAt: Date;
}

/** A seeded product's option (seed-variants.ts, the beauty catalogue): as the product schema stores it. */
export interface SeedOption {
  name: string;
  kind: 'colour' | 'size' | 'text';
  values: Array<{ value: string; swatch?: string }>;
}

export interface SeedVariant {
  sku: string;
  options: Record<string, string>;
  price: number;
  mrp?: number;
  stock: number;
  weightGrams: number;
  status: 'active' | 'draft';
  /** Its own pictures (absent: the product's). */
  images?: ImageRef[];
}
