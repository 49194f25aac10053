// Field checks shared by the shop's forms. They mirror the patterns `backend/firestore.rules`
// enforces (isEmail, isPhone), so a value that passes here is not refused by the database.

const EMAIL = /^[^@/\s]+@[^@/\s]+\.[^@/\s]+$/;
const PHONE_CHARACTERS = /^[+]?[0-9 ()-]+$/;

export function isValidEmail(value: string): boolean {
  return value.length >= 3 && value.length <= 254 && EMAIL.test(value);
}

/** A phone number of 10 to 15 digits, written with an optional +, spaces, brackets or dashes. */
export function isValidPhone(value: string): boolean {
  if (value.length < 7 || value.length > 20 || !PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/** Collapses runs of whitespace and trims, so stored text has no stray spaces. */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^\S\n]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim() : '';
}

/** The calendar date `YYYY-MM-DD` of `date` in the browser's (or server's) time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The time `HH:MM` of `date` in the local time zone. */
export function localIsoTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isIsoTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
