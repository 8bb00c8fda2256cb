import * as z from 'zod';
import {
  calendarDay,
  calendarMonth,
  count,
  email,
  entity,
  flag,
  func,
  heading,
  httpsUrl,
  list,
  number,
  oneOf,
  pattern,
  price,
  quoted,
  text,
} from './fields';

/**
 * The shape of every content module's values, and the rules their copy keeps. content/types.ts
 * takes the types from here, and each module's values are checked against them as it loads
 * (content/_lib/checked.ts), so a shape and its rules are written once. Each field says what it
 * shows on the page. Server-side only: nothing here may reach a browser bundle.
 */

// The kinds of text, each with an example of what fits, shown when a value does not.

/** A path of the exported site, always with its trailing slash: "/retreats/". */
const href = () =>
  pattern('/retreats/', /^\/(?:[a-z0-9-]+\/)*$/, 'a path of the site, ending in /').refine(
    (path): path is '/' | `/${string}/` => path.endsWith('/'),
  );

/** The icons content can name; components/icon.tsx draws each one. */
const iconKeys = [
  'atom',
  'brain',
  'briefcase',
  'check',
  'clock',
  'compass',
  'crown',
  'eye',
  'feather',
  'flame',
  'gem',
  'globe',
  'heart',
  'hourglass',
  'infinity',
  'key',
  'landmark',
  'leaf',
  'lock',
  'map-pin',
  'message',
  'moon',
  'mountain',
  'orbit',
  'phone',
  'radio',
  'scale',
  'shield',
  'sparkles',
  'star',
  'sun',
  'trending-up',
  'users',
  'waves',
  'zap',
] as const;
export const iconKey = oneOf(iconKeys, 'an icon name', 'crown');

/** The colours of the frequency presets and brainwave states (tailwind `spectrum-*`). */
export const spectrumColor = oneOf(
  ['emerald', 'sky', 'violet', 'amber', 'rose', 'gold', 'teal', 'indigo'],
  'a spectrum colour',
  'teal',
);

// The site's own shapes.

export const navItem = entity({
  /** Where the link leads: a page of the site. */
  href: href(),
  /** The link's words. */
  label: heading('Read about the inner circle'),
});

/**
 * The words of a page's share card (the picture a shared link shows), under the brand and the
 * page's title. Read in a feed's small preview, so each line stays short; never a placeholder.
 */
const shareCard = entity({
  /** The page's key figure, one line under the title: "Four private retreats from $75K to $150K". */
  figure: quoted('Six categories, from investment groups', {
    max: 56,
    why: 'one line of its share card',
  }),
  /** Short items set in a row beneath the figure, e.g. the brainwave bands. */
  details: list(quoted('Alpha 8–12 Hz'), 'details', { max: 5 }).optional(),
}).superRefine(({ details = [] }, ctx) => {
  const length = details.join('').length;
  if (length > 72) {
    ctx.addIssue({
      code: 'custom',
      path: ['details'],
      message: `expected at most 72 characters all together (one line of its share card), like 'Engadin Valley · Lake Como · Wadi Rum', got ${length}: '${details.join(' · ')}'`,
    });
  }
});

export const route = entity({
  /** The page's address; its canonical URL, sitemap entry and footer link. */
  href: href(),
  /** The page's title: its browser tab (before the brand) and its share card's heading. */
  title: heading('Private Contact', { max: 22, why: 'what fits on its share card' }),
  /** What search results and link previews show under the title. */
  description: quoted('Reach the advisor’s office in confidence by private message or telephone.', {
    min: 50,
    max: 160,
    why: 'what search results show',
  }),
  /** The words of its share card, under the title. */
  card: shareCard,
});

const factShape = {
  /** The small line above the value; read by screen readers where only an icon shows. */
  label: heading('Client wealth advised'),
  /** The figure, set large: "$2.3B+". */
  value: text('$2.3B+'),
};

/** A fact shown as a label over a prominent value, e.g. "Price" and "$500,000"; a stat too. */
export const fact = entity(factShape);

/** A fact beside a price on an offer card, drawn as its icon; its label is read, not shown. */
export const iconFact = entity({ ...factShape, icon: iconKey });

