// The Auth emulator keeps its accounts in memory only. With a data folder, the local backend keeps
// them in `<data>/auth/accounts.json` — the emulator's own export format (what `firebase
// emulators:export` writes: the accounts:batchGet answer, passwords, providers and custom claims
// included) — and loads them back with accounts:batchCreate when it starts, before the demo users
// are ensured. The file is rewritten when the accounts change, checked every INTERVAL_MS and once
// more on a clean stop, each time through a temporary file that is synced and renamed, so a crash
// leaves the previous complete file: after `kill -9` an account created in the last INTERVAL_MS
// (2 s) may be missing, nothing older.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const AUTH_SNAPSHOT_INTERVAL_MS = 2000;

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface AccountsFile {
  users?: unknown[];
}

export interface AuthAccountStore {
  /** Loads the saved accounts into the emulator; answers how many. */
  restore(): Promise<number>;
  /** Saves the accounts now if they changed. */
  snapshot(): Promise<void>;
  /** Saves every INTERVAL_MS until stop(). */
  start(): void;
  /** Stops the timer and saves once more (call while the emulator still runs). */
  stop(): Promise<void>;
}

export function authAccountStore(options: {
  authUrl: string;
  projectId: string;
  file: string;
  intervalMs?: number;
  log?: (message: string) => void;
}): AuthAccountStore {
  const { authUrl, projectId, file } = options;
  const api = `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}`;
  let last: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const read = async (): Promise<string> => {
    const response = await fetch(`${api}/accounts:batchGet?maxResults=-1`, { headers: OWNER });
    if (!response.ok) throw new Error(`The Auth emulator's accounts:batchGet answered ${response.status}`);
    const body = (await response.json()) as AccountsFile;
    return JSON.stringify({ users: body.users ?? [] });
  };

  const save = async (): Promise<void> => {
    const text = await read();
    if (text === last) return;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await fs.open(temporary, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
    last = text;
  };

  // One save at a time; a failed one is reported and the next tick tries again.
  const snapshot = (): Promise<void> => {
    running = running.then(save).catch((error: unknown) => options.log?.(`Could not save the sign-in accounts: ${(error as Error).message}`));
    return running;
  };

  return {
    async restore() {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      const users = (JSON.parse(text) as AccountsFile).users ?? [];
      if (users.length > 0) {
        const response = await fetch(`${api}/accounts:batchCreate`, { method: 'POST', headers: OWNER, body: JSON.stringify({ users }) });
        const result = (await response.json().catch(() => ({}))) as { error?: { index: number; message: string }[] };
        if (!response.ok || result.error?.length) {
          throw new Error(`The Auth emulator refused the saved accounts of ${file}: ${JSON.stringify(result).slice(0, 300)}`);
        }
      }
      last = JSON.stringify({ users });
      return users.length;
    },
    snapshot,
    start() {
      timer ??= setInterval(() => void snapshot(), options.intervalMs ?? AUTH_SNAPSHOT_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await snapshot();
    },
  };
}
