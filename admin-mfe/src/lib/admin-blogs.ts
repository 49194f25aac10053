// The Glam Buzz posts for the admin: every post (drafts and scheduled ones included; a shop writes
// tens or hundreds, so the list reads them all and filters in memory), one post with its version,
// the tags already in use, and whether a slug is taken by another post (now or as an old address).
import { collection, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, Timestamp, where, type Firestore } from 'firebase/firestore/lite';
import { BLOGS, toBlogPost, type BlogPost, type BlogStatus } from 'shared-data';
import { auditedWrite, type Actor } from 'shared-data/admin';
import type { ListQuery } from './list-query';

/** The most posts the list reads (far above what a shop's blog holds). */
export const ADMIN_BLOG_LIMIT = 2_000;

export async function fetchAdminPosts(db: Firestore): Promise<BlogPost[]> {
  const snapshot = await getDocs(query(collection(db, BLOGS), orderBy('updatedAt', 'desc'), limit(ADMIN_BLOG_LIMIT)));
  return snapshot.docs.map((entry) => toBlogPost(entry.id, entry.data()));
}

export async function fetchAdminPost(db: Firestore, id: string): Promise<BlogPost | null> {
  const snapshot = await getDoc(doc(db, BLOGS, id));
  return snapshot.exists() ? toBlogPost(snapshot.id, snapshot.data()) : null;
}

/** Every tag in use, most used first (then by name): the editor's suggestions and the list's filter. */
export function tagsInUse(posts: readonly BlogPost[]): string[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-IN')).map(([tag]) => tag);
}

/** The title of another post that has `slug` as its address or as an old one, or null when free. */
export async function blogSlugUsedBy(db: Firestore, slug: string, exceptId: string | null): Promise<string | null> {
  const [current, previous] = await Promise.all([
    getDocs(query(collection(db, BLOGS), where('slug', '==', slug), limit(2))),
    getDocs(query(collection(db, BLOGS), where('previousSlugs', 'array-contains', slug), limit(2))),
  ]);
  const other = [...current.docs, ...previous.docs].find((entry) => entry.id !== exceptId);
  return other ? String(other.get('title') ?? other.id) : null;
}

export interface BlogListFilter {
  q: string;
  status: BlogStatus | '';
  tag: string;
}

/** The list in the address: search, status and tag; newest change first (the only order). */
export const BLOG_LIST_SHAPE = {
  filters: ['status', 'tag'] as const,
  sorts: ['updatedAt'] as const,
  defaultSort: { key: 'updatedAt', direction: 'desc' } as const,
};

export function blogListFilterOf(list: ListQuery<'status' | 'tag', string>): BlogListFilter {
  const status = list.filters.status ?? '';
  return {
    q: list.q,
    status: status === 'draft' || status === 'scheduled' || status === 'published' ? status : '',
    tag: list.filters.tag ?? '',
  };
}

/** The posts matching the list's search (title, slug, excerpt, author), status and tag. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogListFilter): BlogPost[] {
  const words = filter.q.toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (filter.status && post.status !== filter.status) return false;
    if (filter.tag && !post.tags.includes(filter.tag)) return false;
    if (words.length === 0) return true;
    const haystack = `${post.title} ${post.slug} ${post.excerpt} ${post.author.name}`.toLocaleLowerCase('en-IN');
    return words.every((word) => haystack.includes(word));
  });
}

/** What a save does to a post's status: keep it, or make it a draft, published now, or scheduled. */
export type BlogSaveIntent = { kind: 'keep' } | { kind: 'draft' } | { kind: 'publish' } | { kind: 'schedule'; at: Date };

export interface BlogSave {
  db: Firestore;
  actor: Actor;
  postId: string;
  /** The post as the editor loaded it (its version), or null to create it. */
  base: BlogPost | null;
  /** The editor's fields (blogPostFieldsOf) with the slugs it keeps redirecting from. */
  fields: Record<string, unknown>;
  intent: BlogSaveIntent;
  /** An autosave: audited as such. */
  auto?: boolean;
}

/** One audited write of a post; throws ConflictError when someone else saved it first. */
export async function saveBlogPost({ db, actor, postId, base, fields, intent, auto = false }: BlogSave): Promise<void> {
  const status: BlogStatus =
    intent.kind === 'keep' ? (base?.status ?? 'draft') : intent.kind === 'publish' ? 'published' : intent.kind === 'schedule' ? 'scheduled' : 'draft';
  const statusFields: Record<string, unknown> = { status };
  const remove: string[] = [];
  if (status === 'scheduled') {
    if (intent.kind === 'schedule') statusFields['publishAt'] = Timestamp.fromDate(intent.at);
  } else {
    remove.push('publishAt');
  }
  // A post keeps the date it was first published; publishing a draft dates it now.
  if (status === 'published' && !base?.publishedAt) statusFields['publishedAt'] = serverTimestamp();
  const title = String(fields['title'] ?? postId);
  const verb =
    intent.kind === 'publish' && base?.status !== 'published'
      ? 'Published'
      : intent.kind === 'schedule'
        ? 'Scheduled'
        : auto
          ? 'Autosaved'
          : base
            ? 'Changed'
            : 'Created';
  const data = { ...fields, ...statusFields };
  const action = auto ? 'blog.autosave' : `blog.${intent.kind === 'keep' ? 'update' : intent.kind}`;
  if (!base) {
    await auditedWrite({
      db,
      actor,
      kind: 'create',
      collection: BLOGS,
      id: postId,
      action,
      summary: `${verb} the post ${title}`,
      data: { ...data, createdAt: serverTimestamp() },
    });
    return;
  }
  await auditedWrite({
    db,
    actor,
    kind: 'update',
    collection: BLOGS,
    id: postId,
    action,
    summary: `${verb} the post ${title}`,
    data,
    remove,
    base: { title: base.title, slug: base.slug, excerpt: base.excerpt, body: base.body, status: base.status, updatedAt: base.updatedAt },
  });
}

export function deleteBlogPost(db: Firestore, actor: Actor, post: BlogPost): Promise<{ auditId: string }> {
  return auditedWrite({
    db,
    actor,
    kind: 'delete',
    collection: BLOGS,
    id: post.id,
    action: 'blog.delete',
    summary: `Deleted the post ${post.title}`,
    base: { title: post.title, slug: post.slug, status: post.status, updatedAt: post.updatedAt },
  });
}

/** A new post's id, chosen before its first save (so a local copy and the address can name it). */
export const newBlogPostId = (db: Firestore): string => doc(collection(db, BLOGS)).id;
