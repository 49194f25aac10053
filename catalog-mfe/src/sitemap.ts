// Exposed as `catalog/sitemap`: the shell's /sitemap.xml asks every remote for its URLs.
import type { Firestore } from 'firebase/firestore/lite';
import { catalogSitemapEntries, type SitemapEntry } from './lib/sitemap-entries';

export type { SitemapEntry };

export async function sitemapEntries({ db }: { db: Firestore | null; origin: string }): Promise<SitemapEntry[]> {
  return catalogSitemapEntries(db);
}
