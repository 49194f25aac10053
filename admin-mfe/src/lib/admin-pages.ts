// The informational pages for the admin: every page of CONTENT_PAGE_SLUGS with its stored text and
// version (a page not written yet is listed as missing, and its editor creates it).
import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';
import { PAGES, toContentPage, type ContentPage } from 'shared-data';
import type { ContentPageSlug } from 'shared-data/admin';
import { CONTENT_PAGE_SLUGS } from 'shared-data/admin';

export const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export interface AdminPageRow {
  slug: ContentPageSlug;
  page: ContentPage | null;
}

export async function fetchAdminPages(db: Firestore): Promise<AdminPageRow[]> {
  const snapshot = await getDocs(collection(db, PAGES));
  const stored = new Map(snapshot.docs.map((entry) => [entry.id, toContentPage(entry.id, entry.data())]));
  return CONTENT_PAGE_SLUGS.map((slug) => ({ slug, page: stored.get(slug) ?? null }));
}

export async function fetchAdminPage(db: Firestore, slug: ContentPageSlug): Promise<ContentPage | null> {
  const snapshot = await getDoc(doc(db, PAGES, slug));
  return snapshot.exists() ? toContentPage(slug, snapshot.data()) : null;
}
