// What the shop does with an inbox item: take it (assign to oneself) or hand it back, set its status,
// schedule a video call, and keep internal notes. Each change is one audited write that checks the
// item is still the version shown (two admins on one item are told, with the shared conflict
// notice and a reload, not overwritten).
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { ConflictError } from 'shared-data/admin';
import { FormError, FormStatus } from 'shared-ui';
import { formatIst } from 'shared-data/dates';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useAction } from '../../../hooks/use-action';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, updateSupportItem, type SupportItem, type SupportStatus } from '../../../lib/admin-support';

const NOTE_MAX = 1000;

/** The fields these actions check, as the screen names them (the conflict notice lists those that changed). */
const COMPARED: Record<string, string> = { status: 'status', assignedEmail: 'who is on it', scheduledFor: 'call time' };

export function SupportItemActions({ item }: { item: SupportItem }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const [conflict, setConflict] = useState<string[] | null>(null);
  const [status, setStatus] = useState<SupportStatus>(item.status);
  const [scheduledFor, setScheduledFor] = useState(
    item.scheduledFor || (item.preferredDate && item.preferredTime ? `${item.preferredDate}T${item.preferredTime}` : ''),
  );
  const [note, setNote] = useState('');
  // The select follows the stored status (another action, such as taking the item, may move it).
  const [shownStatus, setShownStatus] = useState(item.status);
  if (shownStatus !== item.status) {
    setShownStatus(item.status);
    setStatus(item.status);
  }
  const label = `${item.kind === 'message' ? 'message' : 'video-call request'} from ${item.name}`;

  const action = useAction(
    async (data: Record<string, unknown>, summary: string, done: string) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are not connected to the database; reload the page and try again.');
      setConflict(null);
      try {
        await updateSupportItem(db, actor, item, {
          summary,
          data,
          base: {
            status: item.status,
            assignedTo: item.assignedTo,
            assignedEmail: item.assignedEmail,
            scheduledFor: item.scheduledFor,
            updatedAt: item.updatedAt,
          },
        });
      } catch (error) {
        if (error instanceof ConflictError) setConflict(Object.keys(error.changes).flatMap((field) => COMPARED[field] ?? []));
        throw error;
      }
      await revalidator.revalidate();
      return done;
    },
    { errorMessage: 'The change could not be saved. Try again.' },
  );
  const save = (data: Record<string, unknown>, summary: string, done: string) => action.run(data, summary, done);

  const mine = actor !== null && item.assignedTo === actor.uid;
  const pending = action.pending;
  const statuses = SUPPORT_STATUSES.filter((value) => value !== 'scheduled' || item.kind === 'video');

  const onStatus = (event: FormEvent) => {
    event.preventDefault();
    if (status === item.status) return;
    void save({ status }, `Marked the ${label} ${SUPPORT_STATUS_LABELS[status].toLowerCase()}`, `Marked ${SUPPORT_STATUS_LABELS[status].toLowerCase()}.`);
  };
  const onSchedule = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(scheduledFor)) {
      action.fail('Choose the day and time of the call.');
      return;
    }
    void save({ status: 'scheduled', scheduledFor }, `Scheduled the ${label} for ${scheduledFor.replace('T', ' ')}`, 'The call is scheduled.');
  };
  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) {
      action.fail('Write the note first.');
      return;
    }
    if (text.length > NOTE_MAX) {
      action.fail(`Keep the note under ${NOTE_MAX + 1} characters.`);
      return;
    }
    const notes = [...item.notes, { text, byEmail: actor?.email ?? '', at: new Date().toISOString() }];
    if (await save({ notes }, `Note on the ${label}: ${text}`, 'Note added.')) setNote('');
  };

  return (
    <div className="admin-support__actions">
      <section className="admin-card" aria-labelledby="support-owner-heading">
        <h2 id="support-owner-heading">Who is on it</h2>
        <p>{item.assignedEmail ? `Assigned to ${item.assignedEmail}.` : 'Nobody has taken this yet.'}</p>
        {mine ? (
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => void save({ assignedTo: '', assignedEmail: '' }, `Unassigned the ${label}`, 'Unassigned.')}
          >
            Unassign me
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={pending || !actor}
            onClick={() =>
              void save(
                { assignedTo: actor?.uid ?? '', assignedEmail: actor?.email ?? '', ...(item.status === 'new' ? { status: 'in_progress' } : {}) },
                `Took the ${label}`,
                'Assigned to you.',
              )
            }
          >
            Assign to me
          </button>
        )}
      </section>

      <section className="admin-card" aria-labelledby="support-status-heading">
        <h2 id="support-status-heading">Status</h2>
        <form onSubmit={onStatus} aria-label="Status" className="admin-inline-form">
          <label htmlFor="support-status">Status</label>
          <select id="support-status" value={status} onChange={(event) => setStatus(event.target.value as SupportStatus)} disabled={pending}>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {SUPPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
          <button type="submit" className="button" disabled={pending || status === item.status}>
            Save status
          </button>
        </form>
        {item.kind === 'video' ? (
          <form onSubmit={onSchedule} aria-label="Schedule the call" className="admin-inline-form">
            <label htmlFor="support-scheduled">Call at (India time)</label>
            <input
              id="support-scheduled"
              type="datetime-local"
              value={scheduledFor}
              onChange={(event) => setScheduledFor(event.target.value)}
              disabled={pending}
            />
            <button type="submit" className="button" disabled={pending}>
              Mark scheduled
            </button>
          </form>
        ) : null}
      </section>

      <section className="admin-card" aria-labelledby="support-notes-heading">
        <h2 id="support-notes-heading">Internal notes</h2>
        {item.notes.length ? (
          <ol className="admin-notes">
            {item.notes.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <p>{entry.text}</p>
                <p className="admin-notes__meta">
                  {entry.byEmail || 'An admin'}
                  {entry.at ? `, ${formatIst(entry.at, 'dayMonthTime')}` : ''}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-muted">No notes yet. Only the shop's staff see them.</p>
        )}
        <form onSubmit={onNote} aria-label="Add a note">
          <div className="field">
            <label className="field__label" htmlFor="support-note">
              New note
            </label>
            <textarea
              id="support-note"
              className="field__input"
              rows={2}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              disabled={pending}
            />
          </div>
          <button type="submit" className="button" disabled={pending}>
            Add note
          </button>
        </form>
      </section>

      <FormStatus state={action.state} />
      {conflict ? (
        <ConflictNotice
          what={`this ${item.kind === 'message' ? 'message' : 'video-call request'}`}
          changes={conflict}
          yours="Your change was not saved."
          loadLabel="Reload to see the latest"
          onLoadTheirs={() => void revalidator.revalidate().then(() => setConflict(null))}
        />
      ) : null}
    </div>
  );
}
