/**
 * The launch rules, as pure functions of the content's register and a given day, so tests can
 * fix the clock. scripts/launch-check.ts runs them over the real content.
 */
import { isCalendarDay } from '../content/_lib/format';
import type { LaunchRegister } from '../content/_lib/launch-register';
import type { DatedClaim, IsoDate } from '../content/types';

/** A count ("11 seats remaining") must be reconfirmed at least this often. */
export const COUNT_VALID_DAYS = 90;

interface LaunchProblem {
  file: string;
  /** The line to open the file at, where it is known. */
  line?: number;
  field: string;
  /** What is wrong and what to do about it. */
  message: string;
}

/** The line of `field` in `file` (content/site.ts, site.phone), where it can be found. */
export type Locate = (file: string, field: string) => number | undefined;

interface LaunchReport {
  placeholders: readonly LaunchProblem[];
  claims: readonly LaunchProblem[];
  /** Texts drawn outside the pages' HTML (the share cards) that repeat a placeholder's value. */
  drawn: readonly LaunchProblem[];
}

/**
 * Words the build draws into an image, where no search of the pages finds them: a share card's
 * text, named by the content it comes from (`file`, `field`).
 */
export interface DrawnText {
  file: string;
  line?: number;
  field: string;
  text: string;
}

const dayMs = 86_400_000;
const utcDay = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`);

/** The same day a year later, "2026-11-23" -> "2027-11-23" (29 February -> 1 March). */
function aYearAfter(day: IsoDate): IsoDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10) as IsoDate;
}

/** The last day of a claim's month, "2026-03" -> "2026-03-31". */
function lastDayOf(month: `${number}-${number}`): IsoDate {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one.
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10) as IsoDate;
}

/** Why a dated claim cannot be published on `today`, or null when it can. */
export function claimProblem(claim: DatedClaim, today: IsoDate): string | null {
  // Checked here too, not only by the content's schema: a rule on an impossible day says nothing.
  const days = [claim.asOf];
  if (claim.kind === 'expires') days.push(claim.until);
  if (claim.kind === 'next') days.push(`${claim.month}-01` as IsoDate);
  const wrong = days.find((day) => !isCalendarDay(day));
  if (wrong) return `${wrong} is not a day of the calendar: write it as YYYY-MM-DD.`;
  if (utcDay(claim.asOf) > utcDay(today)) {
    return `confirmed as of ${claim.asOf}, which is after today (${today}): write the day it was confirmed in place of ${claim.asOf}.`;
  }
  if (claim.kind === 'expires') {
    if (utcDay(claim.until) < utcDay(today)) {
      return `"${claim.text}" has passed (today is ${today}): confirm it still holds, then write a new last day within a year in place of ${claim.until}, and today's date in place of ${claim.asOf}.`;
    }
    const limit = aYearAfter(today);
    if (utcDay(claim.until) >= utcDay(limit)) {
      return `"${claim.text}" is a year or more away (today is ${today}): RFC 9116 asks for less, so write a day before ${limit} in place of ${claim.until}.`;
    }
    return null;
  }
  if (claim.kind === 'next') {
    const end = lastDayOf(claim.month);
    if (utcDay(end) < utcDay(today)) {
      return `"${claim.text}" is shown as upcoming but ended on ${end} (today is ${today}): write the next month in place of ${claim.month}, and today's date in place of ${claim.asOf}; or remove the claim.`;
    }
    return null;
  }
  const age = Math.round((utcDay(today) - utcDay(claim.asOf)) / dayMs);
  if (age > COUNT_VALID_DAYS) {
    return `"${claim.text}" was last confirmed on ${claim.asOf}, ${age} days ago (more than ${COUNT_VALID_DAYS}): confirm the count (correct it if it changed), then write today's date in place of ${claim.asOf}.`;
  }
  return null;
}

/**
 * The strings a placeholder's value holds, however deep, and the host of each URL among them
 * with and without "www.", as text may quote an address ("theilluminatedorder.com").
 */
export function placeholderStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    if (!/^https?:\/\//.test(value)) return [value];
    const { host } = new URL(value);
    return [value, host, host.replace(/^www\./, '')];
  }
  if (Array.isArray(value)) return value.flatMap(placeholderStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(placeholderStrings);
  return [];
}

/** Each drawn text that repeats a placeholder's value, as the owner must settle it. */
function drawnPlaceholders(drawn: readonly DrawnText[], register: LaunchRegister): LaunchProblem[] {
  return drawn.flatMap(({ file, line, field, text }) =>
    register.placeholders.flatMap((placeholder) => {
      const found = placeholderStrings(placeholder.value).find((value) => text.includes(value));
      if (found === undefined) return [];
      return [
        {
          file,
          line,
          field,
          message: `shows "${found}", the placeholder ${placeholder.field} (${placeholder.file}): word it from settled content, or settle the placeholder, then build again.`,
        },
      ];
    }),
  );
}

/** Everything the owner must settle before launch, on `today`, each at its line where known. */
export function launchReport(
  register: LaunchRegister,
  today: IsoDate,
  drawn: readonly DrawnText[] = [],
  locate: Locate = () => undefined,
): LaunchReport {
  return {
    placeholders: register.placeholders.map(({ file, field, why }) => ({
      file,
      line: locate(file, field),
      field,
      message: why,
    })),
    claims: register.claims.flatMap(({ file, field, claim }) => {
      const message = claimProblem(claim, today);
      return message === null ? [] : [{ file, line: locate(file, field), field, message }];
    }),
    drawn: drawnPlaceholders(drawn, register),
  };
}

const problemCount = (report: LaunchReport) =>
  report.placeholders.length + report.claims.length + report.drawn.length;

export const isReady = (report: LaunchReport) => problemCount(report) === 0;

/** Each problem as the owner reads it: where to open the file (file:line), then what to do. */
function lines(problems: readonly LaunchProblem[]): string[] {
  return problems.flatMap(({ file, line, field, message }) => [
    `  ${file}${line === undefined ? '' : `:${line}`}  ${field}`,
    `      ${message}`,
  ]);
}

/** The report as the owner reads it; `warn` frames it as the build's warning. */
export function formatReport(report: LaunchReport, { warn = false } = {}): string {
  if (isReady(report)) return 'launch-check: nothing left to replace or confirm.';
  const total = problemCount(report);
  const out = [
    `${warn ? 'Warning: ' : ''}launch-check: ${total} thing${total === 1 ? '' : 's'} to settle before this site goes live.`,
  ];
  if (report.placeholders.length > 0) {
    out.push(
      '',
      `Placeholders (${report.placeholders.length}): values written in the owner's place. At each line, put the real value in place of the one shown, then remove its placeholder marking, keeping only the value: placeholder('Aurelian Vale', 'site.advisor', 'Invented name: …') becomes just 'The Real Name'.`,
      ...lines(report.placeholders),
    );
  }
  if (report.claims.length > 0) {
    out.push(
      '',
      `Dated claims (${report.claims.length}): figures that go stale, each with the day it was last confirmed.`,
      ...lines(report.claims),
    );
  }
  if (report.drawn.length > 0) {
    out.push(
      '',
      `Share cards (${report.drawn.length}): each draws a placeholder's value into an image, which feeds keep.`,
      ...lines(report.drawn),
    );
  }
  out.push(
    '',
    warn
      ? 'The build goes on so previews work; `npm run launch-check` fails until these are settled.'
      : 'See "Before launch" in README.md.',
  );
  return out.join('\n');
}
