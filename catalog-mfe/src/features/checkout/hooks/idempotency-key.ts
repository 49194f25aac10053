// One idempotency key per checkout attempt: the same cart, address and note reuse the key (a retry
// after a lost answer, a double click, a reload), so `placeOrder` returns the order it already made;
// a changed cart gets a new key. Kept in session storage, so it survives a reload of the tab.

const STORAGE_KEY = 'shop.checkout.attempt';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `co-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The key for this exact order; created on first use. */
export function idempotencyKeyFor(signature: string): string {
  const store = storage();
  try {
    const saved = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as { signature?: string; key?: string } | null;
    if (saved?.signature === signature && typeof saved.key === 'string') return saved.key;
  } catch {
    // a broken entry is replaced below
  }
  const key = randomKey();
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify({ signature, key }));
  } catch {
    // without storage the key still protects this page's retries
  }
  return key;
}

/** After the order exists, the next checkout starts fresh. */
export function forgetIdempotencyKey(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
