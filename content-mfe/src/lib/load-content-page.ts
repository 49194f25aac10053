// The loader step every informational page shares: read `pages/{slug}`; a page that does not exist
// is 404 (the shell shows Page Not Found), an unreachable database is a state the page explains.
import { data } from 'shared-router';
import { fetchContentPage, type ContentPage, type RemoteLoaderContext } from 'shared-data';
import type { MarkdownTokens } from 'shared-ui/markdown-view';
import { sharedRead } from './shared-read';

/** A stored page with its Markdown lexed where the loader runs, so the page hydrates without the parser. */
export interface PreparedPage {
  page: ContentPage;
  body: MarkdownTokens;
  /** The FAQ answers' tokens, in the order of `page.items`. */
  answers: MarkdownTokens[];
}

export type ContentPageData = ({ status: 'ok'; path: string } & PreparedPage) | { status: 'unavailable'; path: string };

/** Lexes a page's body and answers (the parser is loaded on demand: on the server, or on a client-side navigation). */
export async function preparePage(page: ContentPage): Promise<PreparedPage> {
  const { prepareMarkdown } = await import('shared-ui/markdown');
  return { page, body: prepareMarkdown(page.body), answers: page.items.map((item) => prepareMarkdown(item.answer)) };
}

/** `slug` must be one of the fixed page slugs (it keys the server's shared reads). */
export async function loadContentPage(context: RemoteLoaderContext, slug: string, path: string): Promise<ContentPageData> {
  const db = context.db;
  if (!db) return { status: 'unavailable', path };
  let prepared: PreparedPage | null;
  try {
    // Lexed once per shared read, not per request.
    prepared = await sharedRead(context, `page:${slug}`, async () => {
      const page = await fetchContentPage(db, slug);
      return page ? preparePage(page) : null;
    });
  } catch (error) {
    console.warn(`Page "${slug}" unavailable:`, error instanceof Error ? error.message : error);
    return { status: 'unavailable', path };
  }
  if (!prepared) throw data(null, { status: 404 });
  return { status: 'ok', ...prepared, path };
}

/** The meta tags of an informational page: its stored description and canonical path. */
export function contentPageMeta(loaded: ContentPageData | undefined) {
  if (!loaded) return undefined;
  if (loaded.status !== 'ok') return { canonicalPath: loaded.path, noindex: true };
  return { ...(loaded.page.description ? { description: loaded.page.description } : {}), canonicalPath: loaded.path, type: 'website' as const };
}
