// The beauty and cosmetics demo shop (issue 40, reading B): a retailer in INR with its own
// settings, catalogue of skincare, makeup, hair care, fragrance, bath & body, tools, men's grooming
// and gift sets (shades and sizes as variants), the "Glam Buzz" blog, pages and careers.
import type { DemoContent } from '../demo-content';
import { BEAUTY_BLOG_POSTS, beautyBlogCover } from './blog-posts';
import { generateBeautyCatalogue } from './generate-catalogue';
import { BEAUTY_CAREERS, BEAUTY_PAGES } from './pages';
import { beautyGlobalSeo, beautySiteSettings } from './site-content';

export const BEAUTY_DEMO: DemoContent = {
  siteSettings: (now) => ({ ...beautySiteSettings(now) }),
  globalSeo: beautyGlobalSeo,
  generateCatalogue: (now) => generateBeautyCatalogue(now),
  blogPosts: BEAUTY_BLOG_POSTS,
  blogCover: beautyBlogCover,
  pages: BEAUTY_PAGES,
  careers: BEAUTY_CAREERS,
};

export { BEAUTY_BRAND } from './shop';
export { BLOG_TITLE } from './site-content';
