// `npm run start:prod` and the production server it runs (the container's command): it refuses to
// start without a real Firebase project, answers /__health, and on SIGTERM finishes the request in
// flight and exits 0 within Cloud Run's ten seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, shellServerFile } from './lib/apps';
import { freePort } from './lib/ports';
import { appsNotBuilt, productionServerEnv } from './lib/production-server';
import { waitForHttp } from './lib/shell-process';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The environment without any Firebase configuration (the developer's shell may have some). */
function withoutFirebase(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith('FIREBASE_') || name === 'NODE_ENV' || name === 'HOST') delete env[name];
  return { ...env, ...extra };
}

/**
 * Free ports for the shop server and every local backend server: a refusal that came too late would
 * start them here, not on the defaults of a developer's running `npm start`.
 */
async function ownPorts(): Promise<Record<string, string>> {
  const names = ['PORT', 'FIRESTORE_PORT', 'AUTH_PORT', 'FUNCTIONS_PORT', 'STORAGE_PORT', 'SMTP_PORT', 'MAIL_WEB_PORT'];
  const ports = await Promise.all(names.map(() => freePort()));
  return Object.fromEntries(names.map((name, index) => [name, String(ports[index])]));
}

/** Runs Node with these arguments until it exits (killed after the test if it is still running). */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const runStartProd = (args: string[], env: NodeJS.ProcessEnv) => runNode(['--import', 'tsx', path.join(repoRoot, 'scripts', 'start-prod.ts'), ...args], env);
const runServer = (env: NodeJS.ProcessEnv) => runNode([shellServerFile], env);

