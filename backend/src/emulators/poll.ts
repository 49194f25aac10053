// Polls a readiness probe until it passes, the deadline passes, or the watched process fails.

export interface PollOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Resolves (with a reason) when waiting is pointless, e.g. the process exited. */
  abandon?: Promise<string>;
  /** Named in the timeout message. */
  what: string;
}

export type PollOutcome = { ok: true; elapsedMs: number } | { ok: false; reason: string; elapsedMs: number };

export async function pollUntil(probe: () => Promise<boolean>, options: PollOptions): Promise<PollOutcome> {
  const started = performance.now();
  const interval = options.intervalMs ?? 200;
  let abandoned: string | null = null;
  void options.abandon?.then((reason) => {
    abandoned = reason;
  });
  for (;;) {
    if (abandoned !== null) return { ok: false, reason: abandoned, elapsedMs: performance.now() - started };
    if (await probe().catch(() => false)) return { ok: true, elapsedMs: performance.now() - started };
    const elapsed = performance.now() - started;
    if (elapsed >= options.timeoutMs) {
      return {
        ok: false,
        reason: `${options.what} was not ready after ${Math.round(elapsed / 1000)} s`,
        elapsedMs: elapsed,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** GET a URL with a short timeout, returning the parsed JSON body or null. */
export async function fetchJson(url: string, timeoutMs = 2000): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  return response.json();
}
