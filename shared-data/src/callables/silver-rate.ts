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
      /**
       * When the rate comes into force (ISO time); absent, or within the next minute: now. A later
       * time schedules it (at most SCHEDULE_AHEAD_DAYS ahead); the schedule makes it current then.
       */
      effectiveFrom: z
        .string()
        .refine((value) => Number.isFinite(Date.parse(value)), 'Give the time the rate comes into force as a date and time.')
        .optional(),
    },
    {
      what: 'the silver rate',
      hint: 'send rupeesPerGram, confirmed and effectiveFrom.',
      notObject: 'Send the silver rate as an object.',
    },
  ),
);

/** How far ahead a rate may be scheduled. */
export const SCHEDULE_AHEAD_DAYS = 31;
/** A time within this of now counts as now (the form's minute, the clocks' difference). */
export const EFFECTIVE_NOW_MS = 60_000;

/** Why a rate cannot come into force at `effectiveFrom`, or null (absent: now). */
export function effectiveTimeProblem(effectiveFrom: string | undefined, now: number): string | null {
  if (effectiveFrom === undefined) return null;
  const at = Date.parse(effectiveFrom);
  if (!Number.isFinite(at)) return 'Give the time the rate comes into force as a date and time.';
  if (at < now - EFFECTIVE_NOW_MS) return 'A rate cannot come into force in the past: leave the time empty for now, or give a later time.';
  if (at > now + SCHEDULE_AHEAD_DAYS * 86_400_000) return `A rate can be scheduled at most ${SCHEDULE_AHEAD_DAYS} days ahead.`;
  return null;
}

export const cancelSilverRateInputSchema = lazySchema(() =>
  strictInput(
    { rateId: z.string().min(1, 'Say which scheduled rate to cancel.').max(128, 'Say which scheduled rate to cancel.') },
    { what: 'the rate to cancel', hint: 'send rateId.', notObject: 'Send the rate to cancel as an object.' },
  ),
);

export type SetSilverRateInput = z.input<typeof setSilverRateInputSchema>;

export interface SetSilverRateResult {
  rateId: string;
  /** Metal-priced products given the new rate's price. */
  repriced: number;
  /** Whether every metal-priced product now carries this rate (false when a newer rate took over, or it is scheduled). */
  complete: boolean;
  /** A scheduled rate: when it comes into force (ISO); nothing is re-priced until then. */
  scheduledFor?: string;
}
