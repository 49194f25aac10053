import { expireFlags, isMobileDevice, mobilePlatform, recordInstall, recordSkip, shouldShowPrompt, SKIP_EXPIRY_MS, STORAGE_KEYS } from './prompt-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the mobile app prompt rules', () => {
  it('recognises mobile devices and their platform', () => {
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11)', true)).toBe(true);
    expect(mobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)')).toBe('ios');
    expect(mobilePlatform('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
  });

  it('shows on mobile unless skipped or installed', () => {
    const storage = memoryStorage();
    expect(shouldShowPrompt(storage, false)).toBe(false);
    expect(shouldShowPrompt(storage, true)).toBe(true);
    recordInstall(storage);
    expect(shouldShowPrompt(storage, true)).toBe(false);
  });

  it('Skip hides it for 30 days; the flags are cleared on the first load after expiry', () => {
    const storage = memoryStorage();
    const now = Date.parse('2026-03-01T10:00:00Z');
    recordSkip(storage, now);
    recordInstall(storage);
    expect(Number(storage.getItem(STORAGE_KEYS.skippedUntil))).toBe(now + SKIP_EXPIRY_MS);
    expireFlags(storage, now + SKIP_EXPIRY_MS - 1);
    expect(shouldShowPrompt(storage, true)).toBe(false);
    expireFlags(storage, now + SKIP_EXPIRY_MS);
    expect(storage.items.size).toBe(0);
    expect(shouldShowPrompt(storage, true)).toBe(true);
  });
});
