// Nothing typed in the blog editor is lost: every change goes to this device's copy first
// (lib/local-copy, a moment after typing), the copy found when the editor opens is offered back
// (restore or discard) when it differs from the stored post, and a stored draft saves itself a few
// seconds after typing stops, when the form is valid. The editor's save path does the writing, for
// its buttons and for this.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { blogPostFormSchema, type BlogPostFormOutput, type BlogPostFormValues } from 'shared-data/admin';
import { formatIst } from 'shared-data/dates';
import { FormError } from 'shared-ui';
import type { BlogSaveIntent } from '../../../lib/admin-blogs';
import { clearLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from '../lib/local-copy';

/** A draft saves itself this long after the last change. */
const AUTOSAVE_DELAY_MS = 4_000;
const LOCAL_COPY_DELAY_MS = 300;

const same = (a: BlogPostFormValues, b: BlogPostFormValues) => JSON.stringify(a) === JSON.stringify(b);

const noSubscription = () => () => undefined;

// The copy this device held when the editor opened, read once per opening (the copy changes as
// the person types; the offer to restore it must not).
const copiesAtOpening = new Map<string, LocalCopy | null>();
function copyAtOpening(key: string): LocalCopy | null {
  if (!copiesAtOpening.has(key)) copiesAtOpening.set(key, readLocalCopy(key));
  return copiesAtOpening.get(key) ?? null;
}

export interface BlogAutosaveOptions {
  /** The device copy's key: the post's id, or "new". */
  copyKey: string;
  /** The form's values for the post as the editor opened it. */
  opened: BlogPostFormValues;
  /** The form's values now, and as last saved. */
  values: BlogPostFormValues;
  saved: BlogPostFormValues;
  /** The stored version the changes start from (null for a new post). */
  baseUpdatedAt: string | null;
  /** A stored draft, not being saved, not in a conflict: it may save itself. */
  canAutosave: boolean;
  /** True while a save writes (an autosave due then waits for the next pause). */
  saving: RefObject<boolean>;
  /** The editor's save path; the autosave saves as a draft (`auto`). */
  persist: (checked: BlogPostFormOutput, typed: BlogPostFormValues, how: BlogSaveIntent, auto: boolean) => Promise<void>;
  /** What the last autosave did ("Draft saved automatically at 10:42."). */
  onNote: (note: string) => void;
}

export function useBlogAutosave({ copyKey, opened, values, saved, baseUpdatedAt, canAutosave, saving, persist, onNote }: BlogAutosaveOptions) {
  const dirty = !same(values, saved);
  const openingCopy = useSyncExternalStore(
    noSubscription,
    () => copyAtOpening(copyKey),
    () => null,
  );
  const [offerHandled, setOfferHandled] = useState(false);
  const offer = !offerHandled && openingCopy && !same(openingCopy.values, opened) ? openingCopy : null;
  const [deviceNote, setDeviceNote] = useState<string | null>(null);

  // The next opening reads the device's copy afresh.
  useEffect(() => () => void copiesAtOpening.delete(copyKey), [copyKey]);

  // Every change goes to this device's copy first.
  useEffect(() => {
    if (!dirty || offer) return undefined;
    const timer = setTimeout(() => {
      const kept = writeLocalCopy(copyKey, { values, baseUpdatedAt, savedAt: new Date().toISOString() });
      setDeviceNote(kept ? null : 'This browser does not keep a copy of unsaved changes: save before closing the tab.');
    }, LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, offer, copyKey, baseUpdatedAt]);

  // A stored draft saves itself when typing pauses and the form is valid.
  useEffect(() => {
    if (!dirty || !canAutosave || offer) return undefined;
    const timer = setTimeout(() => {
      if (saving.current) return;
      const parsed = blogPostFormSchema.safeParse(values);
      if (!parsed.success) {
        onNote('Not saved automatically until the errors are fixed. Your changes are kept on this device.');
        return;
      }
      persist(parsed.data, values, { kind: 'draft' }, true)
        .then(() => onNote(`Draft saved automatically at ${formatIst(new Date(), 'clock')}.`))
        .catch((error: unknown) =>
          onNote(error instanceof FormError ? `Not saved automatically: ${error.message}` : 'Not saved automatically. Your changes are kept on this device.'),
        );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, canAutosave, offer, saving, persist, onNote]);

  return {
    dirty,
    /** The unsaved changes this device kept from an earlier visit, until restored or discarded. */
    offer,
    /** After restoring the offered copy (the editor puts its values in the form). */
    offerTaken: () => setOfferHandled(true),
    discardOffer: () => {
      clearLocalCopy(copyKey);
      setOfferHandled(true);
    },
    /** Set when this browser keeps no copy (storage full or blocked). */
    deviceNote,
  };
}

/** The offer of the changes this device kept: restore them, or discard them. */
export function RestoreOffer({ offer, newer, onRestore, onDiscard }: { offer: LocalCopy; newer: boolean; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div className="admin-alert admin-alert--warning" role="alert">
      <p>
        Changes to this post from {formatIst(offer.savedAt, 'dateTime')} were not saved, and were kept on this device.
        {newer ? ' The post has been saved since then, so restoring them replaces the newer text.' : ''}
      </p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          Restore my changes
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}
