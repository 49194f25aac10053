// The local backend a test file shares with the other files of its test worker (one backend per
// worker, started on first demand by shared-backend.global.ts), for files that call it as clients
// do: callables, triggers, documents through the SDKs. A file that starts, stops or inspects a
// backend itself (start-up, close, its process or the document server object) still calls
// startBackend(). backend/README.md, "Tests", says how to convert a file.
//
// What the files of a worker share, they must not depend on: each file creates the accounts,
// documents and settings it needs (unique e-mails, its own ids), counts only what it wrote, and
// restores any setting it changes. The demo data and accounts are there as seeded, unless an
// earlier file of the worker changed them.
import { inject } from 'vitest';
import type { BackendEndpoints } from '../../src/cli/start-backend';
import { quoteCallablesLog } from './client-session';

export interface SharedBackend {
  endpoints: BackendEndpoints;
}

/** What the broker (shared-backend.global.ts) answers for a worker. */
export interface SharedBackendAnswer {
  endpoints: BackendEndpoints;
  /** The callable host's output, quoted by client sessions when a call answers INTERNAL. */
  callablesLog: string | null;
}

/** This worker's backend, started if no file of the worker has asked for it yet (10–20 s). */
export async function sharedBackend(): Promise<SharedBackend> {
  const worker = process.env.VITEST_POOL_ID ?? '1';
  const response = await fetch(`${inject('sharedBackendBroker')}/backends/${worker}`);
  if (!response.ok) throw new Error(`The shared backend did not start:\n${await response.text()}`);
  const answer = (await response.json()) as SharedBackendAnswer;
  if (answer.endpoints.functions && answer.callablesLog) quoteCallablesLog(answer.endpoints.functions.url, answer.callablesLog);
  return { endpoints: answer.endpoints };
}
