// The preload that keeps firebase-tools' own servers to this machine, in a process of its own with
// a server that, like the emulators, answers every origin.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../../test/support/raw-http';

const GUARD = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'loopback-guard.mjs')).href;
const SERVER = `
const http = require('node:http');
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'access-control-allow-origin': request.headers.origin || '*' });
  response.end('answered');
});
server.on('upgrade', (request, socket) => socket.end('HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n\\r\\n'));
server.listen(0, '127.0.0.1', () => console.log('PORT ' + server.address().port));
`;

let child: ChildProcess;
let base = '';
beforeAll(async () => {
  child = spawn(process.execPath, ['--import', GUARD, '-e', SERVER], {
    env: { ...process.env, BACKEND_ALLOWED_HOSTS: 'backend.lan', BACKEND_ALLOWED_ORIGINS: 'https://shop.example' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child?.kill();
});

function upgrade(host: string): Promise<'switched' | 'closed'> {
  return new Promise((resolve) => {
    const request = http.request(`${base}/`, { headers: { Host: host, Connection: 'Upgrade', Upgrade: 'websocket' }, agent: false });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve('switched');
    });
    request.on('error', () => resolve('closed'));
    request.on('response', () => resolve('closed'));
    request.end();
  });
}

describe('the firebase CLI under loopback-guard.mjs', () => {
  it('answers this machine, its pages, the allowed hosts and origins', async () => {
    expect((await rawHttp(`${base}/`)).body).toBe('answered');
    expect((await rawHttp(`${base}/`, { headers: { Origin: 'http://localhost:3000' } })).status).toBe(200);
    expect((await rawHttp(`${base}/`, { headers: { Origin: 'https://shop.example', Host: 'backend.lan:9099' } })).status).toBe(200);
    expect(await upgrade('localhost')).toBe('switched');
  });

  it('refuses another host (DNS rebinding) and pages of other sites, without CORS headers', async () => {
    const hostile: Record<string, string>[] = [{ Host: 'evil.example' }, { Host: 'evil.example:4400' }, { Origin: 'http://evil.example' }, { Origin: 'null' }];
    for (const headers of hostile) {
      const reply = await rawHttp(`${base}/`, { headers });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect(JSON.parse(reply.body).error.status).toBe('PERMISSION_DENIED');
    }
    expect(await upgrade('evil.example')).toBe('closed');
  });
});
