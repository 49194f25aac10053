// The shape of the beauty catalogue plan (catalogue-*.ts): categories with their GST, subcategories
// with the pack they are drawn as and their How to use line, and the curated products in each.
import type { BrandKey } from './brands';
import type { PackKind } from './svg-images';
import type { PackSize } from './variant-options';

/** One value of a choice: a shade with its swatch, or a plain text value (a kit's skin tone). */
export interface Choice {
  value: string;
  swatch?: string;
}

/** A colour or text option: `count` values of `from` (a seeded pick, kept in order), or all of them. */
export interface ChoiceSpec {
  from: readonly Choice[];
  count?: number;
  /** 'Shade' unless said. */
  name?: string;
  /** 'colour' unless said. */
  kind?: 'colour' | 'text';
}

export interface ProductSpec {
  title: string;
  brand: BrandKey;
  /** MRP of the smallest (or only) pack in rupees; a size's MRP is this times its factor. */
  mrp: number;
  /** Two or three sentences on what it is, who it suits and a practical detail. */
  about: string;
  /** Its How to use line, when the subcategory's does not fit. */
  use?: string;
  /** How it is drawn, when not as the subcategory's pack. */
  pack?: PackKind;
  /** Its colour in pictures when it has no shades (the serum, the oil, the soap, the comb's wood). */
  tint?: string;
  shades?: ChoiceSpec;
  sizes?: readonly PackSize[];
  /** Its net content when it comes in one size: '50 ml', '4.2 g'. */
  volume?: string;
  /** Key ingredients in plain words. */
  key?: string;
  /** The INCI names of its actives, set into the subcategory's ingredient list. */
  inci?: string;
  /** Its whole ingredient list, when the subcategory's does not fit. */
  ingredients?: string;
  /** skinType, hairType, finish, fragranceFamily, notes, material, contents… */
  attributes?: Record<string, string>;
  tags?: string[];
}

export interface SubcategorySpec {
  slug: string;
  name: string;
  /** Three letters of its SKUs: AB-LIP-0001. */
  code: string;
  pack: PackKind;
  use: string;
  /** The INCI list of its products around `{inci}` (their actives); none for tools. */
  ingredients?: string;
  /** Shipping weight of one pack in grams (for products without sizes). */
  grams: number;
  tags: string[];
  products: ProductSpec[];
}

export interface CategorySpec {
  slug: string;
  name: string;
  description: string;
  /** GST of its products: the HSN heading and rate printed on invoices. */
  tax: { hsnCode: string; ratePercent: number };
  /** The brand whose colours its picture is drawn in, and the pack drawn. */
  picture: { brand: BrandKey; pack: PackKind; title: string; fill: string };
  subcategories: SubcategorySpec[];
}
