import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RulesEngine, RulesRequest } from '../../rules/types';
import { Database } from '../database';
import type { ApiError } from '../errors';
import { documentsRoot } from '../resource-path';
import { encodeResumeToken } from '../watch/resume-token';
import { WatchHub } from '../watch/watch-hub';
import { commit } from './commit';
import type { RequestContext } from './context';
import { ListenStream, type StreamMessage } from './listen';

const dbId = { projectId: 'p', databaseId: '(default)' };
const ROOT = documentsRoot(dbId);
const name = (path: string): string => `${ROOT}/${path}`;

// Queries on "secret" are refused; a document of "owned" is readable by its owner only (and the
// rule fails on a missing document, as `resource.data.owner` does in real rules).
const rules: RulesEngine = {
  evaluate: (req: RulesRequest) => {
    if (req.method === 'list') return { allowed: req.path[0] !== 'secret', reason: 'list rule' };
    if (req.path[0] === 'owned' && req.method === 'get') {
      if (!req.resource) throw new Error('Null value error: resource.data');
      const owner = req.resource.fields['owner'];
      return { allowed: owner !== undefined && 'stringValue' in owner && owner.stringValue === req.auth?.uid, reason: 'owner rule' };
    }
    return { allowed: true, reason: 'open' };
  },
};

const opened: { db: Database; hub: WatchHub }[] = [];
const dirs: string[] = [];

async function setup(options: { persistent?: boolean; maxTargetsPerStream?: number } = {}): Promise<{ db: Database; hub: WatchHub }> {
  let dataDir: string | null = null;
  if (options.persistent) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'listen-'));
    dirs.push(dataDir);
  }
  const db = await Database.open({
    dataDir,
    log: () => undefined,
    compactionThresholdBytes: 1 << 26,
    historyRetentionMs: 3_600_000,
    lockWaitTimeoutMs: 1000,
    transactionIdleTimeoutMs: 60_000,
  });
  const hub = new WatchHub(db, () => undefined, { maxTargetsPerStream: options.maxTargetsPerStream ?? 1000 });
  opened.push({ db, hub });
  return { db, hub };
}

