import { site } from './site';
import type { TextSection } from './types';

const hostOf = (url: string) => new URL(url).host;

export const privacyPage = {
  eyebrow: 'Privacy',
  title: 'Privacy policy',
  lead: `How ${site.brand} treats your privacy on this site. In short: it collects nothing, and your browser reaches only the few outside services named below.`,
} as const;

/** The policy has exactly these two sections: data collection, then security measures. */
export const privacySections: readonly [TextSection, TextSection] = [
  {
    heading: 'Data collection',
    paragraphs: [
      'This site collects no personal data. It has no forms, no accounts, no cookies, no analytics and no tracking of any kind, and it sells or shares nothing about you because it holds nothing about you.',
      'Like every website, its pages are delivered by a hosting network that sees your IP address and the page requested, and may keep short technical logs to run and protect the service. We do not use them to identify or profile visitors.',
      'Your browser reaches only these third parties, and only in these cases:',
    ],
    items: [
      {
        title: `The image host, ${hostOf(site.heroImage.host)}`,
        description:
          'Serves the background photograph of the home page. Your browser requests it directly, so the host receives your IP address and the usual request details.',
      },
      {
        title: `${site.social.network}, ${hostOf(site.social.url)}`,
        description: `Only when you choose to message us: the advisor’s profile opens in a new tab, and from then on ${site.social.network}’s own privacy policy applies.`,
      },
      {
        title: 'Your telephone provider',
        description: `Only when you choose to call ${site.phone.display}: the call is carried by your provider and ours, under their own terms.`,
      },
      {
        title: `${site.creditPartner.name}, ${hostOf(site.creditPartner.url)}`,
        description:
          'Only when you follow the financing link at the foot of each page: the partner’s site has its own privacy policy.',
      },
    ],
  },
  {
    heading: 'Security measures',
    paragraphs: [
      'Every page is static HTML, built in advance and served from a content delivery network over an encrypted HTTPS connection. There is no server application, database or login to break into, and no personal data here to lose.',
      'Fonts and scripts are served from this site itself; no third-party script runs on any page. Links that lead off the site are marked so the other site cannot take control of this one.',
      'Anything you choose to share with the advisor’s office is shared by message or telephone, never through this site.',
    ],
    link: { href: '/contact/', label: 'Questions about this policy? Contact the office' },
  },
];
