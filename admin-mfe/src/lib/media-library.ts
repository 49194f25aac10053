// The media library's reads and writes, in the admin's browser. An upload checks the file's type
// and size, makes WebP copies at MEDIA_WIDTHS (never wider than the original; a narrower original
// gets one at its own width, see copyWidths) with the browser's
// own image decoder and encoder, uploads the original and the copies to Cloud Storage with
// progress (resumable uploads), then records the item in `media/{id}` with its audit entry.
// Deleting removes the files and the document, and is refused while a product, a category or a
// blog post shows the image.
import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { deleteFromStorage, uploadToStorage } from 'shared-auth';
import { BLOGS, CATEGORIES } from 'shared-data';
import { productsRef } from 'shared-data/admin';
import {
  auditedWrite,
  MEDIA,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  MEDIA_WIDTHS,
  mediaAddresses,
  mediaKeywords,
  toMediaItem,
  type Actor,
  type MediaItem,
  type MediaSize,
} from 'shared-data/admin';
import { fetchCursorPage, type CursorPage } from './cursor-page';
import { routeHref } from 'shared-data/routes';

export const MEDIA_PAGE_SIZE = 24;

const mediaConverter: FirestoreDataConverter<MediaItem> = {
  toFirestore: (item) => item as unknown as Record<string, unknown>,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toMediaItem(snapshot.id, snapshot.data()),
};
const mediaRef = (db: Firestore) => collection(db, MEDIA).withConverter(mediaConverter);

/** A page of the library, newest first; `q` finds items by a word of their file name or alt text. */
export function fetchMediaPage(db: Firestore, q: string, cursor: { after: string | null; before: string | null }): Promise<CursorPage<MediaItem>> {
  const word = q
    .trim()
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .find((part) => part.length >= 2);
  return fetchCursorPage(
    mediaRef(db),
    [...(word ? [where('keywords', 'array-contains', word)] : []), orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')],
    { ...cursor, size: MEDIA_PAGE_SIZE },
  );
}

/** A document that shows an image of the library: a product, a category or a blog post. */
export interface MediaUse {
  kind: 'product' | 'category' | 'blog';
  id: string;
  /** What the admin reads, for example "Silver anklet (SLV-ANK-0001)". */
  label: string;
  /** Where the admin changes it. */
  href: string;
}

/**
 * The products (their images), categories (their image) and blog posts (their cover) that show any
 * of the item's addresses, at most 20 of each: three queries, never a read of every document.
 */
export async function mediaUsage(db: Firestore, item: Pick<MediaItem, 'src' | 'sizes'>): Promise<MediaUse[]> {
  const addresses = mediaAddresses(item).slice(0, 10);
  const [products, categories, posts] = await Promise.all([
    getDocs(query(productsRef(db), where('imageSrcs', 'array-contains-any', addresses), limit(20))),
    getDocs(query(collection(db, CATEGORIES), where('image.src', 'in', addresses), limit(20))),
    getDocs(query(collection(db, BLOGS), where('cover.src', 'in', addresses), limit(20))),
  ]);
  return [
    ...products.docs.map((product): MediaUse => ({
      kind: 'product',
      id: product.id,
      label: `${product.data().title} (${product.data().sku})`,
      href: routeHref('admin-product', { productId: product.id }),
    })),
    ...categories.docs.map((category): MediaUse => ({
      kind: 'category',
      id: category.id,
      label: `Category: ${String(category.get('name') ?? category.id)}`,
      href: routeHref('admin-categories'),
    })),
    ...posts.docs.map((post): MediaUse => ({
      kind: 'blog',
      id: post.id,
      label: `Blog post: ${String(post.get('title') ?? post.id)}`,
      href: `/blogs/${encodeURIComponent(String(post.get('slug') ?? post.id))}`,
    })),
  ];
}

/** Why a file cannot be uploaded, or null. */
export function uploadProblem(file: File): string | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not an image the shop can show (PNG, JPEG, WebP, GIF, AVIF or SVG).`;
  if (file.size > MEDIA_MAX_BYTES) return `${file.name} is larger than 10 MB; make it smaller first.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

interface Encoded {
  width: number;
  blob: Blob;
}

/** The WebP copies of a raster image, and its size; none for SVG and GIF (kept as they are). */
/**
 * The widths of an image's WebP copies: the standard MEDIA_WIDTHS it is at least as wide as, and
 * its own width when that falls short of the widest standard one, so an image narrower than the
 * 640 px display copy (a 600 px photo) is shown from a copy of its full width, not stretched from
 * the 320 px one.
 */
export function copyWidths(originalWidth: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  const widest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 0;
  if (originalWidth < widest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

async function webpCopies(file: File): Promise<{ width: number | null; height: number | null; copies: Encoded[] }> {
  if (file.type === 'image/svg+xml' || file.type === 'image/gif' || typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') {
    return { width: null, height: null, copies: [] };
  }
  const bitmap = await createImageBitmap(file);
  try {
    const copies: Encoded[] = [];
    for (const width of copyWidths(bitmap.width)) {
      const height = Math.round((bitmap.height * width) / bitmap.width);
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) break;
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 });
      if (blob.type === 'image/webp') copies.push({ width, blob });
    }
    return { width: bitmap.width, height: bitmap.height, copies };
  } finally {
    bitmap.close();
  }
}

