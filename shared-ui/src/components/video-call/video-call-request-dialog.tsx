// The video-call booking form in a modal dialog, and a button that opens it. The home page, its
// floating menu and the product page (with the product prefilled) all use these.
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Dialog } from '../dialog/dialog';
import { VideoCallRequestForm, type VideoCallRequestFormProps } from './video-call-request-form';

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
      <VideoCallRequestForm products={products} source={source} submit={submit} onDone={onClose} />
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
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <VideoCallRequestDialog
        open={open}
        onClose={() => setOpen(false)}
        returnFocusRef={buttonRef}
        products={products}
        source={source}
        submit={submit}
      />
    </>
  );
}
