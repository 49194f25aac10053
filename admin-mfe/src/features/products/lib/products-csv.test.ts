import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { CategoryInfo, Product } from 'shared-data';
import { importChunks, optionKindOf, parseProductsCsv, productsCsv, productsCsvTemplate } from './products-csv';

const categories: CategoryInfo[] = [
  {
    slug: 'earrings',
    name: 'Earrings',
    order: 0,
    description: '',
    image: null,
    productCount: 0,
    subcategories: [{ id: 'earrings--jhumkas', slug: 'jhumkas', name: 'Jhumkas', productCount: 0 }],
    updatedAt: null,
  },
];

const product: Product = {
  id: 'slv-ear-0001',
  sku: 'SLV-EAR-0001',
  slug: 'peacock-jhumka',
  title: '=HYPERLINK("x") Peacock jhumka, "large"',
  price: 1499.5,
  mrp: 1999,
  stock: 4,
  minOrderQty: 2,
  category: 'Earrings',
  categorySlug: 'earrings',
  subCategory: 'Jhumkas',
  subCategoryId: 'earrings--jhumkas',
  image: null,
  status: 'active',
  createdAt: null,
  updatedAt: null,
  description: 'Line one\nLine **two**',
  featured: true,
  hsnCode: '711311',
  images: [
    { src: '/media/a.webp', alt: 'Front view', width: 800, height: 800 },
    { src: '/media/b.webp', alt: 'Side view', width: 800, height: 800 },
  ],
  attributes: { purity: '92.5', weightGrams: 12.5 },
  tags: ['bridal', 'gift'],
  searchKeywords: [],
  seo: { title: '', description: '', image: '' },
  // A product that comes one way: one variant made of its own fields.
  options: [],
  variants: [{ sku: 'SLV-EAR-0001', options: {}, price: 1499.5, mrp: 1999, stock: 4, weightGrams: 12.5, gtin: '', images: [], status: 'active' }],
};

