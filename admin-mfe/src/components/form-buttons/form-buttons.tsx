// A form's buttons: the submit button, which says what it is doing while the form is sent ("Saving…")
// and cannot be pressed twice, and a way out (Cancel, Back) that is off while it is sent. Whatever
// else belongs on the row (a preview link) comes as children, after the buttons; then an editor's
// "Unsaved changes." line and the form's outcome.
import type { ReactNode } from 'react';
import { FormStatus, type FormState } from 'shared-ui';

export interface FormButtonsProps {
  pending: boolean;
  /** "Save the changes", "Issue credit note". */
  submitLabel: string;
  /** While sending: "Saving…" unless said. */
  pendingLabel?: string;
  /** A destructive or final step is drawn as such (cancelling an order, a credit note). */
  tone?: 'primary' | 'danger' | 'plain';
  /** The way out, when the form can be closed without sending. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The row's layout: `form-actions` (default), `admin-form__actions` (an editor's foot), `admin-order__buttons`. */
  className?: string;
  /** An editor's "Unsaved changes." / "No unsaved changes." line, when given. */
  unsaved?: boolean;
  /** The form's outcome (FormStatus), when the row says it. */
  status?: FormState;
  children?: ReactNode;
}

const TONES = { primary: 'button button--primary', danger: 'button button--danger', plain: 'button' } as const;

export function FormButtons({
  pending,
  submitLabel,
  pendingLabel = 'Saving…',
  tone = 'primary',
  onCancel,
  cancelLabel = 'Cancel',
  className = 'form-actions',
  unsaved,
  status,
  children,
}: FormButtonsProps) {
  return (
    <div className={className}>
      <button type="submit" className={TONES[tone]} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="button" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
      {children}
      {unsaved === undefined ? null : <span className="admin-muted">{unsaved ? 'Unsaved changes.' : 'No unsaved changes.'}</span>}
      {status === undefined ? null : <FormStatus state={status} />}
    </div>
  );
}
