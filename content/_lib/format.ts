import type { BrainwaveState, IsoDate, IsoMonth } from '../types';

/** Formatters that let copy quote a figure from its module, so each is written once. */

/** "$1,000,000" -> 1000000; text that is not a price (e.g. "By invitation") -> null. */
export function priceAmount(displayed: string): number | null {
  const match = /^\$(\d{1,3}(?:,\d{3})*)$/.exec(displayed.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** 75000 -> "$75K", 1000000 -> "$1M"; anything else as a full price. */
export function compactPrice(amount: number): string {
  if (amount >= 1_000_000 && amount % 100_000 === 0) return `$${amount / 1_000_000}M`;
  if (amount >= 1_000 && amount % 1_000 === 0) return `$${amount / 1_000}K`;
  return `$${amount.toLocaleString('en-US')}`;
}

/** The lowest and highest of displayed prices, compact: ["$75K", "$150K"]. */
export function priceBounds(prices: readonly string[]): readonly [string, string] {
  const amounts = prices.map((price) => priceAmount(price) ?? NaN);
  const wrong = prices.find((price) => priceAmount(price) === null);
  if (wrong !== undefined || !amounts.length)
    throw new Error(wrong === undefined ? 'No prices to summarise' : `Not a price: "${wrong}"`);
  return [compactPrice(Math.min(...amounts)), compactPrice(Math.max(...amounts))];
}

/** Counts as copy spells them, from zero to twenty. */
export const numberWords = `zero one two three four five six seven eight nine ten eleven twelve
  thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty`.split(/\s+/);

/** 4 -> "four", as copy spells small counts. */
export function countWord(count: number): string {
  if (!numberWords[count]) throw new Error(`No word for ${count}; write the figure instead`);
  return numberWords[count];
}

/** "four" -> "Four". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "8–12 Hz", "0.5–3 Hz". */
export function formatBand({ low, high }: BrainwaveState['band']): string {
  return `${low}–${high} Hz`;
}

/** Days and months are read in UTC, so a date never shifts with the reader's time zone. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const inUtc = (options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utc(iso));

/** A real day as YYYY-MM-DD: "2026-02-30" parses, rolled on to March 2, so it must read back. */
export function isCalendarDay(day: string): day is IsoDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && utc(day).toJSON()?.slice(0, 10) === day;
}

/** "2026-03" -> "March 2026"; a month the calendar lacks as written, for its schema to refuse. */
export function formatMonth(month: IsoMonth): string {
  return isCalendarDay(`${month}-01`) ? inUtc({ month: 'long', year: 'numeric' }, month) : month;
}

/** "2026-11-21" -> "November 21, 2026", its spaces unbroken: a phone never strands "21, 2026". */
export function formatDate(date: IsoDate): string {
  return inUtc({ dateStyle: 'long' }, date).replaceAll(' ', '\u00a0');
}
