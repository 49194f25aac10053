// The unsaved-changes guard every admin editor uses: while the form differs from what is stored,
// closing or reloading the tab asks (the browser's own prompt), and leaving for another admin page
// (a sidebar link, "Upload some in Media", Back) asks in the admin's confirmation dialog, which can
// stay or leave. The editor's own navigation after a save or a delete is let through: it calls
// allowLeaving() first, since the form's state may not have caught up with the save yet.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, useLocation } from 'shared-router';
import { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
import { useLeaveWarning } from './use-leave-warning';

export function useUnsavedChanges(dirty: boolean): { dialog: ReactNode; allowLeaving: () => void } {
  useLeaveWarning(dirty);
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  const leaving = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  const { pathname } = useLocation();
  useEffect(() => {
    allowed.current = false;
    leaving.current = false;
  }, [pathname]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname);
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  const dialog = (
    <ConfirmDialog
      request={
        blocker.state === 'blocked'
          ? {
              title: 'Leave this page without saving?',
              body: <p>Your changes on this page are not saved, and are lost if you leave. Stay on this page to save them.</p>,
              confirmLabel: 'Leave without saving',
              cancelLabel: 'Stay on this page',
              danger: true,
              action: async () => {
                leaving.current = true;
                blocker.proceed();
              },
            }
          : null
      }
      onClose={() => {
        if (!leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
  return { dialog, allowLeaving };
}
