// `media/{id}`: the admin's media library, one document per uploaded image (docs/data-model.md).
// The files live in Cloud Storage under `media/library/<year>/<id>/` — the original and WebP copies
// at fixed widths for `srcset` — and pages show them by their same-origin `/media/library/…`
// address. Admins only (backend/firestore.rules); the alt text is required before an image is used.
import { asIsoDate, asNumber, asString, asStringList } from './field-readers';

export { MEDIA } from './collection-names';
/** The widths of the WebP copies made of each upload (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'] as const;

export interface MediaSize {
  width: number;
  src: string;
  path: string;
}

export interface MediaItem {
  id: string;
  name: string;
  alt: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The original's address (`/media/library/…`). */
  src: string;
  /** The original's Storage object name (`media/library/…`). */
  path: string;
  sizes: MediaSize[];
  keywords: string[];
  uploadedByEmail: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export function toMediaItem(id: string, data: Record<string, unknown>): MediaItem {
  const sizes = Array.isArray(data['sizes'])
    ? data['sizes'].flatMap((raw) => {
        if (!raw || typeof raw !== 'object') return [];
        const size = raw as Record<string, unknown>;
        const src = asString(size['src']);
        return src ? [{ width: asNumber(size['width']), src, path: asString(size['path']) }] : [];
      })
    : [];
  const width = asNumber(data['width'], Number.NaN);
  const height = asNumber(data['height'], Number.NaN);
  return {
    id,
    name: asString(data['name'], id),
    alt: asString(data['alt']),
    contentType: asString(data['contentType']),
    size: asNumber(data['size']),
    width: Number.isNaN(width) ? null : width,
    height: Number.isNaN(height) ? null : height,
    src: asString(data['src']),
    path: asString(data['path']),
    sizes,
    keywords: asStringList(data['keywords']),
    uploadedByEmail: asString(data['uploadedByEmail']),
    createdAt: asIsoDate(data['createdAt']),
    updatedAt: asIsoDate(data['updatedAt']),
  };
}

/** Every address of an item (original and copies): a product using any of them uses the item. */
export const mediaAddresses = (item: Pick<MediaItem, 'src' | 'sizes'>): string[] => [item.src, ...item.sizes.map((size) => size.src)];

/** The address a page should show by default: the 640 px copy, else the widest copy, else the original. */
export function mediaDisplaySrc(item: Pick<MediaItem, 'src' | 'sizes'>): string {
  return (item.sizes.find((size) => size.width === 640) ?? item.sizes.at(-1))?.src ?? item.src;
}

/** Search words of a file name and its alt text (lower case, at least two characters). */
export function mediaKeywords(name: string, alt: string): string[] {
  const words = `${name.replace(/\.[a-z0-9]+$/i, '')} ${alt}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 40);
}
