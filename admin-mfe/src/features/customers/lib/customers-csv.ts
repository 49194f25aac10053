// The customers as CSV (Papa Parse's unparse), formula cells guarded.
import Papa from 'papaparse';
import type { CustomerRow } from '../../../lib/admin-customers';

const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function customersCsv(rows: readonly CustomerRow[]): string {
  return Papa.unparse(
    {
      fields: ['E-mail', 'Name', 'Phone', 'Joined', 'Last sign-in', 'Orders', 'Lifetime value (INR)', 'Last order', 'Sign-in off'],
      data: rows.map((row) => [
        guardFormula(row.email),
        guardFormula(row.name),
        guardFormula(row.phone),
        row.createdAt ?? '',
        row.lastLogin ?? '',
        row.orderCount,
        row.lifetimeValue,
        row.lastOrderAt ?? '',
        row.disabled ? 'yes' : 'no',
      ]),
    },
    { newline: '\r\n' },
  );
}
