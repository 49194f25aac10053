// Taking back a scheduled silver rate before its time (the cancelSilverRate callable, audited); the
// screen reloads its rates after. A rate already in force cannot be taken back: set a new one.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { formatInr } from 'shared-ui';
import { AdminCallError, cancelSilverRate } from '../../../lib/admin-callables';

export function CancelScheduledRate({ rateId, rupeesPerGram }: { rateId: string; rupeesPerGram: number }) {
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({ pending: false, error: null });
  const cancel = async () => {
    setState({ pending: true, error: null });
    try {
      await cancelSilverRate(rateId);
      await revalidator.revalidate();
      setState({ pending: false, error: null });
    } catch (error) {
      setState({
        pending: false,
        error: error instanceof AdminCallError ? error.message : 'The rate could not be cancelled: the shop could not be reached. Try again.',
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={state.pending}
        aria-label={`${state.pending ? 'Cancelling' : 'Cancel'} the scheduled rate of ${formatInr(rupeesPerGram)}`}
        onClick={() => void cancel()}
      >
        {state.pending ? 'Cancelling…' : 'Cancel'}
      </button>
      {state.error ? (
        <span role="alert" className="field__error">
          {state.error}
        </span>
      ) : null}
    </>
  );
}
