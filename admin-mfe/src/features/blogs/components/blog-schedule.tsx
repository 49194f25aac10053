// Publishing in the blog editor: where the post stands (a draft shoppers cannot see, scheduled for
// a time in India, published), the time to publish it at (typed in this computer's time; the
// server publishes it then, so shoppers never see it early), and the buttons that save the post
// with what should happen to it: publish now, save the draft, keep it as it is, unpublish, or cancel
// the schedule.
import { useState, useSyncExternalStore } from 'react';
import type { BlogPost } from 'shared-data';
import { formatIst } from 'shared-data/dates';
import { TextField } from 'shared-ui';
import type { BlogSaveIntent } from '../../../lib/admin-blogs';

type Status = BlogPost['status'];

/** `YYYY-MM-DDTHH:MM` in this computer's time, as a datetime-local input takes it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const noSubscription = () => () => undefined;

export interface BlogScheduleProps {
  status: Status;
  /** When the stored post goes live (shown while it is scheduled). */
  publishAt: string | null | undefined;
  /** The time the schedule field starts from: the post's as the editor opened it. */
  initialPublishAt: string | null | undefined;
  error: string | undefined;
  pending: boolean;
  onSchedule: (at: Date) => void;
  /** A schedule without a time: the editor says it where the form's outcome goes. */
  onError: (message: string) => void;
}

export function BlogSchedule({ status, publishAt, initialPublishAt, error, pending, onSchedule, onError }: BlogScheduleProps) {
  // The schedule input is in this computer's time, which the server does not know: empty in the
  // server's render, filled in by the browser.
  const storedSchedule = useSyncExternalStore(
    noSubscription,
    () => (initialPublishAt ? localInputValue(new Date(initialPublishAt)) : ''),
    () => '',
  );
  const earliest = useSyncExternalStore(
    noSubscription,
    () => localInputValue(new Date()),
    () => undefined,
  );
  const [typedSchedule, setScheduleAt] = useState<string | null>(null);
  const scheduleAt = typedSchedule ?? storedSchedule;

  const schedule = () => {
    const at = scheduleAt ? new Date(scheduleAt) : null;
    if (!at || Number.isNaN(at.getTime())) {
      onError('Choose the date and time to publish the post.');
      return;
    }
    onSchedule(at);
  };

  return (
    <fieldset className="admin-card admin-fieldset">
      <legend>Publishing</legend>
      <p>
        <span className={`admin-status admin-status--${status}`}>{status === 'draft' ? 'Draft' : status === 'scheduled' ? 'Scheduled' : 'Published'}</span>{' '}
        {status === 'scheduled' && publishAt ? `Goes live on ${formatIst(publishAt, 'dateTime')} (India time).` : null}
        {status === 'draft' ? 'Shoppers cannot see it.' : null}
        {status === 'published' ? 'Shoppers can read it.' : null}
      </p>
      {status !== 'published' ? (
        <div className="admin-inline-form">
          <TextField
            label="Publish on (this computer's time)"
            type="datetime-local"
            value={scheduleAt}
            min={earliest}
            error={error}
            onChange={(event) => setScheduleAt(event.target.value)}
          />
          <button type="button" className="button" disabled={pending} onClick={schedule}>
            {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The save buttons, each with its intent for the post's status. */
export function BlogPublishButtons({ status, pending, onSave }: { status: Status; pending: boolean; onSave: (how: BlogSaveIntent) => void }) {
  if (status === 'published') {
    return (
      <>
        <button type="button" className="button button--primary" disabled={pending} onClick={() => onSave({ kind: 'keep' })}>
          {pending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button" disabled={pending} onClick={() => onSave({ kind: 'draft' })}>
          Unpublish
        </button>
      </>
    );
  }
  return (
    <>
      <button type="button" className="button button--primary" disabled={pending} onClick={() => onSave({ kind: 'publish' })}>
        Publish now
      </button>
      <button type="button" className="button" disabled={pending} onClick={() => onSave(status === 'scheduled' ? { kind: 'keep' } : { kind: 'draft' })}>
        {pending ? 'Saving…' : status === 'scheduled' ? 'Save changes' : 'Save draft'}
      </button>
      {status === 'scheduled' ? (
        <button type="button" className="button" disabled={pending} onClick={() => onSave({ kind: 'draft' })}>
          Cancel the schedule
        </button>
      ) : null}
    </>
  );
}
