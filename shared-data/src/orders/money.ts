// Amounts of money in rupees, computed in whole paise so that sums and splits are exact (binary
// floating point cannot hold ₹0.10). Orders store rupees with at most two decimals; every figure
// that adds, subtracts or divides amounts goes through paise here. No Firebase import.

/** Rupees to whole paise, rounding half away from zero (free of floating-point drift). */
export const toPaise = (rupees: number): number => Math.round(Math.abs(rupees) * 100 + 1e-6) * Math.sign(rupees);
export const fromPaise = (paise: number): number => paise / 100;
/** Rounds rupees to the paisa. */
export const roundRupees = (rupees: number): number => fromPaise(toPaise(rupees));
/** Adds amounts in rupees exactly. */
export const sumRupees = (amounts: readonly number[]): number => fromPaise(amounts.reduce((total, amount) => total + toPaise(amount), 0));

/** The largest amount a person may type anywhere (₹10 crore), as the rules' isAmount. */
export const MAX_RUPEES = 100_000_000;

/**
 * An amount as a person types it or a client sends it: rupees with at most two decimals ("1,250",
 * "1250.5", 1250.5), never negative, never above MAX_RUPEES. Null when it is not one.
 */
export function parseRupees(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.replace(/[₹,\s]/g, '') : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const rupees = Number(text);
  return rupees <= MAX_RUPEES ? rupees : null;
}

/**
 * Splits `totalPaise` over `weights` in proportion, in whole paise that add up exactly (the largest
 * remainders get the leftover paise; ties go to the earlier weight).
 */
export function splitPaise(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? totalPaise : 0));
  const exact = weights.map((weight) => (totalPaise * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((total, share) => total + share, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
