// Products as CSV, both ways. Export writes the columns below with Papa Parse's unparse (quoting and
// escaping every field, and guarding cells a spreadsheet would run as formulas); import reads them
// with Papa Parse and checks every row with the product editor's own checks before anything is
// written, reporting row, column and message. SKU is the key.
//
// A product with options (issue 40) is one row as any product (its price the variants' lowest, its
// stock their total on sale), then one row per variant, as shop platforms export them: the product's
// sku and title again, the other product columns empty, and the variant's own columns filled —
// variant_sku, variant_options ('Size=7; Plating=Rhodium'), variant_price, variant_mrp, variant_stock,
// variant_status. Variants are made and priced in the product editor and stocked in Inventory, so the
// import leaves variant rows alone (counted, not written): the shop's own export imports again as it is.
import Papa from 'papaparse';
import { fieldErrorsOf, slugify, type CategoryInfo, type Product, type ProductVariant } from 'shared-data';
import type { ProductImportFields } from 'shared-data/admin';
import { draftOf, newImageKey, productDraftSchema, productFieldsOf, type ProductDraft } from '../../../lib/product-draft';
import { formatCount } from '../../../lib/format-count';

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'title',
  'slug',
  'status',
  'category',
  'subcategory',
  'price',
  'mrp',
  'stock',
  'min_order_qty',
  'hsn_code',
  'featured',
  'tags',
  'description',
  'purity',
  'weight_grams',
  'plating',
  'stone',
  'size',
  'finish',
  'image_urls',
  'image_alts',
  'variant_sku',
  'variant_options',
  'variant_price',
  'variant_mrp',
  'variant_stock',
  'variant_status',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ['sku', 'title', 'category', 'price', 'stock', 'status'];
const LIST_SEPARATOR = ' | ';
const ATTRIBUTE_COLUMNS = { purity: 'purity', weight_grams: 'weightGrams', plating: 'plating', stone: 'stone', size: 'size', finish: 'finish' } as const;
/** The columns of a variant row, empty on a product's own row. */
const VARIANT_COLUMNS = ['variant_sku', 'variant_options', 'variant_price', 'variant_mrp', 'variant_stock', 'variant_status'] as const;
const NO_VARIANT = { variant_sku: '', variant_options: '', variant_price: '', variant_mrp: '', variant_stock: '', variant_status: '' } as const;

/** Cells that a spreadsheet would run as a formula start with one of these; they get a leading quote. */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const unguard = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

const subSlugOf = (product: Pick<Product, 'categorySlug' | 'subCategoryId'>) =>
  product.subCategoryId.startsWith(`${product.categorySlug}--`) ? product.subCategoryId.slice(product.categorySlug.length + 2) : product.subCategoryId;

/** 'Size=7; Plating=Rhodium': a variant's option values by name, in the options' order. */
export const variantOptionsCell = (product: Pick<Product, 'options'>, variant: Pick<ProductVariant, 'options'>) =>
  product.options.map((option) => `${option.name}=${variant.options[option.name] ?? ''}`).join('; ');

const cellsOf = (cells: Record<Column, string | number>) =>
  PRODUCT_CSV_COLUMNS.map((column) => (typeof cells[column] === 'string' ? guardFormula(cells[column]) : cells[column]));

/** A product's own row. */
function productCells(product: Product): Record<Column, string | number> {
  return {
    sku: product.sku,
    title: product.title,
    slug: product.slug,
    status: product.status,
    category: product.categorySlug,
    subcategory: subSlugOf(product),
    price: product.price,
    mrp: product.mrp ?? '',
    stock: product.stock,
    min_order_qty: product.minOrderQty,
    hsn_code: product.hsnCode,
    featured: product.featured ? 'yes' : 'no',
    tags: product.tags.join(', '),
    description: product.description,
    purity: product.attributes.purity ?? '',
    weight_grams: product.attributes.weightGrams ?? '',
    plating: product.attributes.plating ?? '',
    stone: product.attributes.stone ?? '',
    size: product.attributes.size ?? '',
    finish: product.attributes.finish ?? '',
    image_urls: product.images.map((image) => image.src).join(LIST_SEPARATOR),
    image_alts: product.images.map((image) => image.alt.replaceAll('|', '/')).join(LIST_SEPARATOR),
    ...NO_VARIANT,
  };
}

