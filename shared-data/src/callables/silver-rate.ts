// The day's silver rate (issue 41): admins set it through the `setSilverRate` callable, which keeps
// every rate in `silverRates/{id}` (the history), makes it the current one in `pricing/silver`, and
// re-prices every metal-priced product (pricing/silver-price.ts) in batches, with its progress on
// the rate's document. Checked here, shared by the function and the admin's screen.
import { z } from '#zod';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';
import { MAX_RUPEES } from '../orders/money';

export { CURRENT_SILVER_RATE, SILVER_RATES } from '../pricing/rate-documents';
/** Products re-priced per batch write: a commit holds 500 writes, the last is the rate's progress. */
export const REPRICE_BATCH = 499;

export const setSilverRateInputSchema = lazySchema(() =>
  strictInput(
    {
      /** Rupees per gram of fine (999) silver. */
      rupeesPerGram: z
        .number({ error: 'Enter the rate in rupees per gram of fine silver.' })
        .positive('Enter the rate in rupees per gram of fine silver, above zero.')
        .max(MAX_RUPEES, 'That rate is too large to be right.')
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Give the rate to the paisa at most (two decimals).'),
      /** The admin saw the "far from the last rate" question and said yes. */
      confirmed: z.boolean().optional().default(false),
    },
    { what: 'the silver rate', hint: 'send rupeesPerGram and confirmed.', notObject: 'Send the silver rate as an object.' },
  ),
);

export type SetSilverRateInput = z.input<typeof setSilverRateInputSchema>;

export interface SetSilverRateResult {
  rateId: string;
  /** Metal-priced products given the new rate's price. */
  repriced: number;
  /** Whether every metal-priced product now carries this rate (false when a newer rate took over). */
  complete: boolean;
}
