// Every document and media file of the demo shop, built in memory from the content modules.
import { BLOG_POSTS } from './blog-posts';
import { customerAddress, DEMO_ADMIN, DEMO_CUSTOMER, webUserDocument } from './demo-users';
import { CUSTOMER_STATS, customerSearchFields } from 'shared-data/contracts';
import { generateCatalogue } from './generate-catalogue';
import { CAREERS, PAGES } from './pages';
import { globalSeo, siteSettings } from './site-content';
import { blogCoverSvg, COVER_HEIGHT, COVER_WIDTH } from './svg-images';
import type { MediaFile, SeedDocument } from './types';
import { BEAUTY_DEMO } from './beauty';
import type { DemoContent, DemoShop } from './demo-content';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WORDS_PER_MINUTE = 200;

export function countWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']') // link targets are not read
    .replace(/[#*_`>|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

export interface SeedData {
  documents: SeedDocument[];
  files: MediaFile[];
}

/** The silver wholesaler, the demo shop `npm start` loads. */
export const SILVER_DEMO: DemoContent = {
  siteSettings,
  globalSeo,
  generateCatalogue,
  blogPosts: BLOG_POSTS,
  pages: PAGES,
  careers: CAREERS,
};

const DEMOS: Record<DemoShop, DemoContent> = { silver: SILVER_DEMO, beauty: BEAUTY_DEMO };

export function buildSeedData(now: Date, demo: DemoShop = 'silver'): SeedData {
  const content = DEMOS[demo];
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);
  const catalogue = content.generateCatalogue(now);
  const documents: SeedDocument[] = [
    { path: 'settings/site', data: content.siteSettings(now) },
    { path: 'seo/global', data: content.globalSeo(now) },
    ...catalogue.categories.map((category) => ({ path: `categories/${category.slug}`, data: { ...category } })),
    ...catalogue.products.map((product) => ({ path: `prod/${product.sku.toLowerCase()}`, data: { ...product } })),
  ];
  const files: MediaFile[] = [...catalogue.files];

  content.blogPosts.forEach((post, index) => {
    const publishedAt = daysAgo(post.publishedDaysAgo);
    const coverPath = `blog/${post.slug}.svg`;
    const alt = `Illustration for "${post.title}"`;
    files.push({ path: coverPath, content: content.blogCover ? content.blogCover(post, alt, 500 + index) : blogCoverSvg(post.coverMotif, alt, 500 + index) });
    documents.push({
      path: `blogs/${post.slug}`,
      data: {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        cover: { src: `/media/${coverPath}`, alt, width: COVER_WIDTH, height: COVER_HEIGHT },
        author: { ...post.author },
        tags: [...post.tags],
        status: post.status,
        publishedAt: post.status === 'published' ? publishedAt : null,
        updatedAt: publishedAt,
        readingMinutes: readingMinutes(post.body),
      },
    });
  });

  for (const page of content.pages) {
    documents.push({
      path: `pages/${page.slug}`,
      data: {
        title: page.title,
        description: page.description,
        body: page.body,
        ...(page.items ? { items: page.items.map((item) => ({ ...item })) } : {}),
        updatedAt: now,
      },
    });
  }

  for (const career of content.careers) {
    documents.push({
      path: `careers/${career.id}`,
      data: {
        title: career.title,
        location: career.location,
        type: career.type,
        description: career.description,
        active: career.active,
        postedAt: daysAgo(career.postedDaysAgo),
      },
    });
  }

  const customerSince = daysAgo(45);
  documents.push(
    { path: `webusers/${DEMO_CUSTOMER.uid}`, data: webUserDocument(DEMO_CUSTOMER, customerSince) },
    { path: `webusers/${DEMO_CUSTOMER.uid}/addresses/demo-address-1`, data: customerAddress(customerSince) },
    { path: `webusers/${DEMO_ADMIN.uid}`, data: webUserDocument(DEMO_ADMIN, daysAgo(400)) },
    // What the customerProfile trigger keeps from a profile (the seed may load before it runs).
    ...[DEMO_CUSTOMER, DEMO_ADMIN].map((user) => ({
      path: `${CUSTOMER_STATS}/${user.uid}`,
      data: { uid: user.uid, email: user.email, ...customerSearchFields(user) },
    })),
  );
  return { documents, files };
}
