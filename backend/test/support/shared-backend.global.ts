// The backend project's global setup: a broker that starts one local backend per test worker, on
// first demand, for the files that use sharedBackend() (shared-backend.ts). Starting a backend
// costs 10–20 s (the Auth emulator compiling its API, the functions' build, the callable host);
// files that only call the backend share one instead of each paying that. Files of one worker run
// one after another, so a backend never serves two files at once. The broker answers at once and
// starts nothing until a file asks, so runs without such files start no backend.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startBackend, type RunningBackend } from '../../src/cli/start-backend';
import type { SharedBackendAnswer } from './shared-backend';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port>: GET /backends/<worker> answers that worker's backend (SharedBackendAnswer). */
    sharedBackendBroker: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const backends = new Map<string, Promise<RunningBackend>>();
  const server: Server = createServer((request, response) => {
    const worker = /^\/backends\/(\d+)$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'GET' || !worker) {
      response.writeHead(404).end();
      return;
    }
    let backend = backends.get(worker);
    if (!backend) {
      // Every port free (0): tests run beside `npm start` and beside other test runs. No scheduled
      // jobs: they would write while tests read (blog-schedule.test.ts runs them itself).
      backend = startBackend({ inMemory: true, schedules: false, ports: { firestore: 0, auth: 0, functions: 0, storage: 0, smtp: 0, mailWeb: 0 } });
      backends.set(worker, backend);
    }
    backend.then(
      (running) => {
        const answer: SharedBackendAnswer = { endpoints: running.endpoints, callablesLog: running.callablesLog };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      },
      (error: unknown) => {
        // A later file of the worker tries again rather than failing on this start's error.
        backends.delete(worker);
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('sharedBackendBroker', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.close();
    const started = await Promise.allSettled(backends.values());
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
  };
}
