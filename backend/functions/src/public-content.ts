// Bumps `meta/publicContent.version` when content every shopper sees changes, so the shop servers'
// shared reads are dropped within about a second (shell/src/server/shared-reads-cache.server.ts)
// instead of after their time to live. A product's stock or search keywords alone do not count:
// stock changes with every order, and listings may show it a few seconds late.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { BLOGS, CAREERS, CATEGORIES, PAGES, PRICING, PUBLIC_CONTENT_PATH, SEO, SETTINGS } from 'shared-data/contracts';

/** Collections whose every write changes what shoppers see (pricing: the silver rate in the header). */
export const PUBLIC_COLLECTIONS = [CATEGORIES, SETTINGS, SEO, PAGES, BLOGS, CAREERS, PRICING] as const;

const PRODUCT_FIELDS_NOT_SHOWN_AT_ONCE = new Set(['stock', 'searchKeywords', 'updatedAt', 'lastAuditId']);

/** Whether a product write changed anything but its stock and bookkeeping. */
export function productChangeIsPublic(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!before || !after) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (PRODUCT_FIELDS_NOT_SHOWN_AT_ONCE.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return true;
  }
  return false;
}

export async function bumpPublicContentVersion(db: Firestore, what: string): Promise<void> {
  await db
    .doc(PUBLIC_CONTENT_PATH.join('/'))
    .set({ version: FieldValue.increment(1), changedAt: FieldValue.serverTimestamp(), lastChange: what.slice(0, 200) }, { merge: true });
}
