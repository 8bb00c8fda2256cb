import type * as z from 'zod';
import type * as schemas from './_lib/schemas';

/**
 * One type per entity of the client's brief (retreat, package, tier…), plus the site's own shapes,
 * each taken from its schema in content/_lib/schemas.ts: what each field shows on the page is
 * said there, with the rules its copy keeps. Entities of the same shape share one: a stat is a
 * Fact; an area of mastery and a Hologram capability are Highlights. Components take their props
 * from here; none re-declares a shape.
 */

type Of<S extends z.ZodType> = z.output<S>;

/** A calendar day, "2026-11-21". */
export type IsoDate = `${number}-${number}-${number}`;

/** A calendar month, "2026-03". */
export type IsoMonth = `${number}-${number}`;

export type NavItem = Of<typeof schemas.navItem>;
export type Route = Of<typeof schemas.route>;

/** Icons are referenced from content by key; components/icon.tsx draws each one. */
export type IconKey = Of<typeof schemas.iconKey>;
/** Colour tokens of the frequency presets and brainwave states (tailwind `spectrum-*`). */
export type SpectrumColor = Of<typeof schemas.spectrumColor>;

export type Retreat = Of<typeof schemas.retreat>;
export type TransformationPackage = Of<typeof schemas.transformationPackage>;
export type OpportunityCategory = Of<typeof schemas.opportunityCategory>;
export type InnerCircleTier = Of<typeof schemas.innerCircleTier>;
/** An icon, a title and a line or two: an area of mastery or a Hologram Wire capability. */
export type Highlight = Of<typeof schemas.highlight>;
export type FrequencyPreset = Of<typeof schemas.frequencyPreset>;
export type ManifestationMode = Of<typeof schemas.manifestationMode>;
export type BrainwaveState = Of<typeof schemas.brainwaveState>;
export type FrequencyTestimonial = Of<typeof schemas.frequencyTestimonial>;

/** A fact shown as a label and a prominent value, e.g. "Price" and "$500,000"; a stat too. */
export type Fact = Of<typeof schemas.fact>;
/** One entry of a section's list: a short title and what it means. */
export type DetailItem = Of<typeof schemas.detailItem>;
/** A titled group of entries within a section, e.g. the outside services a policy names. */
export type DetailList = Of<typeof schemas.detailList>;
/** A section's opening: a short line above its heading, the heading and an introduction. */
export type SectionHeading = Of<typeof schemas.sectionHeading>;
/** A section that invites the visitor to another page, e.g. the home page's teasers. */
export type Teaser = Of<typeof schemas.teaser>;
/** An offer in the home page's index: its page, its figures and a line of its own. */
export type OfferEntry = Of<typeof schemas.offerEntry>;
/** A block of page copy that is not a spec entity: qualification, payment, privacy. */
export type TextSection = Of<typeof schemas.textSection>;

/** A figure that goes stale, with the day it was last confirmed true: see its schema. */
export type DatedClaim = Of<typeof schemas.datedClaim>;
/** The kinds of claim that carry a disclosure in their section (content/disclosures.ts). */
export type DisclosureKind = Of<typeof schemas.disclosureKind>;
