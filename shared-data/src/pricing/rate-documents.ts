// Where the silver rate lives (issue 41), for every reader: the functions, the admin's screen, the
// storefront's "Silver rate today" and the cart. No imports: the storefront's first view carries it.

/** Every rate the shop has set, newest last by `effectiveFrom`. */
export const SILVER_RATES = 'silverRates';
/**
 * The rate in force: `pricing/silver` (rateId, rupeesPerGram, effectiveFrom). How prices are
 * rounded is a site setting (settings/site `pricing.rounding`).
 */
export const CURRENT_SILVER_RATE = { collection: 'pricing', id: 'silver' } as const;
