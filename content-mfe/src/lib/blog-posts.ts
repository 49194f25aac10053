// The Glam Buzz blog (`blogs`, docs/data-model.md). Visitors may read published posts only, so
// every query filters `status == 'published'` as the rules require; lists are newest first.
// Pages are cursor-based (`?after=<id>` / `?before=<id>`): each page costs one query however deep
// it is, and links stay valid while posts are added.
import type { DocumentSnapshot, Firestore, QueryConstraint } from 'firebase/firestore/lite';
import { lazyFirestore } from 'shared-data';
import { asIsoDate, asString, BLOGS, blogPostsRef, blogSummaryOf, type BlogPost, type BlogPostSummary } from 'shared-data';

const { doc, endBefore, getDoc, getDocs, limit, limitToLast, orderBy, query, startAfter, where } = lazyFirestore;

export const BLOG_PAGE_SIZE = 6;

export interface BlogPostLink {
  slug: string;
  title: string;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  /** Cursor of the page of newer posts (`?before=`), or null on the first page. */
  newerCursor: string | null;
  /** Cursor of the page of older posts (`?after=`), or null on the last page. */
  olderCursor: string | null;
}

const blogs = (db: Firestore) => blogPostsRef(db);

function publishedNewestFirst(tag: string | null): QueryConstraint[] {
  return [where('status', '==', 'published'), ...(tag ? [where('tags', 'array-contains', tag)] : []), orderBy('publishedAt', 'desc')];
}

/** A published post's snapshot for a cursor; null when the id is unknown, a draft or unreadable. */
async function cursorSnapshot(db: Firestore, id: string): Promise<DocumentSnapshot | null> {
  try {
    const snapshot = await getDoc(doc(db, BLOGS, id));
    return snapshot.exists() && snapshot.get('status') === 'published' ? snapshot : null;
  } catch {
    // Drafts and missing documents are not readable by visitors: the cursor is simply stale.
    return null;
  }
}

export interface BlogPageRequest {
  tag?: string | null;
  after?: string | null;
  before?: string | null;
  pageSize?: number;
}

/** One page of published posts, newest first, optionally with one tag. A stale cursor gives the first page. */
export async function fetchBlogPage(db: Firestore, request: BlogPageRequest = {}): Promise<BlogPage> {
  const size = request.pageSize ?? BLOG_PAGE_SIZE;
  const base = publishedNewestFirst(request.tag ?? null);
  // `after` wins when both are given (a hand-edited address).
  const backwards = !request.after && Boolean(request.before);
  const cursorId = request.after || request.before || null;
  const cursor = cursorId ? await cursorSnapshot(db, cursorId) : null;

  if (cursor && backwards) {
    const snapshot = await getDocs(query(blogs(db), ...base, endBefore(cursor), limitToLast(size + 1)));
    const hasNewer = snapshot.docs.length > size;
    const posts = snapshot.docs.slice(hasNewer ? 1 : 0).map((document) => blogSummaryOf(document.data()));
    return { posts, newerCursor: hasNewer && posts[0] ? posts[0].id : null, olderCursor: posts.at(-1)?.id ?? null };
  }
  const constraints = cursor ? [...base, startAfter(cursor), limit(size + 1)] : [...base, limit(size + 1)];
  const snapshot = await getDocs(query(blogs(db), ...constraints));
  const hasOlder = snapshot.docs.length > size;
  const posts = snapshot.docs.slice(0, size).map((document) => blogSummaryOf(document.data()));
  return {
    posts,
    newerCursor: cursor && posts[0] ? posts[0].id : null,
    olderCursor: hasOlder ? (posts.at(-1)?.id ?? null) : null,
  };
}

export interface BlogPostWithNeighbours {
  post: BlogPost;
  newer: BlogPostLink | null;
  older: BlogPostLink | null;
}

/** A published post by slug with its newer and older neighbours; null for drafts and unknown slugs. */
export async function fetchPublishedPost(db: Firestore, slug: string): Promise<BlogPostWithNeighbours | null> {
  const found = await getDocs(query(blogs(db), where('slug', '==', slug), where('status', '==', 'published'), limit(1)));
  const snapshot = found.docs[0];
  if (!snapshot) return null;
  const post = snapshot.data();
  if (!post.publishedAt) return { post, newer: null, older: null };
  const base = publishedNewestFirst(null);
  const [newer, older] = await Promise.all([
    getDocs(query(blogs(db), ...base, endBefore(snapshot), limitToLast(1))),
    getDocs(query(blogs(db), ...base, startAfter(snapshot), limit(1))),
  ]);
  const link = (docs: DocumentSnapshot[]): BlogPostLink | null => {
    const neighbour = docs[0];
    return neighbour ? { slug: asString(neighbour.get('slug'), neighbour.id), title: asString(neighbour.get('title')) } : null;
  };
  return { post, newer: link(newer.docs), older: link(older.docs) };
}

/** Every published post's path and last change, for the sitemap (read in batches). */
export async function fetchPublishedPostPaths(db: Firestore, batchSize = 500): Promise<Array<{ path: string; lastModified?: string }>> {
  const entries: Array<{ path: string; lastModified?: string }> = [];
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const constraints: QueryConstraint[] = [...publishedNewestFirst(null), ...(last ? [startAfter(last)] : []), limit(batchSize)];
    const snapshot = await getDocs(query(blogs(db), ...constraints));
    for (const document of snapshot.docs) {
      const slug = asString(document.get('slug'), document.id);
      const lastModified = asIsoDate(document.get('updatedAt')) ?? asIsoDate(document.get('publishedAt'));
      entries.push(lastModified ? { path: `/blogs/${encodeURIComponent(slug)}`, lastModified } : { path: `/blogs/${encodeURIComponent(slug)}` });
    }
    if (snapshot.docs.length < batchSize) return entries;
    last = snapshot.docs.at(-1) ?? null;
  }
}

/**
 * The current slug of a published post that was once published as `slug` (its address was
 * renamed), or null. The old address then redirects (301) to the new one.
 */
export async function fetchRenamedPostSlug(db: Firestore, slug: string): Promise<string | null> {
  const found = await getDocs(query(blogs(db), where('previousSlugs', 'array-contains', slug), where('status', '==', 'published'), limit(1)));
  const post = found.docs[0]?.data();
  return post && post.slug !== slug ? post.slug : null;
}

/**
 * Any post by slug, whatever its status: for an administrator's preview of a draft or a scheduled
 * post at its real address (the rules let only administrators read those). Null when none.
 */
export async function fetchPostForPreview(db: Firestore, slug: string): Promise<BlogPost | null> {
  const found = await getDocs(query(blogs(db), where('slug', '==', slug), limit(1)));
  return found.docs[0]?.data() ?? null;
}
