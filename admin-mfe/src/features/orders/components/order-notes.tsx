// The shop's internal notes on an order (never shown to the customer): newest last, with who wrote
// them and when; a note is added through the addOrderNote callable (audited).
import { useRevalidator } from 'shared-router';
import { orderNoteInputSchema } from 'shared-data';
import { FormError, FormStatus, TextAreaField, useForm } from 'shared-ui';
import { AdminCallError, addOrderNote } from '../../../lib/admin-callables';
import type { OrderNote } from '../../../lib/admin-orders';

const noteTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export function OrderNotes({ orderId, notes }: { orderId: string; notes: OrderNote[] }) {
  const revalidator = useRevalidator();
  const form = useForm({
    initialValues: { orderId, text: '' },
    schema: orderNoteInputSchema,
    resetOnSuccess: true,
    onSubmit: async (input) => {
      try {
        await addOrderNote(input);
      } catch (error) {
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
      await revalidator.revalidate();
      return 'Note added.';
    },
  });
  return (
    <section className="admin-card" aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">Internal notes</h2>
      {notes.length ? (
        <ol className="admin-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className="admin-notes__meta">
                {note.byEmail || 'An admin'}
                {note.at ? `, ${noteTime.format(new Date(note.at))}` : ''}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">No notes yet. Only the shop's staff see them.</p>
      )}
      <form {...form.formProps} aria-label="Add a note">
        <TextAreaField label="New note" rows={2} hint="Only the shop's staff see notes." {...form.field('text')} />
        <FormStatus state={form.status} />
        <button type="submit" className="button" disabled={form.pending}>
          {form.pending ? 'Adding…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
