// Taking back a scheduled silver rate before its time (the cancelSilverRate callable, audited); the
// screen reloads its rates after. A rate already in force cannot be taken back: set a new one.
import { useRevalidator } from 'shared-router';
import { formatInr } from 'shared-ui';
import { AdminCallError, cancelSilverRate } from '../../../lib/admin-callables';
import { useAction } from '../../../hooks/use-action';

export function CancelScheduledRate({ rateId, rupeesPerGram }: { rateId: string; rupeesPerGram: number }) {
  const revalidator = useRevalidator();
  const cancel = useAction(
    async () => {
      await cancelSilverRate(rateId);
      await revalidator.revalidate();
    },
    // The shop's refusal says why; anything else is a failed connection.
    {
      errorMessage: (error) => (error instanceof AdminCallError ? error.message : 'The rate could not be cancelled: the shop could not be reached. Try again.'),
    },
  );
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={cancel.pending}
        aria-label={`${cancel.pending ? 'Cancelling' : 'Cancel'} the scheduled rate of ${formatInr(rupeesPerGram)}`}
        onClick={() => void cancel.run()}
      >
        {cancel.pending ? 'Cancelling…' : 'Cancel'}
      </button>
      {cancel.error ? (
        <span role="alert" className="field__error">
          {cancel.error}
        </span>
      ) : null}
    </>
  );
}