/** One entry of a section's list: a short title and what it means. */
export const detailItem = entity({
  /** The entry's heading, in gold. */
  title: heading('Wire transfer'),
  /** The line or two beneath it. */
  description: text('In full, to the account named in your engagement letter.'),
});

/** A titled group of entries within a section, e.g. the outside services a policy names. */
export const detailList = entity({
  /** The group's heading (h3). */
  heading: heading('Reached only if you choose'),
  /** The entries under the heading, each a title and its line. */
  items: list(detailItem, 'entries', { distinct: 'title' }),
});

const sectionHeadingShape = {
  /** A short line set above the heading. */
  eyebrow: heading('The retreat calendar').optional(),
  /** The section's heading (h2). */
  title: heading('Ways to belong'),
  /** A paragraph under the heading. */
  intro: text('Each tier is a year-long commitment.').optional(),
};

/** A section's opening: a short line above its heading, the heading and an introduction. */
export const sectionHeading = entity(sectionHeadingShape);

/** The heading of a section that lists things and counts them: "Four retreats". */
const countedSection = entity({
  ...sectionHeadingShape,
  /** The section's heading (h2), counting what it lists with `quote`. */
  title: quoted('Six categories'),
});

const teaserShape = {
  ...sectionHeadingShape,
  /** The paragraph under the heading; a figure in it is quoted. */
  intro: quoted('Twelve seats, one year, and a council that meets each season.'),
  /** The link that ends the card. */
  cta: navItem,
};

/** A section that invites the visitor to another page, e.g. the home page's teasers. */
export const teaser = entity(teaserShape);

/** A block of page copy that is not a spec entity: qualification, payment, privacy. */
export const textSection = entity({
  /** A short line set above the heading. */
  eyebrow: heading('Who is invited').optional(),
  /** The section's heading (h2). */
  heading: heading('Qualification'),
  /** The running copy, one paragraph an entry. */
  paragraphs: list(text('Nothing is paid on this site.'), 'paragraphs'),
  /** Titled points set in a grid after the paragraphs. */
  items: list(detailItem, 'entries', { distinct: 'title' }).optional(),
  /** Titled groups of entries, after `items`. */
  lists: list(detailList, 'lists', { distinct: 'heading' }).optional(),
  /** A closing link to another page of the site. */
  link: navItem.optional(),
});

/** A page's opening: the eyebrow above its one h1, the h1, and the lead paragraph under it. */
const pageHeaderShape = {
  /** The short line above the h1. */
  eyebrow: heading('Retreats'),
  /** The page's one h1. */
  title: heading('Private retreats'),
  /** The paragraph under the h1. */
  lead: text('Three structured programmes of private work with the advisor.'),
};
const pageHeader = entity(pageHeaderShape);

/**
 * A figure that goes stale, with the day it was last confirmed true (`asOf`): a count such as
 * "11 seats remaining", an upcoming month such as "March 2026", stale once that month is over, or
 * the last day a published statement stays valid (`until`), such as security.txt's Expires.
 * Made by the markers of content/_lib/launch-register.ts.
 */
export const datedClaim = z.discriminatedUnion('kind', [
  entity({ kind: z.literal('count'), text: text('11 seats remaining'), asOf: calendarDay() }),
  entity({
    kind: z.literal('next'),
    text: text('March 2026'),
    month: calendarMonth(),
    asOf: calendarDay(),
  }),
  entity({
    kind: z.literal('expires'),
    text: text('security.txt valid until 2027-08-31'),
    until: calendarDay(),
    asOf: calendarDay(),
  }),
]);

/** The kinds of claim that carry a disclosure in their section (content/disclosures.ts). */
export const disclosureKind = z.enum(['results', 'testimonials', 'earnings', 'health']);

// The client's entities, one shape each.

export const retreat = entity({
  /** The card's heading; no two retreats share one. */
  name: heading('Desert Clarity'),
  /** Over the name, as a label; the part before its comma is a detail of the share card. */
  location: text('Wadi Rum, Jordan'),
  /** Beside the clock: a number of days or nights. */
  duration: pattern('6 days', /^\d+ (?:days|nights)$/, 'a number of days or nights'),
  /** The price, first on the entry's line of figures; the price range and share card quote it. */
  price: price(),
  /** Beside the guests icon, as written. */
  capacity: text('6 people'),
  /** The paragraph under the price. */
  description: text('Six days in a desert camp beneath the widest sky we know, for eight guests.', {
    min: 80,
  }),
  /** The list under "Included". */
  features: list(text('Helicopter transfer from Zurich'), 'features', { min: 3 }),
  /** The word "Luxury" over the name. */
  isLuxury: flag('the "Luxury" badge'),
  /** The word "Nocturnal" over the name. */
  isVampire: flag('the "Nocturnal" badge'),
});

