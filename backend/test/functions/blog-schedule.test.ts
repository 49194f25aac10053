// Scheduled blog posts: hidden from shoppers by the real rules until publishDuePosts (the code the
// production schedule and the local backend's timer both run) publishes them at their time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDuePosts, SCHEDULE_ACTOR } from '../../functions/src/blog-schedule';
import { compileRules } from '../../src/rules';
import type { DocumentServer } from '../../src/server/index';
import { adminClient, closeClients, liteClient, startTestServer } from '../conformance/helpers';

const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

let server: DocumentServer;
let admin: AdminFirestore;
let shopper: Firestore;

const post = (slug: string, publishAt: Date) => ({
  slug,
  title: `Post ${slug}`,
  excerpt: 'An excerpt.',
  body: 'Some words.',
  status: 'scheduled',
  publishAt: Timestamp.fromDate(publishAt),
  tags: ['care'],
  updatedAt: Timestamp.now(),
});

async function publicSlugs(): Promise<string[]> {
  const snapshot = await getDocs(query(collection(shopper, 'blogs'), where('status', '==', 'published')));
  return snapshot.docs.map((item) => String(item.get('slug'))).sort();
}

beforeAll(async () => {
  server = await startTestServer(compileRules(readFileSync(RULES_PATH, 'utf8'), 'firestore.rules'));
  admin = adminClient(server);
  shopper = liteClient(server);
});

afterAll(async () => {
  await closeClients();
  await server.close();
});

describe('publishDuePosts', () => {
  it('publishes the posts whose time has come, at that time, and nothing else', async () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    const due = new Date(now.getTime() - 30_000);
    await admin.doc('blogs/due').set(post('due', due));
    await admin.doc('blogs/later').set(post('later', new Date(now.getTime() + 60_000)));
    await admin.doc('blogs/draft').set({ ...post('draft', due), status: 'draft' });

    // Before: a shopper can neither list nor open a scheduled post.
    expect(await publicSlugs()).toEqual([]);
    await expect(getDoc(doc(shopper, 'blogs/due'))).rejects.toMatchObject({ code: 'permission-denied' });

    expect(await publishDuePosts(admin, now)).toEqual({ published: ['due'] });

    const published = (await admin.doc('blogs/due').get()).data() ?? {};
    expect(published['status']).toBe('published');
    // Dated when it was scheduled for, not when the run happened to pick it up.
    expect((published['publishedAt'] as Timestamp).toMillis()).toBe(due.getTime());
    expect(published).not.toHaveProperty('publishAt');
    const audit = (await admin.doc(`adminAudit/${String(published['lastAuditId'])}`).get()).data() ?? {};
    expect(audit).toMatchObject({ action: 'blog.publish', target: 'blogs/due', by: SCHEDULE_ACTOR.uid });

    expect(await publicSlugs()).toEqual(['due']);
    expect((await getDoc(doc(shopper, 'blogs/due'))).get('title')).toBe('Post due');
    await expect(getDoc(doc(shopper, 'blogs/later'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin.doc('blogs/draft').get()).get('status')).toBe('draft');

    // A second run finds nothing; once the later post's time comes, it goes too.
    expect(await publishDuePosts(admin, now)).toEqual({ published: [] });
    expect(await publishDuePosts(admin, new Date(now.getTime() + 60_000))).toEqual({ published: ['later'] });
    expect(await publicSlugs()).toEqual(['due', 'later']);
  });

  it('leaves a post the editor moved back to draft after the query saw it', async () => {
    const now = new Date('2026-11-25T11:00:00.000Z');
    await admin.doc('blogs/moved').set(post('moved', new Date(now.getTime() - 1_000)));
    // The transaction re-reads the post: a change between the query and it wins.
    const original = admin.runTransaction.bind(admin);
    let changed = false;
    const racing = Object.create(admin) as AdminFirestore;
    racing.runTransaction = (async (...args: Parameters<AdminFirestore['runTransaction']>) => {
      if (!changed) {
        changed = true;
        await admin.doc('blogs/moved').update({ status: 'draft' });
      }
      return original(...args);
    }) as AdminFirestore['runTransaction'];
    expect(await publishDuePosts(racing, now)).toEqual({ published: [] });
    expect((await admin.doc('blogs/moved').get()).get('status')).toBe('draft');
  });
});
