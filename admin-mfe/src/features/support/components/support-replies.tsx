// Answering a contact message from the admin: the replies sent so far (oldest first, who sent each,
// when, and whether the e-mail left), and the form that sends the next one through the mail
// pipeline (replyToSupportMessage), the customer's message quoted below it. A reply being written is
// not lost by leaving the page: the unsaved-changes guard asks first.
import { useRevalidator } from 'shared-router';
import { supportReplyFormSchema } from 'shared-data/admin';
import { formatIst } from 'shared-data/dates';
import { FormError, FormStatus, TextAreaField, useForm } from 'shared-ui';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { AdminCallError, replyToSupportMessage } from '../../../lib/admin-callables';
import type { SupportItem } from '../../../lib/admin-support';

export interface ReplyDelivery {
  mailId: string;
  /** "Sent", "Waiting to be sent", "Not sent after 3 attempts: …" (mailStateText). */
  state: string;
}

export function SupportReplies({ item, deliveries }: { item: SupportItem; deliveries: ReplyDelivery[] | null }) {
  const revalidator = useRevalidator();
  const form = useForm({
    initialValues: { reply: '' },
    schema: supportReplyFormSchema,
    resetOnSuccess: true,
    onSubmit: async ({ reply }) => {
      try {
        const { to } = await replyToSupportMessage({ messageId: item.id, reply });
        await revalidator.revalidate();
        return `Reply sent to ${to}. It is kept below with the message.`;
      } catch (error) {
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
    },
  });
  const { dialog } = useUnsavedChanges(form.values.reply.trim() !== '' && !form.pending);
  const stateOf = (mailId: string) => deliveries?.find((delivery) => delivery.mailId === mailId)?.state;

  return (
    <section className="admin-card" aria-labelledby="support-replies-heading">
      <h2 id="support-replies-heading">Replies</h2>
      {item.replies.length ? (
        <ol className="admin-notes" aria-label="Replies sent">
          {item.replies.map((reply) => (
            <li key={reply.mailId || reply.at}>
              <p className="admin-support__message">{reply.text}</p>
              <p className="admin-notes__meta">
                {reply.byEmail || 'An admin'}
                {reply.at ? `, ${formatIst(reply.at, 'dayMonthTime')}` : ''}
                {stateOf(reply.mailId) ? ` · ${stateOf(reply.mailId)}` : ''}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">No reply yet.</p>
      )}
      <form {...form.formProps} aria-label={`Reply to ${item.name}`}>
        <TextAreaField
          label="Your reply"
          rows={5}
          hint={`Sent by e-mail to ${item.email} from the shop's address, with their message quoted below.`}
          {...form.field('reply')}
        />
        <FormStatus state={form.status} />
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Sending…' : 'Send reply'}
        </button>
      </form>
      {dialog}
    </section>
  );
}