describe('npm run start:prod refuses to start without a real Firebase project', () => {
  it('says which variables to set, and how to use the local backend instead', async () => {
    const { code, output } = await runStartProd([], withoutFirebase(await ownPorts()));
    expect(code).not.toBe(0);
    expect(output).toContain('FIREBASE_PROJECT_ID is not set');
    expect(output).toContain('FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_APP_ID');
    expect(output).toContain('npm run start:prod -- --local-backend');
  });

  it('names the missing keys of an incomplete configuration, and refuses a demo project', async () => {
    const partial = await runStartProd([], withoutFirebase({ ...(await ownPorts()), FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k' }));
    expect(partial.code).not.toBe(0);
    expect(partial.output).toContain('FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID are not set');
    const demo = await runStartProd([], withoutFirebase({ ...(await ownPorts()), FIREBASE_PROJECT_ID: 'demo-silver-shop' }));
    expect(demo.code).not.toBe(0);
    expect(demo.output).toContain('"demo-silver-shop", a demo project of the local backend');
  });

  it('keeps the local backend on this machine', async () => {
    const { code, output } = await runStartProd(['--local-backend'], withoutFirebase({ ...(await ownPorts()), HOST: '0.0.0.0' }));
    expect(code).not.toBe(0);
    expect(output).toContain('--local-backend serves on this machine only');
  });
});

/** Why the built server cannot show what this change does, or null. */
function buildMissing(): string | null {
  if (appsNotBuilt(['shell']).length) return `${path.relative(repoRoot, shellServerFile)} is absent: build the shell first (npm run build -- --only shell)`;
  const serverDir = path.dirname(shellServerFile);
  const knowsFlag = readdirSync(serverDir).some(
    (file) => file.endsWith('.js') && readFileSync(path.join(serverDir, file), 'utf8').includes('SHOP_LOCAL_BACKEND'),
  );
  return knowsFlag
    ? null
    : `${path.relative(repoRoot, serverDir)} was built before SHOP_LOCAL_BACKEND existed: rebuild the shell (npm run build -- --only shell)`;
}

/** True once nothing accepts connections on the port (the server stopped listening). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** /__health's details (asked from this machine), over a new connection each time. */
function healthDetails(port: number): Promise<{ pid?: number; worker?: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/__health', agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve(JSON.parse(text) as { pid?: number; worker?: number }));
        response.once('error', reject);
      })
      .once('error', reject);
  });
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the production server as start:prod runs it', () => {
  it('refuses to start without a Firebase project or with an incomplete one, as the container would', async (context) => {
    const missing = buildMissing();
    if (missing) context.skip(missing);
    const base = { ...productionServerEnv({ localBackend: false }), HOST: '0.0.0.0', PORT: String(await freePort()) };
    const none = await runServer(withoutFirebase(base));
    expect(none.code).toBe(1);
    expect(none.output).toMatch(/FIREBASE_PROJECT_ID is not set.*NODE_ENV is production/);
    const partial = await runServer(withoutFirebase({ ...base, FIREBASE_PROJECT_ID: 'shop-prod', FIREBASE_API_KEY: 'k' }));
    expect(partial.code).toBe(1);
    expect(partial.output).toContain('FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID are not set');
  });

  it('with several worker processes, refuses a port in use and a bad SHELL_WORKERS, exiting 1', async (context) => {
    const missing = buildMissing();
    if (missing) context.skip(missing);
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = String((taken.address() as net.AddressInfo).port);
      const env = withoutFirebase({ ...productionServerEnv({ localBackend: true }), PORT: port });
      const inUse = await runServer({ ...env, SHELL_WORKERS: '2' });
      expect(inUse.code).toBe(1);
      expect(inUse.output).toContain(`Port ${port} is already in use`);
      const bad = await runServer({ ...env, SHELL_WORKERS: 'many' });
      expect(bad.code).toBe(1);
      expect(bad.output).toContain('SHELL_WORKERS must be a whole number from 1 to 64, or "auto"');
    } finally {
      taken.close();
    }
  });

  it.for([1, 2])(
    'with %i worker process(es), answers /__health, and on SIGTERM finishes the request in flight and exits 0 within 10 s',
    async (workers, context) => {
      const missing = buildMissing();
      if (missing) context.skip(missing);
      // Free ports for everything it could reach: no remote and no backend answers there.
      // Taken together, so none is handed out twice.
      const [port, ...unused] = (await Promise.all(Array.from({ length: 9 }, () => freePort()))) as [number, ...number[]];
      const nowhere = (index: number) => String(unused[index]);
      const env = withoutFirebase({
        ...productionServerEnv({ localBackend: true }),
        PORT: String(port),
        REMOTE_CATALOG_URL: `http://127.0.0.1:${nowhere(0)}/`,
        REMOTE_ACCOUNT_URL: `http://127.0.0.1:${nowhere(1)}/`,
        REMOTE_CONTENT_URL: `http://127.0.0.1:${nowhere(2)}/`,
        REMOTE_ADMIN_URL: `http://127.0.0.1:${nowhere(3)}/`,
        FIRESTORE_PORT: nowhere(4),
        AUTH_PORT: nowhere(5),
        FUNCTIONS_PORT: nowhere(6),
        STORAGE_PORT: nowhere(7),
        SHELL_WORKERS: String(workers),
      });
      const child = spawn(process.execPath, [shellServerFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
      );

      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/__health`, 20_000, child).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
      });
      const health = await fetch(`${base}/__health`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await health.json()).toEqual({ ok: true });
      if (workers > 1) {
        // Each new connection goes to the next worker: every worker answers, under the server's pid.
        await until(async () => output.includes(`ready at ${base} (${workers} worker processes)`), 'the server says every worker is ready');
        const answeredBy = new Set<number>();
        await until(async () => {
          const details = await healthDetails(port);
          expect(details.pid).toBe(child.pid);
          if (details.worker) answeredBy.add(details.worker);
          return answeredBy.size === workers;
        }, `all ${workers} workers answer`);
      }

      // A slow client: POST /__events whose head has arrived (the server's 100 Continue says the
      // request is being handled) and whose body is still to come, on a keep-alive connection.
      const agent = new http.Agent({ keepAlive: true });
      const body = ['not ', 'json'];
      const request = http.request(`${base}/__events`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': String(body.join('').length), expect: '100-continue' },
      });
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.once('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.once('error', reject);
        });
        request.once('error', reject);
      });
      await new Promise<void>((resolve) => request.once('continue', () => resolve()));
      request.write(body[0]);

      const signalled = performance.now();
      child.kill('SIGTERM');
      await until(() => refusesConnections(port), 'the server stops accepting connections');
      expect(child.exitCode).toBeNull();

      request.end(body[1]);
      const answered = await response;
      const answeredAt = performance.now();
      expect(answered.status).toBe(400);
      expect(answered.text).toContain('not JSON');

      const { code, signal, at } = await exited;
      agent.destroy();
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(at - signalled).toBeLessThan(10_000);
      // Promptly once the last response is sent: the client's keep-alive connection is closed as soon
      // as it is idle, not left to Node's 5 s keep-alive timeout.
      expect(at - answeredAt).toBeLessThan(3_000);
    },
  );
});