const extensionOf = (file: File) =>
  ({ 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif', 'image/svg+xml': 'svg' })[file.type] ?? 'bin';

/** Uploads one file with its copies and records it; `onProgress` gets the share sent (0–1). */
export async function uploadMedia(db: Firestore, actor: Actor, file: File, alt: string, onProgress: (share: number) => void): Promise<MediaItem> {
  const problem = uploadProblem(file);
  if (problem) throw new Error(problem);
  const id = doc(collection(db, MEDIA)).id;
  const folder = `media/library/${new Date().getFullYear()}/${id}`;
  const { width, height, copies } = await webpCopies(file);
  const parts = [
    { path: `${folder}/original.${extensionOf(file)}`, blob: file as Blob, contentType: file.type },
    ...copies.map((copy) => ({ path: `${folder}/${copy.width}.webp`, blob: copy.blob, contentType: 'image/webp' })),
  ];
  const total = parts.reduce((sum, part) => sum + part.blob.size, 0);
  const sent = parts.map(() => 0);
  for (const [index, part] of parts.entries()) {
    await uploadToStorage(part.path, part.blob, { contentType: part.contentType, cacheControl: 'public, max-age=31536000, immutable' }, (bytes) => {
      sent[index] = bytes;
      onProgress(sent.reduce((sum, value) => sum + value, 0) / total);
    });
  }
  const sizes: MediaSize[] = copies.map((copy) => ({ width: copy.width, src: `/${folder}/${copy.width}.webp`, path: `${folder}/${copy.width}.webp` }));
  const original = parts[0] as { path: string };
  const data = {
    name: file.name.slice(0, 200),
    alt: alt.trim().slice(0, 300),
    contentType: file.type,
    size: file.size,
    ...(width !== null && height !== null ? { width, height } : {}),
    src: `/${original.path}`,
    path: original.path,
    sizes,
    keywords: mediaKeywords(file.name, alt),
    uploadedBy: actor.uid,
    uploadedByEmail: actor.email ?? '',
  };
  await auditedWrite({
    db,
    actor,
    kind: 'create',
    collection: MEDIA,
    id,
    action: 'media.upload',
    summary: `Uploaded ${data.name}`,
    data: { ...data, createdAt: serverTimestamp() },
  });
  return toMediaItem(id, { ...data, createdAt: new Date().toISOString() });
}

/** Saves an item's alt text (and its search words). */
export function saveMediaAlt(db: Firestore, actor: Actor, item: MediaItem, alt: string) {
  return auditedWrite({
    db,
    actor,
    kind: 'update',
    collection: MEDIA,
    id: item.id,
    action: 'media.update',
    summary: `Described ${item.name}: ${alt.trim()}`.slice(0, 300),
    data: { alt: alt.trim(), keywords: mediaKeywords(item.name, alt) },
    base: { alt: item.alt, updatedAt: item.updatedAt },
  });
}

/** Deletes the files and the record; refused while a product, category or blog post shows the image. */
export async function deleteMedia(db: Firestore, actor: Actor, item: MediaItem): Promise<void> {
  const users = await mediaUsage(db, item);
  if (users.length)
    throw new Error(
      `${item.name} is shown by ${users.map((user) => user.label).join(', ')}; remove it from ${users.length === 1 ? 'there' : 'each of them'} first.`,
    );
  await auditedWrite({
    db,
    actor,
    kind: 'delete',
    collection: MEDIA,
    id: item.id,
    action: 'media.delete',
    summary: `Deleted ${item.name}`,
    base: { updatedAt: item.updatedAt },
  });
  // The record is gone; a file that cannot be removed now is left behind, not shown anywhere.
  await Promise.all(
    [item.path, ...item.sizes.map((size) => size.path)].map((path) =>
      deleteFromStorage(path).catch((error: unknown) => console.warn(`Could not delete ${path}:`, error)),
    ),
  );
}