afterEach(async () => {
  for (const { db, hub } of opened.splice(0)) {
    hub.close();
    await db.close();
  }
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

function ctx(db: Database, uid: string | null = null): RequestContext {
  return {
    db,
    dbId,
    root: ROOT,
    caller: uid === null ? { kind: 'owner' } : { kind: 'user', auth: { uid, token: { sub: uid } } },
    gate: { engine: rules, database: '(default)', log: () => undefined },
    time: new Date(),
  };
}

function open(hub: WatchHub, db: Database, uid: string | null = null): { stream: ListenStream; messages: StreamMessage[]; errors: ApiError[] } {
  const messages: StreamMessage[] = [];
  const errors: ApiError[] = [];
  const { time: _time, ...base } = ctx(db, uid);
  const stream = new ListenStream(hub, base, { send: (m) => messages.push(m), fail: (e) => errors.push(e) });
  return { stream, messages, errors };
}

const set = (path: string, fields: Record<string, unknown>): unknown => ({ update: { name: name(path), fields } });
const int = (n: number): unknown => ({ integerValue: String(n) });
const str = (s: string): unknown => ({ stringValue: s });

/** Commits, then lets the turn of the event loop end (a commit's global snapshot goes out then). */
async function write(db: Database, ...writes: unknown[]): Promise<void> {
  await commit(ctx(db), { writes });
  await nextTurn();
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const queryTarget = (targetId: number, collectionId: string, extra: Record<string, unknown> = {}): unknown => ({
  addTarget: { targetId, query: { parent: ROOT, structuredQuery: { from: [{ collectionId }], ...extra } } },
});

/** Messages reduced to what a reader checks: kind, target ids and document ids. */
function summary(messages: readonly StreamMessage[]): string[] {
  return messages.map((m) => {
    const tc = m['targetChange'] as { targetChangeType: string; targetIds?: number[]; cause?: { code: number } } | undefined;
    if (tc) return `${tc.targetChangeType}${tc.targetIds ? ` ${tc.targetIds.join(',')}` : ''}${tc.cause ? ` cause ${tc.cause.code}` : ''}`;
    const dc = m['documentChange'] as { document: { name: string }; targetIds: number[]; removedTargetIds?: number[] } | undefined;
    if (dc)
      return `change ${dc.document.name.slice(ROOT.length + 1)} +${dc.targetIds.join(',')}${dc.removedTargetIds ? ` -${dc.removedTargetIds.join(',')}` : ''}`;
    const dd = m['documentDelete'] as { document: string; removedTargetIds: number[] } | undefined;
    if (dd) return `delete ${dd.document.slice(ROOT.length + 1)} -${dd.removedTargetIds.join(',')}`;
    const dr = m['documentRemove'] as { document: string; removedTargetIds: number[] } | undefined;
    if (dr) return `remove ${dr.document.slice(ROOT.length + 1)} -${dr.removedTargetIds.join(',')}`;
    return JSON.stringify(m);
  });
}

describe('Listen stream', () => {
  it('answers a query target with ADD, its documents, CURRENT and a global snapshot with a read time', async () => {
    const { db, hub } = await setup();
    await write(db, set('items/a', { n: int(1) }), set('items/b', { n: int(2) }), set('other/x', { n: int(3) }));
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(7, 'items'));
    expect(summary(messages)).toEqual(['ADD 7', 'change items/a +7', 'change items/b +7', 'CURRENT 7', 'NO_CHANGE']);
    const global = messages[4]?.['targetChange'] as { readTime: string; resumeToken: string };
    expect(global.readTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(global.resumeToken).toBe((messages[3]?.['targetChange'] as { resumeToken: string }).resumeToken);
  });

  it('tells each commit as changes, deletes and removals, then one snapshot at the commit time', async () => {
    const { db, hub } = await setup();
    await write(db, set('items/a', { n: int(1) }), set('items/b', { n: int(2) }));
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(1, 'items', { where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'LESS_THAN', value: int(10) } } }));
    messages.length = 0;
    await write(db, set('items/a', { n: int(50) }), { delete: name('items/b') }, set('items/c', { n: int(3) }), set('elsewhere/z', { n: int(1) }));
    expect(summary(messages)).toEqual(['remove items/a -1', 'delete items/b -1', 'change items/c +1', 'NO_CHANGE']);
    const global = messages[3]?.['targetChange'] as { readTime: string };
    expect(global.readTime).toBe((messages[0]?.['documentRemove'] as { readTime: string }).readTime);
    messages.length = 0;
    await write(db, set('elsewhere/y', { n: int(1) }));
    expect(messages).toEqual([]);
  });

  it('tells commits announced in one turn together: each document at its last version, one snapshot at the last time', async () => {
    const { db, hub } = await setup();
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(1, 'items'));
    messages.length = 0;
    await Promise.all([
      commit(ctx(db), { writes: [set('items/a', { n: int(1) })] }),
      commit(ctx(db), { writes: [set('items/b', { n: int(2) })] }),
      commit(ctx(db), { writes: [set('items/a', { n: int(3) })] }),
    ]);
    expect(messages).toEqual([]);
    await nextTurn();
    // items/a once, at its last version.
    expect(summary(messages)).toEqual(['change items/a +1', 'change items/b +1', 'NO_CHANGE']);
    const docA = messages[0]?.['documentChange'] as { document: { fields: unknown; updateTime: string } };
    expect(docA.document.fields).toEqual({ n: int(3) });
    expect((messages[2]?.['targetChange'] as { readTime: string }).readTime).toBe(docA.document.updateTime);
  });

  it("tells the commits already heard before a new target's answer", async () => {
    const { db, hub } = await setup();
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(1, 'items'));
    messages.length = 0;
    await commit(ctx(db), { writes: [set('items/a', { n: int(1) })] });
    stream.handle({ addTarget: { targetId: 2, documents: { documents: [name('items/a')] } } });
    await nextTurn();
    expect(summary(messages)).toEqual(['change items/a +1', 'NO_CHANGE', 'ADD 2', 'change items/a +2', 'CURRENT 2', 'NO_CHANGE']);
  });

  it('runs a limit query again, so a document entering pushes the last one out', async () => {
    const { db, hub } = await setup();
    await write(db, set('items/a', { n: int(1) }), set('items/b', { n: int(2) }), set('items/c', { n: int(3) }));
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(1, 'items', { orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }], limit: 2 }));
    expect(summary(messages)).toEqual(['ADD 1', 'change items/a +1', 'change items/b +1', 'CURRENT 1', 'NO_CHANGE']);
    messages.length = 0;
    await write(db, set('items/z', { n: int(0) }));
    expect(summary(messages)).toEqual(['change items/z +1', 'remove items/b -1', 'NO_CHANGE']);
    messages.length = 0;
    await write(db, { delete: name('items/a') });
    expect(summary(messages)).toEqual(['change items/b +1', 'delete items/a -1', 'NO_CHANGE']);
  });

  it('acknowledges every add and remove exactly once, several targets sharing one change', async () => {
    const { db, hub } = await setup();
    const { stream, messages } = open(hub, db);
    stream.handle(queryTarget(2, 'items'));
    stream.handle({ addTarget: { targetId: 4, documents: { documents: [name('items/a')] } } });
    expect(summary(messages)).toEqual(['ADD 2', 'CURRENT 2', 'NO_CHANGE', 'ADD 4', 'CURRENT 4', 'NO_CHANGE']);
    messages.length = 0;
    await write(db, set('items/a', { n: int(1) }));
    expect(summary(messages)).toEqual(['change items/a +2,4', 'NO_CHANGE']);
    messages.length = 0;
    stream.handle({ removeTarget: 2 });
    await write(db, set('items/a', { n: int(2) }));
    expect(summary(messages)).toEqual(['REMOVE 2', 'change items/a +4', 'NO_CHANGE']);
  });

  it('resumes with exactly what changed since the token, and RESETs a token of another run', async () => {
    const { db, hub } = await setup();
    await write(db, set('items/a', { n: int(1) }), set('items/b', { n: int(2) }), set('items/c', { n: int(3) }));
    const first = open(hub, db);
    first.stream.handle(queryTarget(1, 'items'));
    const token = (first.messages.at(-1)?.['targetChange'] as { resumeToken: string }).resumeToken;
    first.stream.close();
    await write(db, set('items/a', { n: int(10) }), { delete: name('items/b') }, set('items/d', { n: int(4) }));

    const resumed = open(hub, db);
    resumed.stream.handle({ addTarget: { targetId: 1, resumeToken: token, query: { parent: ROOT, structuredQuery: { from: [{ collectionId: 'items' }] } } } });
    expect(summary(resumed.messages)).toEqual(['ADD 1', 'change items/a +1', 'change items/d +1', 'delete items/b -1', 'CURRENT 1', 'NO_CHANGE']);

    const stale = open(hub, db);
    stale.stream.handle({
      addTarget: {
        targetId: 1,
        resumeToken: encodeResumeToken('another-run', 1n),
        query: { parent: ROOT, structuredQuery: { from: [{ collectionId: 'items' }] } },
      },
    });
    expect(summary(stale.messages)).toEqual(['ADD 1', 'RESET 1', 'change items/a +1', 'change items/c +1', 'change items/d +1', 'CURRENT 1', 'NO_CHANGE']);
  });

  it('refuses a target the rules deny with REMOVE and the permission error, and keeps the stream', async () => {
    const { db, hub } = await setup();
    await write(db, set('owned/mine', { owner: str('u1') }), set('owned/theirs', { owner: str('u2') }));
    const { stream, messages, errors } = open(hub, db, 'u1');
    stream.handle(queryTarget(1, 'secret'));
    stream.handle({ addTarget: { targetId: 2, documents: { documents: [name('owned/theirs')] } } });
    stream.handle({ addTarget: { targetId: 3, documents: { documents: [name('owned/mine')] } } });
    expect(summary(messages)).toEqual(['REMOVE 1 cause 7', 'REMOVE 2 cause 7', 'ADD 3', 'change owned/mine +3', 'CURRENT 3', 'NO_CHANGE']);
    expect(errors).toEqual([]);
  });

  it('ends a documents target when a change takes the document out of reach, but always delivers a delete', async () => {
    const { db, hub } = await setup();
    await write(db, set('owned/a', { owner: str('u1') }), set('owned/b', { owner: str('u1') }));
    const { stream, messages } = open(hub, db, 'u1');
    stream.handle({ addTarget: { targetId: 1, documents: { documents: [name('owned/a')] } } });
    stream.handle({ addTarget: { targetId: 2, documents: { documents: [name('owned/b')] } } });
    const other = open(hub, db, 'u1');
    other.stream.handle({ addTarget: { targetId: 9, documents: { documents: [name('owned/a')] } } });
    messages.length = 0;
    other.messages.length = 0;
    // The rule cannot be evaluated on a deleted document; the delete is delivered all the same.
    await write(db, { delete: name('owned/a') });
    expect(summary(messages)).toEqual(['delete owned/a -1', 'NO_CHANGE']);
    expect(summary(other.messages)).toEqual(['delete owned/a -9', 'NO_CHANGE']);
    messages.length = 0;
    await write(db, set('owned/b', { owner: str('u2') }));
    expect(summary(messages)).toEqual(['REMOVE 2 cause 7']);
  });

  it('refuses a target on a path Firestore rejects with REMOVE and INVALID_ARGUMENT, and keeps the stream', async () => {
    const { db, hub } = await setup();
    const { stream, messages, errors } = open(hub, db);
    stream.handle({ addTarget: { targetId: 1, query: { parent: `${ROOT}/a/__bad__`, structuredQuery: { from: [{ collectionId: 'b' }] } } } });
    stream.handle({ addTarget: { targetId: 2, documents: { documents: [name('a/__bad__')] } } });
    stream.handle(queryTarget(3, 'items'));
    expect(summary(messages)).toEqual(['REMOVE 1 cause 3', 'REMOVE 2 cause 3', 'ADD 3', 'CURRENT 3', 'NO_CHANGE']);
    expect(errors).toEqual([]);
  });

  it('refuses targets past the limit per stream with RESOURCE_EXHAUSTED', async () => {
    const { db, hub } = await setup({ maxTargetsPerStream: 2 });
    const { stream, messages } = open(hub, db);
    for (const id of [1, 2, 3]) stream.handle(queryTarget(id, 'items'));
    expect(summary(messages).filter((m) => m.startsWith('ADD') || m.startsWith('REMOVE'))).toEqual(['ADD 1', 'ADD 2', 'REMOVE 3 cause 8']);
  });

  it('ends the stream with INVALID_ARGUMENT on a malformed request or a target id in use', async () => {
    const { db, hub } = await setup();
    for (const bad of [
      'text',
      { addTarget: { targetId: 1 } },
      { addTarget: { targetId: 1.5, documents: { documents: [name('a/b')] } } },
      { removeTarget: 'x' },
    ]) {
      const { stream, errors } = open(hub, db);
      stream.handle(bad);
      expect(errors.map((e) => e.status)).toEqual(['INVALID_ARGUMENT']);
    }
    const { stream, errors } = open(hub, db);
    stream.handle(queryTarget(1, 'items'));
    stream.handle(queryTarget(1, 'items'));
    expect(errors[0]?.message).toMatch(/already in use/);
    expect(hub.streamCount).toBe(0);
  });

  it('reads a new target as of the last announced commit while later ones wait for the disk', async () => {
    const { db, hub } = await setup({ persistent: true });
    await write(db, set('items/a', { n: int(1) }));
    const { stream, messages } = open(hub, db);
    const pending = write(db, set('items/b', { n: int(2) }));
    // items/b is in the store but not yet durable: the target starts without it and hears of it after.
    stream.handle(queryTarget(1, 'items'));
    expect(summary(messages)).toEqual(['ADD 1', 'change items/a +1', 'CURRENT 1', 'NO_CHANGE']);
    await pending;
    await expect.poll(() => summary(messages).slice(4)).toEqual(['change items/b +1', 'NO_CHANGE']);
  });
});
