// The scheduled functions, run locally: the Functions emulator does not run `onSchedule` functions
// (they need the Pub/Sub emulator, which needs a JDK), so the local backend calls the same code on
// its own timer: publishing scheduled blog posts (functions/src/blog-schedule.ts) and rolling up
// today's analytics events (functions/src/analytics-rollup.ts), every LOCAL_SCHEDULE_INTERVAL_MS (default 10 s) instead of production's minute, so a post
// scheduled a minute ahead appears within seconds of its time. A run never overlaps the previous
// one; a failed run is logged and the next one tries again.
import type { Firestore } from 'firebase-admin/firestore';
import { publishDuePosts } from '../../functions/src/blog-schedule';
import { rollUpRecentDays } from '../../functions/src/analytics-rollup';

export const DEFAULT_SCHEDULE_INTERVAL_MS = 10_000;

export interface LocalSchedules {
  /** Runs every schedule once now (tests), after any run in progress. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function intervalFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = Number(env['LOCAL_SCHEDULE_INTERVAL_MS']);
  return Number.isFinite(raw) && raw >= 250 ? raw : DEFAULT_SCHEDULE_INTERVAL_MS;
}

export function startLocalSchedules(db: Firestore, log: (message: string) => void, intervalMs = DEFAULT_SCHEDULE_INTERVAL_MS): LocalSchedules {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = async () => {
    try {
      const { published } = await publishDuePosts(db, new Date());
      if (published.length > 0) log(`Published ${published.length} scheduled post${published.length === 1 ? '' : 's'}: ${published.join(', ')}.`);
    } catch (error) {
      if (!stopped) log(`Publishing scheduled posts failed (tried again in ${Math.round(intervalMs / 1000)} s): ${(error as Error).message}`);
    }
    try {
      await rollUpRecentDays(db, new Date());
    } catch (error) {
      if (!stopped) log(`Rolling up analytics failed (tried again in ${Math.round(intervalMs / 1000)} s): ${(error as Error).message}`);
    }
  };
  const next = () => (running = running.then(runOnce));
  const timer = setInterval(() => {
    void next();
  }, intervalMs);
  timer.unref();
  return {
    runNow: () => next(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
