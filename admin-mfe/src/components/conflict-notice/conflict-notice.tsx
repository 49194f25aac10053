// What an editor says when someone else saved the same thing after it was opened (the audited write
// refused to overwrite their change): what they changed, when it is known, that the person's own
// changes are still in the form, and the two ways on: load theirs (discarding mine), or keep mine
// and save over theirs. One notice for every editor, so the choice reads the same everywhere. A
// one-step action that was refused (moving an order, taking a support message) has nothing of its
// own to keep: the notice says so and offers only the reload.
import type { AuditChange } from 'shared-data/admin';

export interface ConflictNoticeProps {
  /** What was changed, as the sentence names it: "this post", "the settings". */
  what: string;
  /** The fields the other change touched, with their values then and now when known. */
  changes?: Record<string, AuditChange> | readonly string[] | null;
  onLoadTheirs: () => void;
  /** Keep mine and save over theirs; left out when the refused change has nothing to keep. */
  onKeepMine?: () => void;
  /** "Save mine over theirs" (saves at once) or "Keep mine (then save again)". */
  keepLabel?: string;
  /** The reload's name: "Discard mine and load theirs", or "Reload the order" with nothing to keep. */
  loadLabel?: string;
  /** What became of the person's own change: "Your changes are still in the form." by default with onKeepMine, else "Your change was not made." */
  yours?: string;
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function ChangedFields({ changes }: { changes: Record<string, AuditChange> | readonly string[] }) {
  if (Array.isArray(changes)) {
    return changes.length ? <p>Changed: {changes.join(', ')}.</p> : null;
  }
  const entries = Object.entries(changes as Record<string, AuditChange>);
  if (!entries.length) return null;
  return (
    <table className="admin-conflict__changes">
      <caption className="visually-hidden">What the other change did</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">When you opened it</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([field, change]) => (
          <tr key={field}>
            <th scope="row">{field}</th>
            <td>{shown(change.from)}</td>
            <td>{shown(change.to)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ConflictNotice({
  what,
  changes,
  onLoadTheirs,
  onKeepMine,
  keepLabel = 'Save mine over theirs',
  loadLabel = 'Discard mine and load theirs',
  yours,
}: ConflictNoticeProps) {
  return (
    <div className="admin-alert admin-alert--warning admin-conflict" role="alert" aria-label={`Someone else changed ${what}`}>
      <p>
        {onKeepMine
          ? `Someone else saved ${what} after you opened it. ${yours ?? 'Your changes are still in the form.'}`
          : `Someone else changed ${what} after you opened it. ${yours ?? 'Your change was not made.'}`}
      </p>
      {changes ? <ChangedFields changes={changes} /> : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onLoadTheirs}>
          {loadLabel}
        </button>
        {onKeepMine ? (
          <button type="button" className="button" onClick={onKeepMine}>
            {keepLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
