// Where the silver rate lives (issue 41), for every reader: the functions, the admin's screen, the
// storefront's "Silver rate today" and the cart. Imports only the collection names: the
// storefront's first view carries it.
import { PRICING } from '../collections/collection-names';

/** Every rate the shop has set, newest last by `effectiveFrom`. */
export { SILVER_RATES } from '../collections/collection-names';
/**
 * The rate in force: `pricing/silver` (rateId, rupeesPerGram, effectiveFrom). How prices are
 * rounded is a site setting (settings/site `pricing.rounding`).
 */
export const CURRENT_SILVER_RATE = { collection: PRICING, id: 'silver' } as const;
