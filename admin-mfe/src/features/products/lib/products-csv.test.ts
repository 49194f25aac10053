import { describe, expect, it } from 'vitest';
import type { CategoryInfo, Product } from 'shared-data';
import { parseProductsCsv, productsCsv, productsCsvTemplate } from './products-csv';

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
});
