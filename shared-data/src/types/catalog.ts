// The catalogue and order documents as the apps use them (docs/data-model.md): plain objects with
// ISO date strings, so they survive the loader data's serialisation into the page.
import type { PriceBreakup, PriceRule, PriceTier } from '../pricing/price-fields';

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Narrower and wider copies of the same picture (the media library's WebP sizes), for `srcset`. */
  variants?: ImageVariant[];
}

export interface ImageVariant {
  src: string;
  /** Its width in pixels (the `w` descriptor). */
  width: number;
}

export interface ProductAttributes {
  purity?: string;
  weightGrams?: number;
  plating?: string;
  stone?: string;
  size?: string;
  finish?: string;
  /**
   * Any other named attribute a shop's products have (the beauty shop's brand, skinType, volume,
   * keyIngredients, ingredients…): text or a number, shown on the product page under its name.
   */
  [name: string]: string | number | undefined;
}

export type ProductStatus = 'active' | 'draft' | 'archived';

/** How an option's values are picked on the product page: colour swatches, size buttons or plain buttons. */
export type ProductOptionKind = 'colour' | 'size' | 'text';

export interface ProductOptionValue {
  value: string;
  /** A colour option's swatch ('#rrggbb'); absent for other kinds. */
  swatch?: string;
}

/** One way a product comes (Shade, Size, Plating): its values in the order the page shows them. */
export interface ProductOption {
  name: string;
  kind: ProductOptionKind;
  values: ProductOptionValue[];
}

/**
 * One sellable form of a product (a shade, a size): its own SKU, price, stock and pictures. Every
 * product has at least one; a product without options has exactly one, read from its own fields
 * (shared-data catalog/variants.ts), so nothing has two code paths.
 */
export interface ProductVariant {
  sku: string;
  /** Option name → value ({} for the one variant of a product without options). */
  options: Record<string, string>;
  price: number;
  mrp: number | null;
  stock: number;
  /** Grams per piece; null when it has none. */
  weightGrams: number | null;
  /** Its barcode (GTIN-8/12/13/14), or ''. */
  gtin: string;
  /** Its own pictures ([]: the product's). */
  images: ImageRef[];
  /** 'draft': not sold yet (hidden on the product page, refused by placeOrder). */
  status: 'active' | 'draft';
}

/** A page's own search listing (the `seo` map): '' where the page's own title, description or image is used. */
export interface SeoOverride {
  title: string;
  description: string;
  /** Open Graph image: a /media/… path or an https address. */
  image: string;
}

/** What a product card and the cart need. */
/** The approved reviews of a product: their average (one decimal) and how many. */
export interface ProductRating {
  average: number;
  count: number;
}

export interface ProductSummary {
  /** The document id: the SKU in lower case. */
  id: string;
  sku: string;
  slug: string;
  title: string;
  price: number;
  mrp: number | null;
  stock: number;
  minOrderQty: number;
  category: string;
  categorySlug: string;
  subCategory: string;
  subCategoryId: string;
  image: ImageRef | null;
  status: ProductStatus;
  createdAt: string | null;
  updatedAt: string | null;
  /** The approved reviews' average and count; absent or null when none is approved. */
  rating?: ProductRating | null;
  /** What its options make of it on a card (issue 40); absent for a product without options. */
  variantSummary?: ProductVariantSummary;
}

/** A colour value as a card shows it: its name and swatch ('#rrggbb'). */
export interface ProductSwatch {
  name: string;
  colour: string;
}

/** A product with options, as a listing card shows it (shared-data catalog/variant-summary.ts). */
export interface ProductVariantSummary {
  /** The variants on sale differ in price: the card's price (their lowest) reads "from ₹…". */
  pricesDiffer: boolean;
  /** The first values of its colour option (kind 'colour') that are on sale and have a swatch: at most six. */
  swatches: ProductSwatch[];
  /** How many more values of its colour option are on sale than `swatches` shows. */
  moreSwatches: number;
}

