import { shapesFor } from './_lib/shaped';
import { site } from './site';

const shaped = shapesFor('content/privacy.ts');

const hostOf = (url: string) => new URL(url).host;

export const privacyPage = shaped('page', {
  eyebrow: 'No forms, no cookies, no analytics',
  title: 'Privacy policy',
  lead: `How ${site.brand} treats your privacy on this site. In short: it collects nothing, and your browser reaches only the few outside services named below.`,
  /** Change it with every change to the policy. */
  updatedLabel: 'Last updated',
  lastUpdated: '2026-11-22',
  contactLabel: 'Questions about your privacy',
  contact: site.privacyContact,
} as const);

/**
 * The hosts every page may load something from without the visitor asking: images, styles,
 * fonts or scripts. A test checks this list against what the exported pages load.
 */
export const browserReaches = shaped('detailList', {
  heading: 'Reached by your browser on its own',
  items: [
    {
      title: hostOf(site.heroImage.host),
      description:
        'The image host. It serves the background photograph of the home page; your browser requests it directly, so the host receives your IP address and the usual request details.',
    },
  ],
});

/** The outside services a visitor reaches only by following a link or dialling. */
export const visitorChooses = shaped('detailList', {
  heading: 'Reached only if you choose',
  items: [
    {
      title: hostOf(site.social.url),
      description: `${site.social.network}, when you choose to message us: the advisor’s profile opens in a new tab, and from then on ${site.social.network}’s own privacy policy applies.`,
    },
    {
      title: 'Your telephone provider',
      description: `When you choose to call ${site.phone.display}: the call is carried by your provider and ours, under their own terms.`,
    },
    {
      title: hostOf(site.creditPartner.url),
      description: `${site.creditPartner.name}, when you follow the financing link at the foot of each page: the partner’s site has its own privacy policy.`,
    },
  ],
});

/** The policy has exactly these two sections: data collection, then security measures. */
export const privacySections = shaped('privacySections', [
  {
    heading: 'Data collection',
    paragraphs: [
      'This site collects no personal data. It has no forms, no accounts, no cookies, no analytics and no tracking of any kind, and it sells or shares nothing about you because it holds nothing about you.',
      'Like every website, its pages are delivered by a hosting network that sees your IP address and the page requested, and may keep short technical logs to run and protect the service. We do not use them to identify or profile visitors.',
      'Beyond that network, your browser reaches only these outside services, and only in these cases:',
    ],
    lists: [browserReaches, visitorChooses],
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
]);
