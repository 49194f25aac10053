// The home page's floating action menu (docs/product-spec.md §2): Orders (the account's orders; the shell's
// guard sends anonymous visitors to login and back) and Video Call. A disclosure: the toggle says
// whether it is open, Escape or a click elsewhere closes it, and focus returns to the toggle.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'shared-router';
import { track, useSiteSettings } from 'shared-data';
import { VideoCallRequestDialog } from 'shared-ui';

export const ORDERS_PATH = '/account?tab=orders';

export function FloatingActionMenu() {
  const [open, setOpen] = useState(false);
  const [videoCallOpen, setVideoCallOpen] = useState(false);
  // A shop that takes no video calls (settings.features) offers only Orders here.
  const videoCall = useSiteSettings().features.videoCall;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      {/* The shell's floating track: off the first screen, resting in the room the page's end keeps. */}
      <div className="floating-track floating-track--start">
        <div ref={rootRef} className={`fab${open ? ' fab--open' : ''}`} data-floating="">
          <button
            ref={toggleRef}
            type="button"
            className="fab__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((current) => !current)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Quick actions</span>
          </button>
          <ul id={menuId} className="fab__menu" hidden={!open}>
            <li>
              <Link
                className="fab__item"
                to={ORDERS_PATH}
                onClick={() => {
                  track('click', { category: 'engagement', label: 'home_fab_orders' });
                  setOpen(false);
                }}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                </svg>
                Orders
              </Link>
            </li>
            {videoCall ? (
              <li>
                <button
                  type="button"
                  className="fab__item"
                  aria-haspopup="dialog"
                  onClick={() => {
                    track('click', { category: 'engagement', label: 'home_fab_video_call' });
                    setOpen(false);
                    setVideoCallOpen(true);
                  }}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                  </svg>
                  Video Call
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      {/* Outside the floating track, so the dialog is not confined to its stacking context. */}
      {videoCall ? (
        <VideoCallRequestDialog open={videoCallOpen} onClose={() => setVideoCallOpen(false)} returnFocusRef={toggleRef} source="home_floating_menu" />
      ) : null}
    </>
  );
}
