// backend/firebase.json, .firebaserc and firestore.indexes.json, checked with firebase-tools' own
// validators (the ones `firebase deploy` runs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKEND_DIR } from '../../src/emulators/start-emulators';

const require = createRequire(import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(BACKEND_DIR, file), 'utf8'));

interface Index {
  collectionGroup: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

interface FirebaseJson {
  hosting: Array<{ target: string; rewrites?: unknown; predeploy?: unknown; public?: string }>;
  functions: Record<string, unknown>[];
  firestore: Record<string, unknown>;
  storage: Record<string, unknown>;
  emulators: Record<string, unknown>;
}

describe('firebase.json', () => {
  const config = readJson('firebase.json') as FirebaseJson;

  it('passes the firebase-tools schema', () => {
    const { getValidator } = require('firebase-tools/lib/firebaseConfigValidate.js') as {
      getValidator(): ((data: unknown) => boolean) & { errors?: unknown };
    };
    const validate = getValidator();
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it('serves the shell’s client build from Hosting and sends every other path to the shop-ssr Cloud Run service', () => {
    const shop = config.hosting.find((entry) => entry.target === 'shop');
    expect(shop?.rewrites).toEqual([{ source: '**', run: { serviceId: 'shop-ssr', region: 'asia-south1' } }]);
    expect(shop?.predeploy).toEqual(['npx tsx src/cli/stage-hosting.ts']);
  });

  it('names a Hosting target per remote, deployed by npm run deploy (scripts/lib/hosting-config.test.ts checks their headers)', () => {
    expect(config.hosting.map((entry) => entry.target)).toEqual(['shop', 'catalog', 'account', 'content', 'admin']);
    expect(config.hosting.filter((entry) => entry.target !== 'shop' && entry.public !== undefined)).toEqual([]);
  });

  it('deploys the functions folder, both rules files and the indexes, and runs the emulators without UI', () => {
    expect(config.functions[0]).toMatchObject({ source: 'functions', runtime: expect.stringMatching(/^nodejs\d+$/) });
    expect(config.firestore).toMatchObject({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });
    expect(config.storage).toEqual({ rules: 'storage.rules' });
    expect(config.emulators).toMatchObject({
      auth: { port: 9099 },
      functions: { port: 5001 },
      storage: { port: 9199 },
      ui: { enabled: false },
      singleProjectMode: true,
    });
  });
});

describe('.firebaserc', () => {
  it('makes the offline demo project the default, and ties its Hosting targets to sites (the simulator serves them)', () => {
    expect(readJson('.firebaserc')).toEqual({
      projects: { default: 'demo-silver-shop' },
      targets: {
        'demo-silver-shop': {
          hosting: {
            shop: ['demo-silver-shop'],
            catalog: ['demo-silver-shop-catalog'],
            account: ['demo-silver-shop-account'],
            content: ['demo-silver-shop-content'],
            admin: ['demo-silver-shop-admin'],
          },
        },
      },
    });
  });
});

describe('firestore.indexes.json', () => {
  const spec = readJson('firestore.indexes.json') as { indexes: Index[] };
  const has = (collectionGroup: string, ...fields: string[]): boolean =>
    spec.indexes.some(
      (index) =>
        index.collectionGroup === collectionGroup && index.fields.map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`).join(',') === fields.join(','),
    );

  it('passes the validation `firebase deploy` applies', () => {
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as { FirestoreApi: new () => { validateSpec(spec: unknown): void } };
    expect(() => new FirestoreApi().validateSpec(spec)).not.toThrow();
  });

  it('has a composite index for each catalogue, blog, order, customer, support inbox, careers and failed-mail query', () => {
    const expected: [string, ...string[]][] = [
      ['prod', 'status:ASCENDING', 'categorySlug:ASCENDING', 'createdAt:DESCENDING'],
      ['prod', 'status:ASCENDING', 'categorySlug:ASCENDING', 'price:ASCENDING'],
      ['prod', 'status:ASCENDING', 'categorySlug:ASCENDING', 'price:DESCENDING'],
      ['prod', 'status:ASCENDING', 'subCategoryId:ASCENDING', 'createdAt:DESCENDING'],
      ['prod', 'status:ASCENDING', 'subCategoryId:ASCENDING', 'price:ASCENDING'],
      ['prod', 'status:ASCENDING', 'price:ASCENDING'],
      ['prod', 'status:ASCENDING', 'title:ASCENDING'],
      ['prod', 'status:ASCENDING', 'searchKeywords:CONTAINS', 'createdAt:DESCENDING'],
      // A category's and a subcategory's listing filtered by one option value (issue 40), newest first.
      ['prod', 'status:ASCENDING', 'categorySlug:ASCENDING', 'optionValues:CONTAINS', 'createdAt:DESCENDING'],
      ['prod', 'status:ASCENDING', 'subCategoryId:ASCENDING', 'optionValues:CONTAINS', 'createdAt:DESCENDING'],
      ['prod', 'status:ASCENDING', 'stock:ASCENDING'],
      ['blogs', 'status:ASCENDING', 'publishedAt:DESCENDING'],
      ['blogs', 'status:ASCENDING', 'tags:CONTAINS', 'publishedAt:DESCENDING'],
      ['orders', 'uid:ASCENDING', 'createdAt:DESCENDING'],
      // Manage Orders' search by a customer's name (their uids) and by an order number's digits, in a status tab.
      ['customerStats', 'searchKeywords:CONTAINS', 'lastOrderAt:DESCENDING'],
      ['orders', 'status:ASCENDING', 'uid:ASCENDING', 'createdAt:DESCENDING'],
      ['orders', 'status:ASCENDING', 'number:ASCENDING', 'createdAt:DESCENDING'],
      ['careers', 'active:ASCENDING', 'postedAt:DESCENDING'],
      // The support inbox: a status tab (or every status but spam) newest first, and its search.
      ['messages', 'status:ASCENDING', 'createdAt:DESCENDING'],
      ['messages', 'status:ASCENDING', 'searchKeywords:CONTAINS', 'createdAt:DESCENDING'],
      ['videoCallRequests', 'status:ASCENDING', 'createdAt:DESCENDING'],
      ['videoCallRequests', 'status:ASCENDING', 'searchKeywords:CONTAINS', 'createdAt:DESCENDING'],
      // The admin's list of e-mails in one delivery state (RETRY, ERROR), newest first.
      ['mail', 'delivery.state:ASCENDING', 'createdAt:DESCENDING'],
    ];
    for (const [collectionGroup, ...fields] of expected) expect(has(collectionGroup, ...fields), fields.join(',')).toBe(true);
  });

  it("indexes reviews by updatedAt across products, for the admin queue's live listener (a collection-group order Firestore does not index by itself)", () => {
    const overrides =
      (spec as { fieldOverrides?: Array<{ collectionGroup: string; fieldPath: string; indexes: Array<{ order?: string; queryScope: string }> }> })
        .fieldOverrides ?? [];
    const reviews = overrides.find((entry) => entry.collectionGroup === 'reviews' && entry.fieldPath === 'updatedAt');
    expect(reviews?.indexes).toContainEqual({ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' });
    // An override replaces the field's automatic indexes: the collection's own stay.
    expect(reviews?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
  });
});

describe('stageHosting (Hosting predeploy)', () => {
  it('copies the client build into the public folder, replacing what was there', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, existsSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const { stageHosting } = await import('../../src/cli/stage-hosting');
    const root = mkdtempSync(path.join(os.tmpdir(), 'stage-hosting-'));
    try {
      const source = path.join(root, 'client');
      const target = path.join(root, 'public');
      mkdirSync(path.join(source, 'assets'), { recursive: true });
      writeFileSync(path.join(source, 'assets', 'app.js'), 'console.log(1)');
      mkdirSync(target);
      writeFileSync(path.join(target, 'stale.html'), 'old');
      stageHosting(source, target);
      expect(readFileSync(path.join(target, 'assets', 'app.js'), 'utf8')).toBe('console.log(1)');
      expect(existsSync(path.join(target, 'stale.html'))).toBe(false);
      expect(() => stageHosting(path.join(root, 'missing'), target)).toThrow(/build the apps first/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
