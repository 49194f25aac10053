// The global SEO document (`seo/global`): the title, description and keywords every page falls
// back to, with defaults when it is missing or unreadable (docs/product-spec.md §3).
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

export const SEO = 'seo';
export const GLOBAL_SEO_ID = 'global';

export interface GlobalSeo {
  title: string;
  description: string;
  keywords: string[];
}

export const defaultGlobalSeo: GlobalSeo = {
  title: 'Rajatmaya Silver — 925 silver jewellery wholesaler and importer',
  description:
    'Wholesale 925 hallmarked silver jewellery for jewellers, brands and small businesses across India: ready stock, imports from Italy, Turkey and Hong Kong.',
  keywords: ['925 silver jewellery', 'silver jewellery wholesaler', 'hallmarked silver', 'wholesale jewellery India'],
};

export async function fetchGlobalSeo(db: Firestore | null): Promise<GlobalSeo> {
  if (!db) return defaultGlobalSeo;
  try {
    const snapshot = await getDoc(doc(db, SEO, GLOBAL_SEO_ID));
    const data = snapshot.data() ?? {};
    const keywords = data['keywords'];
    return {
      title: typeof data['title'] === 'string' && data['title'] ? data['title'] : defaultGlobalSeo.title,
      description: typeof data['description'] === 'string' && data['description'] ? data['description'] : defaultGlobalSeo.description,
      keywords: Array.isArray(keywords)
        ? keywords.filter((item): item is string => typeof item === 'string')
        : typeof keywords === 'string'
          ? keywords.split(',').map((item) => item.trim()).filter(Boolean)
          : defaultGlobalSeo.keywords,
    };
  } catch (error) {
    console.warn('SEO settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return defaultGlobalSeo;
  }
}
