// The video-call booking form in a modal dialog, and a button that opens it. The home page, its
// floating menu and the product page (with the product prefilled) all use these. The form (its
// code and styles) is downloaded when first needed, not with every page: when the pointer comes
// over the button or it gets focus, or at the latest when the dialog opens.
import { lazy, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog } from '../dialog/dialog';
import type { VideoCallRequestFormProps } from './video-call-request-form';

const loadForm = () => import('./video-call-request-form');
const VideoCallRequestForm = lazy(async () => ({ default: (await loadForm()).VideoCallRequestForm }));
const preloadForm = () => void loadForm().catch(() => undefined); // opening the dialog retries and reports

export interface VideoCallRequestDialogProps extends Pick<VideoCallRequestFormProps, 'products' | 'source' | 'submit'> {
  open: boolean;
  onClose: () => void;
  /** Where focus returns on close; by default the element that had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

export function VideoCallRequestDialog({ open, onClose, returnFocusRef, products, source, submit }: VideoCallRequestDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Book a video call" returnFocusRef={returnFocusRef} className="video-call-dialog">
      {/* Mounted only while open, so every opening starts with a fresh form. */}
      <Suspense fallback={<p role="status">Loading the form…</p>}>
        <VideoCallRequestForm products={products} source={source} submit={submit} onDone={onClose} />
      </Suspense>
    </Dialog>
  );
}

export interface VideoCallRequestButtonProps extends Pick<VideoCallRequestFormProps, 'products' | 'source' | 'submit'> {
  className?: string;
  children?: ReactNode;
  /** Called when the button is pressed (for analytics). */
  onOpen?: () => void;
}

export function VideoCallRequestButton({ className = 'button', children = 'Book Video Call', onOpen, products, source, submit }: VideoCallRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <VideoCallRequestDialog open={open} onClose={() => setOpen(false)} returnFocusRef={buttonRef} products={products} source={source} submit={submit} />
    </>
  );
}
