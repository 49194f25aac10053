// Setting the day's silver rate: rupees per gram of fine (999) silver, in force now or from a later
// time (India time; the schedule makes it current then). The setSilverRate callable checks it and
// re-prices every metal-priced product; a rate far from the last one (a slipped digit) is refused
// until the admin confirms it, by pressing "Save anyway" for that same figure.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { parseRupees } from 'shared-data/admin';
import { formatDateTime } from 'shared-data';
import { FormError, FormStatus, formatInr, formatNumber, TextField, useForm } from 'shared-ui';
import { AdminCallError, setSilverRate } from '../../../lib/admin-callables';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

export function SilverRateForm({ current }: { current: number | null }) {
  const revalidator = useRevalidator();
  /** The figure the function asked about, and its question: pressing save again for it confirms. */
  const [question, setQuestion] = useState<{ rupeesPerGram: number; message: string } | null>(null);
  const form = useForm<{ rate: string; from: string }>({
    initialValues: { rate: '', from: '' },
    resetOnSuccess: true,
    onSubmit: async ({ rate, from }) => {
      const rupeesPerGram = parseRupees(rate);
      if (rupeesPerGram === null || rupeesPerGram <= 0)
        throw new FormError('Please correct the highlighted field.', { rate: 'Enter the rate in rupees per gram, above zero, for example 95.50.' });
      // The field's date and time are India time, whatever this computer's zone.
      const effectiveFrom = from ? new Date(`${from}:00+05:30`) : null;
      if (effectiveFrom && !Number.isFinite(effectiveFrom.getTime()))
        throw new FormError('Please correct the highlighted field.', { from: 'Give a date and a time, or leave it empty for now.' });
      const confirmed = question?.rupeesPerGram === rupeesPerGram;
      try {
        const result = await setSilverRate({ rupeesPerGram, confirmed, ...(effectiveFrom ? { effectiveFrom: effectiveFrom.toISOString() } : {}) });
        setQuestion(null);
        await revalidator.revalidate();
        if (result.scheduledFor)
          return `Silver rate ${formatInr(rupeesPerGram)} a gram scheduled from ${formatDateTime(result.scheduledFor)}; prices change then.`;
        const products = `${formatNumber(result.repriced)} ${result.repriced === 1 ? 'product' : 'products'}`;
        return result.complete
          ? `Silver rate set to ${formatInr(rupeesPerGram)} a gram; ${products} re-priced.`
          : `Silver rate set to ${formatInr(rupeesPerGram)} a gram; ${products} re-priced so far, the rest follow shortly.`;
      } catch (error) {
        if (error instanceof AdminCallError && error.details['needsConfirmation'] === true) {
          setQuestion({ rupeesPerGram, message: error.message });
          throw new FormError(`${error.message} Press “Save anyway” to save it, or correct the figure.`);
        }
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
    },
  });
  const asking = question !== null && parseRupees(form.values.rate) === question.rupeesPerGram;
  return (
    <form {...form.formProps} className="admin-card" aria-labelledby="silver-rate-heading">
      <h2 id="silver-rate-heading">Set today’s rate</h2>
      <TextField
        label="Rate (₹ a gram of fine silver)"
        inputMode="decimal"
        hint={
          current === null
            ? 'The rate for 999 silver. Every metal-priced product is re-priced from it.'
            : `Now ${formatInr(current)}. The rate for 999 silver; every metal-priced product is re-priced from it.`
        }
        {...form.field('rate')}
      />
      <TextField
        label="In force from (India time)"
        optional
        type="datetime-local"
        hint="Empty: now. A later time schedules the rate; prices change then."
        {...form.field('from')}
      />
      <FormStatus state={form.status} />
      <FormButtons pending={form.pending} submitLabel={asking ? 'Save anyway' : 'Save rate'} />
    </form>
  );
}
