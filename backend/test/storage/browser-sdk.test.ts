// firebase/storage in headless Chromium, as the admin's media library uses it: a refused upload's
// reason reaches the page. In a browser the SDK reports any 400 as storage/unknown and takes its
// serverResponse from the status line's reason phrase (xhr.statusText), not from the body.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageServer } from '../../src/storage/index';
import { startTestStorage } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Skipping the browser storage test: ${CHROMIUM} is not installed (apt-get install chromium).`);

const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadString, getMetadata } from 'firebase/storage';

async function main() {
  const { port, bucket } = window.__CONFIG__;
  const app = initializeApp({ projectId: 'demo-silver-shop', apiKey: 'browser-test', storageBucket: bucket });
  const storage = getStorage(app);
  const iat = Math.floor(Date.now() / 1000);
  connectStorageEmulator(storage, '127.0.0.1', port, { mockUserToken: { sub: 'admin-1', admin: true, iat } });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  const stored = await uploadString(ref(storage, 'media/2026/b/logo.svg'), svg, 'raw', { contentType: 'image/svg+xml' });
  let refused = null;
  try {
    await uploadString(ref(storage, 'media/2026/b/page.png'), '<!doctype html><html><script>alert(1)</script></html>', 'raw', { contentType: 'image/png' });
  } catch (e) {
    refused = { code: e.code, status: e.status, serverResponse: e.serverResponse };
  }
  return { storedType: stored.metadata.contentType, refused };
}
main().then((r) => { window.__RESULT__ = r; }, (e) => { window.__RESULT__ = { error: String(e && e.message || e) }; });
`;

describe.skipIf(!hasChromium)('firebase/storage in headless Chromium', () => {
  let server: StorageServer;
  let pageServer: Server;
  let pageUrl: string;

  beforeAll(async () => {
    server = await startTestStorage();
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
        res.end(
          `<!doctype html><script>window.__CONFIG__ = ${JSON.stringify({ port: server.port, bucket: server.bucket })};</script><script type="module" src="/app.js"></script>`,
        );
      }
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://localhost:${(pageServer.address() as AddressInfo).port}/`;
  }, 60_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => pageServer?.close(() => resolve()));
    await server?.close();
  });

  it('hands the page the reason an upload of HTML declared as image/png was refused', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(pageUrl);
      await page.waitForFunction(() => (window as unknown as { __RESULT__?: unknown }).__RESULT__ !== undefined, undefined, { timeout: 45_000 });
      const result = await page.evaluate(() => (window as unknown as { __RESULT__: unknown }).__RESULT__);
      expect(result).toEqual({
        storedType: 'image/svg+xml',
        refused: {
          code: 'storage/unknown',
          status: 400,
          serverResponse:
            'The object is declared as image/png, but its first bytes are not a PNG image (they look like HTML). Upload the image itself, with the content type of its format.',
        },
      });
    } finally {
      await browser.close();
    }
  }, 90_000);
});
