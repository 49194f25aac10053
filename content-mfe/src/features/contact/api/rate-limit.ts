// A per-browser limit on contact messages against spam and accidental repeats: at most
// MAX_MESSAGES in WINDOW_MS, remembered in localStorage. It is a courtesy check, not a security
// boundary — the database rules validate every message.

export const CONTACT_RATE_LIMIT = { maxMessages: 3, windowMs: 10 * 60 * 1000 } as const;
export const RATE_LIMIT_KEY = 'content.contact.sentAt';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode, policies)
  }
}

function recentSends(storage: StorageLike | null, now: number): number[] {
  if (!storage) return [];
  try {
    const stored: unknown = JSON.parse(storage.getItem(RATE_LIMIT_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((time): time is number => typeof time === 'number' && time <= now && now - time < CONTACT_RATE_LIMIT.windowMs);
  } catch {
    return [];
  }
}

/** Whether another message may be sent now, and if not, in how many milliseconds. */
export function checkContactRateLimit(now = Date.now(), storage: StorageLike | null = browserStorage()): { allowed: boolean; retryAfterMs: number } {
  const sends = recentSends(storage, now);
  if (sends.length < CONTACT_RATE_LIMIT.maxMessages) return { allowed: true, retryAfterMs: 0 };
  const oldest = Math.min(...sends);
  return { allowed: false, retryAfterMs: oldest + CONTACT_RATE_LIMIT.windowMs - now };
}

export function recordContactMessageSent(now = Date.now(), storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(RATE_LIMIT_KEY, JSON.stringify([...recentSends(storage, now), now]));
  } catch {
    // A full or disabled storage only loses the courtesy limit.
  }
}

/** "about 7 minutes" / "about a minute". */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`;
}
