// Rolls one day of raw `events` (India's day) into `analyticsDaily/{day}`, the only thing the admin's
// Analytics page reads. The events are read in pages of ROLLUP_PAGE ordered by createdAt (a range on
// one field: no composite index), fed to the shared DayRollup, and the result replaces the day's
// document in one write, so running it again (or concurrently) gives the same figures. Production
// runs it every 15 minutes for today and, in the first hour, yesterday (index.ts); the local backend
// runs the same code on its timer (backend/src/cli/local-schedules.ts).
import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ANALYTICS_DAILY, type DailyAnalytics, DayRollup, EVENTS, indianDay, istDayStart, shiftDay, toDailyAnalytics } from 'shared-data/contracts';

export const ROLLUP_PAGE = 5_000;

export async function rollUpDay(db: Firestore, day: string): Promise<DailyAnalytics> {
  const start = istDayStart(day);
  const end = istDayStart(shiftDay(day, 1));
  if (!start || !end) throw new Error(`Not a day: ${day}`);
  const rollup = new DayRollup(day);
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    let query = db
      .collection(EVENTS)
      .where('createdAt', '>=', Timestamp.fromDate(start))
      .where('createdAt', '<', Timestamp.fromDate(end))
      .orderBy('createdAt')
      .limit(ROLLUP_PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const snapshot of page.docs) {
      const data = snapshot.data();
      rollup.add({
        name: typeof data['name'] === 'string' ? data['name'] : '',
        ...(data['params'] && typeof data['params'] === 'object' ? { params: data['params'] as Record<string, unknown> } : {}),
        ...(typeof data['path'] === 'string' ? { path: data['path'] } : {}),
        ...(typeof data['sessionId'] === 'string' ? { sessionId: data['sessionId'] } : {}),
        ...(typeof data['sample'] === 'number' ? { sample: data['sample'] } : {}),
      });
    }
    if (page.docs.length < ROLLUP_PAGE) break;
    last = page.docs[page.docs.length - 1] ?? null;
  }
  const result = rollup.result();
  // Unchanged figures are not written again (the local timer runs every few seconds).
  const ref = db.collection(ANALYTICS_DAILY).doc(day);
  const stored = (await ref.get()).data();
  if (stored) {
    const { rolledUpAt: _at, ...figures } = stored;
    if (JSON.stringify(toDailyAnalytics(day, figures)) === JSON.stringify(result)) return result;
  }
  await ref.set({ ...result, rolledUpAt: FieldValue.serverTimestamp() });
  return result;
}

/** Today's roll-up, and yesterday's too in the first `graceHours` after midnight (late events). */
export async function rollUpRecentDays(db: Firestore, now: Date, graceHours = 1): Promise<DailyAnalytics[]> {
  const today = indianDay(now);
  const days = [today];
  const sinceMidnight = now.getTime() - (istDayStart(today)?.getTime() ?? now.getTime());
  if (sinceMidnight < graceHours * 3_600_000) days.unshift(shiftDay(today, -1));
  const results: DailyAnalytics[] = [];
  for (const day of days) results.push(await rollUpDay(db, day));
  return results;
}
