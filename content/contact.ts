import { shapesFor } from './_lib/shaped';
import { site } from './site';

const shaped = shapesFor('content/contact.ts');

export const contactPage = shaped('page', {
  eyebrow: 'The advisor’s office',
  title: 'Private contact',
  lead: 'There is no form on this site and no mailing list. Write to the office or call the private line; every enquiry is answered personally, in confidence.',
  channels: {
    eyebrow: 'Two ways in',
    title: 'Reach the advisor’s office',
    intro: 'At any hour, a message suits a first word; a call, when you would rather speak today.',
    message: {
      title: site.social.network,
      description:
        'A private message is enough to begin: a few lines on who you are and what you would like to talk about. The office reads each one itself.',
    },
    call: {
      title: 'Telephone',
      description:
        'Call the private line and speak with the advisor’s office. If no one can answer, leave your name and a good time to call you back.',
    },
  },
} as const);

/** What happens to a visitor's details when they call or write. */
export const contactPrivacy = shaped('textSection', {
  heading: 'Your privacy when you reach out',
  paragraphs: [
    'This site collects nothing when you contact us. There is no form, no cookie and no tracking; the links on this page simply open the social network or your phone.',
    `A message you send travels on ${site.social.network} and is subject to ${site.social.network}’s own privacy policy. A call is carried by your telephone provider and ours, under their own terms.`,
    'What you tell the advisor’s office is held in confidence and used only to reply to you. It is never sold, shared or added to a list.',
  ],
  link: { href: '/privacy/', label: 'Read the privacy policy' },
});
