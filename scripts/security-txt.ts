/**
 * Build step: /.well-known/security.txt (RFC 9116), where to report a security problem with the
 * site, written from content/site.ts. Its four fields are fixed here; what content gives them is
 * checked as it is used (the Expires day by the launch register, as a calendar day).
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
  return [
    `Contact: ${contact}`,
    `Expires: ${until}T23:59:59Z`,
    `Canonical: ${origin}${securityTxtPath}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

/**
 * The moment a security.txt stops being valid, from its Expires field (RFC 9116 gives it as an
 * RFC 3339 date-time); null when it has none, or one that names no moment.
 */
export function securityTxtExpiry(text: string): Date | null {
  const field = text.split(/\r?\n/).find((line) => /^expires:/i.test(line));
  if (field === undefined) return null;
  const time = Date.parse(field.slice(field.indexOf(':') + 1).trim());
  return Number.isNaN(time) ? null : new Date(time);
}
