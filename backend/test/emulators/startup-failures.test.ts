// What start-up reports when something is in the way, and that it leaves nothing running.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackend } from '../../src/cli/start-backend';
import { emulatorConfigPath } from '../../src/emulators/emulator-config';
import { assertPortsFree, findFreePort, findFreePorts } from '../../src/emulators/ports';
import { DEFAULT_FIREBASE_CONFIG, BACKEND_DIR, startEmulators } from '../../src/emulators/start-emulators';
import { StartupError } from '../../src/emulators/startup-error';

const servers: net.Server[] = [];
const folders: string[] = [];

async function occupyPort(): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'startup-test-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('busy ports', () => {
  it('names the port, what needs it and the variable that moves it', async () => {
    const port = await occupyPort();
    const error = await assertPortsFree([{ port, label: 'Auth emulator', envName: 'AUTH_PORT' }], '127.0.0.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as StartupError).code).toBe('port-in-use');
    expect((error as StartupError).message).toContain(`Port ${port} on 127.0.0.1, needed by the Auth emulator, is already in use`);
    expect((error as StartupError).message).toContain('AUTH_PORT=');
  });

  it('refuses the same port for two services', async () => {
    const port = await findFreePort();
    await expect(
      assertPortsFree(
        [
          { port, label: 'document server', envName: 'FIRESTORE_PORT' },
          { port, label: 'Functions emulator', envName: 'FUNCTIONS_PORT' },
        ],
        '127.0.0.1',
      ),
    ).rejects.toThrow(`Port ${port} is configured for both the document server and the Functions emulator`);
  });

  it('hands out distinct free ports', async () => {
    const ports = await findFreePorts(6);
    expect(new Set(ports).size).toBe(6);
    await expect(
      assertPortsFree(
        ports.map((port) => ({ port, label: 'test', envName: 'X' })),
        '127.0.0.1',
      ),
    ).resolves.toBeUndefined();
  });

  it('makes startBackend fail before starting anything', async () => {
    const busy = await occupyPort();
    const started = Date.now();
    await expect(startBackend({ inMemory: true, ports: { firestore: 0, auth: 0, functions: busy, storage: 0 } })).rejects.toMatchObject({
      code: 'port-in-use',
      message: expect.stringContaining('callable functions server'),
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('explains a port variable that is not a number', async () => {
    // The other variables name free ports (0), so a check that came too late would not reach for a default one.
    const otherPorts = { FIRESTORE_PORT: '0', FUNCTIONS_PORT: '0', STORAGE_PORT: '0', SMTP_PORT: '0', MAIL_WEB_PORT: '0' };
    await expect(startBackend({ inMemory: true, env: { ...otherPorts, AUTH_PORT: 'nine' } })).rejects.toMatchObject({
      code: 'invalid-configuration',
      message: 'AUTH_PORT=nine is not a port number (0–65535).',
    });
  });
});

describe('emulator configuration', () => {
  it('uses backend/firebase.json as it is for the default ports', () => {
    expect(
      emulatorConfigPath({ baseConfigPath: DEFAULT_FIREBASE_CONFIG, runDir: tempFolder(), host: '127.0.0.1', ports: { auth: 9099, functions: 5001 } }),
    ).toBe(DEFAULT_FIREBASE_CONFIG);
  });

  it('writes a copy with the chosen ports, pinned helper ports and the functions source still pointing at backend/functions', async () => {
    const runDir = tempFolder();
    const file = emulatorConfigPath({
      baseConfigPath: DEFAULT_FIREBASE_CONFIG,
      runDir,
      host: '127.0.0.1',
      ports: { auth: 19099, functions: 15001 },
      helperPorts: { hub: 14400, logging: 14500, eventarc: 19299, tasks: 19499 },
    });
    expect(path.dirname(file)).toBe(runDir);
    const { readFileSync } = await import('node:fs');
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.emulators).toMatchObject({
      auth: { port: 19099 },
      functions: { port: 15001 },
      hub: { port: 14400 },
      logging: { port: 14500 },
      eventarc: { port: 19299 },
      tasks: { port: 19499 },
      ui: { enabled: false },
    });
    expect(path.resolve(runDir, written.functions[0].source)).toBe(path.join(BACKEND_DIR, 'functions'));
  });
});

describe('an emulator start that fails', () => {
  it('names a firebase.json that is not JSON', async () => {
    const config = path.join(tempFolder(), 'firebase.json');
    writeFileSync(config, '{ "emulators": ');
    await expect(startEmulators({ projectId: 'demo-silver-shop', ports: { auth: 1, functions: 2 }, firebaseConfig: config })).rejects.toMatchObject({
      code: 'invalid-configuration',
      message: expect.stringContaining(`${config} could not be read as JSON`),
    });
  });

  it('reports the firebase CLI’s own error and leaves no process running', async () => {
    const dir = tempFolder();
    const config = path.join(dir, 'firebase.json');
    const [auth = 0, functions = 0] = await findFreePorts(2);
    const ports = { auth, functions };
    writeFileSync(
      config,
      JSON.stringify({
        functions: { source: 'functions', runtime: 'nodejs4' },
        emulators: { auth: { port: ports.auth }, functions: { port: ports.functions }, ui: { enabled: false } },
      }),
    );
    const error = (await startEmulators({ projectId: 'demo-silver-shop', ports, firebaseConfig: config, timeoutMs: 60_000 }).catch(
      (e: unknown) => e,
    )) as StartupError;
    expect(error).toBeInstanceOf(StartupError);
    expect(error.code).toBe('emulators-failed');
    expect(error.message).toMatch(/the firebase CLI exited \(code 1\) before the emulators were ready/);
    expect(error.message).toMatch(/last lines of the firebase CLI output[\s\S]*invalid runtime nodejs4/);
    const keptLog = /Full log: (\S+)/.exec(error.message)?.[1] ?? '';
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(keptLog, 'utf8')).toContain('invalid runtime nodejs4');
    rmSync(keptLog);
    const { execFileSync } = await import('node:child_process');
    const leftovers = execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(config));
    expect(leftovers).toEqual([]);
  }, 90_000);
});