export const transformationPackage = entity({
  /** The card's heading, and its client's line: "A client of Awakening". */
  name: heading('Awakening'),
  /** The price, first on the entry's line of figures; the price range and share card quote it. */
  price: price(),
  /** Beside the clock, e.g. "90 days". */
  duration: text('90 days'),
  /** The paragraph under the price. */
  description: text('A focused month to see where your energy, attention and money go.', {
    min: 60,
  }),
  /** The list under "Outcomes". */
  outcomes: list(text('Four private sessions with the advisor'), 'outcomes', { min: 3 }),
  /** A client's words, quoted at the foot of the card. */
  testimonial: text('A month later I knew, and I had a plan I have actually kept.', { min: 60 }),
});

export const opportunityCategory = entity({
  /** The card's heading, under its icon. */
  category: heading('Investment groups'),
  /** The icon above the heading. */
  icon: iconKey,
  /** The paragraph under the heading. */
  description: text('Member syndicates that pool capital into private transactions.', {
    min: 60,
  }),
  /** The list under "Benefits". */
  benefits: list(text('Access to transactions not offered publicly'), 'benefits', { min: 3 }),
  /** Under "Investment", set large: the minimum or the terms, as written. */
  investment: text('$100K+'),
});

export const innerCircleTier = entity({
  /** The card's heading. */
  title: heading('The Nocturne Council'),
  /** The price, set large, as written. */
  price: price(),
  /** The paragraph under the price. */
  description: text('The advisor’s undivided attention for a year.'),
  /** The list under "Membership includes". */
  features: list(text('Four in-person council gatherings a year'), 'features'),
  /** After the price, read as "Availability": how scarce, e.g. "3 slots" or "By invitation". */
  urgency: text('3 slots'),
  /** The words "Main programme" over the name, and a gold rule over the entry. */
  isMain: flag('the "Main programme" badge'),
  /** The word "Nocturnal" over the name. */
  isVampire: flag('the "Nocturnal" badge'),
  /** The word "Ultra" over the name. */
  isUltra: flag('the "Ultra" badge'),
});

/** An icon, a title and a line or two: an area of mastery or a Hologram Wire capability. */
export const highlight = entity({
  /** The icon above the title. */
  icon: iconKey,
  /** The card's heading. */
  title: heading('Wealth psychology'),
  /** The line or two under it. */
  description: text('Leading a company, a family or a foundation from clarity.', { min: 40 }),
});

export const frequencyPreset = entity({
  /** The frequency, the radio's value and its large figure: "528 Hz"; the tone sound plays. */
  hz: number(528, { min: 1 }),
  /** The radio's name, under the figure. */
  name: heading('Transformation'),
  /** The line under the name. */
  description: text('A calm resonance for balance and a settled mind.'),
  /** The radio's colour when chosen. */
  color: spectrumColor,
});

export const manifestationMode = entity({
  /** Names the mode in the panel's state and its saved choices; never shown. */
  id: pattern('wealth', /^[a-z]+$/, 'a lower-case word'),
  /** The radio's name: "Wealth"; the configuration reads "Wealth mode". */
  name: heading('Wealth'),
  /** The icon beside the name. */
  icon: iconKey,
  /** The line under the name. */
  description: text('Partnership, family and generosity of spirit.'),
});

