// Loads the demo shop: documents through the document server as `owner`, images into the media
// folder, users into the Auth emulator. Idempotent: documents are only created where missing
// (never overwritten, so admins' edits survive), `meta/seed` records the version that was loaded
// and makes later runs skip the documents, media files are rewritten only when they differ, and
// users are created only when the Auth emulator does not have them.
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { ensureDemoUsers, type EnsureUsersReport } from './auth-emulator';
import { buildSeedData } from './build-seed-data';
import type { DemoShop } from './demo-content';
import { DEMO_USERS } from './demo-users';
import { writeMediaFiles, type MediaReport } from './media-files';

/** Raise when the seed content changes, so existing data folders receive the new documents. */
export const SEED_VERSION = 1;
export const SEED_META_PATH = 'meta/seed';

export interface SeedOptions {
  /** firebase-admin Firestore talking to the document server with the `owner` token. */
  db: Firestore;
  /** `<dataDir>/media`, served by the document server under /media/. */
  mediaDir: string;
  /** Base URL of the Auth emulator; without it no users are created. */
  authUrl?: string;
  projectId: string;
  now?: Date;
  /** Create missing documents even when `meta/seed` says this version was loaded already. */
  force?: boolean;
  /** Which demo shop (default the silver wholesaler). A data folder holds one: another is refused. */
  demo?: DemoShop;
}

export interface SeedReport {
  version: number;
  documents: { created: number; existing: number; skipped: boolean };
  media: MediaReport;
  users: EnsureUsersReport;
}

const BATCH_LIMIT = 400;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function existingPaths(db: Firestore, refs: readonly DocumentReference[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const group of chunks(refs, 100)) {
    const snapshots = await db.getAll(...group);
    for (const snapshot of snapshots) if (snapshot.exists) existing.add(snapshot.ref.path);
  }
  return existing;
}

export async function seedDemoShop(options: SeedOptions): Promise<SeedReport> {
  const { db } = options;
  const now = options.now ?? new Date();
  const demo = options.demo ?? 'silver';
  const metaRef = db.doc(SEED_META_PATH);
  const meta = await metaRef.get();
  // Folders seeded before there were two shops hold the silver one.
  const loadedDemo = meta.exists ? String(meta.get('demo') ?? 'silver') : null;
  if (loadedDemo && loadedDemo !== demo) {
    throw new Error(
      `This data folder holds the ${loadedDemo} demo shop, not the ${demo} one: start with --demo ${loadedDemo}, or give the ${demo} shop its own folder with --data <dir>.`,
    );
  }
  const data = buildSeedData(now, demo);
  const media = await writeMediaFiles(options.mediaDir, data.files);

  const loadedVersion = meta.exists ? Number(meta.get('version')) : 0;
  let documents: SeedReport['documents'] = { created: 0, existing: 0, skipped: true };
  if (options.force || !(loadedVersion >= SEED_VERSION)) {
    const refs = data.documents.map((doc) => db.doc(doc.path));
    const existing = await existingPaths(db, refs);
    const missing = data.documents.filter((doc) => !existing.has(doc.path));
    for (const group of chunks(missing, BATCH_LIMIT)) {
      const batch = db.batch();
      for (const doc of group) batch.create(db.doc(doc.path), doc.data);
      await batch.commit();
    }
    documents = { created: missing.length, existing: existing.size, skipped: false };
    if (loadedVersion < SEED_VERSION) {
      const count = (prefix: string): number => data.documents.filter((d) => d.path.startsWith(prefix)).length;
      await metaRef.set({
        version: SEED_VERSION,
        demo,
        seededAt: Timestamp.fromDate(now),
        counts: {
          products: count('prod/'),
          categories: count('categories/'),
          blogs: count('blogs/'),
          pages: count('pages/'),
          careers: count('careers/'),
        },
      });
    }
  }

  const users = options.authUrl ? await seedDemoUsers({ db, authUrl: options.authUrl, projectId: options.projectId, now }) : { created: [], existing: [] };
  return { version: SEED_VERSION, documents, media, users };
}

/**
 * Creates the demo accounts in the Auth emulator where missing. The emulator forgets its users on
 * every restart, so this runs on every start; each account gets its profile's creation date.
 */
export async function seedDemoUsers(options: { db: Firestore; authUrl: string; projectId: string; now?: Date }): Promise<EnsureUsersReport> {
  const now = options.now ?? new Date();
  const profiles = await Promise.all(DEMO_USERS.map((user) => options.db.doc(`webusers/${user.uid}`).get()));
  const createdAt = new Map<string, Date>();
  for (const profile of profiles) {
    const value: unknown = profile.get('createdAt');
    if (value instanceof Timestamp) createdAt.set(profile.id, value.toDate());
  }
  return ensureDemoUsers(options.authUrl, options.projectId, DEMO_USERS, (user) => createdAt.get(user.uid) ?? now);
}
