import { site } from '../site';

/** The phone number as a link that dials it. */
export const telHref = `tel:${site.phone.e164}`;

/** Absolute URL on the production origin, always with the trailing slash the export uses. */
export function absoluteUrl(path: string): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return `${site.origin}${withSlash}`;
}
