// Resumable upload sessions: created by `X-Goog-Upload-Command: start`, fed by `upload` chunks,
// ended by `finalize` (or `cancel`). The session id in the upload URL is the capability, as in
// Cloud Storage: chunks need no identity of their own; the rules decide at finalize with the
// identity that started the session. Sessions live in memory: after a restart their URLs answer
// 404 and the SDK's upload fails (it does not restart by itself).
import { randomBytes } from 'node:crypto';
import type { Caller } from '../server/auth';
import type { WritableMetadata } from './object-metadata';
import type { Staging } from './object-store';

export interface UploadSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly caller: Caller;
  readonly metadata: WritableMetadata;
  /** X-Goog-Upload-Header-Content-Length of the start request, if sent. */
  readonly declaredSize: number | null;
  /** X-Goog-Upload-Header-Content-Type of the start request, if sent. */
  readonly declaredType: string | null;
  readonly staging: Staging;
  state: 'active' | 'final';
  /** A request is writing to the session; a second one at the same time is refused. */
  busy: boolean;
  lastActivity: number;
  /** What finalize answered, repeated to a client that finalizes (or queries) again. */
  outcome?: { status: number; body: unknown };
}

export interface UploadSessionOptions {
  /** An active session untouched this long is dropped with its data. */
  idleMs: number;
  /** How long a finalized session still answers query and finalize. */
  finalRetentionMs: number;
  maxActive: number;
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: UploadSessionOptions) {
    this.sweeper = setInterval(() => void this.sweep(Date.now()), Math.min(options.idleMs, 60_000));
    this.sweeper.unref();
  }

  get activeCount(): number {
    let n = 0;
    for (const s of this.sessions.values()) if (s.state === 'active') n++;
    return n;
  }

  get limit(): number {
    return this.options.maxActive;
  }

  create(init: Omit<UploadSession, 'id' | 'state' | 'busy' | 'lastActivity'>): UploadSession {
    const session: UploadSession = { ...init, id: randomBytes(24).toString('base64url'), state: 'active', busy: false, lastActivity: Date.now() };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    const session = this.sessions.get(id);
    if (session !== undefined) session.lastActivity = Date.now();
    return session;
  }

  /** Drops a session and its staged data. */
  async remove(id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (session === undefined) return;
    this.sessions.delete(id);
    await session.staging.discard();
  }

  /** Removes idle active sessions and old finalized ones. */
  async sweep(now: number): Promise<void> {
    for (const s of [...this.sessions.values()]) {
      if (s.busy) continue;
      const age = now - s.lastActivity;
      if ((s.state === 'active' && age > this.options.idleMs) || (s.state === 'final' && age > this.options.finalRetentionMs)) await this.remove(s.id);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const id of [...this.sessions.keys()]) await this.remove(id);
  }
}
