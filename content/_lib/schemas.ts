import * as z from 'zod';
import type { IsoMonth } from '../types';
import { isCalendarDay } from './format';
import { typedFigures } from './quote';

/** One zod schema per entity of content/ (types.ts); messages.ts says a mistake from its schema. */

/** What a value is, as its writer reads it: "the number 90000", "'90,000'", "nothing". */
export function described(value: unknown): string {
  if (typeof value === 'string')
    return value ? `'${value.replace(/^(.{59}).+$/s, '$1…')}'` : 'empty text';
  if (typeof value === 'number') return `the number ${value}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  const kinds = { undefined: 'nothing', function: 'a function', object: 'a group of fields' };
  return value === null ? 'null' : (kinds[typeof value as keyof typeof kinds] ?? String(value));
}

type Names<S extends string> = S extends `${infer Name} ${infer Rest}` ? Name | Names<Rest> : S;
const names = <S extends string>(line: S) => line.split(' ') as [Names<S>, ...Names<S>[]];
/** Several fields of one kind, named in one line: fields('eyebrow title', heading). */
const fields = <S extends string, T extends z.ZodType>(line: S, kind: T) =>
  Object.fromEntries(names(line).map((name) => [name, kind])) as Record<Names<S>, T>;

// The kinds of field, each with an example that fits.

const text = z.string().min(1, { abort: true }).meta({ example: 'Private retreats' });
const form = (example: string, pattern: RegExp, what: string) =>
  text.regex(pattern, what).meta({ example });
const rule = <T extends string>(example: string, fits: (text: string) => text is T, what: string) =>
  text.refine(fits, what).meta({ example });
const noPromise = 'a heading that promises no result (no "promise", "guarantee" or "assured")';
const heading = text.refine((value) => !/promise|guarantee|assured/i.test(value), noPromise);
/** A summary quotes its figures (content/_lib/quote.ts), so they change with their content. */
const quoted = text.superRefine((value, ctx) => {
  const typed = typedFigures(value).map(described);
  const message = 'figures quoted from the content that holds them, as in quote`${count} retreats`';
  const params = { example: null, got: `${typed.join(', ')} typed in ${described(value)}` };
  if (typed.length > 0) ctx.addIssue({ code: 'custom', message, params });
});
const price = form('$90,000', /^\$\d{1,3}(?:,\d{3})*$/, 'a price');
const day = rule('2026-11-21', isCalendarDay, 'a day of the calendar, written YYYY-MM-DD');
const month = rule('2026-03', (m): m is IsoMonth => isCalendarDay(`${m}-01`), 'a month, YYYY-MM');
const path = (path: string): path is '/' | `/${string}/` => /^\/(?:[a-z0-9-]+\/)*$/.test(path);
const href = rule('/retreats/', path, 'a path of the site, ending in /');
/** An https:// address with a host, then `rest`: a path for a URL, nothing for an origin. */
const https = (example: string, rest: string, what: string) =>
  form(example, RegExp(String.raw`^https:\/\/[^\s/]+\.[^\s/]+${rest}$`), what);
const url = https('https://example.com/', String.raw`(?:\/\S*)?`, 'an https:// address');
const email = form('office@example.com', /^[^@\s]+@[^@\s]+\.[a-z]+$/, 'an e-mail address');
const mailtoOrHttps = /^(?:mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/;
const id = form('alpha', /^[a-z]+$/, 'a lower-case word');
const sentence = form('Results vary.', /^\p{Lu}.*\.$/u, 'a sentence');
const number = z.number().min(0).meta({ example: 8 });
const flag = (shows: string) => z.boolean().describe(`true shows ${shows}`);
const func = z.custom<(...args: never[]) => string>((v) => v instanceof Function, 'a function');

/** Strict: a misspelt field is refused, not left out. */
const entity = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape).readonly();

/** The fields an entry of a list is known by, first to last; no two entries share one. */
export const namingFields = ['name', 'href', 'title', 'heading', 'category', 'label', 'id'];

/** Refuses an entry alike an earlier one by a naming field, its frequency or its description. */
function distinct(entries: readonly unknown[], ctx: z.core.$RefinementCtx) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const pairs = [...namingFields, 'hz', 'description'].map((key) => [key, Object(entry)[key]]);
    const [key, value] = pairs.find((pair) => pair[1] !== undefined && seen.has(`${pair}`)) ?? [];
    pairs.forEach((pair) => seen.add(`${pair}`));
    const [message, got] = [`a ${key} unlike every other in the list`, `${described(value)} again`];
    if (key)
      ctx.addIssue({ code: 'custom', path: [index, key], message, params: { example: null, got } });
  });
}
export const list = <T extends z.ZodType>(item: T, min = 1, max = Infinity) =>
  z.array(item).min(min).max(max).superRefine(distinct).readonly();

const icons =
  'atom brain briefcase check clock compass crown eye feather flame gem globe heart hourglass infinity key landmark leaf lock map-pin message moon mountain orbit phone radio scale shield sparkles star sun trending-up users waves zap';
export const iconKey = z.enum(names(icons)).meta({ example: 'crown' });
const colors = 'emerald sky violet amber rose gold teal indigo';
export const spectrumColor = z.enum(names(colors)).meta({ example: 'teal' });

// The site's shapes.

export const navItem = entity({ href, label: heading });
export const fact = entity({ label: heading, value: text });
export const detailItem = entity({ title: heading, description: text });
export const detailList = entity({ heading, items: list(detailItem) });
const sectionShape = { eyebrow: heading.optional(), title: heading, intro: text.optional() };
export const sectionHeading = entity(sectionShape);
/** A section that counts what it lists, with `quote`: "Four retreats". */
const countedSection = entity({ ...sectionShape, title: quoted });
const teaserShape = { ...sectionShape, intro: quoted, cta: navItem };
export const teaser = entity(teaserShape);
export const offerEntry = entity({ href, title: heading, figures: list(text), summary: quoted });
/** A block of page copy: paragraphs, then titled points, titled groups and a closing link. */
export const textSection = entity({
  eyebrow: heading.optional(),
  heading,
  paragraphs: list(text),
  items: list(detailItem).optional(),
  lists: list(detailList).optional(),
  link: navItem.optional(),
});

/** A page of the site: its address, its title, what search results show and its share card. */
export const route = entity({
  href,
  title: heading.max(22).describe('what fits on its share card'),
  description: quoted.min(50).max(160).describe('what search results show'),
  card: entity({
    figure: quoted.max(56).describe('one line of its share card'),
    /** Set in a row beneath the figure, e.g. the brainwave bands. */
    details: list(quoted, 1, 5)
      .refine((details) => details.join('').length <= 72, {
        message: 'at most 72 characters all together (one line of its share card)',
        params: { example: 'Engadin Valley · Lake Como · Wadi Rum' },
      })
      .optional(),
  }),
});

/** A figure that goes stale, confirmed true `asOf` a day (made by launch-register.ts markers). */
export const datedClaim = z.discriminatedUnion('kind', [
  entity({ kind: z.literal('count'), text, asOf: day }),
  entity({ kind: z.literal('next'), text, month, asOf: day }),
  entity({ kind: z.literal('expires'), text, until: day, asOf: day }),
]);
export const datedClaims = z.record(z.string(), datedClaim);
export const disclosureKind = z.enum(names('results testimonials earnings health'));

// The client's entities.

export const retreat = entity({
  name: heading,
  location: text,
  duration: form('6 days', /^\d+ (?:days|nights)$/, 'a number of days or nights'),
  price,
  capacity: text,
  description: text.min(80),
  features: list(text, 3),
  isLuxury: flag('the "Luxury" badge'),
  isVampire: flag('the "Nocturnal" badge'),
});

export const transformationPackage = entity({
  name: heading,
  price,
  duration: text,
  description: text.min(60),
  outcomes: list(text, 3),
  testimonial: text.min(60),
});

export const opportunityCategory = entity({
  category: heading,
  icon: iconKey,
  description: text.min(60),
  benefits: list(text, 3),
  /** Set large: the minimum or the terms, as written. */
  investment: text,
});

export const innerCircleTier = entity({
  title: heading,
  price,
  ...fields('description urgency', text),
  features: list(text),
  isMain: flag('the "Main programme" badge and a gold rule'),
  isVampire: flag('the "Nocturnal" badge'),
  isUltra: flag('the "Ultra" badge'),
});

export const highlight = entity({ icon: iconKey, title: heading, description: text.min(40) });

export const frequencyPreset = entity({
  hz: number.min(1).meta({ example: 528 }),
  name: heading,
  description: text,
  color: spectrumColor,
});

/** `id` names a mode or a state in the panel's state and saved choices; it is never shown. */
export const manifestationMode = entity({ id, name: heading, icon: iconKey, description: text });

export const brainwaveState = entity({
  id,
  name: heading,
  description: text,
  color: spectrumColor,
  band: entity({ low: number, high: number }),
  /** The binaural beat, inside the band: the right ear hears the frequency plus this. */
  beatHz: number.min(0.5).meta({ example: 10 }),
}).superRefine(({ band: { low, high }, beatHz }, ctx) => {
  const [path, message, params] =
    low < high
      ? ['beatHz', `a beat inside the band (${low} to ${high})`, { example: low }]
      : ['band', 'a low end under the high end', { got: `{ low: ${low}, high: ${high} }` }];
  if (low >= high || beatHz < low || beatHz > high)
    ctx.addIssue({ code: 'custom', path: [path], message, params });
});

export const frequencyTestimonial = entity({
  result: heading,
  quote: text,
  /** After a dash: a first name, an initial and a place. */
  name: form('Anna K., Geneva', /^\p{Lu}\p{L}+ \p{Lu}\., \p{Lu}/u, 'a signature'),
});

// The pages' own copy.

/** Words a page or a component shows, by name: labels, buttons, notes, and functions that word. */
export const words: z.ZodType<{
  readonly [name: string]: string | ((...args: never[]) => string) | object;
}> = z.record(z.string(), z.union([text, func, z.lazy(() => words)]));

/** A page's copy: the eyebrow above its one h1, the h1, the lead under it, then its sections. */
export const page = entity({
  ...fields('eyebrow title', heading),
  lead: text,
  ...fields('statsSection masterySection tiersSection panelSection', sectionHeading.optional()),
  ...fields('list capabilitiesSection', countedSection.optional()),
  channels: entity({ ...sectionShape, ...fields('message call', detailItem) }).optional(),
  offerSection: entity({ ...sectionShape, facts: list(fact) }).optional(),
  /** Under the lead of a page of priced offers: the lowest and highest price. */
  priceRange: fact.optional(),
  invitationStatement: text.optional(),
  ...fields('metaTitle homeLink updatedLabel contactLabel', heading.optional()),
  description: text.min(50).max(160).describe('what search results show').optional(),
  lastUpdated: day.optional(),
  contact: entity({ name: text, email }).optional(),
});
/** Exactly two sections: data collection, then security measures. */
export const privacySections = z.tuple([textSection, textSection]).readonly();

export const home = entity({
  eyebrow: heading,
  lead: text,
  ...fields('primaryCta secondaryCta', navItem),
  innerCircleTeaser: entity({ ...teaserShape, facts: list(fact) }),
  ...fields('practice frequencyTeaser', teaser),
  offers: entity({ ...sectionShape, entries: list(offerEntry) }),
  voice: entity({ title: heading }),
});

export const usageInstructions = entity({
  ...sectionShape,
  facts: list(fact),
  steps: list(entity({ title: heading, body: text })),
});

export const hologramOffer = entity({ price, ...fields('units remaining results', text) });
export const innerCircleFacts = entity({
  price,
  ...fields('seatsMaximum seatsRemaining nextInitiation', text),
});

/** Each note one sentence, shown in the section whose claims it qualifies. */
export const disclosures = z.record(disclosureKind, sentence);

export const site = entity({
  /** The home page's h1 and share card title, and every page's title ending. */
  brand: heading.max(22).meta({ description: 'what fits on its share card', example: 'the order' }),
  ...fields('advisor tagline description', text),
  /** Canonical URLs, sitemap and Open Graph. */
  origin: https('https://www.example.com', '', 'an https:// origin, no / at the end'),
  locale: form('en_US', /^[a-z]{2}_[A-Z]{2}$/, 'a locale'),
  phone: entity({
    display: form('+1 (212) 555-0147', /^\+[\d ()-]+$/, 'a phone number'),
    e164: form('+12125550147', /^\+[1-9]\d{6,14}$/, 'a number in E.164'),
  }).superRefine(({ display, e164 }, ctx) => {
    const message = `the digits of the number dialled (${e164})`;
    if (display.replace(/\D/g, '') !== e164.replace(/\D/g, ''))
      ctx.addIssue({ code: 'custom', path: ['display'], message });
  }),
  social: entity({ network: text, handle: form('@theorder', /^@\S+$/, 'a handle'), url }),
  creditPartner: entity({ name: text, url }),
  privacyContact: entity({ name: text, email }),
  securityTxt: entity({
    contact: form('mailto:office@example.com', mailtoOrHttps, 'a mailto: or https: address'),
    expires: datedClaim,
  }),
  heroImage: entity({
    host: url,
    src: func,
    /** One width per breakpoint, from the smallest screen up. */
    variants: list(entity({ minWidth: number, width: number.min(1).meta({ example: 750 }) })),
  }),
});
