// firebase/firestore/lite in headless Chromium, from a page on another origin: a write, a read, a
// query and a transaction, so the browser's CORS checks (preflights included) must pass.

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentServer } from '../../src/server/index';
import { startTestServer } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Skipping the browser conformance test: ${CHROMIUM} is not installed (apt-get install chromium).`);

const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, doc, setDoc, getDoc, collection, query, where, orderBy, limit, getDocs, runTransaction } from 'firebase/firestore/lite';

async function main() {
  const { port } = window.__CONFIG__;
  const app = initializeApp({ projectId: 'demo-silver-shop', apiKey: 'browser-test' });
  const db = getFirestore(app);
  const iat = Math.floor(Date.now() / 1000);
  connectFirestoreEmulator(db, '127.0.0.1', port, { mockUserToken: { sub: 'browser-user', iat } });
  await setDoc(doc(db, 'prod/b1'), { cat: 'rings', price: 450 });
  await setDoc(doc(db, 'prod/b2'), { cat: 'rings', price: 900 });
  await setDoc(doc(db, 'prod/b3'), { cat: 'chains', price: 700 });
  const read = (await getDoc(doc(db, 'prod/b1'))).data();
  const rings = await getDocs(query(collection(db, 'prod'), where('cat', '==', 'rings'), orderBy('price', 'desc'), limit(5)));
  await setDoc(doc(db, 'counters/browser'), { n: 0 });
  await Promise.all([1, 2, 3].map(() => runTransaction(db, async (tx) => {
    const snap = await tx.get(doc(db, 'counters/browser'));
    tx.update(doc(db, 'counters/browser'), { n: snap.data().n + 1 });
  }, { maxAttempts: 20 })));
  const counter = (await getDoc(doc(db, 'counters/browser'))).data().n;
  return { read, ringIds: rings.docs.map((d) => d.id), counter };
}
main().then((r) => { window.__RESULT__ = r; }, (e) => { window.__RESULT__ = { error: String(e && e.message || e) }; });
`;

describe.skipIf(!hasChromium)('firebase/firestore/lite in headless Chromium', () => {
  let server: DocumentServer;
  let pageServer: Server;
  let pageUrl: string;

  beforeAll(async () => {
    server = await startTestServer();
    const bundle = await build({
      stdin: { contents: PAGE_SCRIPT, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const js = bundle.outputFiles[0]?.text ?? '';
    pageServer = createServer((req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(js);
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(`<!doctype html><script>window.__CONFIG__ = { port: ${server.port} };</script><script type="module" src="/app.js"></script>`);
      }
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    // "localhost" vs "127.0.0.1": a different origin from the document server, so CORS applies.
    pageUrl = `http://localhost:${(pageServer.address() as AddressInfo).port}/`;
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => pageServer?.close(() => resolve()));
    await server?.close();
  });

  it('writes, reads, queries and runs transactions across origins', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(pageUrl);
      await page.waitForFunction(() => (window as unknown as { __RESULT__?: unknown }).__RESULT__ !== undefined, undefined, { timeout: 45_000 });
      const result = await page.evaluate(() => (window as unknown as { __RESULT__: unknown }).__RESULT__);
      expect(result).toEqual({ read: { cat: 'rings', price: 450 }, ringIds: ['b2', 'b1'], counter: 3 });
    } finally {
      await browser.close();
    }
  }, 90_000);
});
