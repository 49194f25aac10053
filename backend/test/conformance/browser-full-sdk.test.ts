// The full firebase/firestore SDK in headless Chromium against the document server with the
// shop's own rules, over WebChannel both streaming and with forced long polling: a listener sees
// another client's commits; after the network is disabled, others change things and it comes back
// (and after the server restarts), its snapshot equals a fresh read; a customer cannot listen to
// another customer's order or to the whole orders collection.

import { existsSync, promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore } from '../../src/server/admin-client';
import { type DocumentServer, startDocumentServer } from '../../src/server/index';
import { PROJECT_ID } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import { initializeFirestore, connectFirestoreEmulator, collection, doc, query, where, orderBy, limit, onSnapshot, disableNetwork, enableNetwork, setDoc, terminate } from 'firebase/firestore';

let count = 0;
window.t = {
  dbs: {},
  snaps: {},
  errors: {},
  open(name, port, longPolling, claims) {
    const app = initializeApp({ projectId: '${PROJECT_ID}', apiKey: 'browser-test' }, 'app-' + ++count);
    const db = initializeFirestore(app, longPolling ? { experimentalForceLongPolling: true } : {});
    const iat = Math.floor(Date.now() / 1000);
    connectFirestoreEmulator(db, '127.0.0.1', port, { mockUserToken: { iat, ...claims } });
    this.dbs[name] = db;
  },
  listen(id, dbName, spec) {
    const db = this.dbs[dbName];
    const target = spec.doc
      ? doc(db, spec.doc)
      : query(collection(db, spec.collection), ...(spec.where ? [where(...spec.where)] : []), ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []), ...(spec.limit ? [limit(spec.limit)] : []));
    onSnapshot(target, { includeMetadataChanges: true }, (snap) => {
      const docs = spec.doc ? (snap.exists() ? [{ id: snap.id, data: snap.data() }] : []) : snap.docs.map((d) => ({ id: d.id, data: d.data() }));
      this.snaps[id] = { docs, fromCache: snap.metadata.fromCache, pending: snap.metadata.hasPendingWrites, at: Date.now() };
    }, (e) => { this.errors[id] = e.code; });
  },
  disable(name) { return disableNetwork(this.dbs[name]); },
  enable(name) { return enableNetwork(this.dbs[name]); },
  write(name, path, data) { return setDoc(doc(this.dbs[name], path), data); },
  close(name) { return terminate(this.dbs[name]); },
};
window.__READY__ = true;
`;

interface Snap {
  docs: { id: string; data: Record<string, unknown> }[];
  fromCache: boolean;
  pending: boolean;
}

const ADMIN = { sub: 'staff-1', admin: true, email: 'admin@example.com', email_verified: true };

describe.skipIf(!hasChromium)('the full SDK in Chromium', () => {
  let dataDir: string;
  let server: DocumentServer;
  let port = 0;
  let admin: AdminFirestore;
  let pages: Server;
  let browser: Browser;
  let pageUrl: string;

  const startServer = async (): Promise<void> => {
    server = await startDocumentServer({ port, dataDir, log: () => undefined });
    port = server.port;
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'full-sdk-'));
    await startServer();
    admin = createAdminFirestore({ host: `127.0.0.1:${port}`, projectId: PROJECT_ID });
    const bundle = await build({
      stdin: { contents: PAGE_SCRIPT, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const js = bundle.outputFiles[0]?.text ?? '';
    pages = createServer((req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(js);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html><script type="module" src="/app.js"></script>');
      }
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://localhost:${(pages.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await admin?.terminate();
    await new Promise<void>((resolve) => pages?.close(() => resolve()));
    await server?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => (window as unknown as { __READY__?: boolean }).__READY__ === true);
    return page;
  }

  const snap = (page: Page, id: string): Promise<Snap | undefined> =>
    page.evaluate((key) => (window as unknown as { t: { snaps: Record<string, Snap> } }).t.snaps[key], id);
  const errorOf = (page: Page, id: string): Promise<string | undefined> =>
    page.evaluate((key) => (window as unknown as { t: { errors: Record<string, string> } }).t.errors[key], id);

  /** The admin's view of the query, as a fresh read through another client. */
  async function freshRead(collection: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
    const result = await admin.collection(collection).orderBy('createdAt', 'desc').limit(20).get();
    return result.docs.map((d) => ({ id: d.id, data: d.data() }));
  }

  for (const longPolling of [false, true]) {
    const mode = longPolling ? 'long polling' : 'streaming';

    it(`${mode}: a listener sees other clients' commits and, after offline changes and a server restart, equals a fresh read`, async () => {
      const page = await newPage();
      const col = `orders-${longPolling ? 'lp' : 'st'}`;
      // Order ids per mode; both modes read the shop's real "orders" rules as staff.
      await page.evaluate(({ p, lp, claims }) => (window as unknown as { t: { open: (...a: unknown[]) => void } }).t.open('staff', p, lp, claims), {
        p: port,
        lp: longPolling,
        claims: ADMIN,
      });
      await admin.doc(`orders/${col}-1`).set({ uid: 'c1', status: 'placed', total: 100, createdAt: 1 });
      await page.evaluate(() =>
        (window as unknown as { t: { listen: (...a: unknown[]) => void } }).t.listen('orders', 'staff', {
          collection: 'orders',
          orderBy: ['createdAt', 'desc'],
          limit: 20,
        }),
      );
      await expect.poll(async () => (await snap(page, 'orders'))?.fromCache === false, { timeout: 20_000 }).toBe(true);

      // Another client places an order: it appears without a reload.
      const placed = Date.now();
      await admin.doc(`orders/${col}-2`).set({ uid: 'c2', status: 'placed', total: 250, createdAt: 2 });
      await expect.poll(async () => (await snap(page, 'orders'))?.docs.map((d) => d.id), { timeout: 10_000 }).toContain(`${col}-2`);
      expect(Date.now() - placed).toBeLessThan(5_000);

      // Offline while others add, change and delete; back online it equals a fresh read.
      await page.evaluate(() => (window as unknown as { t: { disable: (n: string) => Promise<void> } }).t.disable('staff'));
      await admin.doc(`orders/${col}-3`).set({ uid: 'c3', status: 'placed', total: 75, createdAt: 3 });
      await admin.doc(`orders/${col}-1`).update({ status: 'shipped' });
      await admin.doc(`orders/${col}-2`).delete();
      await page.evaluate(() => (window as unknown as { t: { enable: (n: string) => Promise<void> } }).t.enable('staff'));
      const expected = await freshRead('orders');
      await expect.poll(async () => (await snap(page, 'orders'))?.docs, { timeout: 20_000 }).toEqual(expected);

      // The server restarts (its run, and so every resume token, is new); changes after it arrive too.
      await server.close();
      await startServer();
      await admin.doc(`orders/${col}-4`).set({ uid: 'c4', status: 'placed', total: 10, createdAt: 4 });
      await admin.doc(`orders/${col}-3`).update({ status: 'packed' });
      const afterRestart = await freshRead('orders');
      await expect.poll(async () => (await snap(page, 'orders'))?.docs, { timeout: 30_000 }).toEqual(afterRestart);
      expect((await snap(page, 'orders'))?.fromCache).toBe(false);
      await page.close();
    }, 120_000);
  }

  it('lets a customer listen to their own order, and to no one else’s nor to every order', async () => {
    const page = await newPage();
    await admin.doc('orders/mine').set({ uid: 'cust-1', status: 'placed', total: 5, createdAt: 10 });
    await admin.doc('orders/theirs').set({ uid: 'cust-2', status: 'placed', total: 6, createdAt: 11 });
    await page.evaluate((p) => (window as unknown as { t: { open: (...a: unknown[]) => void } }).t.open('cust', p, false, { sub: 'cust-1' }), port);
    await page.evaluate(() => {
      const t = (window as unknown as { t: { listen: (...a: unknown[]) => void } }).t;
      t.listen('mine', 'cust', { doc: 'orders/mine' });
      t.listen('theirs', 'cust', { doc: 'orders/theirs' });
      t.listen('all', 'cust', { collection: 'orders' });
      t.listen('own-query', 'cust', { collection: 'orders', where: ['uid', '==', 'cust-1'] });
    });
    await expect.poll(() => errorOf(page, 'theirs'), { timeout: 20_000 }).toBe('permission-denied');
    await expect.poll(() => errorOf(page, 'all'), { timeout: 20_000 }).toBe('permission-denied');
    await expect.poll(async () => (await snap(page, 'mine'))?.docs.map((d) => d.data['status']), { timeout: 20_000 }).toEqual(['placed']);
    await expect.poll(async () => (await snap(page, 'own-query'))?.docs.map((d) => d.id), { timeout: 20_000 }).toEqual(['mine']);
    // A status change by staff reaches the customer's own listener.
    await admin.doc('orders/mine').update({ status: 'shipped' });
    await expect.poll(async () => (await snap(page, 'mine'))?.docs.map((d) => d.data['status']), { timeout: 10_000 }).toEqual(['shipped']);
    expect(await errorOf(page, 'mine')).toBeUndefined();
    await page.close();
  }, 90_000);
});
