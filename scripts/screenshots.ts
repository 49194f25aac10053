// `npm run screenshots [-- --demo beauty]`: pictures of the shop as a person first sees it, from
// the production build against an in-memory local backend with the demo's data: the home page, a
// category, a product with options (colour swatches where the demo has them), and the cart holding
// two variants of that product, each at phone (390 × 844) and desktop (1366 × 900) width. They go to
// screenshots/<demo>/ (not committed), so a closing note's pictures can be made again by anyone.
// Needs `npm run build` first. SCREENSHOTS_PORT_BASE moves the ports (default 3800).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildSeedData } from '../backend/src/seed/build-seed-data';
import { isDemoShop, type DemoShop } from '../backend/src/seed/demo-content';
import { repoRoot } from './lib/apps';
import { startBenchSite } from './lib/bench-site';
import { ensureChromium } from './lib/chromium';
import { answerHelp } from './lib/usage';

const USAGE =
  'Usage: npm run screenshots [-- --demo silver|beauty] [--out <folder>]   (after npm run build; pictures go to screenshots/<demo>/; SCREENSHOTS_PORT_BASE moves the ports, default 3800)';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

interface ShownProduct {
  sku: string;
  slug: string;
  title: string;
  /** Two variants on sale with stock, for the cart. */
  variants: [string, string];
  /** The option whose values the picker shows, and the second variant's value of it. */
  option: string;
  secondValue: string;
}

function parseArgs(argv: string[]): { demo: DemoShop; out: string } {
  answerHelp(argv, USAGE);
  let demo: DemoShop = 'silver';
  let out: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    if (argv[i] === '--demo' && isDemoShop(value)) demo = value;
    else if (argv[i] === '--out' && value) out = path.resolve(value);
    else throw new Error(`Unknown or incomplete option ${argv[i]}.\n${USAGE}`);
    i += 1;
  }
  return { demo, out: out ?? path.join(repoRoot, 'screenshots', demo) };
}

/** The demo's first product with options (a colour option first) and two variants in stock that differ in that option. */
function productToShow(demo: DemoShop): ShownProduct {
  const products = buildSeedData(new Date(), demo)
    .documents.filter((document) => document.path.startsWith('prod/'))
    .map((document) => document.data as Record<string, unknown>);
  type Option = { name: string; kind: string };
  type Variant = { sku: string; status: string; stock: number; options: Record<string, string> };
  const candidates = products.flatMap((product) => {
    const options = (product['options'] ?? []) as Option[];
    const variants = ((product['variants'] ?? []) as Variant[]).filter((variant) => variant.status === 'active' && variant.stock > 0);
    const option = options.find((each) => each.kind === 'colour') ?? options[0];
    if (product['status'] !== 'active' || !option || variants.length < 2) return [];
    const [first, ...rest] = variants as [Variant, ...Variant[]];
    const second = rest.find((variant) => variant.options[option.name] !== first.options[option.name]);
    if (!second) return [];
    return [
      {
        colour: option.kind === 'colour',
        shown: {
          sku: String(product['sku']),
          slug: String(product['slug']),
          title: String(product['title']),
          variants: [first.sku, second.sku] as [string, string],
          option: option.name,
          secondValue: second.options[option.name] ?? '',
        },
      },
    ];
  });
  const picked = candidates.find((candidate) => candidate.colour) ?? candidates[0];
  if (!picked) throw new Error(`The ${demo} demo has no product with options to show.`);
  return picked.shown;
}

/** Adds the chosen variant and waits for the form to say so (the cart is written by then). */
async function addToCart(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await form.getByRole('status').filter({ hasText: 'to your cart' }).waitFor();
}

async function shoot(page: Page, out: string, name: string, width: string): Promise<void> {
  // Pictures load lazily below the fold: the whole page is drawn once every image has come in.
  await page.evaluate(async () => {
    document.querySelectorAll('img[loading="lazy"]').forEach((image) => image.setAttribute('loading', 'eager'));
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })))),
    );
  });
  // A full-page picture is drawn from the top: scrolled, the sticky header would sit mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(out, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: name !== 'home' });
  console.log(`  ${path.relative(repoRoot, file)}`);
}

async function main() {
  const { demo, out } = parseArgs(process.argv.slice(2));
  const base = Number(process.env.SCREENSHOTS_PORT_BASE ?? 3800);
  const product = productToShow(demo);
  mkdirSync(out, { recursive: true });
  console.log(`Starting the production build with the ${demo} demo's data…`);
  const site = await startBenchSite({ base, demo });
  const browser = await chromium.launch({
    executablePath: ensureChromium(console.log, 'headless-shell'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const category = sitemap.match(/<loc>[^<]*(\/category\/[^<]+)<\/loc>/)?.[1];
    if (!category) throw new Error('The sitemap lists no category: is the demo data loaded?');
    const productPath = `/product/${encodeURIComponent(product.sku)}/${product.slug}`;
    for (const { name: width, ...viewport } of WIDTHS) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${site.url}/`);
      // The analytics question is answered once, so it covers no picture.
      await page.getByRole('button', { name: 'No, thanks' }).click();
      await shoot(page, out, 'home', width);
      await page.goto(`${site.url}${category}`);
      await shoot(page, out, 'category', width);

      // The product on its first variant, then the second chosen with the picker: both go in the cart.
      await page.goto(`${site.url}${productPath}?variant=${encodeURIComponent(product.variants[0])}`);
      await addToCart(page);
      await page.getByRole('radiogroup', { name: product.option }).getByRole('radio', { name: product.secondValue, exact: true }).check();
      await page.waitForURL((url) => url.searchParams.get('variant') === product.variants[1]);
      await shoot(page, out, 'product', width);
      await addToCart(page);
      await page.goto(`${site.url}/cart`);
      for (const sku of product.variants) await page.getByText(`SKU ${sku}`).waitFor();
      await shoot(page, out, 'cart', width);
      await context.close();
    }
    console.log(`Pictures of the ${demo} shop (product ${product.sku}, "${product.title}") are in ${path.relative(repoRoot, out) || out}.`);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
