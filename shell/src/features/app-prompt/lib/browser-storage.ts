import type { PromptStorage } from './prompt-state';

/** The page's localStorage, or null when storage is disabled (then the prompt never nags). */
export function browserStorage(): PromptStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
