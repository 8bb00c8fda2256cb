import { shapesFor } from './_lib/shaped';
import { capitalize, countWord, priceBounds } from './_lib/format';
import { quote } from './_lib/quote';
import { markersFor } from './_lib/launch-register';

const shaped = shapesFor('content/transformations.ts');

const { placeholder } = markersFor('content/transformations.ts');
const testimonialWhy =
  'Written by us: a real client’s words, published with their written consent, or remove it.';

export const transformationPackages = shaped('transformationPackage', [
  {
    name: 'Awakening',
    price: '$25,000',
    duration: '30 days',
    description:
      'A focused month to see where your energy, attention and money actually go, and to choose again with open eyes.',
    outcomes: [
      'A clear map of your wealth, time and attention',
      'Four private sessions with the advisor',
      'A daily practice that fits a full calendar',
      'A written plan for the next twelve months',
    ],
    testimonial: placeholder(
      'I came in with a company worth nine figures and no idea why I dreaded Mondays. A month later I knew, and I had a plan I have actually kept.',
      'transformationPackages[0].testimonial',
      testimonialWhy,
    ),
  },
  {
    name: 'Realignment',
    price: '$50,000',
    duration: '90 days',
    description:
      'A season of deeper work on the decisions that shape a fortune and a family: what to keep, what to let go, and who you are becoming.',
    outcomes: [
      'Twelve private sessions with the advisor',
      'A values charter written with your family',
      'A reset of how you decide, delegate and rest',
      'A one-day intensive at a place of your choosing',
    ],
    testimonial: placeholder(
      'After the sale of my business I felt oddly lost. Ninety days of this work gave me back a direction, and my children say I am present again.',
      'transformationPackages[1].testimonial',
      testimonialWhy,
    ),
  },
  {
    name: 'Sovereignty',
    price: '$100,000',
    duration: '6 months',
    description:
      'Half a year of close counsel for principals in transition, weaving inner work, legacy planning and strategy into one path.',
    outcomes: [
      'Unlimited access to the advisor by telephone',
      'Monthly in-person sessions, wherever you are',
      'Legacy and succession work alongside your own advisors',
      'A closing review with your family present',
    ],
    testimonial: placeholder(
      'I have had bankers, coaches and therapists. This was the first time one person held the whole picture, money and meaning together.',
      'transformationPackages[2].testimonial',
      testimonialWhy,
    ),
  },
]);

export const transformationsPage = shaped('page', {
  eyebrow: 'One-to-one programmes',
  title: 'Transformations',
  lead: `${capitalize(countWord(transformationPackages.length))} structured programmes of private work with the advisor, from a focused month to half a year. Each has a beginning, an end and outcomes you can name.`,
  priceRange: {
    label: 'Investment per programme',
    value: priceBounds(transformationPackages.map((pkg) => pkg.price)).join('–'),
  },
  list: {
    eyebrow: 'The programmes',
    title: quote`${capitalize(countWord(transformationPackages.length))} packages`,
    intro:
      'All sessions are one-to-one, in person or by secure video, and scheduled around your calendar rather than ours.',
  },
} as const);
