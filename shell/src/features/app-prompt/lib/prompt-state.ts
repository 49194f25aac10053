// The mobile app prompt's rules (docs/product-spec.md §4 and §9), as pure functions over a storage: shown
// 3 s after load on mobile devices unless skipped or installed; Skip sets a skipped flag that
// expires after 30 days, and the flags are cleared on the next load after expiry; a store-link
// click sets the installed flag; Close hides it for this view only.

export const PROMPT_DELAY_MS = 3000;
export const SKIP_EXPIRY_MS = 30 * 24 * 60 * 60 * 1000;

export const STORAGE_KEYS = {
  skipped: 'appPrompt.skipped',
  skippedUntil: 'appPrompt.skippedUntil',
  installed: 'appPrompt.installed',
} as const;

export interface PromptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function isMobileDevice(userAgent: string, userAgentDataMobile?: boolean): boolean {
  return userAgentDataMobile === true || MOBILE_UA.test(userAgent);
}

export function mobilePlatform(userAgent: string): 'ios' | 'android' | 'other' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Runs on every load: clears the flags once the skip has expired. */
export function expireFlags(storage: PromptStorage, now: number): void {
  const until = Number(storage.getItem(STORAGE_KEYS.skippedUntil));
  if (storage.getItem(STORAGE_KEYS.skipped) && Number.isFinite(until) && now >= until) {
    storage.removeItem(STORAGE_KEYS.skipped);
    storage.removeItem(STORAGE_KEYS.skippedUntil);
    storage.removeItem(STORAGE_KEYS.installed);
  }
}

export function shouldShowPrompt(storage: PromptStorage, mobile: boolean): boolean {
  return mobile && !storage.getItem(STORAGE_KEYS.skipped) && !storage.getItem(STORAGE_KEYS.installed);
}

export function recordSkip(storage: PromptStorage, now: number): void {
  storage.setItem(STORAGE_KEYS.skipped, 'true');
  storage.setItem(STORAGE_KEYS.skippedUntil, String(now + SKIP_EXPIRY_MS));
}

export function recordInstall(storage: PromptStorage): void {
  storage.setItem(STORAGE_KEYS.installed, 'true');
}