describe('product CSV', () => {
  it('reads back what it exports, formula guard and quotes included', () => {
    const csv = productsCsv([product]);
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"") Peacock jhumka, ""large"""`);
    const parsed = parseProductsCsv(csv, categories);
    expect(parsed.issues).toEqual([]);
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        sku: 'SLV-EAR-0001',
        title: product.title,
        slug: 'peacock-jhumka',
        status: 'active',
        categorySlug: 'earrings',
        subCategoryId: 'earrings--jhumkas',
        subCategory: 'Jhumkas',
        price: 1499.5,
        mrp: 1999,
        stock: 4,
        minOrderQty: 2,
        hsnCode: '711311',
        featured: true,
        tags: ['bridal', 'gift'],
        description: 'Line one\nLine **two**',
        attributes: { purity: '92.5', weightGrams: 12.5 },
        images: [
          { src: '/media/a.webp', alt: 'Front view', width: 800, height: 800 },
          { src: '/media/b.webp', alt: 'Side view', width: 800, height: 800 },
        ],
      }),
    ]);
  });

  it('reads a file whose lines end in CRLF, LF and CR alike, and reports the problems of every row', () => {
    const header = 'sku,title,category,price,stock,status';
    // A file edited on two systems: Windows line ends, then Unix, then old Mac; a quoted cell keeps its line break.
    const csv = `${header}\r\nSLV-1,Ring,earrings,100,5,active\nSLV-2,"Ring,\r\ntwo",earrings,200,5,active\rSLV-3,Ring three,earrings,abc,5,active\r\n`;
    const { rows, issues } = parseProductsCsv(csv, categories);
    expect(issues).toEqual([{ line: 4, column: 'price', message: expect.stringMatching(/rupees/) }]);
    expect(rows.map((row) => row.sku)).toEqual(['SLV-1', 'SLV-2']);
    expect(rows[1]?.title).toBe('Ring,\ntwo');
  });

  it('reports every problem with its line and column, and gives no rows while any remain', () => {
    const csv = [
      'sku,title,category,price,stock,status,mrp,featured,image_urls,image_alts',
      'SLV-1,Ring,earrings,100,5,active,90,,,',
      'SLV-2,,nowhere,abc,-1,sold,,maybe,/media/x.webp,',
      'slv-1,Ring again,earrings,100,5,draft,,,,',
    ].join('\n');
    const { issues } = parseProductsCsv(csv, categories);
    const at = (line: number, column: string) => issues.filter((issue) => issue.line === line && issue.column === column).map((issue) => issue.message);
    expect(at(2, 'mrp')).toEqual(['The MRP must be at least the price.']);
    expect(at(3, 'title')[0]).toMatch(/title/);
    expect(at(3, 'category')).toEqual(['Choose a category.']);
    expect(at(3, 'price')[0]).toMatch(/rupees/);
    expect(at(3, 'stock')[0]).toMatch(/whole number/);
    expect(at(3, 'status')).toEqual(['Use active, draft or archived.']);
    expect(at(3, 'featured')).toEqual(['Use yes or no.']);
    expect(at(3, 'image_alts')[0]).toMatch(/alt text/);
    expect(at(4, 'sku')).toEqual(['The SKU slv-1 is also on line 2.']);
    // An HSN code has 4, 6 or 8 digits.
    const hsn = parseProductsCsv('sku,title,category,price,stock,status,hsn_code\nSLV-9,Ring,earrings,100,5,active,71131', categories);
    expect(hsn.issues).toEqual([{ line: 2, column: 'hsn_code', message: expect.stringMatching(/^An HSN code has 4, 6 or 8 digits/) }]);
  });

  it('refuses a file without the required columns, and accepts its own template', () => {
    expect(parseProductsCsv('name,cost\nRing,10', categories).issues[0]).toMatchObject({ line: 1, column: 'sku, title, category, price, stock, status' });
    const template = parseProductsCsv(productsCsvTemplate(categories), categories);
    expect(template.issues).toEqual([]);
    expect(template.rows[0]).toMatchObject({ sku: 'SLV-NEW-0001', slug: 'oxidised-silver-jhumka', subCategoryId: 'earrings--jhumkas' });
  });

  // A ring in sizes 7 and 8, rhodium plated: 3 + 0 on sale, from ₹1,299; its size 9 is a draft.
  const ring: Product = {
    ...product,
    id: 'slv-rng-0001',
    sku: 'SLV-RNG-0001',
    slug: 'twisted-band',
    title: 'Twisted band',
    price: 1299,
    mrp: 1599,
    stock: 3,
    options: [
      { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] },
      { name: 'Plating', kind: 'text', values: [{ value: 'Rhodium' }] },
    ],
    variants: [
      {
        sku: 'SLV-RNG-0001-7-RH',
        options: { Size: '7', Plating: 'Rhodium' },
        price: 1299,
        mrp: 1599,
        stock: 3,
        weightGrams: null,
        gtin: '',
        images: [],
        status: 'active',
      },
      {
        sku: 'SLV-RNG-0001-8-RH',
        options: { Size: '8', Plating: 'Rhodium' },
        price: 1399,
        mrp: null,
        stock: 0,
        weightGrams: null,
        gtin: '',
        images: [],
        status: 'active',
      },
      {
        sku: 'SLV-RNG-0001-9-RH',
        options: { Size: '9', Plating: 'Rhodium' },
        price: 1399,
        mrp: null,
        stock: 5,
        weightGrams: null,
        gtin: '',
        images: [],
        status: 'draft',
      },
    ],
  };

  it('exports a product with options as its own row, then one row per variant with the variant columns', () => {
    const csv = productsCsv([product, ring]);
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toMatch(/,variant_sku,variant_options,variant_price,variant_mrp,variant_stock,variant_status$/);
    const rows = parseRows(csv);
    expect(rows).toHaveLength(5);
    // A product without options: its variant columns empty.
    expect(pick(rows[0]!, ['sku', 'variant_sku', 'variant_options', 'variant_price', 'variant_stock'])).toEqual(['SLV-EAR-0001', '', '', '', '']);
    // The product's own row: its price the variants' lowest, its stock their total on sale.
    expect(pick(rows[1]!, ['sku', 'title', 'status', 'category', 'price', 'stock', 'variant_sku'])).toEqual([
      'SLV-RNG-0001',
      'Twisted band',
      'active',
      'earrings',
      '1299',
      '3',
      '',
    ]);
    expect(
      rows
        .slice(2)
        .map((row) =>
          pick(row, [
            'sku',
            'title',
            'status',
            'price',
            'stock',
            'variant_sku',
            'variant_options',
            'variant_price',
            'variant_mrp',
            'variant_stock',
            'variant_status',
          ]),
        ),
    ).toEqual([
      ['SLV-RNG-0001', 'Twisted band', '', '', '', 'SLV-RNG-0001-7-RH', 'Size=7; Plating=Rhodium', '1299', '1599', '3', 'active'],
      ['SLV-RNG-0001', 'Twisted band', '', '', '', 'SLV-RNG-0001-8-RH', 'Size=8; Plating=Rhodium', '1399', '', '0', 'active'],
      ['SLV-RNG-0001', 'Twisted band', '', '', '', 'SLV-RNG-0001-9-RH', 'Size=9; Plating=Rhodium', '1399', '', '5', 'draft'],
    ]);
    expect(lines).toHaveLength(5);
  });

  it('imports its own export again: each product with options takes its variant rows as its options and variants', () => {
    const parsed = parseProductsCsv(productsCsv([product, ring]), categories);
    expect(parsed.issues).toEqual([]);
    expect(parsed.variantRows).toBe(3);
    expect(parsed.lines).toEqual([
      { first: 2, last: 2 },
      { first: 3, last: 6 },
    ]);
    expect(parsed.rows.map((row) => [row.sku, row.price, row.mrp, row.stock])).toEqual([
      ['SLV-EAR-0001', 1499.5, 1999, 4],
      ['SLV-RNG-0001', 1299, 1599, 3],
    ]);
    expect(parsed.rows[0]).not.toHaveProperty('options');
    expect(parsed.rows[1]).toMatchObject({
      options: [
        { name: 'Size', kind: 'size', values: [{ value: '7' }, { value: '8' }, { value: '9' }] },
        { name: 'Plating', kind: 'text', values: [{ value: 'Rhodium' }] },
      ],
      variants: [
        { sku: 'SLV-RNG-0001-7-RH', options: { Size: '7', Plating: 'Rhodium' }, price: 1299, mrp: 1599, stock: 3, status: 'active' },
        { sku: 'SLV-RNG-0001-8-RH', options: { Size: '8', Plating: 'Rhodium' }, price: 1399, stock: 0, status: 'active' },
        { sku: 'SLV-RNG-0001-9-RH', options: { Size: '9', Plating: 'Rhodium' }, price: 1399, stock: 5, status: 'draft' },
      ],
    });
  });

  it("takes changed, added and removed variant rows, and rolls the product's price and stock up from them whatever its own row says", () => {
    const header = 'sku,title,category,price,stock,status,variant_sku,variant_options,variant_price,variant_mrp,variant_stock,variant_status';
    const csv = [
      header,
      'LIP-0001,Velvet lipstick,earrings,1,1,active,,,,,,',
      'LIP-0001,,,,,,LIP-0001-RUBY,Shade=Ruby; Size=4 g,649,799,12,',
      'LIP-0001,,,,,,LIP-0001-NUDE,Shade=Nude; Size=4 g,599,,0,active',
      'LIP-0001,,,,,,LIP-0001-PLUM,Shade=Plum; Size=4 g,499,,7,draft',
    ].join('\n');
    const parsed = parseProductsCsv(csv, categories);
    expect(parsed.issues).toEqual([]);
    // On sale: Ruby and Nude; the cheapest of those (Nude, no MRP) prices the product; stock 12 + 0.
    expect(parsed.rows[0]).toMatchObject({ price: 599, stock: 12 });
    expect(parsed.rows[0]).not.toHaveProperty('mrp');
    expect(parsed.rows[0]!.options).toEqual([
      { name: 'Shade', kind: 'colour', values: [{ value: 'Ruby' }, { value: 'Nude' }, { value: 'Plum' }] },
      { name: 'Size', kind: 'size', values: [{ value: '4 g' }] },
    ]);
    expect(parsed.rows[0]!.variants?.map((variant) => [variant.sku, variant.status])).toEqual([
      ['LIP-0001-RUBY', 'active'],
      ['LIP-0001-NUDE', 'active'],
      ['LIP-0001-PLUM', 'draft'],
    ]);
  });

  it('reports a variant row by its line and variant column', () => {
    const header = 'sku,title,category,price,stock,status,variant_sku,variant_options,variant_price,variant_mrp,variant_stock,variant_status';
    const csv = [
      header,
      'RNG-1,Band,earrings,,,active,,,,,,',
      'RNG-1,,,,,,RNG-1-7,Size=7,1299,,3,',
      'RNG-1,,,,,,RNG-1-8,Size 8,1299,,3,',
      'RNG-1,,,,,,RNG-1-9,Size=9; Plating=Gold,1299,,3,',
      'RNG-1,,,,,,RNG-1-10,Size=10,abc,,-1,sold',
      'RNG-2,Other band,earrings,1000,1,active,,,,,,',
      'RNG-2,,,,,,RNG-1-7,Size=7,1000,,1,',
      'RNG-3,,,,,,RNG-3-7,Size=7,1000,,1,',
    ].join('\n');
    const parsed = parseProductsCsv(csv, categories);
    // RNG-2 is well formed but for its variant's SKU, which the issues hold (nothing is sent while any remain).
    expect(parsed.rows.map((row) => row.sku)).toEqual(['RNG-2']);
    expect(parsed.issues).toEqual(
      expect.arrayContaining([
        { line: 4, column: 'variant_options', message: expect.stringMatching(/^Write each option as Name=Value/) },
        { line: 5, column: 'variant_options', message: 'Name the same options as line 3: Size.' },
        { line: 6, column: 'variant_status', message: 'Use active or draft (empty: active).' },
        { line: 8, column: 'variant_sku', message: 'The SKU RNG-1-7 is also on line 3.' },
        { line: 9, column: 'sku', message: expect.stringMatching(/^No product row has the SKU RNG-3/) },
      ]),
    );
    // Once its variant_options are right, the editor's own checks speak for the price and stock.
    const fixed = parseProductsCsv([header, 'RNG-1,Band,earrings,,,active,,,,,,', 'RNG-1,,,,,,RNG-1-10,Size=10,abc,,-1,'].join('\n'), categories);
    expect(fixed.issues.map((issue) => [issue.line, issue.column])).toEqual([
      [3, 'variant_price'],
      [3, 'variant_stock'],
    ]);
  });

  it('guesses a new option’s kind from its name', () => {
    expect(['Shade', 'Colour', 'Size', 'Volume', 'Plating'].map(optionKindOf)).toEqual(['colour', 'colour', 'size', 'size', 'text']);
  });

  it('sends at most 100 products and 1,000 variants a call, and says which lines each call holds', () => {
    const row = (variants: number) => ({ sku: 'x', variants: Array.from({ length: variants }) }) as never;
    const small = importChunks({
      rows: Array.from({ length: 250 }, () => row(0)),
      lines: Array.from({ length: 250 }, (_, i) => ({ first: i + 2, last: i + 2 })),
    });
    expect(small.map((chunk) => [chunk.rows.length, chunk.firstLine, chunk.lastLine])).toEqual([
      [100, 2, 101],
      [100, 102, 201],
      [50, 202, 251],
    ]);
    // Products of 30 variants each (31 lines): 33 fit in 1,000 variants.
    const lines = Array.from({ length: 40 }, (_, i) => ({ first: 2 + i * 31, last: 32 + i * 31 }));
    const wide = importChunks({ rows: Array.from({ length: 40 }, () => row(30)), lines });
    expect(wide.map((chunk) => [chunk.rows.length, chunk.firstLine, chunk.lastLine])).toEqual([
      [33, 2, 1024],
      [7, 1025, 1241],
    ]);
  });

  it('refuses variant figures on a row without its variant_sku, and a file of variant rows only', () => {
    const header = 'sku,title,category,price,stock,status,variant_sku,variant_options,variant_price,variant_stock';
    const stray = parseProductsCsv(
      `${header}\nSLV-RNG-0001,Twisted band,earrings,1299,3,active,,,,\nSLV-RNG-0001,Twisted band,,,,,,Size=10,1499,2`,
      categories,
    );
    expect(stray.issues).toEqual([{ line: 3, column: 'variant_options', message: expect.stringMatching(/^Variant columns belong on a variant row/) }]);
    const variantsOnly = parseProductsCsv(`${header}\nSLV-RNG-0001,Twisted band,,,,,SLV-RNG-0001-7-RH,Size=7,1299,3`, categories);
    expect(variantsOnly.issues).toEqual([{ line: 0, column: 'variant_sku', message: expect.stringMatching(/only variant rows/) }]);
  });
});

/** The CSV's rows as cells (Papa Parse reads back what it wrote). */
function parseRows(csv: string): Array<Record<string, string>> {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}
const pick = (row: Record<string, string>, columns: string[]) => columns.map((column) => row[column]);
