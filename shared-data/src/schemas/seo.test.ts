import { describe, expect, it } from 'vitest';
import { applyTitleTemplate, pageTitleOf, toGlobalSeo } from '../collections/seo';
import { seoFieldsOf, seoFormSchema, type SeoFormValues } from './seo';

const form = (overrides: Partial<SeoFormValues> = {}): SeoFormValues => ({
  title: 'Rajatmaya Silver',
  description: 'Wholesale 925 silver.',
  keywords: 'silver payal\n925 silver, hallmarked',
  titleTemplate: '%s | Rajatmaya Silver',
  ogImage: '',
  twitter: '@rajatmaya',
  pages: { about: { title: ' About  the shop ', description: '' }, faqs: { title: '', description: '' } },
  disallow: '/drafts\n\n/old-offers',
  blockAll: false,
  ...overrides,
});

describe('the SEO form', () => {
  it('stores lists one per line, trims overrides and leaves empty overrides out', () => {
    const fields = seoFieldsOf(seoFormSchema.parse(form()));
    expect(fields).toMatchObject({
      keywords: ['silver payal', '925 silver', 'hallmarked'],
      pages: { about: { title: 'About the shop', description: '' } },
      robots: { disallow: ['/drafts', '/old-offers'], blockAll: false },
    });
    expect(fields['pages']).not.toHaveProperty('faqs');
  });

  it.each([
    ['a template without %s', { titleTemplate: 'Rajatmaya Silver' }, 'titleTemplate'],
    ['a handle without @', { twitter: 'rajatmaya' }, 'twitter'],
    ['a path without its slash', { disallow: 'drafts' }, 'disallow'],
    ['a javascript: image', { ogImage: 'javascript:alert(1)' }, 'ogImage'],
    ['an empty description', { description: '  ' }, 'description'],
  ])('refuses %s', (_name, overrides, field) => {
    const result = seoFormSchema.safeParse(form(overrides));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('titles and the stored document', () => {
  it('puts the page title into the template, or adds the brand when there is none', () => {
    expect(applyTitleTemplate('%s — Rajatmaya', 'Silver Payal', 'Rajatmaya Silver')).toBe('Silver Payal — Rajatmaya');
    expect(applyTitleTemplate('', 'Silver Payal', 'Rajatmaya Silver')).toBe('Silver Payal | Rajatmaya Silver');
    expect(applyTitleTemplate('%s | X', 'Rajatmaya Silver', 'Rajatmaya Silver')).toBe('Rajatmaya Silver');
  });

  it('reads a partial or malformed document with defaults', () => {
    const seo = toGlobalSeo({ title: 'T', keywords: 'a, b', pages: { about: { title: 'About us' }, home: 'x' }, robots: { blockAll: 'yes' } });
    expect(seo).toMatchObject({
      title: 'T',
      keywords: ['a', 'b'],
      pages: { about: { title: 'About us', description: '' } },
      robots: { disallow: [], blockAll: false },
    });
    expect(seo.pages).not.toHaveProperty('home');
  });
});

describe('pageTitleOf', () => {
  const seo = { title: 'Rajatmaya Silver | Wholesale 925 Silver Jewellery', titleTemplate: '%s — Rajatmaya', pages: {} };
  it("makes the site title the home page's, used whole", () => {
    expect(pageTitleOf('home', 'Home', seo, 'Rajatmaya Silver')).toEqual({ title: seo.title, full: seo.title });
    // The home page's own override wins, and the shop's name is not added to it a second time.
    const own = { ...seo, pages: { home: { title: 'Silver jewellery wholesale | Rajatmaya', description: '' } } };
    expect(pageTitleOf('home', 'Home', own, 'Rajatmaya Silver').full).toBe('Silver jewellery wholesale | Rajatmaya');
    // Without a site title the home page is titled like any other.
    expect(pageTitleOf('home', 'Home', { ...seo, title: '' }, 'Rajatmaya Silver').full).toBe('Home — Rajatmaya');
  });

  it('puts every other page through the template, with its override', () => {
    expect(pageTitleOf('about', 'About Us', seo, 'Rajatmaya Silver')).toEqual({ title: 'About Us', full: 'About Us — Rajatmaya' });
    const own = { ...seo, pages: { about: { title: 'Our story', description: '' } } };
    expect(pageTitleOf('about', 'About Us', own, 'Rajatmaya Silver').full).toBe('Our story — Rajatmaya');
    expect(pageTitleOf(undefined, 'Page Not Found', undefined, 'Rajatmaya Silver').full).toBe('Page Not Found | Rajatmaya Silver');
  });
});
