// Small readers that turn untrusted Firestore document fields into typed plain values.
import type { ImageRef } from '../types/catalog';

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const asNumber = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A Firestore Timestamp (or Date, or ISO string) as an ISO string; null when absent or invalid. */
export function asIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return Number.isNaN(Date.parse(value)) ? null : new Date(value).toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const toDate = (value as { toDate?: () => Date }).toDate;
  if (typeof toDate === 'function') {
    const date = toDate.call(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

export function asImage(value: unknown): ImageRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const src = asString(record['src']);
  if (!src) return null;
  return {
    src,
    alt: asString(record['alt']),
    width: Math.max(1, Math.round(asNumber(record['width'], 600))),
    height: Math.max(1, Math.round(asNumber(record['height'], 600))),
  };
}
