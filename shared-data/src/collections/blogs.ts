// `blogs/{id}`: the Glam Buzz posts (docs/data-model.md). Anyone reads published posts; admins read
// drafts too and write them. Documents become plain typed objects with ISO dates and en-IN labels
// computed once, so the server's and the browser's renders agree.
import { collection, doc, type DocumentData, type Firestore, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { z } from 'zod';
import { storedSlug, storedText } from '../schemas/fields';
import type { ImageRef } from '../types/catalog';
import { asImage, asIsoDate, asPositiveInt, asString, asStringList } from './field-readers';
import { formatLongDate } from './format-date';

export const BLOGS = 'blogs';
export const BLOG_STATUSES = ['draft', 'published'] as const;

const COVER_SIZE = { width: 1200, height: 675 };
const WORDS_PER_MINUTE = 200;

export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover: ImageRef | null;
  author: { name: string; role: string };
  tags: string[];
  publishedAt: string | null;
  /** en-IN, computed here so server and browser render the same text. */
  publishedLabel: string;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  body: string;
  updatedAt: string | null;
}

export function readingMinutesOf(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`>|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function toBlogPostSummary(id: string, data: Record<string, unknown>): BlogPostSummary {
  const author = (data['author'] ?? {}) as Record<string, unknown>;
  const publishedAt = asIsoDate(data['publishedAt']);
  const body = asString(data['body']);
  return {
    id,
    slug: asString(data['slug'], id),
    title: asString(data['title'], 'Untitled post'),
    excerpt: asString(data['excerpt']),
    cover: asImage(data['cover'], COVER_SIZE),
    author: { name: asString(author['name']), role: asString(author['role']) },
    tags: asStringList(data['tags']),
    publishedAt,
    publishedLabel: formatLongDate(publishedAt),
    readingMinutes: asPositiveInt(data['readingMinutes']) ?? readingMinutesOf(body),
  };
}

export function toBlogPost(id: string, data: Record<string, unknown>): BlogPost {
  return { ...toBlogPostSummary(id, data), body: asString(data['body']), updatedAt: asIsoDate(data['updatedAt']) };
}

/** A post without its body, for lists. */
export function blogSummaryOf(post: BlogPost): BlogPostSummary {
  const { body: _body, updatedAt: _updatedAt, ...summary } = post;
  return summary;
}

export const blogPostConverter: FirestoreDataConverter<BlogPost> = {
  toFirestore: (post) => post as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toBlogPost(snapshot.id, snapshot.data()),
};

export const blogPostsRef = (db: Firestore) => collection(db, BLOGS).withConverter(blogPostConverter);
export const blogPostRef = (db: Firestore, id: string) => doc(db, BLOGS, id).withConverter(blogPostConverter);

/** What the write rule checks of a post (title, slug, status); the admin's editor checks the rest. */
export const blogDocumentSchema = z.looseObject({
  title: storedText(1, 300),
  slug: storedSlug,
  status: z.enum(BLOG_STATUSES),
});