export interface Product extends ProductSummary {
  description: string;
  /** Shown first on the home page and in listings' "featured" sort. */
  featured: boolean;
  /** Its own HSN code for tax invoices, or '' for the settings' default. */
  hsnCode: string;
  images: ImageRef[];
  attributes: ProductAttributes;
  tags: string[];
  searchKeywords: string[];
  /** Its own search title, description and social image (the admin's "Search engine listing"). */
  seo: SeoOverride;
  /** How a metal-priced product's price was made from the silver rate; null for a fixed price. */
  priceBreakup?: PriceBreakup | null;
  /** Wholesale price breaks by quantity ([] for none). */
  priceTiers?: PriceTier[];
  /** How the price is made: null for a fixed price (the stored one), or from the silver rate. */
  pricing?: PriceRule | null;
  /** Whether `pricing` and `priceTiers` are the category's defaults (kept in step when they change). */
  pricingFromCategory?: boolean;
  /** Its options ([] for a product that comes one way). */
  options: ProductOption[];
  /** Its variants: at least one (see ProductVariant). */
  variants: ProductVariant[];
}

export interface SubcategoryInfo {
  /** `${categorySlug}--${subSlug}` */
  id: string;
  slug: string;
  name: string;
  productCount: number;
  /** The subcategory's own filter choices (see CategoryInfo.facets). */
  facets?: CategoryFacet[];
}

export interface CategoryInfo {
  slug: string;
  name: string;
  order: number;
  description: string;
  image: ImageRef | null;
  productCount: number;
  subcategories: SubcategoryInfo[];
  updatedAt: string | null;
  /** The pricing its products follow unless they have their own (issue 41); null: none. */
  pricing?: PriceRule | null;
  /** The wholesale breaks that go with `pricing` ([] for none). */
  priceTiers?: PriceTier[];
  /** GST of its products (issue 40): HSN code and rate; null: the settings' code and rate. */
  tax?: CategoryTax | null;
  /** The attributes its products state (issue 40), in the order the product page shows them ([] for none). */
  attributes?: AttributeDefinition[];
  /**
   * The listing's filter choices across the whole category (option values on sale, attribute
   * values), kept by the productWritten trigger; absent until counted. Only `fetchCategory` reads
   * them: the nav and the /products filters do not carry them.
   */
  facets?: CategoryFacet[];
}

/** How a category's attribute is entered and shown: free text, a number with a unit, one of a list, a colour from a list. */
export type AttributeType = 'text' | 'number' | 'choice' | 'colour';

/** One value a 'choice' or 'colour' attribute may take, with a colour's swatch ('#rrggbb'). */
export interface AttributeChoice {
  value: string;
  swatch?: string;
}

/**
 * An attribute a category's products state (issue 40): skin type, finish, volume for a beauty
 * category; purity, weight, plating for silver. Stored on products as `attributes[key]`.
 */
export interface AttributeDefinition {
  /** The products' attribute name, e.g. 'skinType' (letters and digits, starting with a letter). */
  key: string;
  /** As shoppers read it, e.g. 'Skin type'. */
  label: string;
  type: AttributeType;
  /** A number's unit, e.g. 'ml' or 'g' ('' for none). */
  unit: string;
  /** The values a 'choice' or 'colour' attribute may take ([] for the other types). */
  choices: AttributeChoice[];
  /** Offered as a filter on the category's listings. */
  filterable: boolean;
}

/** One value of a category's listing filter and how many active products have it. */
export interface CategoryFacetValue {
  value: string;
  count: number;
}

/** One filter of a category's listing: a product option (Shade) or an attribute (skinType). */
export interface CategoryFacet {
  kind: 'option' | 'attribute';
  /** The option's name as products spell it, or the attribute's key. */
  name: string;
  values: CategoryFacetValue[];
}

/** A category's GST: cosmetics 3304 at 18 %, silver jewellery 7113 at 3 %. */
export interface CategoryTax {
  hsnCode: string;
  ratePercent: number;
}

