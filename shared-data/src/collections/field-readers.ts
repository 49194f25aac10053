// Small readers that turn untrusted Firestore document fields into typed plain values.
import type { ImageRef, SeoOverride } from '../types/catalog';

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const asNumber = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * A Firestore Timestamp (or Date, or ISO string) as an ISO string; null when absent or invalid.
 * Timestamps are cut to the millisecond from their seconds and nanoseconds: the web SDK truncates
 * and firebase-admin rounds in their own toDate(), and a version compared between the two (an
 * admin's `updatedAt`, checked by a function) must read the same on both sides.
 */
export function asIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown };
  if (typeof seconds === 'number' && typeof nanoseconds === 'number') {
    const date = new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value === 'string') return Number.isNaN(Date.parse(value)) ? null : new Date(value).toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const toDate = (value as { toDate?: () => Date }).toDate;
  if (typeof toDate === 'function') {
    const date = toDate.call(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

export const asStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

export function asPositiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** An image reference with its dimensions (the fallback keeps the layout stable when they are missing). */
export function asImage(value: unknown, fallback: { width: number; height: number } = { width: 600, height: 600 }): ImageRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const src = asString(record['src']);
  if (!src) return null;
  const variants = Array.isArray(record['variants'])
    ? record['variants'].flatMap((raw) => {
        if (typeof raw !== 'object' || raw === null) return [];
        const variant = raw as Record<string, unknown>;
        const variantSrc = asString(variant['src']);
        const width = asPositiveInt(variant['width']);
        return variantSrc.startsWith('/media/') && width ? [{ src: variantSrc, width }] : [];
      })
    : [];
  return {
    src,
    alt: asString(record['alt']),
    width: asPositiveInt(record['width']) ?? fallback.width,
    height: asPositiveInt(record['height']) ?? fallback.height,
    ...(variants.length ? { variants: variants.slice(0, 5) } : {}),
  };
}

/** A stored `seo` map (a post's, a product's) with '' for each field it does not set. */
export function asSeoOverride(value: unknown): SeoOverride {
  const seo = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return { title: asString(seo['title']), description: asString(seo['description']), image: asString(seo['image']) };
}
