// The admin's one way to ask before a change: a dialog that names what will change and for how many,
// with Cancel first (where focus starts, so Enter on a stray key press changes nothing) and the
// action's own label ("Archive 3 products", never "OK"). The action runs from the dialog: it says
// "Working…" until the action settles, closes when it succeeded and says why when it failed, so a
// failed change is never mistaken for a done one.
import { useCallback, useState, type ReactNode } from 'react';
import { Dialog, FormStatus } from 'shared-ui';
import { useAction } from '../../hooks/use-action';

export interface ConfirmRequest {
  /** A question naming the change: "Archive 3 products?" */
  title: string;
  /** What will change, and what will not. */
  body: ReactNode;
  /** The action's own words: "Archive 3 products". */
  confirmLabel: string;
  /** The way out, when "Cancel" would not say it ("Stay on this page"). */
  cancelLabel?: string;
  /** A change that cannot be undone (deleting): the button is drawn as dangerous. */
  danger?: boolean;
  /** The change itself; a thrown error's message is shown in the dialog. */
  action: () => Promise<void>;
}

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const confirm = useAction(async (asked: ConfirmRequest) => {
    await asked.action();
    onClose();
  });
  // Another question starts without the last one's failure.
  const [shown, setShown] = useState(request);
  if (shown !== request) {
    setShown(request);
    confirm.reset();
  }
  const { pending, state } = confirm;
  return (
    <Dialog open={request !== null} onClose={() => !pending && onClose()} title={request?.title ?? ''}>
      <div className="confirm-dialog__body">{request?.body}</div>
      <FormStatus state={state} />
      <div className="form-actions">
        <button type="button" className="button" disabled={pending} onClick={onClose}>
          {request?.cancelLabel ?? 'Cancel'}
        </button>
        <button
          type="button"
          className={`button ${request?.danger ? 'button--danger' : 'button--primary'}`}
          disabled={pending}
          onClick={() => request && void confirm.run(request)}
        >
          {pending ? 'Working…' : request?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * `ask(request)` opens the confirmation; render `dialog` once in the component. The request's action
 * runs only when the person confirms.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = useCallback((next: ConfirmRequest) => setRequest(next), []);
  return { ask, dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} /> };
}