/** A line of `carts/{uid}.items` and of the guest cart in local storage. */
export interface CartItem {
  productId: string;
  /** The variant's SKU for a product with options; absent for a product that comes one way. */
  variantSku?: string;
  quantity: number;
  /** The price the customer saw when adding it (INR), for the "price changed" notice. */
  addedPrice: number;
  /** ISO date */
  addedAt: string;
}

export type OrderStatus = 'pending_confirmation' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'returned' | 'refunded';

export interface OrderItem {
  productId: string;
  sku: string;
  title: string;
  price: number;
  quantity: number;
  lineTotal: number;
  image: ImageRef | null;
  /** The product's HSN code when it was ordered ('' for the settings' default). */
  hsnCode: string;
  /** The variant ordered, for a product with options: its SKU (as `sku`) and its option values, e.g. '7 / Rhodium'. */
  variantSku?: string;
  variantLabel?: string;
}

export interface OrderAddress {
  label?: string;
  fullName: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface OrderShipment {
  courier: string;
  trackingNumber: string;
  /** https link to the courier's tracking page, or '' when none was given. */
  trackingUrl: string;
}

export interface OrderStatusStep {
  status: OrderStatus;
  at: string | null;
  /** uid of the customer (placing it) or of the admin who moved it. */
  by: string;
}

/** How an order's shipping stands: charged by the settings' rule, or quoted by the shop (pending until then). */
export type ShippingState = 'charged' | 'to_quote' | 'quoted';

/** A tax document of the order: its invoice or a credit note (`orders/{id}/taxDocuments/{docId}`). */
export interface OrderTaxDocumentRef {
  id: string;
  number: string;
  issuedAt: string | null;
  /** Rupees, tax included. */
  amount: number;
}

export interface Order {
  id: string;
  uid: string;
  /** The customer's e-mail when they ordered (lower case; '' on orders from before it was kept). */
  email: string;
  /** 'SO-2026-000123' */
  number: string;
  items: OrderItem[];
  subtotal: number;
  /** The discount the shop gave (rupees off the subtotal), with its kind and reason; null for none. */
  discount: { kind: 'amount' | 'percent'; value: number; reason: string; amount: number } | null;
  /** Rupees; 0 while the shop has not quoted it (`shippingState` says which). */
  shipping: number;
  shippingState: ShippingState;
  /** Subtotal less discount plus shipping. */
  total: number;
  currency: 'INR';
  address: OrderAddress;
  /** The buyer's business for GST (copied from their account or the checkout); null for a consumer. */
  buyer: { businessName: string; gstin: string } | null;
  /** The state the goods go to, with its GST code (decides CGST + SGST or IGST); null when unknown. */
  placeOfSupply: { code: string; name: string } | null;
  /** How the customer said they would pay at checkout ('' when they did not say). */
  paymentPreference: string;
  /** Money received and given back against the order, and what is due (shared-data orders/payments). */
  payment: {
    status: 'unpaid' | 'partly_paid' | 'paid' | 'partly_refunded' | 'refunded';
    paid: number;
    refunded: number;
    credited: number;
    due: number;
    overpaid: number;
  };
  /** The online payment link, when the shop takes payments through a gateway. */
  paymentLink: { url: string; provider: string } | null;
  /** Credit notes issued against the order's invoices, oldest first. */
  creditNotes: OrderTaxDocumentRef[];
  /** The shop entered this order for the buyer (a phone or WhatsApp order): by whom and how it came. */
  enteredBy: { uid: string; email: string; channel: string } | null;
  note: string;
  status: OrderStatus;
  statusHistory: OrderStatusStep[];
  /** Set when the order is shipped: the customer's tracking link. */
  shipment: OrderShipment | null;
  /** Why it was cancelled or returned, when the shop said. */
  reason: string;
  /**
   * The tax invoice, once the shop issued it (its number is kept for good). `cancelledBy`: the
   * credit note that cancelled it in full; `documentId`: its frozen copy (taxDocuments), absent on
   * invoices issued before copies were kept.
   */
  invoice: { number: string; issuedAt: string | null; documentId: string | null; cancelledBy: string | null } | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What customers read for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_confirmation: 'Pending confirmation',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  refunded: 'Refunded',
};
