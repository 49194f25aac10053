// What a demo shop is made of (issue 40: one build, two shops): its settings and search defaults,
// its catalogue, blog, pages and careers. `npm start -- --demo beauty` seeds the beauty shop
// (backend/src/seed/beauty), `npm start` the silver wholesaler; build-seed-data.ts turns either into
// documents and media files the same way.
import type { BlogPostSpec } from './blog-posts';
import type { CareerSpec, PageSpec } from './pages';
import type { CategoryDoc, MediaFile, ProductDoc } from './types';

export const DEMO_SHOPS = ['silver', 'beauty'] as const;
export type DemoShop = (typeof DEMO_SHOPS)[number];
export const isDemoShop = (value: unknown): value is DemoShop => DEMO_SHOPS.includes(value as DemoShop);

/** The demo shop `name` names (a setting such as BENCH_DEMO, named by `setting` in the error), or an error. */
export function demoShopNamed(name: string, setting: string): DemoShop {
  if (!isDemoShop(name)) throw new Error(`${setting} takes ${DEMO_SHOPS.join(' or ')}, not ${name}.`);
  return name;
}

export interface DemoCatalogue {
  categories: CategoryDoc[];
  products: ProductDoc[];
  files: MediaFile[];
}

export interface DemoContent {
  /** `settings/site` (with `updatedAt: now`). */
  siteSettings(now: Date): Record<string, unknown>;
  /** `seo/global`. */
  globalSeo(now: Date): Record<string, unknown>;
  /** The same catalogue on every run for a given `now` (seeded random numbers, no Math.random). */
  generateCatalogue(now: Date): DemoCatalogue;
  blogPosts: readonly BlogPostSpec[];
  /** The blog's list cover motif per post is drawn by `blogCover` (the silver shop's jewellery silhouettes by default). */
  blogCover?: (post: BlogPostSpec, alt: string, seed: number) => string;
  pages: readonly PageSpec[];
  careers: readonly CareerSpec[];
}
