import { shapesFor } from './_lib/shaped';
import { capitalize, countWord } from './_lib/format';
import { markersFor } from './_lib/launch-register';
import { site } from './site';

const shaped = shapesFor('content/about.ts');

const { placeholder } = markersFor('content/about.ts');

/** The years in practice: a headline stat, quoted by the copy in words. */
export const yearsInPractice = 15;
const years = capitalize(countWord(yearsInPractice));

export const biography = shaped('textSection', {
  eyebrow: 'Biography',
  heading: site.advisor,
  paragraphs: placeholder(
    [
      'He began in private banking in Geneva and London, structuring the affairs of families whose wealth had outgrown their peace. The pattern was always the same: the numbers were handled, and the people were not.',
      `${years} years ago he left the bank to found a private practice with a different brief: to sit with principals at the turning points of their lives, the sale of a company, an inheritance, a succession, a loss, and to treat their inner life and their balance sheet as one subject.`,
      'Since then he has counselled founders, heirs and family offices on five continents and held retreats from the Alps to the desert; now he is convening the inner circle, a council of at most twelve. He takes on very few new clients each year, and only after a personal conversation.',
    ],
    'biography.paragraphs',
    'Invented life story: the advisor’s true career, in their words, every fact one they can stand behind.',
  ),
});

export const stats = shaped('fact', [
  { label: 'Client wealth advised', value: '$2.3B+' },
  { label: 'Private clients guided', value: '500+' },
  { label: 'Retreats hosted worldwide', value: '50+' },
  { label: 'In private practice', value: `${yearsInPractice} years` },
]);

export const masteryAreas = shaped('highlight', [
  {
    icon: 'brain',
    title: 'Wealth psychology',
    description:
      'Why great fortunes bring unease, and how to hold money without being held by it: the habits, fears and inheritances behind every financial decision.',
  },
  {
    icon: 'landmark',
    title: 'Legacy and succession',
    description:
      'Preparing the next generation, and the present one, for what will be handed on: values before structures, conversations before documents.',
  },
  {
    icon: 'sun',
    title: 'Conscious leadership',
    description:
      'Leading a company, a family or a foundation from clarity rather than pressure, with decisions you can stand behind for decades.',
  },
  {
    icon: 'flame',
    title: 'Energy and performance',
    description:
      'Sleep, attention and recovery for people whose calendars never stop, so that judgement stays sharp when the stakes are highest.',
  },
  {
    icon: 'users',
    title: 'Family dynamics',
    description:
      'Calm, confidential mediation of the tensions money brings into families, between spouses, siblings and generations.',
  },
  {
    icon: 'star',
    title: 'Purpose and meaning',
    description:
      'Finding what the next chapter is for once the company is sold or the target reached, and building a life around the answer.',
  },
]);

export const aboutPage = shaped('page', {
  eyebrow: 'Founder and sole advisor',
  title: 'About the advisor',
  lead: `${years} years of private counsel to founders, families and principals, in the space where money and meaning meet.`,
  statsSection: {
    title: 'A practice in figures',
  },
  masterySection: {
    title: `${capitalize(countWord(masteryAreas.length))} areas of mastery`,
    intro: `Most advisors see one part of a life. The work here draws on ${countWord(masteryAreas.length)} disciplines at once, because a fortune, a family and a person are never separate problems.`,
  },
} as const);
