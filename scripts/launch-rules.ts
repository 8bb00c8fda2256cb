/**
 * The launch rules, as pure functions of the content's register and a given day, so tests can
 * fix the clock. scripts/launch-check.ts runs them over the real content.
 */
import type { LaunchRegister } from '../content/_lib/launch-register';
import type { DatedClaim, IsoDate } from '../content/types';

/** A count ("11 seats remaining") must be reconfirmed at least this often. */
export const COUNT_VALID_DAYS = 90;

interface LaunchProblem {
  file: string;
  field: string;
  /** What is wrong and what to do about it. */
  message: string;
}

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
  if (utcDay(claim.asOf) > utcDay(today)) {
    return `confirmed as of ${claim.asOf}, which is after today (${today}): correct asOf.`;
  }
  if (claim.kind === 'expires') {
    if (utcDay(claim.until) < utcDay(today)) {
      return `"${claim.text}" has passed (today is ${today}): confirm it still holds, then set a new last day within a year and asOf.`;
    }
    const limit = aYearAfter(today);
    if (utcDay(claim.until) >= utcDay(limit)) {
      return `"${claim.text}" is a year or more away (today is ${today}): RFC 9116 asks for less, so set a day before ${limit}.`;
    }
    return null;
  }
  if (claim.kind === 'next') {
    const end = lastDayOf(claim.month);
    if (utcDay(end) < utcDay(today)) {
      return `"${claim.text}" is shown as upcoming but ended on ${end} (today is ${today}): set the next date, or remove the claim.`;
    }
    return null;
  }
  const age = Math.round((utcDay(today) - utcDay(claim.asOf)) / dayMs);
  if (age > COUNT_VALID_DAYS) {
    return `"${claim.text}" was last confirmed on ${claim.asOf}, ${age} days ago (more than ${COUNT_VALID_DAYS}): confirm the count, then update asOf.`;
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
  return drawn.flatMap(({ file, field, text }) =>
    register.placeholders.flatMap((placeholder) => {
      const found = placeholderStrings(placeholder.value).find((value) => text.includes(value));
      if (found === undefined) return [];
      return [
        {
          file,
          field,
          message: `shows "${found}", the placeholder ${placeholder.field} (${placeholder.file}): word it from settled content, or settle the placeholder, then build again.`,
        },
      ];
    }),
  );
}

/** Everything the owner must settle before launch, on `today`. */
export function launchReport(
  register: LaunchRegister,
  today: IsoDate,
  drawn: readonly DrawnText[] = [],
): LaunchReport {
  return {
    placeholders: register.placeholders.map(({ file, field, why }) => ({
      file,
      field,
      message: why,
    })),
    claims: register.claims.flatMap(({ file, field, claim }) => {
      const message = claimProblem(claim, today);
      return message === null ? [] : [{ file, field, message }];
    }),
    drawn: drawnPlaceholders(drawn, register),
  };
}

const problemCount = (report: LaunchReport) =>
  report.placeholders.length + report.claims.length + report.drawn.length;

export const isReady = (report: LaunchReport) => problemCount(report) === 0;

function lines(problems: readonly LaunchProblem[]): string[] {
  return problems.flatMap(({ file, field, message }) => [
    `  ${file}  ${field}`,
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
      `Placeholders (${report.placeholders.length}): replace each value, then unwrap it from placeholder().`,
      ...lines(report.placeholders),
    );
  }
  if (report.claims.length > 0) {
    out.push('', `Dated claims (${report.claims.length}):`, ...lines(report.claims));
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
