// Scheduled blog posts go live here: every post with `status == 'scheduled'` whose `publishAt` has
// come becomes `published`, with `publishedAt` set to the time it was scheduled for (so the post
// sorts where the editor meant it to, whichever run picked it up). Each post is its own transaction
// that checks it is still scheduled for a time that has come — an editor who unscheduled or moved
// it a moment before wins — and leaves an audit entry by "the schedule".
// Production runs it every minute (index.ts, publishScheduledPosts); the local backend runs the
// same function on a timer (backend/src/cli/local-schedules.ts), since the Functions emulator does
// not run schedules.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { BLOGS } from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';

/** Who the audit log names for a scheduled publication. */
export const SCHEDULE_ACTOR = { uid: 'schedule', email: 'The publishing schedule' } as const;

export interface PublishSummary {
  published: string[];
}

/** Publishes every scheduled post due at `now`; returns the ids it published. */
export async function publishDuePosts(db: Firestore, now: Date, batchLimit = 100): Promise<PublishSummary> {
  const due = await db
    .collection(BLOGS)
    .where('status', '==', 'scheduled')
    .where('publishAt', '<=', Timestamp.fromDate(now))
    .orderBy('publishAt')
    .limit(batchLimit)
    .get();
  const published: string[] = [];
  for (const candidate of due.docs) {
    const done = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(candidate.ref);
      const data = snapshot.data();
      const publishAt = data?.['publishAt'];
      if (!data || data['status'] !== 'scheduled' || !(publishAt instanceof Timestamp) || publishAt.toMillis() > now.getTime()) return false;
      const auditId = recordAdminChange(transaction, db, SCHEDULE_ACTOR, {
        action: 'blog.publish',
        target: `${BLOGS}/${snapshot.id}`,
        summary: `Published the scheduled post ${String(data['title'] ?? snapshot.id)}`,
        changes: { status: { from: 'scheduled', to: 'published' } },
      });
      transaction.update(candidate.ref, {
        status: 'published',
        publishedAt: publishAt,
        publishAt: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
        lastAuditId: auditId,
      });
      return true;
    });
    if (done) published.push(candidate.id);
  }
  return { published };
}
