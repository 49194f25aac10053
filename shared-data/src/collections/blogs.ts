// `blogs/{id}`: the Glam Buzz posts (docs/data-model.md). Anyone reads published posts; admins read
// drafts and scheduled posts too and write them. A scheduled post (`status: 'scheduled'`,
// `publishAt`) is published by the `publishScheduledPosts` function when its time comes, so the
// public site, the sitemap and the rules never see it early. Documents become plain typed objects with ISO dates and en-IN labels
// computed once, so the server's and the browser's renders agree.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { storedSlug, storedText } from '../schemas/fields';
import type { ImageRef } from '../types/catalog';
import { asImage, asIsoDate, asPositiveInt, asSeoOverride, asString, asStringList } from './field-readers';
import { formatLongDate } from './format-date';
import { lazySchema } from '../schemas/lazy-schema';
import { BLOGS } from './collection-names';

const { collection, doc } = lazyFirestore;

export { BLOGS } from './collection-names';
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

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

export interface BlogPostSeo {
  title: string;
  description: string;
  /** Open Graph image: a /media/… path or an https address; empty for the cover. */
  image: string;
}

export interface BlogPost extends BlogPostSummary {
  body: string;
  updatedAt: string | null;
  status: BlogStatus;
  /** When a scheduled post goes live (ISO), else null. */
  publishAt: string | null;
  /** Slugs the post had before; their addresses redirect (301) to the current one. */
  previousSlugs: string[];
  seo: BlogPostSeo;
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

const asBlogStatus = (value: unknown): BlogStatus => (BLOG_STATUSES.includes(value as BlogStatus) ? (value as BlogStatus) : 'draft');

export function toBlogPost(id: string, data: Record<string, unknown>): BlogPost {
  return {
    ...toBlogPostSummary(id, data),
    body: asString(data['body']),
    updatedAt: asIsoDate(data['updatedAt']),
    status: asBlogStatus(data['status']),
    publishAt: asIsoDate(data['publishAt']),
    previousSlugs: asStringList(data['previousSlugs']),
    seo: asSeoOverride(data['seo']),
  };
}

/** A post without its body and editing fields, for lists. */
export function blogSummaryOf(post: BlogPost): BlogPostSummary {
  const { body: _body, updatedAt: _updatedAt, status: _status, publishAt: _publishAt, previousSlugs: _previous, seo: _seo, ...summary } = post;
  return summary;
}

export const blogPostConverter: FirestoreDataConverter<BlogPost> = {
  toFirestore: (post) => post as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toBlogPost(snapshot.id, snapshot.data()),
};

export const blogPostsRef = (db: Firestore) => collection(db, BLOGS).withConverter(blogPostConverter);
export const blogPostRef = (db: Firestore, id: string) => doc(db, BLOGS, id).withConverter(blogPostConverter);

/** What the write rule checks at least of a post (title, slug, status); blogPostFormSchema checks the editor's fields. */
export const blogDocumentSchema = lazySchema(() =>
  z.looseObject({
    title: storedText(1, 300),
    slug: storedSlug,
    status: z.enum(BLOG_STATUSES),
  }),
);
