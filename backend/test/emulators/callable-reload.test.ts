// The callable host serves a rebuilt functions bundle without a restart, as the Functions emulator
// does, but only when the code changed. Every backend start rebuilds the functions, so a backend
// starting beside a running one writes the same bytes again; reloading then cost calls under way
// (a call that straddled the reload mixed two instances of firebase-admin and answered INTERNAL).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localAppCheckToken } from '../../../shared-auth/src/lib/app-check-token';
import { startCallableServer, type RunningCallableServer } from '../../src/emulators/callable-server';
import { findFreePort } from '../../src/emulators/ports';

const PROJECT = 'demo-silver-shop';
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'load-count.cjs');
// The copy must resolve firebase-functions from this repository: it sits beside the fixture.
const dir = mkdtempSync(path.join(path.dirname(FIXTURE), '.reload-'));
const modulePath = path.join(dir, 'index.cjs');
const logDir = mkdtempSync(path.join(tmpdir(), 'callable-reload-'));
const logFile = path.join(logDir, 'callables.log');

let host: RunningCallableServer;
beforeAll(async () => {
  copyFileSync(FIXTURE, modulePath);
  host = await startCallableServer({
    projectId: PROJECT,
    region: 'asia-south1',
    host: '127.0.0.1',
    port: await findFreePort(),
    modulePath,
    authEmulatorHost: '127.0.0.1:9',
    expectFunctions: ['loadCount'],
    logFile,
  });
}, 60_000);
afterAll(async () => {
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
});

async function load(): Promise<number> {
  const response = await fetch(`${host.url}/${PROJECT}/asia-south1/loadCount`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': localAppCheckToken('1:0:web:0', PROJECT).token },
    body: JSON.stringify({ data: null }),
  });
  const body = (await response.json()) as { result?: { load: number } };
  if (!body.result) throw new Error(`loadCount answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.load;
}

const logLines = (text: string): number => readFileSync(logFile, 'utf8').split(text).length - 1;

describe('the callable host, when the functions bundle is written', () => {
  it('keeps serving the same instance when the same bytes are written again', async () => {
    expect(await load()).toBe(1);
    writeFileSync(modulePath, readFileSync(modulePath));
    await vi.waitFor(() => expect(logLines('written again unchanged; not reloaded')).toBe(1), { timeout: 20_000, interval: 100 });
    expect(await load()).toBe(1);
  });

  it('reloads when the code changed', async () => {
    writeFileSync(modulePath, `${readFileSync(modulePath, 'utf8')}\n// rebuilt\n`);
    await vi.waitFor(() => expect(logLines('reloaded 1 callable')).toBe(1), { timeout: 20_000, interval: 100 });
    expect(await load()).toBe(2);
  });
});
