// Exposed as `content/sitemap`: the blog posts for the shell's /sitemap.xml (the static content
// pages are listed by the shell's route table). Drafts are never listed.
import type { Firestore } from 'firebase/firestore/lite';
import { fetchPublishedPostPaths } from './lib/blog-posts';

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

export async function sitemapEntries({ db }: { db: Firestore | null; origin: string }): Promise<SitemapEntry[]> {
  if (!db) return [];
  return fetchPublishedPostPaths(db);
}
