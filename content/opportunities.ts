import { shapesFor } from './_lib/shaped';
import { quote } from './_lib/quote';
import { capitalize, countWord } from './_lib/format';

const shaped = shapesFor('content/opportunities.ts');

export const opportunityCategories = shaped('opportunityCategory', [
  {
    category: 'Investment groups',
    icon: 'trending-up',
    description:
      'Member syndicates that pool capital into private transactions sourced through the circle: growth equity, secondaries and selected funds, at ticket sizes a single family rarely reaches alone.',
    benefits: [
      'Access to transactions not offered publicly',
      'Co-investment alongside experienced principals',
      'Quarterly reporting and an annual members’ review',
    ],
    investment: '$100K+',
  },
  {
    category: 'Business ventures',
    icon: 'briefcase',
    description:
      'Operating partnerships with founders inside the circle: your capital and experience in exchange for a stake in a business you believe in.',
    benefits: [
      'Introductions to founders already known to the advisor',
      'A seat at the table, not only on the cap table',
      'Counsel on terms, governance and timing',
    ],
    investment: '$50K+ partnership',
  },
  {
    category: 'Legacy and philanthropy',
    icon: 'globe',
    description:
      'Giving designed to last: foundations, endowed programmes and collaborative funds shaped around what your family wants to stand for.',
    benefits: [
      'A giving strategy written with your family',
      'Partnerships with proven institutions',
      'Structures your heirs can grow into',
    ],
    investment: 'By application',
  },
  {
    category: 'The private council',
    icon: 'key',
    description:
      'A closed forum where members bring a live decision to peers who have faced it before, under strict confidence and with the advisor in the chair.',
    benefits: [
      'Candid counsel from principals who have been there',
      'Confidentiality agreed by every member',
      'Sessions convened when a decision cannot wait',
    ],
    investment: 'By invitation',
  },
  {
    category: 'Real assets',
    icon: 'mountain',
    description:
      'Land, estates, vineyards and works of art held for the long term, chosen as much for their meaning to you as for their value.',
    benefits: [
      'Off-market estates and collections',
      'Stewardship by trusted specialists',
      'Assets that can stay in a family for generations',
    ],
    investment: 'Portfolio',
  },
  {
    category: 'Bespoke mandates',
    icon: 'compass',
    description:
      'When nothing on this list fits, the advisor assembles the people and the structure around a single project of yours, from first idea to completion.',
    benefits: [
      'A team convened for your project alone',
      'One point of contact from start to finish',
      'Complete discretion at every step',
    ],
    investment: 'Custom',
  },
]);

export const opportunitiesPage = shaped('page', {
  eyebrow: 'Beyond counsel',
  title: 'Opportunities',
  lead: `Where counsel ends, introductions begin: to capital, to partners and to projects that outlast any one of us. ${capitalize(countWord(opportunityCategories.length))} categories, open to clients and members by application or invitation.`,
  list: {
    eyebrow: 'Where members take part',
    title: quote`${capitalize(countWord(opportunityCategories.length))} categories`,
    intro:
      'Each opportunity is first discussed in private. Minimums are a guide; the right commitment is agreed with you, never asked of you here.',
  },
} as const);