/** A product with options' variant rows: its sku and title, then the variant's columns ([] without options). */
function variantCells(product: Product): Array<Record<Column, string | number>> {
  if (!product.options.length) return [];
  const empty = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as Record<Column, string>;
  return product.variants.map((variant) => ({
    ...empty,
    sku: product.sku,
    title: product.title,
    variant_sku: variant.sku,
    variant_options: variantOptionsCell(product, variant),
    variant_price: variant.price,
    variant_mrp: variant.mrp ?? '',
    variant_stock: variant.stock,
    variant_status: variant.status,
  }));
}

export function productsCsv(products: readonly Product[]): string {
  const rows = products.flatMap((product) => [productCells(product), ...variantCells(product)].map(cellsOf));
  return Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}

/** A template: the header and one example row (the first category, if any). */
export function productsCsvTemplate(categories: readonly CategoryInfo[]): string {
  const category = categories[0];
  const example = {
    sku: 'SLV-NEW-0001',
    title: 'Oxidised silver jhumka',
    slug: '',
    status: 'draft',
    category: category?.slug ?? 'earrings',
    subcategory: category?.subcategories[0]?.slug ?? '',
    price: '1499',
    mrp: '1999',
    stock: '10',
    min_order_qty: '1',
    hsn_code: '',
    featured: 'no',
    tags: 'jhumka, oxidised',
    description: 'Hand-finished **92.5 silver** jhumkas.',
    purity: '92.5 sterling silver',
    weight_grams: '12.5',
    plating: '',
    stone: '',
    size: '',
    finish: 'oxidised',
    image_urls: '',
    image_alts: '',
    ...NO_VARIANT,
  } satisfies Record<Column, string>;
  return Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data: [PRODUCT_CSV_COLUMNS.map((column) => example[column])] }, { newline: '\r\n' });
}

export interface ImportIssue {
  /** The line in the file (the header is line 1); 0 for the file as a whole. */
  line: number;
  column: string;
  message: string;
}

export interface ParsedImport {
  rows: ProductImportFields[];
  issues: ImportIssue[];
  /** Variant rows (with a variant_sku) read and left alone: variants change in the editor and Inventory. */
  variantRows: number;
}

const FIELD_COLUMNS: Record<string, Column> = {
  sku: 'sku',
  title: 'title',
  slug: 'slug',
  description: 'description',
  categorySlug: 'category',
  subCategoryId: 'subcategory',
  price: 'price',
  mrp: 'mrp',
  minOrderQty: 'min_order_qty',
  hsnCode: 'hsn_code',
  stock: 'stock',
  status: 'status',
  featured: 'featured',
  tags: 'tags',
};

function columnOf(field: string): string {
  if (FIELD_COLUMNS[field]) return FIELD_COLUMNS[field];
  if (field.startsWith('attributes.')) {
    const attribute = field.slice('attributes.'.length);
    return Object.entries(ATTRIBUTE_COLUMNS).find(([, key]) => key === attribute)?.[0] ?? attribute;
  }
  if (field.startsWith('images')) return field.endsWith('.alt') ? 'image_alts' : 'image_urls';
  return field;
}

