// How the admin says how many of something: the number in Indian grouping (formatNumber) and the
// noun in the singular or the plural, "1 product", "1,250 products", "3 WebP sizes"; and the
// charts' short rupees.
import { formatNumber } from 'shared-data';

export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : plural}`;
}

let compactInr: Intl.NumberFormat | undefined;

/**
 * A chart axis's rupees, short: "₹1.2L", "₹35K", "₹0". Only for ticks and other places where the
 * exact amount is beside it or a hover away; amounts themselves are formatInr's.
 */
export function formatInrCompact(amount: number): string {
  compactInr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return compactInr.format(amount);
}
