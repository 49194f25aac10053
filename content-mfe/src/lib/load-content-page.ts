// The loader step every informational page shares: read `pages/{slug}`; a page that does not exist
// is 404 (the shell shows Page Not Found), an unreachable database is a state the page explains.
import { data } from 'shared-router';
import { fetchContentPage, type ContentPage, type RemoteLoaderContext } from 'shared-data';
import { sharedRead } from './shared-read';

export type ContentPageData = { status: 'ok'; page: ContentPage; path: string } | { status: 'unavailable'; path: string };

/** `slug` must be one of the fixed page slugs (it keys the server's shared reads). */
export async function loadContentPage(context: RemoteLoaderContext, slug: string, path: string): Promise<ContentPageData> {
  const db = context.db;
  if (!db) return { status: 'unavailable', path };
  let page: ContentPage | null;
  try {
    page = await sharedRead(context, `page:${slug}`, () => fetchContentPage(db, slug));
  } catch (error) {
    console.warn(`Page "${slug}" unavailable:`, error instanceof Error ? error.message : error);
    return { status: 'unavailable', path };
  }
  if (!page) throw data(null, { status: 404 });
  return { status: 'ok', page, path };
}

/** The meta tags of an informational page: its stored description and canonical path. */
export function contentPageMeta(loaded: ContentPageData | undefined) {
  if (!loaded) return undefined;
  if (loaded.status !== 'ok') return { canonicalPath: loaded.path, noindex: true };
  return { ...(loaded.page.description ? { description: loaded.page.description } : {}), canonicalPath: loaded.path, type: 'website' as const };
}
