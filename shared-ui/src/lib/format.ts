// Money and numbers for India: INR with Intl.NumberFormat('en-IN').

// Made on first use, not at page start-up.
let inrWholeFormat: Intl.NumberFormat | undefined;
let inrExactFormat: Intl.NumberFormat | undefined;
let plainFormat: Intl.NumberFormat | undefined;
const inrWhole = () => (inrWholeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const inrExact = () => (inrExactFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }));
const plain = () => (plainFormat ??= new Intl.NumberFormat('en-IN'));

/** ₹1,23,456 for whole rupees, ₹1,234.50 when there are paise. */
export function formatInr(amount: number): string {
  return Number.isInteger(amount) ? inrWhole().format(amount) : inrExact().format(amount);
}

export function formatNumber(value: number): string {
  return plain().format(value);
}