function draftOfRow(cells: Record<string, string>, issues: ImportIssue[], line: number): ProductDraft {
  const cell = (column: Column) => unguard((cells[column] ?? '').trim());
  const draft = draftOf(null);
  const status = cell('status').toLowerCase();
  if (status !== 'active' && status !== 'draft' && status !== 'archived') issues.push({ line, column: 'status', message: 'Use active, draft or archived.' });
  const featured = cell('featured').toLowerCase();
  if (featured && !['yes', 'no', 'true', 'false', '1', '0'].includes(featured)) issues.push({ line, column: 'featured', message: 'Use yes or no.' });
  const urls = cell('image_urls')
    ? cell('image_urls')
        .split('|')
        .map((part) => part.trim())
    : [];
  const alts = cell('image_alts')
    ? cell('image_alts')
        .split('|')
        .map((part) => part.trim())
    : [];
  if (alts.length > urls.length)
    issues.push({
      line,
      column: 'image_alts',
      message: `There are ${alts.length} image descriptions for ${formatCount(urls.length, 'image')}.`,
    });
  const categorySlug = cell('category').toLowerCase();
  const sub = cell('subcategory').toLowerCase();
  return {
    ...draft,
    sku: cell('sku'),
    title: cell('title'),
    slug: cell('slug') || slugify(cell('title')),
    description: (cells['description'] ?? '').trim(),
    categorySlug,
    subCategoryId: sub ? `${categorySlug}--${sub}` : '',
    price: cell('price'),
    mrp: cell('mrp'),
    minOrderQty: cell('min_order_qty') || '1',
    hsnCode: cell('hsn_code'),
    stock: cell('stock'),
    status: status === 'active' || status === 'archived' ? status : 'draft',
    featured: ['yes', 'true', '1'].includes(featured),
    tags: cell('tags'),
    attributes: Object.fromEntries(Object.entries(ATTRIBUTE_COLUMNS).map(([column, key]) => [key, cell(column as Column)])) as ProductDraft['attributes'],
    images: urls.map((src, index) => ({ key: newImageKey(), src, alt: alts[index] ?? '', width: 800, height: 800 })),
  };
}

/** Every row checked; `rows` are usable only when `issues` is empty. */
export function parseProductsCsv(text: string, categories: readonly CategoryInfo[]): ParsedImport {
  // One line end throughout: Papa Parse guesses a file's line end from its start, and a file edited on
  // two systems (CRLF, then LF) was read as a few very long rows ("Too many fields"), hiding the rest.
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
    header: true,
    newline: '\n',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const issues: ImportIssue[] = [];
  const headers = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((column) => !headers.includes(column));
  if (missing.length)
    return {
      rows: [],
      variantRows: 0,
      issues: [
        {
          line: 1,
          column: missing.join(', '),
          message: `The file has no ${missing.join(', ')} column${missing.length === 1 ? '' : 's'}. Start from the template.`,
        },
      ],
    };
  const unknown = headers.filter((header) => header && !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(header));
  if (unknown.length)
    issues.push({
      line: 1,
      column: unknown.join(', '),
      message: `Unknown column${unknown.length === 1 ? '' : 's'}; the known ones are those of the template.`,
    });
  for (const error of parsed.errors) issues.push({ line: (error.row ?? 0) + 2, column: '', message: error.message });
  if (parsed.data.length === 0) issues.push({ line: 0, column: '', message: 'The file has no products.' });

  const schema = productDraftSchema(categories);
  const seen = new Map<string, number>();
  const rows: ProductImportFields[] = [];
  let variantRows = 0;
  parsed.data.forEach((cells, index) => {
    const line = index + 2;
    const variantCell = (column: (typeof VARIANT_COLUMNS)[number]) => unguard((cells[column] ?? '').trim());
    // A variant row (as exported after its product's row) is not imported: variants are the editor's.
    if (variantCell('variant_sku')) {
      variantRows += 1;
      return;
    }
    const stray = VARIANT_COLUMNS.find((column) => variantCell(column));
    if (stray) {
      issues.push({
        line,
        column: stray,
        message: 'Variant columns belong on a variant row, which has its variant_sku. Variants are added and changed in the product editor, not by import.',
      });
      return;
    }
    const draft = draftOfRow(cells, issues, line);
    const key = draft.sku.toLowerCase();
    if (key && seen.has(key)) issues.push({ line, column: 'sku', message: `The SKU ${draft.sku} is also on line ${seen.get(key)}.` });
    else if (key) seen.set(key, line);
    const result = schema.safeParse(draft);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrorsOf(result.error))) issues.push({ line, column: columnOf(field), message });
      return;
    }
    rows.push(productFieldsOf(result.data, categories) as ProductImportFields);
  });
  if (variantRows && parsed.data.length === variantRows)
    issues.push({ line: 0, column: 'variant_sku', message: 'The file has only variant rows: each product needs its own row (without a variant_sku).' });
  return { rows, issues, variantRows };
}
