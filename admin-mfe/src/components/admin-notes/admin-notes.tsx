// The shop's internal notes on an order or a customer (never shown to the customer): oldest first,
// with who wrote them and when; the page adds a note through its audited callable (addOrderNote,
// addCustomerNote) and the list is reloaded.
import { useRevalidator } from 'shared-router';
import { adminNoteFormSchema } from 'shared-data/admin';
import { FormError, FormStatus, TextAreaField, useForm } from 'shared-ui';
import { AdminCallError } from '../../lib/admin-callables';
import type { AdminNote } from '../../lib/admin-notes';
import { formatIst } from 'shared-data/dates';

export function AdminNotes({ notes, add }: { notes: AdminNote[]; add: (text: string) => Promise<unknown> }) {
  const revalidator = useRevalidator();
  const form = useForm({
    initialValues: { text: '' },
    schema: adminNoteFormSchema,
    resetOnSuccess: true,
    onSubmit: async ({ text }) => {
      try {
        await add(text);
      } catch (error) {
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
      await revalidator.revalidate();
      return 'Note added.';
    },
  });
  return (
    <section className="admin-card" aria-labelledby="admin-notes-heading">
      <h2 id="admin-notes-heading">Internal notes</h2>
      {notes.length ? (
        <ol className="admin-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className="admin-notes__meta">
                {note.byEmail || 'An admin'}
                {note.at ? `, ${formatIst(note.at, 'dayMonthTime')}` : ''}
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
