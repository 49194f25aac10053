// The local mail server as startBackend() runs it: messages sent with nodemailer over SMTP, read
// back through the JSON API and the /__mail pages, cleared, refused to anything not on loopback,
// and kept across a restart of a backend with a data folder.
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMailTransport } from '../../functions/src/mail/deliver-mail';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import { findFreePorts } from '../../src/emulators/ports';
import { StartupError } from '../../src/emulators/startup-error';
import { startMailWeb } from '../../src/mail/mail-web';
import { MailStore } from '../../src/mail/mail-store';
import { startLocalSmtp } from '../../src/mail/local-smtp-server';
import { holdDefaultPorts } from '../support/default-ports';

interface ApiMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  date: string;
  receivedAt: string;
}

/** Only the document server and the mail server: no emulators, no seed (a few hundred ms). */
const startLight = (options: Parameters<typeof startBackend>[0] = {}) =>
  startBackend({ emulators: false, seed: false, ports: { firestore: 0, smtp: 0, mailWeb: 0 }, ...options });

async function messages(webUrl: string, to?: string): Promise<ApiMessage[]> {
  const response = await fetch(`${webUrl}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return ((await response.json()) as { messages: ApiMessage[] }).messages;
}

/** A raw HTTP request, so that Host and the source address can be chosen. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ...(options.localAddress ? { localAddress: options.localAddress } : {}) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** This machine's first non-loopback IPv4 address, to reach a server as another host would. */
const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('the local mail server of startBackend()', () => {
  let backend: RunningBackend;
  let webUrl: string;

  beforeAll(async () => {
    backend = await startLight({ inMemory: true });
    webUrl = backend.endpoints.mail.webUrl;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('listens on loopback and says where', () => {
    expect(backend.endpoints.mail.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__mail$/);
  });

  it('keeps what is sent over SMTP and returns it parsed, filtered by recipient', async () => {
    const transport = createMailTransport(backend.endpoints.mail.smtpUrl);
    await transport.sendMail({
      from: '"Rajatmaya Silver" <wholesale@rajatmaya.example>',
      to: 'priya@shop-test.example',
      subject: 'Your order SO-2026-000001 has shipped',
      text: 'Your parcel is on its way.',
      html: '<p>Your parcel is <strong>on its way</strong>.</p>',
    });
    await transport.sendMail({ from: 'wholesale@rajatmaya.example', to: 'ravi@shop-test.example', subject: 'Re: Bulk order', text: 'Yes.' });

    const forPriya = await messages(webUrl, 'PRIYA@shop-test.example');
    expect(forPriya).toHaveLength(1);
    expect(forPriya[0]).toMatchObject({
      to: ['priya@shop-test.example'],
      from: '"Rajatmaya Silver" <wholesale@rajatmaya.example>',
      subject: 'Your order SO-2026-000001 has shipped',
      html: '<p>Your parcel is <strong>on its way</strong>.</p>',
    });
    expect(forPriya[0]?.text.trim()).toBe('Your parcel is on its way.');
    expect(Date.now() - Date.parse(forPriya[0]?.date ?? '')).toBeLessThan(10 * 60_000);
    // Newest first.
    expect((await messages(webUrl)).map((message) => message.subject).slice(0, 2)).toEqual(['Re: Bulk order', 'Your order SO-2026-000001 has shipped']);
    expect(await messages(webUrl, 'nobody@shop-test.example')).toEqual([]);
  });

  it('lists messages on /__mail and shows one with its HTML part sandboxed and its text part', async () => {
    const transport = createMailTransport(backend.endpoints.mail.smtpUrl);
    await transport.sendMail({
      from: 'shop@shop-test.example',
      to: 'viewer@shop-test.example',
      subject: '<script>alert("subject")</script> Order confirmed',
      text: 'Plain <b>text</b> part',
      html: '<p>HTML part</p><script>parent.document.title = "pwned"</script><img src="https://tracker.example/pixel.gif">',
    });
    const list = await fetch(webUrl);
    expect(list.status).toBe(200);
    const policy = list.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const listDocument = new JSDOM(await list.text()).window.document;
    expect(listDocument.querySelectorAll('script').length).toBe(0);
    const rows = [...listDocument.querySelectorAll('tbody tr')];
    expect(rows[0]?.textContent).toContain('<script>alert("subject")</script> Order confirmed');
    expect(rows[0]?.textContent).toContain('viewer@shop-test.example');
    const link = rows[0]?.querySelector('a')?.getAttribute('href') ?? '';
    expect(link).toMatch(/^\/__mail\/messages\//);

    const origin = new URL(webUrl).origin;
    const view = await fetch(`${origin}${link}`);
    expect(view.status).toBe(200);
    const viewDocument = new JSDOM(await view.text()).window.document;
    expect(viewDocument.querySelectorAll('script').length).toBe(0);
    const frame = viewDocument.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(viewDocument.querySelector('pre')?.textContent?.trim()).toBe('Plain <b>text</b> part');

    const htmlPart = await fetch(`${origin}${frame?.getAttribute('src') ?? ''}`);
    expect(htmlPart.status).toBe(200);
    const framePolicy = htmlPart.headers.get('content-security-policy') ?? '';
    // Its own sandbox even when opened directly; no script, and nothing loaded from outside.
    expect(framePolicy).toMatch(/(^|; )sandbox(;|$)/);
    expect(framePolicy).toContain("default-src 'none'");
    expect(framePolicy).not.toMatch(/script-src|https?:/);
    expect(await htmlPart.text()).toContain('<p>HTML part</p>');

    const raw = await fetch(`${origin}${link}/raw`);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toMatch(/^Subject: /m);
  });

  it('clears every message with DELETE /__mail/api/messages', async () => {
    const transport = createMailTransport(backend.endpoints.mail.smtpUrl);
    await transport.sendMail({ from: 'shop@shop-test.example', to: 'clear@shop-test.example', subject: 'To be cleared', text: 'x' });
    expect((await messages(webUrl)).length).toBeGreaterThan(0);
    const response = await fetch(`${webUrl}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await messages(webUrl)).toEqual([]);
  });

  it('refuses a request naming another host (DNS rebinding) or coming from another site', async () => {
    const transport = createMailTransport(backend.endpoints.mail.smtpUrl);
    await transport.sendMail({ from: 'shop@shop-test.example', to: 'secret@shop-test.example', subject: 'Private', text: 'x' });
    const api = `${webUrl}/api/messages`;

    const rebound = await request(api, { headers: { host: `attacker.example:${new URL(webUrl).port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.body).not.toContain('secret@shop-test.example');
    expect((await request(webUrl, { headers: { host: 'attacker.example' } })).status).toBe(403);

    const crossSite = await request(api, { method: 'DELETE', headers: { origin: 'https://attacker.example' } });
    expect(crossSite.status).toBe(403);
    expect(await messages(webUrl, 'secret@shop-test.example')).toHaveLength(1);

    // The same requests from this machine's own pages are answered.
    expect((await request(api, { headers: { host: `localhost:${new URL(webUrl).port}`, origin: `http://localhost:${new URL(webUrl).port}` } })).status).toBe(
      200,
    );
  });

  it('stops listening on close()', async () => {
    const other = await startLight({ inMemory: true });
    const smtpPort = Number(new URL(other.endpoints.mail.smtpUrl).port);
    const webPort = Number(new URL(other.endpoints.mail.webUrl).port);
    await other.close();
    for (const port of [smtpPort, webPort]) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });

  it('takes its ports from SMTP_PORT and MAIL_WEB_PORT, and free ones when the caller chooses only the others', async () => {
    // Beside a running `npm start` too: every other server is given port 0, never its default.
    const releaseDefaults = await holdDefaultPorts();
    onTestFinished(releaseDefaults);
    const [smtpPort, webPort] = await findFreePorts(2);
    // The variables alone choose the ports here, so every server started gets one (0: a free one).
    const otherPorts = { FIRESTORE_PORT: '0', STORAGE_PORT: '0', AUTH_PORT: '0', FUNCTIONS_PORT: '0' };
    const fromEnv = await startBackend({
      inMemory: true,
      emulators: false,
      seed: false,
      env: { ...otherPorts, SMTP_PORT: String(smtpPort), MAIL_WEB_PORT: String(webPort) },
    });
    try {
      expect(fromEnv.endpoints.mail).toEqual({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://127.0.0.1:${webPort}/__mail` });
    } finally {
      await fromEnv.close();
    }
    const chosen = await startBackend({ inMemory: true, emulators: false, seed: false, ports: { firestore: 0 }, env: { SMTP_PORT: String(smtpPort) } });
    try {
      expect(new URL(chosen.endpoints.mail.smtpUrl).port).not.toBe(String(smtpPort));
      expect(new URL(chosen.endpoints.mail.smtpUrl).port).not.toBe('2525');
      expect(new URL(chosen.endpoints.mail.webUrl).port).not.toBe('8025');
    } finally {
      await chosen.close();
    }
    await expect(
      startBackend({ inMemory: true, emulators: false, seed: false, env: { ...otherPorts, MAIL_WEB_PORT: '0', SMTP_PORT: 'twenty' } }),
    ).rejects.toMatchObject({
      code: 'invalid-configuration',
      message: expect.stringContaining('SMTP_PORT=twenty'),
    });
  });

  it('reports a busy SMTP port by its variable', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const error = await startLight({ inMemory: true, ports: { firestore: 0, smtp: port, mailWeb: 0 } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as StartupError).code).toBe('port-in-use');
      expect((error as StartupError).message).toContain('SMTP_PORT');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe.skipIf(!externalAddress)('from another host', () => {
  // Listening on every interface (which startBackend never does) to be reached from a
  // non-loopback address: the servers must still refuse.
  it('the viewer refuses a non-loopback peer even with a loopback Host header', async () => {
    const store = await MailStore.open(null);
    const web = await startMailWeb({ store, port: 0, host: '0.0.0.0' });
    try {
      const url = `http://${externalAddress}:${web.port}/__mail/api/messages`;
      const fromOutside = await request(url, { headers: { host: `127.0.0.1:${web.port}` }, localAddress: externalAddress as string });
      expect(fromOutside.status).toBe(403);
      expect(fromOutside.body).toMatch(/this machine only/);
      const fromHere = await request(`http://127.0.0.1:${web.port}/__mail/api/messages`);
      expect(fromHere.status).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('the SMTP server refuses a non-loopback client', async () => {
    const store = await MailStore.open(null);
    const smtp = await startLocalSmtp({ store, port: 0, host: '0.0.0.0' });
    try {
      const transport = createMailTransport(`smtp://${externalAddress}:${smtp.port}`);
      await expect(transport.sendMail({ from: 'a@shop-test.example', to: 'b@shop-test.example', subject: 'x', text: 'x' })).rejects.toThrow(
        /this machine only/,
      );
      expect(store.list()).toEqual([]);
      await createMailTransport(`smtp://127.0.0.1:${smtp.port}`).sendMail({ from: 'a@shop-test.example', to: 'b@shop-test.example', subject: 'x', text: 'x' });
      expect(store.list()).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe('a backend with a data folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'silver-mail-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps received messages across a restart, as .eml files and an index', async () => {
    const first = await startLight({ dataDir });
    let before: ApiMessage[];
    try {
      const transport = createMailTransport(first.endpoints.mail.smtpUrl);
      await transport.sendMail({
        from: 'shop@shop-test.example',
        to: 'kept@shop-test.example',
        subject: 'Kept ₹1,23,456.00',
        text: 'Survives restarts',
        html: '<p>Survives</p>',
      });
      await transport.sendMail({ from: 'shop@shop-test.example', to: 'kept@shop-test.example', subject: 'Second', text: 'Also kept' });
      before = await messages(first.endpoints.mail.webUrl, 'kept@shop-test.example');
      expect(before).toHaveLength(2);
    } finally {
      await first.close();
    }
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    expect(existsSync(path.join(dataDir, 'mail', 'index.json'))).toBe(true);

    const second = await startLight({ dataDir });
    try {
      const after = await messages(second.endpoints.mail.webUrl, 'kept@shop-test.example');
      expect(after).toEqual(before);
      expect(after.map((message) => message.subject)).toEqual(['Second', 'Kept ₹1,23,456.00']);
      // Clearing removes the files too.
      await fetch(`${second.endpoints.mail.webUrl}/api/messages`, { method: 'DELETE' });
    } finally {
      await second.close();
    }
    expect(readdirSync(path.join(dataDir, 'mail')).filter((file) => file.endsWith('.eml'))).toEqual([]);
  });

  it('writes nothing for an in-memory backend', async () => {
    const backend = await startLight({ inMemory: true });
    try {
      expect(backend.dataDir).toBeNull();
      await createMailTransport(backend.endpoints.mail.smtpUrl).sendMail({
        from: 'a@shop-test.example',
        to: 'memory@shop-test.example',
        subject: 'x',
        text: 'x',
      });
      expect(await messages(backend.endpoints.mail.webUrl, 'memory@shop-test.example')).toHaveLength(1);
    } finally {
      await backend.close();
    }
    const restarted = await startLight({ inMemory: true });
    try {
      expect(await messages(restarted.endpoints.mail.webUrl)).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
