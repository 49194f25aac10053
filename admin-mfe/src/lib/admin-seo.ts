// SEO Management's data: the stored `seo/global` (as the shop reads it, with its version), its save
// (one audited write with that version as precondition), the sitemap as crawlers get it (counted by
// kind), and the structured data a product page carries (read from the page itself, as an admin
// sees it — drafts included — so what is shown is exactly what will be published).
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { asIsoDate, GLOBAL_SEO_ID, SEO, toGlobalSeo, type GlobalSeo } from 'shared-data';
import { auditedWrite, type Actor } from 'shared-data/admin';

export interface StoredSeo {
  seo: GlobalSeo;
  updatedAt: string | null;
  exists: boolean;
}

export async function fetchStoredSeo(db: Firestore): Promise<StoredSeo> {
  const snapshot = await getDoc(doc(db, SEO, GLOBAL_SEO_ID));
  const data = snapshot.exists() ? snapshot.data() : {};
  return { seo: toGlobalSeo(data), updatedAt: asIsoDate(data['updatedAt']), exists: snapshot.exists() };
}

export function saveSeo(db: Firestore, actor: Actor, stored: StoredSeo, data: Record<string, unknown>): Promise<{ auditId: string }> {
  const common = { db, actor, collection: SEO, id: GLOBAL_SEO_ID, action: 'seo.update', summary: 'Changed the SEO settings', data };
  return stored.exists
    ? auditedWrite({
        ...common,
        kind: 'update',
        base: { title: stored.seo.title, description: stored.seo.description, titleTemplate: stored.seo.titleTemplate, updatedAt: stored.updatedAt },
      })
    : auditedWrite({ ...common, kind: 'create' });
}

export interface SitemapCounts {
  total: number;
  byKind: Array<{ kind: string; count: number }>;
}

const KINDS: Array<[RegExp, string]> = [
  [/^\/product\//, 'Products'],
  [/^\/category\/./, 'Categories'],
  [/^\/blogs\/./, 'Blog posts'],
];

/** Every URL of /sitemap.xml (following a sitemap index), counted by kind. */
export async function fetchSitemapCounts(): Promise<SitemapCounts> {
  const locs = async (url: string): Promise<string[]> => {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`The sitemap answered ${response.status}.`);
    const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
    const found = Array.from(xml.getElementsByTagName('loc')).map((node) => node.textContent?.trim() ?? '');
    if (xml.getElementsByTagName('sitemapindex').length === 0) return found;
    return (await Promise.all(found.map((page) => locs(new URL(page).pathname)))).flat();
  };
  const urls = await locs('/sitemap.xml');
  const counts = new Map<string, number>();
  for (const url of urls) {
    const path = new URL(url).pathname;
    const kind = KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'Pages';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return { total: urls.length, byKind: ['Pages', 'Categories', 'Products', 'Blog posts'].map((kind) => ({ kind, count: counts.get(kind) ?? 0 })) };
}

/** The JSON-LD blocks of a product page (by SKU), as the shop renders it for this admin. */
export async function fetchProductStructuredData(sku: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`/product/${encodeURIComponent(sku)}/preview`, { credentials: 'same-origin' });
  if (response.status === 404) throw new Error(`No product has the SKU ${sku}.`);
  if (!response.ok) throw new Error(`The product page answered ${response.status}.`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return Array.from(page.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? 'null') as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  });
}
