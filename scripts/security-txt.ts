/**
 * Build step: /.well-known/security.txt (RFC 9116), where to report a security problem with the
 * site, written from content/site.ts; and the field check the build and the tests read it with.
 */
import { site } from '../content/site';
import type { IsoDate } from '../content/types';

export const securityTxtPath = '/.well-known/security.txt';

interface SecurityTxtSource {
  /** A mailto: or https: URI. */
  contact: string;
  /** The last day the file is valid: it expires at that day's end, UTC. */
  until: IsoDate;
  /** The site's https origin, without a trailing slash. */
  origin: string;
}

const fromContent: SecurityTxtSource = {
  contact: site.securityTxt.contact,
  until: site.securityTxt.expires.until,
  origin: site.origin,
};

/** The file's text; throws when the content would make it invalid. */
export function securityTxt(source: SecurityTxtSource = fromContent): string {
  const { contact, until, origin } = source;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(contact)) {
    throw new Error(`security.txt Contact must be a mailto: or https: URI, not "${contact}"`);
  }
  if (!origin.startsWith('https://') || origin.endsWith('/')) {
    throw new Error(`security.txt Canonical needs an https origin without a slash: "${origin}"`);
  }
  const text = [
    `Contact: ${contact}`,
    `Expires: ${until}T23:59:59Z`,
    `Canonical: ${origin}${securityTxtPath}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
  const problems = securityTxtProblems(text);
  if (problems.length > 0) throw new Error(`security.txt: ${problems.join('; ')}`);
  return text;
}

/** RFC 3339's date-time, as RFC 9116 requires for Expires. */
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The time a date-time names, or NaN; Date.parse alone lets 30 February roll over to March. */
function parseDateTime(value: string): number {
  const [, year, month, day] = (dateTime.exec(value) ?? []).map(Number);
  if (!year || !month || !day) return NaN;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return NaN;
  return Date.parse(value);
}

/** Fields whose value is a URI; a web URI among them must be https (RFC 9116, 2.5). */
const uriFields = new Set([
  'acknowledgments',
  'canonical',
  'contact',
  'csaf',
  'encryption',
  'hiring',
  'policy',
]);

/** Fields that may appear at most once (2.5.5, 2.5.8), by their names in lower case. */
const singleFields = { expires: 'Expires', 'preferred-languages': 'Preferred-Languages' };

/**
 * What makes `text` an invalid security.txt, by RFC 9116's field rules: each line a comment, blank
 * or `Field: value`; at least one Contact; exactly one Expires, an RFC 3339 date-time (after
 * `now`, when given); URIs where URIs are due, web ones over https. Unknown fields are allowed,
 * as the RFC says readers ignore them. Empty when it is valid.
 */
export function securityTxtProblems(text: string, now?: Date): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (line.trim() === '' || line.startsWith('#')) return;
    const field = /^([A-Za-z0-9-]+):[ \t]*(\S(?:.*\S)?)[ \t]*$/.exec(line);
    if (!field) {
      problems.push(`${at} is not a comment or "Field: value": ${line}`);
      return;
    }
    const name = field[1]!.toLowerCase();
    const value = field[2]!;
    seen.set(name, (seen.get(name) ?? 0) + 1);
    if (uriFields.has(name)) {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
      if (!scheme) problems.push(`${at}: ${field[1]} is not a URI: ${value}`);
      else if (scheme === 'http') problems.push(`${at}: ${field[1]} must use https: ${value}`);
    }
    if (name === 'expires') {
      const time = parseDateTime(value);
      if (Number.isNaN(time)) {
        problems.push(`${at}: Expires is not an RFC 3339 date-time: ${value}`);
      } else if (now && time <= now.getTime()) {
        problems.push(`${at}: Expires ${value} has passed`);
      }
    }
  });
  if (!seen.has('contact')) problems.push('no Contact field, which is required');
  if (!seen.has('expires')) problems.push('no Expires field, which is required');
  for (const [name, field] of Object.entries(singleFields)) {
    if ((seen.get(name) ?? 0) > 1) problems.push(`${field} appears more than once`);
  }
  return problems;
}
