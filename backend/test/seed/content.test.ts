import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../src/seed/blog-posts';
import { buildSeedData, countWords, readingMinutes } from '../../src/seed/build-seed-data';
import { CAREERS, PAGES } from '../../src/seed/pages';
import { siteSettings } from '../../src/seed/site-content';

const now = new Date('2026-11-22T10:00:00Z');

describe('Glam Buzz blog posts', () => {
  it('has at least six published posts and one draft', () => {
    expect(BLOG_POSTS.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(6);
    expect(BLOG_POSTS.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
  });

  it('are articles of 400–900 words with headings', () => {
    for (const post of BLOG_POSTS) {
      const words = countWords(post.body);
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.body, post.slug).toMatch(/^## /m);
    }
  });

  it('store reading time at 200 words a minute, a cover, an author and tags', () => {
    const blogs = buildSeedData(now).documents.filter((d) => d.path.startsWith('blogs/'));
    expect(blogs).toHaveLength(BLOG_POSTS.length);
    for (const { data } of blogs) {
      expect(data['readingMinutes']).toBe(Math.ceil(countWords(String(data['body'])) / 200));
      expect(data['cover']).toMatchObject({ src: expect.stringMatching(/^\/media\/blog\/.+\.svg$/), width: 1200, height: 675 });
      expect(data['author']).toMatchObject({ name: expect.any(String) });
      expect((data['tags'] as string[]).length).toBeGreaterThan(0);
      if (data['status'] === 'published') expect(data['publishedAt']).toBeInstanceOf(Date);
    }
  });

  it('counts words the way a reader would', () => {
    expect(countWords('## A heading\n\n- **Bold** item, with [a link](/x).')).toBe(7);
    expect(readingMinutes('word '.repeat(401))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('pages and careers', () => {
  it('has every informational page, FAQs with questions and answers', () => {
    expect(PAGES.map((p) => p.slug).sort()).toEqual(['about', 'careers', 'faqs', 'privacy-policy', 'returns', 'shipping', 'terms-conditions'].sort());
    for (const page of PAGES) {
      expect(page.title.length, page.slug).toBeGreaterThan(3);
      expect(page.description.length, page.slug).toBeGreaterThan(40);
      expect(page.body.length, page.slug).toBeGreaterThan(100);
    }
    const faqs = PAGES.find((p) => p.slug === 'faqs');
    expect(faqs?.items?.length).toBeGreaterThanOrEqual(8);
  });

  it('states the wholesaler’s claims on the about page', () => {
    const about = PAGES.find((p) => p.slug === 'about')?.body ?? '';
    for (const claim of ['more than 1000 jewellers', 'over 15 years', 'ready stock', 'Italy, Turkey and Hong Kong']) {
      expect(about).toContain(claim);
    }
  });

  it('lists open positions and one that is closed', () => {
    expect(CAREERS.filter((c) => c.active).length).toBeGreaterThanOrEqual(2);
    expect(CAREERS.filter((c) => !c.active)).toHaveLength(1);
  });
});

describe('site settings', () => {
  it('describe a wholesaler with the counters and claims of the spec and a placeholder WhatsApp number', () => {
    const site = siteSettings(now);
    expect(site).toMatchObject({
      mode: 'wholesale',
      counters: { jewellers: 300, smallBusinesses: 800, years: 15 },
      claims: { jewellersServed: 1000, yearsInBusiness: 15, importsFrom: ['Italy', 'Turkey', 'Hong Kong'], dispatch: 'Dispatch from ready stock' },
      contact: { whatsappNumber: expect.stringMatching(/^91\d{10}$/) },
    });
    const social = site['social'] as Record<string, string>;
    for (const url of Object.values(social)) expect(url).toMatch(/^https:\/\//);
  });
});
