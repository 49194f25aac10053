// Products as CSV, both ways. Export writes the columns below with Papa Parse's unparse (quoting and
// escaping every field, and guarding cells a spreadsheet would run as formulas); import reads them
// with Papa Parse and checks every row with the product editor's own checks before anything is
// written, reporting row, column and message. SKU is the key.
//
// A product with options (issue 40) is one row as any product (its price the variants' lowest, its
// stock their total on sale), then one row per variant, as shop platforms export them: the product's
// sku and title again, the other product columns empty, and the variant's own columns filled —
// variant_sku, variant_options ('Size=7; Plating=Rhodium'), variant_price, variant_mrp, variant_stock,
// variant_status. Import reads them the same way: a product's variant rows (after its own row or
// anywhere in the file, by its sku) become its options and variants, checked with the editor's checks,
// and its own price, MRP and stock are then theirs (the lowest price on sale, the stock on sale added
// up), whatever its own row says. What a file cannot carry (an option's kind and swatches, a variant's
// weight, barcode and pictures) the importProducts function keeps from the stored product; a new
// option's kind is guessed from its name (Shade or Colour: swatches; Size, Volume: sizes).
import Papa from 'papaparse';
import { fieldErrorsOf, slugify, type CategoryInfo, type Product, type ProductOptionKind, type ProductVariant } from 'shared-data';
import { IMPORT_CHUNK_SIZE, IMPORT_CHUNK_VARIANTS, type ProductImportFields } from 'shared-data/admin';
import { draftOf, newImageKey, productDraftSchema, productFieldsOf, type ProductDraft } from '../../../lib/product-draft';
import { newOptionKey, newValueKey, newVariantKey, type OptionDraft, type VariantDraft } from '../../../lib/variant-draft';
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
  /** Each row's lines in the file: its own, to its last variant row's. */
  lines: Array<{ first: number; last: number }>;
  issues: ImportIssue[];
  /** Variant rows (with a variant_sku), imported as their products' variants. */
  variantRows: number;
}

/** One call of the importProducts function: at most 100 products and 1,000 variants. */
export interface ImportChunk {
  rows: ProductImportFields[];
  firstLine: number;
  lastLine: number;
}

/** The checked rows in the chunks the import sends, in the file's order. */
export function importChunks(parsed: Pick<ParsedImport, 'rows' | 'lines'>): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  let current: ImportChunk | null = null;
  let variants = 0;
  parsed.rows.forEach((row, index) => {
    const count = row.variants?.length ?? 0;
    const lines = parsed.lines[index] ?? { first: 0, last: 0 };
    if (!current || current.rows.length >= IMPORT_CHUNK_SIZE || variants + count > IMPORT_CHUNK_VARIANTS) {
      current = { rows: [], firstLine: lines.first, lastLine: lines.last };
      chunks.push(current);
      variants = 0;
    }
    current.rows.push(row);
    current.firstLine = Math.min(current.firstLine, lines.first);
    current.lastLine = Math.max(current.lastLine, lines.last);
    variants += count;
  });
  return chunks;
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

/** A new option's kind, from its name: a shade or colour shows swatches, a size or volume buttons. */
export function optionKindOf(name: string): ProductOptionKind {
  if (/shade|colou?r|tone/i.test(name)) return 'colour';
  if (/size|volume|length|pack|weight|width/i.test(name)) return 'size';
  return 'text';
}

interface VariantRow {
  line: number;
  cells: Record<string, string>;
}

const variantCellOf = (cells: Record<string, string>, column: (typeof VARIANT_COLUMNS)[number]) => unguard((cells[column] ?? '').trim());

/**
 * A product's variant rows as the editor's options and variants: the options named in the first
 * row's variant_options (each later row must name the same), their values in the order the rows
 * give them. Problems with variant_options are reported here; the rest by the editor's checks.
 */
