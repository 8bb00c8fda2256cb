/**
 * The owner's details, in one place. Every component, the sitemap, the metadata and the
 * tests read them from here; nothing else hard-codes a phone number, URL or host.
 */

import { shapesFor } from './_lib/shaped';
import { markersFor } from './_lib/launch-register';

const shaped = shapesFor('content/site.ts');

const { placeholder, expires } = markersFor('content/site.ts');

/** The image host serving the home page's background photograph. */
const imageHost = 'https://images.unsplash.com';
const heroPhoto = `${imageHost}/photo-1519681393784-d120267933ba`;

export const site = shaped('site', {
  /** Lower-case by design, as the client writes it. */
  brand: 'the illuminated order',
  advisor: placeholder(
    'Aurelian Vale',
    'site.advisor',
    'Invented name: the advisor’s real name, as clients know it.',
  ),
  tagline: 'Private counsel in wealth and consciousness',
  description:
    'Private counsel in wealth and consciousness: discreet retreats, transformation packages and an invitation-only inner circle for those who already have everything but stillness.',
  /** Production origin, without a trailing slash: canonical URLs, sitemap and Open Graph. */
  origin: placeholder(
    'https://www.theilluminatedorder.com',
    'site.origin',
    'Assumed domain: the address the site will live at, https and no trailing slash.',
  ),
  locale: 'en_US',
  phone: placeholder(
    { display: '+1 (212) 555-0147', e164: '+12125550147' },
    'site.phone',
    'Fictional 555-01xx number: the office’s real line, displayed and in E.164.',
  ),
  social: placeholder(
    {
      network: 'Instagram',
      handle: '@theilluminatedorder',
      url: 'https://www.instagram.com/theilluminatedorder/',
    },
    'site.social',
    'Assumed profile: the advisor’s real network, handle and profile URL.',
  ),
  creditPartner: placeholder(
    { name: 'Meridian Private Credit', url: 'https://meridian-credit.example.com/' },
    'site.creditPartner',
    'Invented partner on an example.com address: the real partner’s name and URL, under contract.',
  ),
  /** Whom to write to about privacy, named by the privacy policy. */
  privacyContact: placeholder(
    { name: 'The advisor’s office', email: 'privacy@theilluminatedorder.com' },
    'site.privacyContact',
    'Assumed mailbox: who answers privacy questions, at an address someone reads.',
  ),
  /**
   * What /.well-known/security.txt (RFC 9116) says: where to report a security problem with the
   * site (a mailto: or https: address), and the last day that stays true. The build writes the
   * file from this; `npm run launch-check` fails once the day has passed or is a year away.
   */
  securityTxt: {
    contact: placeholder(
      'mailto:security@theilluminatedorder.com',
      'site.securityTxt.contact',
      'Assumed mailbox: where to report a security problem with the site, as mailto: or https:, read by someone who can act on it.',
    ),
    expires: expires('site.securityTxt.expires', 'security.txt', '2027-08-31', '2026-11-21'),
  },
  heroImage: {
    host: imageHost,
    /** The host resizes: `w` is the width asked for, at quality 50 to keep the home light. */
    src: (width: number) => `${heroPhoto}?auto=format&fit=crop&q=50&w=${width}`,
    /** One width per breakpoint, from the smallest screen up; read by Tailwind and the preload. */
    variants: [
      { minWidth: 0, width: 750 },
      { minWidth: 768, width: 1280 },
      { minWidth: 1280, width: 1920 },
    ],
  },
} as const);
