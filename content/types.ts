/**
 * One type per entity of the client's brief (retreat, package, tier…), plus the site's own shapes.
 * Entities of the same shape share one: a stat is a Fact; an area of mastery and a Hologram
 * capability are Highlights. Components take their props from here; none re-declares a shape.
 */

/** A calendar day, "2026-11-21". */
export type IsoDate = `${number}-${number}-${number}`;

/** A calendar month, "2026-03". */
export type IsoMonth = `${number}-${number}`;

/** A path of the exported site, always with its trailing slash. */
type Href = '/' | `/${string}/`;

export interface NavItem {
  href: Href;
  label: string;
}

export interface Route {
  href: Href;
  /** The page's own title; the root layout appends the brand. */
  title: string;
  /** Search and sharing description, 50–160 characters. */
  description: string;
  /** What the page's share card says under its title. */
  card: ShareCard;
}

/**
 * The words of a page's share card (the picture a shared link shows), under the brand and the
 * page's title. Read in a feed's small preview, so it stays short; never a placeholder value.
 */
interface ShareCard {
  /** The page's key figure, one line: "Four private retreats from $75K to $150K". */
  figure: string;
  /** A few short items set in a row beneath it (at most five), e.g. the brainwave bands. */
  details?: readonly string[];
}

/** Icons are referenced from content by key; components/icon.tsx draws each one. */
export type IconKey =
  | 'atom'
  | 'brain'
  | 'briefcase'
  | 'check'
  | 'clock'
  | 'compass'
  | 'crown'
  | 'eye'
  | 'feather'
  | 'flame'
  | 'gem'
  | 'globe'
  | 'heart'
  | 'hourglass'
  | 'infinity'
  | 'key'
  | 'landmark'
  | 'leaf'
  | 'lock'
  | 'map-pin'
  | 'message'
  | 'moon'
  | 'mountain'
  | 'orbit'
  | 'phone'
  | 'radio'
  | 'scale'
  | 'shield'
  | 'sparkles'
  | 'star'
  | 'sun'
  | 'trending-up'
  | 'users'
  | 'waves'
  | 'zap';

/** Colour tokens of the frequency presets and brainwave states (tailwind `spectrum-*`). */
export type SpectrumColor =
  'emerald' | 'sky' | 'violet' | 'amber' | 'rose' | 'gold' | 'teal' | 'indigo';

export interface Retreat {
  name: string;
  location: string;
  duration: string;
  /** Displayed as written, e.g. "$100,000". */
  price: string;
  /** Displayed as written, e.g. "6 people" or "1-on-1". */
  capacity: string;
  description: string;
  features: readonly string[];
  isLuxury: boolean;
  isVampire: boolean;
}

export interface TransformationPackage {
  name: string;
  price: string;
  duration: string;
  description: string;
  outcomes: readonly string[];
  testimonial: string;
}

export interface OpportunityCategory {
  category: string;
  icon: IconKey;
  description: string;
  benefits: readonly string[];
  /** The requirement as written, e.g. "$100K+" or "By invitation". */
  investment: string;
}

export interface InnerCircleTier {
  title: string;
  price: string;
  description: string;
  features: readonly string[];
  urgency: string;
  isMain: boolean;
  isVampire: boolean;
  isUltra: boolean;
}

/** An icon, a title and a line or two: an area of mastery or a Hologram Wire capability. */
export interface Highlight {
  icon: IconKey;
  title: string;
  description: string;
}

export interface FrequencyPreset {
  hz: number;
  name: string;
  description: string;
  color: SpectrumColor;
}

export interface ManifestationMode {
  id: string;
  name: string;
  icon: IconKey;
  description: string;
}

export interface BrainwaveState {
  id: string;
  name: string;
  description: string;
  color: SpectrumColor;
  /** The band in Hz, shown on the page as the client states it. */
  band: { readonly low: number; readonly high: number };
  /** The binaural beat in Hz, inside the band: the right ear hears the frequency plus this. */
  beatHz: number;
}

export interface FrequencyTestimonial {
  result: string;
  quote: string;
  name: string;
}

/**
 * A fact shown as a label and a prominent value, e.g. "Price" and "$500,000"; the spec's stats
 * ("$2.3B+", "Client wealth advised") are facts too.
 */
export interface Fact {
  label: string;
  value: string;
}

/** A fact beside a price on an offer card, drawn as its icon; its label is read, not shown. */
export interface IconFact extends Fact {
  icon: IconKey;
}

/** One entry of a section's list: a short title and what it means. */
export interface DetailItem {
  title: string;
  description: string;
}

/** A titled group of entries within a section, e.g. the outside services a policy names. */
export interface DetailList {
  heading: string;
  items: readonly DetailItem[];
}

/** A section's opening: a short line above its heading, the heading and an introduction. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A section that invites the visitor to another page, e.g. the home page's teasers. */
export interface Teaser extends SectionHeading {
  cta: NavItem;
}

/** A block of page copy that is not a spec entity: qualification, payment, privacy. */
export interface TextSection {
  /** A short line set above the heading. */
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly DetailItem[];
  /** Titled groups of entries, after `items`. */
  lists?: readonly DetailList[];
  /** A closing link to another page of the site. */
  link?: NavItem;
}

/**
 * A figure that goes stale, with the day it was last confirmed true (`asOf`): a count such as
 * "11 seats remaining", an upcoming month such as "March 2026", stale once that month is over, or
 * the last day a published statement stays valid (`until`), such as security.txt's Expires.
 */
export type DatedClaim =
  | { kind: 'count'; text: string; asOf: IsoDate }
  | { kind: 'next'; text: string; month: IsoMonth; asOf: IsoDate }
  | { kind: 'expires'; text: string; until: IsoDate; asOf: IsoDate };

/** The kinds of claim that carry a disclosure in their section (content/disclosures.ts). */
export type DisclosureKind = 'results' | 'testimonials' | 'earnings' | 'health';
