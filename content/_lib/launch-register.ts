import { formatMonth, isCalendarDay } from './format';
import type { DatedClaim, IsoDate, IsoMonth } from '../types';

/**
 * What the owner must settle before launch, marked where each value lives. The markers return
 * their value unchanged, so pages render it as written, and record it here, where
 * `npm run launch-check` (scripts/launch-check.ts) reads it.
 */

/** A content module, as the path an owner opens: "content/site.ts". */
type ContentFile = `content/${string}.ts`;

interface Entry {
  file: ContentFile;
  /** The export path of the value in its module: "site.phone", "frequencyTestimonials[0]". */
  field: string;
}

/** A value we wrote in the owner's place, to be replaced (or confirmed) by the owner. */
interface Placeholder extends Entry {
  why: string;
  value: unknown;
}

interface RegisteredClaim extends Entry {
  claim: DatedClaim;
}

export interface LaunchRegister {
  placeholders: readonly Placeholder[];
  claims: readonly RegisteredClaim[];
}

// Keyed by file and field, so a module evaluated twice registers once.
const placeholders = new Map<string, Placeholder>();
const claims = new Map<string, RegisteredClaim>();

/** Everything registered by the content modules imported so far. */
export function launchRegister(): LaunchRegister {
  return { placeholders: [...placeholders.values()], claims: [...claims.values()] };
}

/**
 * The markers for one content module. `field` is the value's path from the module's exports,
 * so a test can follow it back to the value.
 */
export function markersFor(file: ContentFile) {
  /** A mistyped day would otherwise roll over silently into a claim's age or deadline. */
  function calendarDays(field: string, ...days: string[]) {
    for (const day of days.filter((day) => !isCalendarDay(day))) {
      throw new Error(
        `${file} › ${field}: expected a day of the calendar, written YYYY-MM-DD, like '2026-11-21', got '${day}'`,
      );
    }
  }
  function date<C extends DatedClaim>(field: string, claim: C): C {
    claims.set(`${file}#${field}`, { file, field, claim });
    return claim;
  }
  return {
    /** A value the owner must supply or confirm; `why` tells them what to put there. */
    placeholder<const T>(value: T, field: string, why: string): T {
      placeholders.set(`${file}#${field}`, { file, field, why, value });
      return value;
    },
    /** A count that goes stale ("11 seats remaining"), true as of `asOf`. */
    count(field: string, text: string, asOf: IsoDate) {
      calendarDays(field, asOf);
      return date(field, { kind: 'count', text, asOf });
    },
    /** An upcoming month, shown as "March 2026", confirmed as of `asOf`. */
    next(field: string, month: IsoMonth, asOf: IsoDate) {
      calendarDays(field, `${month}-01`, asOf);
      return date(field, { kind: 'next', text: formatMonth(month), month, asOf });
    },
    /** The last day `what` stays valid, set on `asOf`; renewed before it passes. */
    expires(field: string, what: string, until: IsoDate, asOf: IsoDate) {
      calendarDays(field, until, asOf);
      return date(field, { kind: 'expires', text: `${what} valid until ${until}`, until, asOf });
    },
  };
}
