// Readers that turn untrusted Firestore fields into plain typed values for loader data (which is
// serialised into the page, so Timestamps become ISO strings).

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const asStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

export function asPositiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** A Firestore Timestamp, Date or date string as an ISO string; null when absent or invalid. */
export function asIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let date: Date | null = null;
  if (typeof value === 'string') date = new Date(value);
  else if (value instanceof Date) date = value;
  else if (typeof (value as { toDate?: unknown }).toDate === 'function') date = (value as { toDate: () => Date }).toDate();
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** An image reference with its dimensions (defaults keep the layout stable when they are missing). */
export function asImage(value: unknown, fallback: { width: number; height: number }): ImageRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const src = asString(record['src']);
  if (!src) return null;
  return {
    src,
    alt: asString(record['alt']),
    width: asPositiveInt(record['width']) ?? fallback.width,
    height: asPositiveInt(record['height']) ?? fallback.height,
  };
}