export const brainwaveState = entity({
  /** Names the state in the panel's state and its saved choices; never shown. */
  id: pattern('alpha', /^[a-z]+$/, 'a lower-case word'),
  /** The radio's name: "Alpha"; the configuration reads "Alpha state (8–12 Hz)". */
  name: heading('Alpha'),
  /** The line under the name. */
  description: text('Relaxed, receptive focus between thought and intuition.'),
  /** The radio's colour when chosen. */
  color: spectrumColor,
  /** The band in Hz, shown as the client states it: "8–12 Hz". */
  band: entity({ low: number(8), high: number(12) }),
  /** The binaural beat in Hz, inside the band: the right ear hears the frequency plus this. */
  beatHz: number(10, { min: 0.5 }),
}).superRefine(({ band, beatHz }, ctx) => {
  if (band.low >= band.high) {
    ctx.addIssue({
      code: 'custom',
      path: ['band'],
      message: `expected a low end under the high end, like { low: 8, high: 12 }, got { low: ${band.low}, high: ${band.high} }`,
    });
  } else if (beatHz < band.low || beatHz > band.high) {
    ctx.addIssue({
      code: 'custom',
      path: ['beatHz'],
      message: `expected a beat inside the band (${band.low} to ${band.high}), like ${band.low}, got the number ${beatHz}`,
    });
  }
});

export const frequencyTestimonial = entity({
  /** The card's heading: what the client says came of it. */
  result: heading('Composure before a board vote'),
  /** The client's words, in quotation marks. */
  quote: text('741 Hz in consciousness mode every evening for a fortnight.'),
  /** Who said it, after a dash: a first name, an initial and a place. */
  name: pattern('Anna K., Geneva', /^\p{Lu}\p{L}+ \p{Lu}\., \p{Lu}/u, 'a signature'),
});

/** The frequency controller's own words: its heading, its legends, buttons and messages. */
const panelCopy = entity({
  /** The panel's heading (h2). */
  title: heading('Compose your transmission'),
  /** The line under the heading. */
  lead: text('Choose one of each; a change takes effect at once.'),
  /** The legends of the three groups of radios. */
  frequencyLegend: heading('Frequency'),
  modeLegend: heading('Manifestation mode'),
  brainwaveLegend: heading('Brainwave state'),
  /** The small line above the configuration. */
  configurationLabel: heading('Current configuration'),
  /** The gold button, while no transmission runs and while one does. */
  activate: heading('Activate transmission'),
  pause: heading('Pause transmission'),
  /** The button that restores the first choices. */
  reset: heading('Reset'),
  /** The sound switch, and the volume slider's label. */
  sound: heading('Sound'),
  volume: heading('Volume'),
  /** After the beat line: "Alpha beat: 10 Hz (…)". */
  headphones: text('Use headphones: each ear hears its own tone.'),
  /** Under the switch, in a browser that cannot play sound. */
  noSound: text('Sound needs a browser with Web Audio.'),
  /** Why sound stopped: its code did not download (`load`), or the browser refused (`start`). */
  soundFailed: entity({
    load: text('Sound is unavailable: the part of the page that plays it did not download.'),
    start: text('Sound is unavailable: this browser would not start its audio.'),
  }),
  /** Read by screen readers: the names of the transmission's status and the controls' note. */
  statusLabel: heading('Transmission status'),
  noteLabel: heading('Controls status'),
  /** Shown in place of the controls where JavaScript is off. */
  needsScript: text('Activating a transmission needs JavaScript, which is off in this browser.'),
});

/** A step of the frequency controller's instructions. */
const usageStep = entity({
  /** The step's heading. */
  title: heading('Settle the room'),
  /** The line under it. */
  body: text('A quiet, dim room and a comfortable seat. Headphones are best.'),
});

// Each module's exports, by file and name: what content/_lib/checked.ts checks them against.

const contactDetails = entity({
  name: text('The advisor’s office'),
  email: email('office@example.com'),
});