function variantDraftsOf(group: readonly VariantRow[], issues: ImportIssue[]): Pick<ProductDraft, 'options' | 'variants'> {
  const options: OptionDraft[] = [];
  const variants: VariantDraft[] = [];
  group.forEach(({ line, cells }, index) => {
    const pairs = variantCellOf(cells, 'variant_options')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf('=');
        return at < 0 ? null : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
      });
    if (!pairs.length || pairs.some((pair) => !pair || !pair.name || !pair.value)) {
      issues.push({
        line,
        column: 'variant_options',
        message: 'Write each option as Name=Value, separated by semicolons: for example Size=7; Plating=Rhodium.',
      });
      return;
    }
    const named = pairs as Array<{ name: string; value: string }>;
    if (index === 0 || !options.length) {
      for (const { name } of named)
        if (!options.some((option) => option.name.toLowerCase() === name.toLowerCase()))
          options.push({ key: newOptionKey(), name, kind: optionKindOf(name), values: [] });
    }
    const names = named.map((pair) => pair.name.toLowerCase());
    const expected = options.map((option) => option.name.toLowerCase());
    if (names.length !== expected.length || expected.some((name) => !names.includes(name))) {
      issues.push({
        line,
        column: 'variant_options',
        message: `Name the same options as line ${group[0]?.line ?? line}: ${options.map((option) => option.name).join(', ')}.`,
      });
      return;
    }
    const choice: Record<string, string> = {};
    for (const option of options) {
      const value = named.find((pair) => pair.name.toLowerCase() === option.name.toLowerCase())!.value;
      let valueDraft = option.values.find((item) => item.value === value);
      if (!valueDraft) {
        valueDraft = { key: newValueKey(), value, swatch: '' };
        option.values.push(valueDraft);
      }
      choice[option.key] = valueDraft.key;
    }
    const status = variantCellOf(cells, 'variant_status').toLowerCase();
    if (status && status !== 'active' && status !== 'draft') issues.push({ line, column: 'variant_status', message: 'Use active or draft (empty: active).' });
    variants.push({
      key: newVariantKey(),
      choice,
      sku: variantCellOf(cells, 'variant_sku'),
      price: variantCellOf(cells, 'variant_price'),
      mrp: variantCellOf(cells, 'variant_mrp'),
      stock: variantCellOf(cells, 'variant_stock') || '0',
      weightGrams: '',
      gtin: '',
      images: [],
      status: status === 'draft' ? 'draft' : 'active',
    });
  });
  return { options, variants };
}

/** The file's column for an editor's field path on a product with variant rows (`variants.2.price`), and its line. */
function variantPlaceOf(field: string, group: readonly VariantRow[], line: number): { line: number; column: string } | null {
  const variant = /^variants\.(\d+)\.(\w+)/.exec(field);
  if (variant) {
    const row = group[Number(variant[1])];
    const name = variant[2] === 'options' || variant[2] === 'choice' ? 'options' : variant[2];
    return { line: row?.line ?? line, column: `variant_${name}` };
  }
  if (field.startsWith('options') || field === 'variants') return { line: group[0]?.line ?? line, column: 'variant_options' };
  return null;
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
      lines: [],
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

  // Variant rows first, by their product's SKU: a product's own row takes them wherever they are.
  const groups = new Map<string, VariantRow[]>();
  const productRows: VariantRow[] = [];
  let variantRows = 0;
  parsed.data.forEach((cells, index) => {
    const line = index + 2;
    if (variantCellOf(cells, 'variant_sku')) {
      variantRows += 1;
      const key = unguard((cells['sku'] ?? '').trim()).toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), { line, cells }]);
      return;
    }
    const stray = VARIANT_COLUMNS.find((column) => variantCellOf(cells, column));
    if (stray) {
      issues.push({ line, column: stray, message: 'Variant columns belong on a variant row, which has its variant_sku.' });
      return;
    }
    productRows.push({ line, cells });
  });

  const schema = productDraftSchema(categories);
  // Every SKU once in the file: products' and variants' (a variant may repeat its own product's).
  const seen = new Map<string, { line: number; product: string }>();
  const claim = (sku: string, line: number, column: string, product: string) => {
    const key = sku.toLowerCase();
    if (!key) return;
    const before = seen.get(key);
    if (before && before.product !== product) issues.push({ line, column, message: `The SKU ${sku} is also on line ${before.line}.` });
    else if (!before) seen.set(key, { line, product });
  };
  const rows: ProductImportFields[] = [];
  const lines: ParsedImport['lines'] = [];
  for (const { line, cells } of productRows) {
    const draft = draftOfRow(cells, issues, line);
    const key = draft.sku.toLowerCase();
    if (key && seen.get(key)?.product === key) issues.push({ line, column: 'sku', message: `The SKU ${draft.sku} is also on line ${seen.get(key)!.line}.` });
    else claim(draft.sku, line, 'sku', key);
    const group = groups.get(key) ?? [];
    groups.delete(key);
    for (const variant of group) claim(variantCellOf(variant.cells, 'variant_sku'), variant.line, 'variant_sku', key);
    if (group.length) {
      const before = issues.length;
      Object.assign(draft, variantDraftsOf(group, issues));
      if (issues.length > before) continue;
    }
    const result = schema.safeParse(draft);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrorsOf(result.error))) {
        const place = group.length ? variantPlaceOf(field, group, line) : null;
        issues.push(place ? { ...place, message } : { line, column: columnOf(field), message });
      }
      continue;
    }
    rows.push(productFieldsOf(result.data, categories) as ProductImportFields);
    lines.push({ first: line, last: Math.max(line, ...group.map((row) => row.line)) });
  }
  if (variantRows && productRows.length === 0) {
    issues.push({ line: 0, column: 'variant_sku', message: 'The file has only variant rows: each product needs its own row (without a variant_sku).' });
    return { rows, lines, issues, variantRows };
  }
  for (const [sku, group] of groups)
    for (const { line, cells } of group)
      issues.push({
        line,
        column: 'sku',
        message: `No product row has the SKU ${unguard((cells['sku'] ?? '').trim()) || sku}: a variant row follows its product's own row (without variant_sku).`,
      });
  return { rows, lines, issues, variantRows };
}
