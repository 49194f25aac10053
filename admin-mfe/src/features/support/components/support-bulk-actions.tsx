// Bulk actions on the inbox items selected: close them ("Mark done"), set them apart as spam (a flood
// of junk leaves "All" and the "New" count at once), or bring spam back to the inbox. Each asks
// first, naming the change and how many items; each item is then its own audited change that
// checks its status is still the one the list showed, with progress and what could not be changed.
import { useState } from 'react';
import { usePageState } from '../../../hooks/use-page-state';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { formatNumber } from 'shared-ui';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { runBulk, type BulkProgress } from '../../../lib/bulk';
import { BulkStatus } from '../../../components/bulk-status/bulk-status';
import { SUPPORT_STATUS_LABELS, updateSupportItem, type SupportItem, type SupportStatus } from '../../../lib/admin-support';
import { formatCount } from '../../../lib/format-count';

interface BulkStatus {
  status: SupportStatus;
  /** The button, and the confirmation's verb: "Mark done", "Mark as spam", "Not spam". */
  label: string;
  /** What it does, said in the confirmation. */
  consequence: string;
}

const BULK_STATUSES: Record<'done' | 'spam' | 'inbox', BulkStatus> = {
  done: { status: 'done', label: 'Mark done', consequence: 'They move to “Done”; nothing is sent to the senders.' },
  spam: { status: 'spam', label: 'Mark as spam', consequence: 'They leave the inbox for the “Spam” tab, where they can be brought back.' },
  inbox: { status: 'new', label: 'Not spam', consequence: 'They return to the inbox as new.' },
};

const NAMED = 5;
const describe = (item: SupportItem) => `${item.kind === 'message' ? 'message' : 'video-call request'} from ${item.name}`;

export function SupportBulkActions({ items, spamTab, onDone }: { items: SupportItem[]; spamTab: boolean; onDone: () => void }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const { ask, dialog } = useConfirm();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  // The report stays with the list it was made on (another tab or search does not repeat it).
  const [report, setReport] = usePageState<{ text: string; failed: Array<{ item: SupportItem; reason: string }> } | null>(null);

  const apply = async (change: BulkStatus, targets: SupportItem[]) => {
    const db = await loadSignedInDb();
    if (!db || !actor) {
      setReport({ text: 'Nothing was changed: you are not connected to the database; reload the page.', failed: [] });
      return;
    }
    setReport(null);
    const outcome = await runBulk(
      targets,
      async (item) => {
        await updateSupportItem(db, actor, item, {
          summary: `Marked the ${describe(item)} ${SUPPORT_STATUS_LABELS[change.status].toLowerCase()}`,
          data: { status: change.status },
          base: { status: item.status, updatedAt: item.updatedAt },
          // Only its status must still be as the list showed it (a note added meanwhile does not stop it).
          unchanged: ['status'],
        });
      },
      setProgress,
    );
    setProgress(null);
    setReport({
      text: `${formatCount(outcome.succeeded.length, 'item')} marked ${SUPPORT_STATUS_LABELS[change.status].toLowerCase()}${
        outcome.failed.length ? `; ${formatNumber(outcome.failed.length)} not changed` : ''
      }.`,
      failed: outcome.failed,
    });
    onDone();
    await revalidator.revalidate();
  };

  const confirm = (change: BulkStatus) => {
    const targets = items;
    ask({
      title: `${change.label}: ${formatCount(targets.length, 'item')}?`,
      confirmLabel: `${change.label} (${formatNumber(targets.length)})`,
      body: (
        <>
          <p>{change.consequence}</p>
          <ul>
            {targets.slice(0, NAMED).map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.name}: {item.subject || item.message.slice(0, 60)}
              </li>
            ))}
            {targets.length > NAMED ? <li>and {formatCount(targets.length - NAMED, 'item')} more</li> : null}
          </ul>
        </>
      ),
      action: async () => {
        void apply(change, targets);
      },
    });
  };

  const busy = progress !== null;
  const none = items.length === 0;
  return (
    <div className="data-table__bulk" role="group" aria-label="Bulk actions">
      <span>{none ? 'Select items to act on them together.' : `${formatCount(items.length, 'item')} selected`}</span>
      <button type="button" className="button" disabled={busy || none} onClick={() => confirm(BULK_STATUSES.done)}>
        {BULK_STATUSES.done.label}
      </button>
      {spamTab ? (
        <button type="button" className="button" disabled={busy || none} onClick={() => confirm(BULK_STATUSES.inbox)}>
          {BULK_STATUSES.inbox.label}
        </button>
      ) : (
        <button type="button" className="button" disabled={busy || none} onClick={() => confirm(BULK_STATUSES.spam)}>
          {BULK_STATUSES.spam.label}
        </button>
      )}
      <BulkStatus progress={progress} text={report?.text ?? ''} />
      {report && report.failed.length ? (
        <ul className="admin-alert admin-alert--warning" aria-label="Items not changed">
          {report.failed.map(({ item, reason }) => (
            <li key={`${item.kind}-${item.id}`}>
              {item.name}: {reason}
            </li>
          ))}
        </ul>
      ) : null}
      {dialog}
    </div>
  );
}
