// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CATEGORY_SPECS } from '../../src/seed/catalogue-data';
import { generateCatalogue } from '../../src/seed/generate-catalogue';
import { blogCoverSvg, categoryImageSvg, productImageSvg, type ProductImageOptions } from '../../src/seed/svg-images';
import { inspectSvg } from './svg-check';

const now = new Date('2026-11-22T10:00:00Z');
const { products, files } = generateCatalogue(now);
const byPath = new Map(files.map((f) => [f.path, f.content]));
const subcategoryOf = (subCategoryId: string): string => subCategoryId.split('--')[1] ?? '';
const front = (sku: string): string => byPath.get(`products/${sku.toLowerCase()}-1.svg`) ?? '';
const productTitled = (title: string) => {
  const product = products.find((p) => p.title === title);
  if (!product) throw new Error(`No product titled ${title}`);
  return product;
};

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** The piece's metal shapes (the group every pass draws), without any colour. */
function shapeOf(svg: string): string {
  const group = parse(svg).querySelector('[id="b"]');
  return group ? new XMLSerializer().serializeToString(group).replace(/#[0-9a-f]{3,6}\b/gi, '#') : '';
}

/** Everything but the label, so two pictures compare by what they show. */
const withoutLabel = (svg: string): string => svg.replace(/aria-label="[^"]*"/, '').replace(/<title>.*?<\/title>/, '');

/** Problems that would break the picture or the site's security policy. */
function problems(svg: string): string[] {
  const doc = parse(svg);
  const found: string[] = [];
  if (doc.getElementsByTagName('parsererror').length > 0) found.push('not well-formed');
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    const name = element.localName;
    if (['script', 'foreignObject', 'style', 'image', 'a', 'iframe'].includes(name)) found.push(`<${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'style' || attribute.name.startsWith('on')) found.push(`${name}[${attribute.name}]`);
      if (/href$/.test(attribute.name) && !attribute.value.startsWith('#')) found.push(`external ${attribute.value}`);
      if (/url\((?!#)/.test(attribute.value)) found.push(`external ${attribute.value}`);
    }
    // Text belongs only in the title and in drawn letters; anything else is markup gone astray.
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === 3 && node.textContent?.trim() && !['title', 'text'].includes(name)) found.push(`stray text in <${name}>`);
    }
  }
  return found;
}

const options = (overrides: Partial<ProductImageOptions>): ProductImageOptions => ({
  categorySlug: 'rings',
  subcategorySlug: 'cocktail-rings',
  title: 'Solitaire Cocktail Ring',
  label: 'Solitaire Cocktail Ring in 925 sterling silver, front view',
  finish: 'High polish',
  plating: 'Rhodium',
  stone: 'Amethyst',
  seed: 7,
  view: 1,
  ...overrides,
});

describe('product pictures', () => {
  const productFiles = files.filter((f) => f.path.startsWith('products/'));

  it('are well-formed SVG under 4 KB, with nothing external, scripted or styled inline', () => {
    expect(productFiles.length).toBeGreaterThan(240);
    for (const file of productFiles) {
      expect(problems(file.content), file.path).toEqual([]);
      const facts = inspectSvg(file.content);
      expect(facts, file.path).toMatchObject({ wellFormed: true, root: 'svg', viewBox: '0 0 800 800' });
      expect(facts.bytes, file.path).toBeLessThan(4096);
    }
  });

  it('carry their alt text as the accessible label and title', () => {
    for (const product of products) {
      for (const image of product.images) {
        const svg = byPath.get(image.src.replace('/media/', '')) ?? '';
        const root = parse(svg).documentElement;
        expect(root.getAttribute('role')).toBe('img');
        expect(root.getAttribute('aria-label')).toBe(image.alt);
        expect(root.querySelector('title')?.textContent).toBe(image.alt);
      }
    }
    const hostile = productImageSvg(options({ label: 'Ring <b>"&\'' }));
    expect(problems(hostile)).toEqual([]);
    expect(parse(hostile).documentElement.getAttribute('aria-label')).toBe('Ring <b>"&\'');
  });

  it('draw every subcategory as its own kind of piece', () => {
    const slugs = CATEGORY_SPECS.flatMap((c) => c.subcategories.map((s) => s.slug));
    const shapes = new Map<string, string>();
    for (const slug of slugs) {
      const first = products.find((p) => subcategoryOf(p.subCategoryId) === slug);
      expect(first, slug).toBeDefined();
      shapes.set(slug, shapeOf(front(first?.sku ?? '')));
    }
    expect(new Set(shapes.values()).size).toBe(slugs.length);
    const payal = shapeOf(front(productTitled('Rajasthani Heavy Payal (Pair)').sku));
    const coin = shapeOf(front(productTitled('Lakshmi Silver Coin Pendant').sku));
    expect(payal).not.toBe('');
    expect(payal).not.toBe(coin);
  });

  it('put only gift sets in a box, and draw a coin pendant as a round coin', () => {
    for (const product of products) {
      const inBox = parse(front(product.sku)).querySelector('[id="box"]') !== null;
      expect(inBox, product.title).toBe(subcategoryOf(product.subCategoryId) === 'gift-sets');
    }
    const coin = parse(front(productTitled('Lakshmi Silver Coin Pendant').sku));
    expect(coin.querySelector('[id="b"] circle[r="150"]')).not.toBeNull();
    expect(coin.querySelectorAll('rect').length).toBe(1); // the backdrop only
  });

  it('vary the piece with its design: stone, finish, plating and title', () => {
    const base = productImageSvg(options({}));
    expect(productImageSvg(options({}))).toBe(base);
    expect(productImageSvg(options({ stone: 'Garnet' }))).not.toBe(base);
    expect(productImageSvg(options({ finish: 'Oxidised', plating: 'None' }))).not.toBe(base);
    expect(productImageSvg(options({ finish: 'Hammered' }))).not.toBe(base);
    expect(productImageSvg(options({ plating: 'Gold (micron)' }))).not.toBe(base);
    expect(shapeOf(productImageSvg(options({ title: 'Oval Cocktail Ring' })))).not.toBe(shapeOf(base));

    // In the catalogue: designs of one subcategory look different from each other.
    for (const slug of ['cocktail-rings', 'jhumkas', 'religious-pendants', 'traditional-payal', 'kadas']) {
      const designs = products.filter((p) => subcategoryOf(p.subCategoryId) === slug);
      expect(new Set(designs.map((p) => withoutLabel(front(p.sku)))).size, slug).toBe(designs.length);
    }
  });

  it('show what the title names: the Om, the trishul, the initial, the coin', () => {
    const om = shapeOf(front(productTitled('Om Pendant').sku));
    const trishul = shapeOf(front(productTitled('Trishul Pendant').sku));
    expect(om).not.toBe(trishul);
    const initial = parse(front(productTitled('Block Initial Pendant with Zircon').sku));
    expect(initial.querySelector('text')?.textContent).toBe('B');
    const script = parse(front(productTitled('Script Initial Letter Pendant').sku));
    expect(script.querySelector('text')?.textContent).toBe('S');
  });

  it('show the front, a closer angled view and the piece on a stand', () => {
    const product = products.find((p) => p.images.length === 3 && subcategoryOf(p.subCategoryId) === 'chains');
    const views = [1, 2, 3].map((view) => byPath.get(`products/${product?.sku.toLowerCase()}-${view}.svg`) ?? '');
    expect(new Set(views.map(withoutLabel)).size).toBe(3);
    expect(views[1]).toContain('rotate(');
    // The bust is drawn behind the necklace and its neck again in front of it.
    expect(parse(views[2] ?? '').querySelectorAll('svg > path').length).toBeGreaterThanOrEqual(2);
  });
});

describe('category pictures and blog covers', () => {
  it('draw each category as one of its pieces, well-formed and labelled', () => {
    const pictures = CATEGORY_SPECS.map((c, i) => categoryImageSvg(c.slug, `${c.name} in 925 sterling silver`, 100 + i));
    for (const svg of pictures) {
      expect(problems(svg)).toEqual([]);
      expect(inspectSvg(svg).bytes).toBeLessThan(4096);
    }
    expect(new Set(pictures.map(shapeOf)).size).toBe(CATEGORY_SPECS.length);
  });

  it('draw 16:9 covers with the motif category’s piece', () => {
    const cover = blogCoverSvg('anklets', 'Anklets & payals', 501);
    expect(problems(cover)).toEqual([]);
    expect(inspectSvg(cover)).toMatchObject({ wellFormed: true, width: '1200', height: '675' });
    expect(parse(cover).documentElement.getAttribute('aria-label')).toBe('Anklets & payals');
  });
});
