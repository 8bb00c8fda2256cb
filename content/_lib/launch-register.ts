import { formatMonth } from './format';
import type { DatedClaim, IsoDate, IsoMonth } from '../types';

/** `field` is the value's export path in its module ("site.phone"), so a test can follow it. */
type Entry = { file: `content/${string}.ts`; field: string };
// Keyed by file and field, so a module evaluated twice registers once.
const placeholders = new Map<string, Entry & { why: string; value: unknown }>();
const claims = new Map<string, Entry & { claim: DatedClaim }>();

/** Everything registered by the content modules imported so far. */
export function launchRegister() {
  return { placeholders: [...placeholders.values()], claims: [...claims.values()] };
}
export type LaunchRegister = ReturnType<typeof launchRegister>;

/**
 * The markers for one content module of what the owner must settle before launch: each returns
 * its value unchanged, recorded for `npm run launch-check`; its days are checked by `datedClaim`.
 */
export function markersFor(file: Entry['file']) {
  function dated<C extends DatedClaim>(field: string, claim: C): C {
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
    count: (field: string, text: string, asOf: IsoDate) =>
      dated(field, { kind: 'count', text, asOf }),
    /** An upcoming month, shown as "March 2026", confirmed as of `asOf`. */
    next: (field: string, month: IsoMonth, asOf: IsoDate) =>
      dated(field, { kind: 'next', text: formatMonth(month), month, asOf }),
    /** The last day `what` stays valid, set on `asOf`; renewed before it passes. */
    expires: (field: string, what: string, until: IsoDate, asOf: IsoDate) =>
      dated(field, { kind: 'expires', text: `${what} valid until ${until}`, until, asOf }),
  };
}
