// Dates and times as the shop's staff in India read them: India time (IST) whatever the machine's
// zone, one set of styles, each Intl formatter made once on first use (a formatter with a time zone
// costs milliseconds to create). The admin's screens and the shop's forms call these instead of
// making formatters of their own (issue 39: 'Asia/Kolkata' was typed 30 times and one screen showed
// UTC). A separate entry, shared-data/dates, bundled by what uses it: no Firebase, no state.

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const STYLES = {
  /** 29 Nov 2026 */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 29 Nov */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 29 Nov, 9:12 am */
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** 29 Nov 2026, 9:12 am */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 09:12:05 am */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type IstStyle = keyof typeof STYLES;

const made = new Map<IstStyle, Intl.DateTimeFormat>();
const formatter = (style: IstStyle) => {
  let format = made.get(style);
  if (!format) made.set(style, (format = new Intl.DateTimeFormat('en-IN', { ...STYLES[style], timeZone: INDIA_TIME_ZONE })));
  return format;
};

/** A moment in India time in one of the styles; '' for a missing or invalid one. */
export function formatIst(at: string | number | Date | null | undefined, style: IstStyle): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '' : formatter(style).format(date);
}

/** An Indian calendar day ("2026-11-29") in a style without a time: "29 Nov 2026". */
export function formatIstDay(day: string, style: 'date' | 'dayMonth'): string {
  return formatIst(`${day}T12:00:00+05:30`, style);
}

const slotDay = () => new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const slotTime = () => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * A slot a person chose on a date and a time field ("2026-12-01", "11:30"), as they meant it, in no
 * time zone: "Tuesday, 1 December 2026 at 11:30 am". The raw text when it is not a date and time.
 */
export function formatSlot(date: string, time: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return [date, time].filter(Boolean).join(' at ');
  const at = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2])));
  return `${slotDay().format(at)} at ${slotTime().format(at)}`;
}
