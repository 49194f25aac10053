// One review's moderation: Approve (one click), Reject (with the reason its author reads), Reply
// (the shop's public answer; empty takes it away) and Delete (asked through the shared
// confirmation). Each goes through the moderateReview function with the version the admin saw; the
// outcome is reported by the page, whose list is reloaded (the review may leave the tab it was in).
import { useState } from 'react';
import { REVIEW_LIMITS, type Review } from 'shared-data';
import type { ReviewAction } from 'shared-data/shopper';
import { Dialog, TextAreaField } from 'shared-ui';
import { moderateReview } from '../../../lib/admin-callables';
import { actionErrorMessage, useAction } from '../../../hooks/use-action';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';

export interface ReviewOutcome {
  kind: 'success' | 'error';
  message: string;
}

const DONE: Record<ReviewAction, string> = {
  approve: 'is published',
  reject: 'is rejected; its author sees your reason',
  reply: 'has your reply',
  delete: 'is deleted',
};

export function ReviewActions({ review, onDone }: { review: Review; onDone: (outcome: ReviewOutcome) => Promise<void> }) {
  const [open, setOpen] = useState<'reject' | 'reply' | null>(null);
  const { ask, dialog } = useConfirm();
  const [text, setText] = useState('');
  const label = `${review.authorName}'s review "${review.title}"`;

  // One moderation at a time; `running` names it (its button says "Approving…", "Deleting…").
  const moderation = useAction(async (action: ReviewAction, extra: { reason?: string; reply?: string } = {}) => {
    try {
      await moderateReview({ productId: review.productId, uid: review.uid, action, expectedUpdatedAt: review.updatedAt, ...extra });
      setOpen(null);
      await onDone({ kind: 'success', message: `${label} ${DONE[action]}.` });
    } catch (failure) {
      // In a dialog the admin keeps what they typed and sees why; otherwise the page reports it.
      if (open && action !== 'approve') throw failure;
      await onDone({ kind: 'error', message: `${label}: ${actionErrorMessage(failure)}` });
    }
  });
  const run = (action: ReviewAction, extra?: { reason?: string; reply?: string }) => void moderation.run(action, extra);
  const pending = moderation.running?.[0] ?? null;
  const error = moderation.error;

  const openWith = (which: 'reject' | 'reply') => {
    setText(which === 'reply' ? review.reply : review.rejectionReason);
    moderation.reset();
    setOpen(which);
  };

  // Deleting asks first; a refusal is said in the question, and the page reports the deletion.
  const askDelete = () =>
    ask({
      title: 'Delete this review?',
      body: (
        <p>
          {label} is removed for good{review.status === 'approved' ? ' and leaves the product’s rating' : ''}. Its author can write a new one. To keep it off
          the page but let the author fix it, reject it instead.
        </p>
      ),
      confirmLabel: 'Delete review',
      danger: true,
      action: async () => {
        await moderateReview({ productId: review.productId, uid: review.uid, action: 'delete', expectedUpdatedAt: review.updatedAt });
        await onDone({ kind: 'success', message: `${label} ${DONE.delete}.` });
      },
    });

  return (
    <div className="admin-review__actions">
      {review.status !== 'approved' ? (
        <button type="button" className="button button--primary" disabled={pending !== null} onClick={() => run('approve')} aria-label={`Approve ${label}`}>
          {pending === 'approve' ? 'Approving…' : 'Approve'}
        </button>
      ) : null}
      {review.status !== 'rejected' ? (
        <button type="button" className="button" disabled={pending !== null} onClick={() => openWith('reject')} aria-label={`Reject ${label}`}>
          Reject…
        </button>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={pending !== null}
        onClick={() => openWith('reply')}
        aria-label={`${review.reply ? 'Edit the reply to' : 'Reply to'} ${label}`}
      >
        {review.reply ? 'Edit reply…' : 'Reply…'}
      </button>
      <button type="button" className="button button--danger" disabled={pending !== null} onClick={askDelete} aria-label={`Delete ${label}`}>
        Delete…
      </button>

      <Dialog open={open === 'reject'} onClose={() => setOpen(null)} title="Reject this review?">
        <form
          className="admin-dialog-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) moderation.fail('Say why the review is rejected; its author reads it.');
            else run('reject', { reason: text });
          }}
        >
          <p>It stays off the product page. Its author sees your reason and can edit the review and send it again.</p>
          <TextAreaField
            label="Reason (the author reads it)"
            name="reason"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={REVIEW_LIMITS.reason}
            rows={3}
            error={error ?? undefined}
          />
          <FormButtons pending={pending !== null} submitLabel="Reject review" pendingLabel="Rejecting…" tone="danger" onCancel={() => setOpen(null)} />
        </form>
      </Dialog>

      <Dialog open={open === 'reply'} onClose={() => setOpen(null)} title={review.reply ? 'Edit the shop’s reply' : 'Reply to this review'}>
        <form
          className="admin-dialog-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run('reply', { reply: text });
          }}
        >
          <p>
            {review.status === 'approved'
              ? 'The reply appears under the review on the product page at once.'
              : 'The reply appears under the review once it is published.'}{' '}
            Leave it empty to take the reply away.
          </p>
          <TextAreaField
            label="Public reply"
            name="reply"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={REVIEW_LIMITS.reply}
            rows={4}
            error={error ?? undefined}
          />
          <FormButtons pending={pending !== null} submitLabel="Save reply" onCancel={() => setOpen(null)} />
        </form>
      </Dialog>

      {dialog}
    </div>
  );
}
