// A modal dialog: focus moves in when it opens, Tab and Shift+Tab stay inside, Escape and the
// Close button close it, and focus returns to the element that opened it. Closed dialogs render
// nothing, so server-rendered pages never contain one.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Where focus goes when the dialog closes; by default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

export function Dialog({ open, onClose, title, children, returnFocusRef, className }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The latest callbacks, so the open/close effect runs only when `open` changes.
  const onCloseRef = useRef(onClose);
  const returnFocusRefRef = useRef(returnFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRefRef.current = returnFocusRef;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field of the content, not the Close button, is where people start.
    const body = bodyRef.current;
    const initial = (body && focusableIn(body)[0]) ?? focusableIn(dialog)[0] ?? dialog;
    initial.focus();
    // Content that arrives after opening (a form still downloading) gets the focus when it comes,
    // unless the visitor has moved it meanwhile.
    let arrival: MutationObserver | null = null;
    if (body && !body.contains(initial)) {
      arrival = new MutationObserver(() => {
        const first = focusableIn(body)[0];
        if (!first) return;
        arrival?.disconnect();
        if (document.activeElement === initial) first.focus();
      });
      arrival.observe(body, { childList: true, subtree: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusableIn(dialog)[0] ?? dialog).focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      arrival?.disconnect();
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const target = returnFocusRefRef.current?.current ?? previouslyFocused;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="dialog-backdrop">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className ? `dialog ${className}` : 'dialog'}>
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="dialog__body">
          {children}
        </div>
      </div>
    </div>
  );
}
