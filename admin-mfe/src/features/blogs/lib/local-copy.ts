// The blog editor's copy on this device: every change is kept in localStorage until it is saved,
// so a closed tab, a crash or a lost connection loses nothing. The copy names the version of the
// post it started from; when the editor opens and finds a copy that differs from the stored post,
// it offers to restore it. Storage may be full or blocked (private windows): then nothing is kept
// and the editor says so, rather than failing.

const PREFIX = 'shop.admin.blog-draft.';

export interface LocalCopy {
  values: BlogPostFormValues;
  /** The stored post's `updatedAt` the copy started from (null for a new post). */
  baseUpdatedAt: string | null;
  /** When the copy was written (ISO). */
  savedAt: string;
}

const keyOf = (postId: string) => `${PREFIX}${postId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalCopy(postId: string): LocalCopy | null {
  try {
    const raw = storage()?.getItem(keyOf(postId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (!parsed.values || typeof parsed.savedAt !== 'string' || typeof parsed.values.title !== 'string' || !Array.isArray(parsed.values.tags)) return null;
    return { values: parsed.values, baseUpdatedAt: parsed.baseUpdatedAt ?? null, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

/** Keeps the copy; false when this browser would not store it. */
export function writeLocalCopy(postId: string, copy: LocalCopy): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(keyOf(postId), JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalCopy(postId: string): void {
  try {
    storage()?.removeItem(keyOf(postId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
import type { BlogPostFormValues } from 'shared-data/admin';
