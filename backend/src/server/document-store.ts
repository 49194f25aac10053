// The in-memory document store: documents by path, grouped by collection for scans, with lazily
// built sorted indexes per collection and a bounded version history for reads at a past time.

import { failedPrecondition } from './errors';
import { SortedIndex, type IndexSpec, indexId } from './query-index';
import { collectionPathOf, type StoredDoc } from './stored-document';
import { formatTimestamp } from './timestamp';

export const MAX_INDEXES_PER_COLLECTION = 24;

export class CollectionState {
  readonly path: string;
  readonly segments: readonly string[];
  readonly docs = new Map<string, StoredDoc>();
  private readonly indexes = new Map<string, SortedIndex>();
  private useCounter = 0;

  constructor(path: string) {
    this.path = path;
    this.segments = path.split('/');
  }

  get collectionId(): string {
    return this.segments[this.segments.length - 1] as string;
  }

  /** The index for `spec`, built from the current documents on first use. */
  index(spec: IndexSpec): SortedIndex {
    const id = indexId(spec);
    let index = this.indexes.get(id);
    if (!index) {
      if (this.indexes.size >= MAX_INDEXES_PER_COLLECTION) this.evictLeastUsed();
      index = new SortedIndex(spec, this.docs.values());
      this.indexes.set(id, index);
    }
    index.lastUsed = ++this.useCounter;
    return index;
  }

  private evictLeastUsed(): void {
    let victim: SortedIndex | undefined;
    for (const i of this.indexes.values()) if (!victim || i.lastUsed < victim.lastUsed) victim = i;
    if (victim) this.indexes.delete(victim.id);
  }

  apply(id: string, before: StoredDoc | null, after: StoredDoc | null): void {
    if (after) this.docs.set(id, after);
    else this.docs.delete(id);
    for (const index of this.indexes.values()) index.update(before, after);
  }
}

interface Version {
  /** Commit time (ns) from which this state holds; 0n for "since the start of the history". */
  since: bigint;
  doc: StoredDoc | null;
}

export interface StoreOptions {
  /** How long past versions stay readable (Firestore keeps one hour). 0 disables reads in the past. */
  historyRetentionMs: number;
  /** Versions kept per document; older reads of a busier document fail instead of lying. */
  maxVersionsPerDocument: number;
}

export class DocumentStore {
  private readonly docs = new Map<string, StoredDoc>();
  private readonly collections = new Map<string, CollectionState>();
  private readonly history = new Map<string, Version[]>();
  /** Reads before this time (ns) cannot be answered. */
  private historyFloor: bigint;
  private writesSincePrune = 0;
  private readonly options: StoreOptions;

  constructor(options: StoreOptions, startNanos: bigint) {
    this.options = options;
    this.historyFloor = startNanos;
  }

  get size(): number {
    return this.docs.size;
  }

  get(path: string): StoredDoc | null {
    return this.docs.get(path) ?? null;
  }

  allDocuments(): IterableIterator<StoredDoc> {
    return this.docs.values();
  }

  collection(path: string): CollectionState | undefined {
    return this.collections.get(path);
  }

  allCollections(): IterableIterator<CollectionState> {
    return this.collections.values();
  }

  /** Replaces (or deletes, with null) one document; `commitNanos` dates the change for history. */
  put(path: string, after: StoredDoc | null, commitNanos: bigint): void {
    const before = this.docs.get(path) ?? null;
    if (before === after) return;
    this.recordHistory(path, before, after, commitNanos);
    const segments = after ? after.segments : (before?.segments ?? path.split('/'));
    const collectionPath = collectionPathOf(segments);
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      if (!after) return;
      collection = new CollectionState(collectionPath);
      this.collections.set(collectionPath, collection);
    }
    collection.apply(segments[segments.length - 1] as string, before, after);
    if (after) this.docs.set(path, after);
    else this.docs.delete(path);
    if (collection.docs.size === 0) this.collections.delete(collectionPath);
  }

  /** Starts the version history afresh at `nowNanos` (after loading from disk). */
  clearHistory(nowNanos: bigint): void {
    this.history.clear();
    this.historyFloor = nowNanos;
  }

  clear(nowNanos: bigint): void {
    this.docs.clear();
    this.collections.clear();
    this.history.clear();
    this.historyFloor = nowNanos;
  }

  private recordHistory(path: string, before: StoredDoc | null, after: StoredDoc | null, commitNanos: bigint): void {
    if (this.options.historyRetentionMs <= 0) {
      this.historyFloor = commitNanos;
      return;
    }
    let versions = this.history.get(path);
    if (!versions) this.history.set(path, (versions = [{ since: 0n, doc: before }]));
    versions.push({ since: commitNanos, doc: after });
    if (versions.length > this.options.maxVersionsPerDocument) versions.shift();
    if (++this.writesSincePrune >= 1000) this.prune(commitNanos);
  }

  /** Forgets versions older than the retention window. */
  prune(nowNanos: bigint): void {
    this.writesSincePrune = 0;
    const cutoff = nowNanos - BigInt(this.options.historyRetentionMs) * 1_000_000n;
    if (cutoff <= this.historyFloor) return;
    for (const [path, versions] of this.history) {
      let k = 0;
      for (let i = 0; i < versions.length; i++) if ((versions[i] as Version).since <= cutoff) k = i;
      if (k > 0) versions.splice(0, k);
      if ((versions[0] as Version).since <= cutoff) (versions[0] as Version).since = 0n;
      if (versions.length === 1 && (versions[0] as Version).since === 0n) this.history.delete(path);
    }
    this.historyFloor = cutoff;
  }

  /** Throws FAILED_PRECONDITION when `readNanos` is before the retained history. */
  assertReadable(readNanos: bigint): void {
    if (readNanos < this.historyFloor) {
      throw failedPrecondition(
        `readTime ${formatTimestamp(readNanos)} is too old: this server can read back to ${formatTimestamp(this.historyFloor)} ` +
          `(the last restart or the ${Math.round(this.options.historyRetentionMs / 60000)}-minute version history).`,
      );
    }
  }

  /** The document as it was at `readNanos`. */
  getAt(path: string, readNanos: bigint): StoredDoc | null {
    this.assertReadable(readNanos);
    const versions = this.history.get(path);
    if (!versions) return this.get(path);
    for (let i = versions.length - 1; i >= 0; i--) {
      const v = versions[i] as Version;
      if (v.since <= readNanos) return v.doc;
    }
    throw failedPrecondition(`readTime ${formatTimestamp(readNanos)} is too old for document ${path}: it changed too often since then to keep every version.`);
  }

  /** Every document of the collections accepted by `inCollection`, as of `readNanos`. */
  documentsAt(readNanos: bigint, inCollection: (collectionPath: string) => boolean): StoredDoc[] {
    this.assertReadable(readNanos);
    const out: StoredDoc[] = [];
    for (const c of this.collections.values()) {
      if (!inCollection(c.path)) continue;
      for (const doc of c.docs.values()) if (!this.history.has(doc.path)) out.push(doc);
    }
    for (const path of this.history.keys()) {
      const segments = path.split('/');
      if (!inCollection(collectionPathOf(segments))) continue;
      const doc = this.getAt(path, readNanos);
      if (doc) out.push(doc);
    }
    return out;
  }
}