export const contentSchemas = {
  'content/about.ts': {
    /** The years in practice: a headline stat, quoted by the copy in words. */
    yearsInPractice: count(15),
    biography: textSection,
    /** The headline stats, as tiles. */
    stats: list(fact, 'stats', { distinct: 'label' }),
    masteryAreas: list(highlight, 'areas', { distinct: 'title' }),
    aboutPage: entity({
      ...pageHeaderShape,
      statsSection: sectionHeading,
      masterySection: sectionHeading,
    }),
  },
  'content/contact.ts': {
    contactPage: entity({
      ...pageHeaderShape,
      channels: entity({
        eyebrow: heading('Two ways in'),
        title: heading('Reach the advisor’s office'),
        /** The message card: its heading and its line. */
        message: detailItem,
        /** The telephone card: its heading and its line. */
        call: detailItem,
      }),
    }),
    contactPrivacy: textSection,
  },
  'content/disclosures.ts': {
    /** Each note, shown in the section whose claims it qualifies: one sentence. */
    disclosures: z.record(
      disclosureKind,
      pattern('Results vary and are not guaranteed.', /^\p{Lu}.*\.$/u, 'a sentence'),
    ),
    siteDisclosure: text('Nothing on this site is medical, financial, legal or tax advice.'),
  },
  'content/frequency-controller.ts': {
    frequencyPage: pageHeader,
    frequencyPresets: list(frequencyPreset, 'presets', { distinct: 'hz' }),
    manifestationModes: list(manifestationMode, 'modes', { distinct: 'id' }),
    brainwaveStates: list(brainwaveState, 'states', { distinct: 'id' }),
    /** The usage figures the client states, quoted by the instructions. */
    usageFigures: entity({
      minimumListening: text('20 minutes'),
      resultsWithin: text('21 days'),
      libraryFrequencies: text('100 frequencies'),
    }),
    usageInstructions: entity({
      ...sectionHeadingShape,
      /** The usage figures, as tiles. */
      facts: list(fact, 'facts', { distinct: 'label' }),
      /** The numbered steps. */
      steps: list(usageStep, 'steps', { distinct: 'title' }),
    }),
    /** How the panel states its choices in its configuration, its status and its beat line. */
    panelWords: entity({
      /** "528 Hz". */
      frequency: func<(hz: number) => string>('a function from a frequency to its words'),
      /** "Wealth mode". */
      mode: func<(name: string) => string>('a function from a mode to its words'),
      /** "Alpha state (8–12 Hz)". */
      brainwave: func<(name: string, band: string) => string>(
        'a function from a state and its band to their words',
      ),
      /** The configuration's last part, while a transmission runs and while none does. */
      transmitting: heading('Transmitting'),
      standingBy: heading('Standing by'),
      /** What the status says while a transmission runs. */
      active: func<(hz: number, mode: string, brainwave: string) => string>(
        'a function from the three choices to the status',
      ),
      /** "Alpha beat: 10 Hz (528 Hz left, 538 Hz right)." */
      beat: func<(brainwave: string, beatHz: number, left: number, right: number) => string>(
        'a function from a beat and its two tones to the beat line',
      ),
    }),
    panelCopy,
  },
  'content/frequency-testimonials.ts': {
    frequencyTestimonialsSection: sectionHeading,
    frequencyTestimonials: list(frequencyTestimonial, 'testimonials', { distinct: 'name' }),
  },
  'content/hologram-wire.ts': {
    hologramDated: entity({ remaining: datedClaim }),
    /** The offer's figures, each shown as written. */
    hologramOffer: entity({
      price: price(),
      units: text('12 units'),
      remaining: text('3 remaining'),
      results: text('Results in 72 hours'),
    }),
    hologramCapabilities: list(highlight, 'capabilities', { distinct: 'title' }),
    hologramPage: entity({
      ...pageHeaderShape,
      offerSection: entity({ ...sectionHeadingShape, facts: list(fact, 'facts') }),
      capabilitiesSection: countedSection,
    }),
  },
  'content/home.ts': {
    home: entity({
      /** The line above the brand, the page's h1. */
      eyebrow: heading('Private counsel in wealth and consciousness'),
      /** The paragraph under the brand. */
      lead: text('For founders, heirs and principals who have built everything but stillness.'),
      /** The first link under the lead. */
      primaryCta: navItem,
      /** The link beside it. */
      secondaryCta: navItem,
      innerCircleTeaser: entity({
        ...teaserShape,
        /** The main tier's figures, in a band. */
        facts: list(fact, 'facts', { distinct: 'label' }),
      }),
      /** The advisor: the name as the heading, a paragraph, the record, the link to /about/. */
      practice: teaser,
      /** The heading over the list of the other offers. */
      offers: sectionHeading,
      /** The heading over one client's words. */
      voice: entity({ title: heading('In a client’s words') }),
      frequencyTeaser: teaser,
    }),
  },
  'content/inner-circle.ts': {
    innerCircleSeats: count(12),
    innerCircleSeatsOpen: count(11),
    innerCircleDated: entity({ seatsRemaining: datedClaim, nextInitiation: datedClaim }),
    innerCircleFacts: entity({
      price: price(),
      seatsMaximum: text('12 seats maximum'),
      seatsRemaining: text('11 seats remaining'),
      nextInitiation: text('March 2026'),
    }),
    innerCirclePage: entity({
      ...pageHeaderShape,
      /** The callout under the lead, by a lock. */
      invitationStatement: text('Access is by invitation only, after a personal screening.'),
      tiersSection: sectionHeading,
    }),
    qualification: textSection,
    paymentMethods: textSection,
    innerCircleTiers: list(innerCircleTier, 'tiers', { distinct: 'title' }),
  },
  'content/labels.ts': {
    /** The words of each badge a card's flags show. */
    badgeLabels: entity({
      luxury: heading('Luxury'),
      nocturnal: heading('Nocturnal'),
      main: heading('Main programme'),
      ultra: heading('Ultra'),
    }),
    cardLabels: entity({
      price: heading('Price'),
      capacity: heading('Capacity'),
      duration: heading('Duration'),
      availability: heading('Availability'),
      included: heading('Included'),
      outcomes: heading('Outcomes'),
      membership: heading('Membership includes'),
      benefits: heading('Benefits'),
      investment: heading('Investment'),
      clientOf: heading('A client of'),
    }),
  },
  'content/layout.ts': {
    siteHeader: entity({
      /** The first link of every page, shown on focus. */
      skipLink: heading('Skip to content'),
      navLabel: heading('Primary'),
      menuLabel: heading('Menu'),
    }),
    newTabNote: text('(opens in a new tab)'),
    siteFooter: entity({
      navLabel: heading('Footer'),
      tagline: text('Private counsel in wealth and consciousness.'),
      partnerLead: text('Financing through our credit-services partner,'),
      rights: text('All rights reserved.'),
    }),
    contactBlock: entity({
      eyebrow: heading('Private enquiries'),
      title: heading('Begin a private conversation'),
      intro: text('Every engagement starts with a personal exchange.'),
      /** The button that opens the social profile. */
      message: heading('Message us on Instagram'),
      /** The button that dials the office. */
      call: heading('Call +1 (212) 555-0147'),
    }),
  },
  'content/navigation.ts': {
    /** The header's links, in order. */
    primaryNav: list(navItem, 'links', { distinct: 'href' }),
    /** The header's button. */
    contactNav: navItem,
    routes: list(route, 'routes', { distinct: ['href', 'title', 'description'] }),
  },
  'content/not-found.ts': {
    notFoundPage: entity({
      /** The browser tab's title. */
      metaTitle: heading('Page not found'),
      description: text('This address leads nowhere on the site. Return to the home page.', {
        min: 50,
        max: 160,
        why: 'what search results show',
      }),
      eyebrow: heading('Error 404'),
      title: heading('This path is not on the map'),
      lead: text('The page you were looking for has moved.'),
      /** The link back home. */
      homeLink: heading('Return to the home page'),
    }),
  },
  'content/opportunities.ts': {
    opportunityCategories: list(opportunityCategory, 'categories', { distinct: 'category' }),
    opportunitiesPage: entity({ ...pageHeaderShape, list: countedSection }),
  },
  'content/panel-note.ts': {
    /** The controls' note, under the configuration, and the one button beside it. */
    panelNote: entity({
      /** While the panel's code is on its way after a press. */
      starting: text('Starting the controls…'),
      /** Once the controls start after all. */
      ready: text('The controls are ready. Your choices are kept.'),
      /** The press the controls could not act on, said before why. */
      couldNot: entity({
        transmission: text('The transmission could not start.'),
        sound: text('Sound could not start.'),
      }),
      /** Why: the connection is down; the button beside it is `tryAgain`. */
      offline: text('The connection is down. Your choices are kept.'),
      /** Why: the controls' code would not load; the button beside it is `reload`. */
      unavailable: text('The controls could not load. Reload to try again.'),
      /** The button's words. */
      tryAgain: heading('Try again'),
      reload: heading('Reload the controls'),
    }),
  },
  'content/privacy.ts': {
    privacyPage: entity({
      ...pageHeaderShape,
      updatedLabel: heading('Last updated'),
      /** The day the policy last changed, shown as "November 22, 2026". */
      lastUpdated: calendarDay(),
      contactLabel: heading('Questions about your privacy'),
      contact: contactDetails,
    }),
    browserReaches: detailList,
    visitorChooses: detailList,
    /** Exactly two sections: data collection, then security measures. */
    privacySections: z.tuple([textSection, textSection]).readonly(),
  },
  'content/retreats.ts': {
    retreats: list(retreat, 'retreats', { distinct: 'name' }),
    retreatsPage: entity({
      ...pageHeaderShape,
      /** Under the lead: the lowest and highest price, quoted from the retreats. */
      priceRange: fact,
      list: countedSection,
    }),
  },
  'content/site.ts': {
    site: entity({
      /** The brand: the home page's h1 and share card title, and every page's title ending. */
      brand: heading('the illuminated order', { max: 22, why: 'what fits on its share card' }),
      /** The advisor's name: the biography's heading. */
      advisor: text('Aurelian Vale'),
      /** The line above the brand on the home page's share card, and the footer's tagline. */
      tagline: text('Private counsel in wealth and consciousness'),
      /** The search description of a page that gives none of its own. */
      description: text('Private counsel in wealth and consciousness.'),
      /** Production origin, without a trailing slash: canonical URLs, sitemap and Open Graph. */
      origin: pattern(
        'https://www.example.com',
        /^https:\/\/[^\s/]+\.[^\s/]+$/,
        'an https:// origin without a trailing slash',
      ),
      locale: pattern('en_US', /^[a-z]{2}_[A-Z]{2}$/, 'a locale'),
      /** The number the call buttons show and dial. */
      phone: entity({
        /** As shown: "+1 (212) 555-0147". */
        display: pattern('+1 (212) 555-0147', /^\+[\d ()-]+$/, 'a phone number'),
        /** As dialled, in E.164: "+12125550147". */
        e164: pattern('+12125550147', /^\+[1-9]\d{6,14}$/, 'a number in E.164'),
      }).superRefine(({ display, e164 }, ctx) => {
        if (display.replace(/\D/g, '') !== e164.replace(/\D/g, '')) {
          ctx.addIssue({
            code: 'custom',
            path: ['display'],
            message: `expected the digits of the number dialled (${e164}), like '+1 (212) 555-0147' for '+12125550147', got '${display}'`,
          });
        }
      }),
      /** The profile the message buttons open. */
      social: entity({
        network: text('Instagram'),
        handle: pattern('@theilluminatedorder', /^@\S+$/, 'a handle'),
        url: httpsUrl('https://www.instagram.com/theilluminatedorder/'),
      }),
      /** The partner the footer and the payment methods name, with its link. */
      creditPartner: entity({
        name: text('Meridian Private Credit'),
        url: httpsUrl('https://www.example.com/'),
      }),
      /** Whom to write to about privacy, named by the privacy policy. */
      privacyContact: contactDetails,
      /** What /.well-known/security.txt says, and the last day that stays true. */
      securityTxt: entity({
        contact: pattern(
          'mailto:security@example.com',
          /^(?:mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
          'a mailto: or https: address',
        ),
        expires: datedClaim,
      }),
      /** The home page's background photograph. */
      heroImage: entity({
        host: httpsUrl('https://images.unsplash.com'),
        /** The photograph's address at a width. */
        src: func<(width: number) => string>('a function from a width to an address'),
        /** One width per breakpoint, from the smallest screen up. */
        variants: list(entity({ minWidth: number(0), width: number(750, { min: 1 }) }), 'widths'),
      }),
    }),
  },
  'content/transformations.ts': {
    transformationPackages: list(transformationPackage, 'packages', { distinct: 'name' }),
    transformationsPage: entity({
      ...pageHeaderShape,
      /** Under the lead: the lowest and highest price, quoted from the packages. */
      priceRange: fact,
      list: countedSection,
    }),
  },
} satisfies Record<`content/${string}.ts`, Record<string, z.ZodType>>;

export type ContentSchemas = typeof contentSchemas;
export type ContentFile = keyof ContentSchemas;
