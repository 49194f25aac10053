// The content remote's sitemap contribution (`content/sitemap`, called by the shell's
// /sitemap.xml): every published post with its last change, never a draft. Run in Node against
// the seeded backend as an anonymous client, exactly as the shell's server calls it.
import { deleteApp, initializeApp } from 'firebase/app';
import * as firestoreLite from 'firebase/firestore/lite';
import { provideFirestoreSdk } from 'shared-data';
import { test, expect } from '../../support/fixtures';
import { E2E_PORTS } from '../../support/ports';
import { sitemapEntries } from '../../../content-mfe/src/sitemap';
import { queryStored } from '../../support/stored-documents';

const { connectFirestoreEmulator, getFirestore } = firestoreLite;
// The blog's lib calls the SDK it is handed, as the shell's server hands it over.
provideFirestoreSdk(firestoreLite);

test('lists every published post and no draft', async () => {
  const app = initializeApp({ apiKey: 'demo-key', projectId: 'demo-silver-shop', appId: 'demo-app' }, `sitemap-${Date.now()}`);
  try {
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', E2E_PORTS.firestore);
    const entries = await sitemapEntries({ db, origin: 'https://shop.example' });
    const published = await queryStored('blogs', 'status', 'published');
    const drafts = await queryStored('blogs', 'status', 'draft');
    expect(entries.map((entry) => entry.path).sort()).toEqual(published.map((post) => `/blogs/${post['slug']}`).sort());
    for (const draft of drafts) expect(entries.map((entry) => entry.path)).not.toContain(`/blogs/${draft['slug']}`);
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastModified ?? ''))).toBe(false);
    expect(await sitemapEntries({ db: null, origin: 'https://shop.example' })).toEqual([]);
  } finally {
    await deleteApp(app);
  }
});
