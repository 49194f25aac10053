// A category's GST (issue 40): its products' HSN code and rate, read from the stored category. No
// Firebase import: the functions read it when they price an order's lines.
import type { CategoryTax } from '../types/catalog';
import { asString } from './field-readers';

/** The GST rates India levies on goods (percent); a category's rate is one of them. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;

/** A stored category's GST, or null when it has none (or an unreadable one). */
export function readCategoryTax(value: unknown): CategoryTax | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const hsnCode = asString(record['hsnCode']);
  const ratePercent = record['ratePercent'];
  if (!/^(\d{4}|\d{6}|\d{8})$/.test(hsnCode) || !GST_RATES.includes(ratePercent as (typeof GST_RATES)[number])) return null;
  return { hsnCode, ratePercent: ratePercent as number };
}
