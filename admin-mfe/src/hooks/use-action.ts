// One button's async action (moving an order, sending a reminder, approving a review, cancelling a
// rate…) and what the admin sees of it: pending while it runs (the button disabled, "Saving…"), then
// the success message the action returns, or a message that says why it failed. The admin area's
// buttons all behave alike this way: a second click while the action runs is ignored (a double click
// acts once), and an action that settles after its component is gone (the list reloaded without the
// row, the person went elsewhere) sets nothing. Forms have the same from useForm (shared-ui).
import { useEffect, useRef, useState } from 'react';
import { FormError, type FormState } from 'shared-ui';

const IDLE: FormState = { kind: 'idle' };

/** What a failure says when the error carries no message of its own. */
const ACTION_FAILED = 'The change could not be made. Try again.';

/**
 * The admin's words for a failed action: the error's own message (a FormError, a refused callable's
 * AdminCallError, a ConflictError: each is written for the admin), or `fallback` when it has none.
 */
export function actionErrorMessage(error: unknown, fallback = ACTION_FAILED): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface UseActionOptions {
  /**
   * The message of a failure: the fallback for an error without a message (default ACTION_FAILED),
   * or a function for a screen that shows only some errors' own messages. A FormError's message is
   * always shown as it is.
   */
  errorMessage?: string | ((error: unknown) => string);
  /**
   * Where the outcome is kept: the component's own state by default, or a pair such as
   * usePageState's for a message that belongs to the page's address (hooks/use-page-state.ts).
   */
  outcome?: readonly [FormState, (state: FormState) => void];
}

export interface Action<Args extends unknown[]> {
  /** Runs the action; true when it succeeded (false when it failed, or was ignored as one is running). */
  run: (...args: Args) => Promise<boolean>;
  /** For FormStatus: idle, pending, or the last outcome. */
  state: FormState;
  pending: boolean;
  /** The arguments of the run in progress (which of several buttons it was), or null. */
  running: Args | null;
  /** The failure's message, or null. */
  error: string | null;
  /** The success message, or null. */
  message: string | null;
  /** Shows a failure without running (a check before the action: "Write the note first."). */
  fail: (message: string) => void;
  /** Shows a success that needed no run ("Address copied."). */
  succeed: (message: string) => void;
  /** Forgets the outcome (back to idle); a run in progress goes on. */
  reset: () => void;
}

/**
 * `const action = useAction(async (input) => { …; return 'Done.'; })`: the function returns the
 * success message (or nothing) and throws to fail.
 */
export function useAction<Args extends unknown[]>(work: (...args: Args) => Promise<string | void>, options: UseActionOptions = {}): Action<Args> {
  const { errorMessage } = options;
  const own = useState<FormState>(IDLE);
  const [outcome, setOutcome] = options.outcome ?? own;
  const [running, setRunning] = useState<Args | null>(null);
  // Refs, not state: the second click of a double click comes before React renders the first.
  const busy = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const messageOf = (error: unknown): string =>
    typeof errorMessage === 'function' && !(error instanceof FormError)
      ? errorMessage(error)
      : actionErrorMessage(error, typeof errorMessage === 'string' ? errorMessage : undefined);

  const settle = (next: FormState) => {
    if (mounted.current) setOutcome(next);
  };

  const run = async (...args: Args): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(args);
    let next: FormState;
    try {
      const message = await work(...args);
      next = message ? { kind: 'success', message } : IDLE;
    } catch (error) {
      next = { kind: 'error', message: messageOf(error) };
    } finally {
      busy.current = false;
    }
    if (mounted.current) setRunning(null);
    settle(next);
    return next.kind !== 'error';
  };

  const state: FormState = running ? { kind: 'pending' } : outcome;
  return {
    run,
    state,
    pending: running !== null,
    running,
    error: state.kind === 'error' ? state.message : null,
    message: state.kind === 'success' ? state.message : null,
    fail: (message) => settle({ kind: 'error', message }),
    succeed: (message) => settle({ kind: 'success', message }),
    reset: () => settle(IDLE),
  };
}
