import { shapesFor } from './_lib/shaped';
import { capitalize, countWord, priceBounds } from './_lib/format';
import { quote } from './_lib/quote';

const shaped = shapesFor('content/retreats.ts');

export const retreats = shaped('retreat', [
  {
    name: 'Alpine Stillness',
    location: 'Engadin Valley, Switzerland',
    duration: '7 days',
    price: '$100,000',
    capacity: '6 people',
    description:
      'A week in a private chalet above St.\u00a0Moritz, closed to other guests, for six principals who want to think clearly again. Counsel in the morning, the mountains or silence in the afternoon, and one long table in the evening.',
    features: [
      'Private chalet with its own chef and staff',
      'Helicopter transfer from Zurich',
      'Daily group counsel with the advisor',
      'A guided day of silence on the glacier',
      'A personal review of wealth and purpose',
    ],
    isLuxury: true,
    isVampire: false,
  },
  {
    name: 'The Sovereign Immersion',
    location: 'Lake Como, Italy',
    duration: '5 days',
    price: '$150,000',
    capacity: '1-on-1',
    description:
      'Five days alone with the advisor at a lakeside villa, arranged entirely around you: your holdings, your family, and the question you have not yet said aloud.',
    features: [
      'The advisor’s undivided attention throughout',
      'A lakeside villa reserved for you alone',
      'Private boat and driver at your disposal',
      'A written map of wealth, legacy and purpose',
      'Ninety days of follow-up calls',
    ],
    isLuxury: true,
    isVampire: false,
  },
  {
    name: 'Desert Clarity',
    location: 'Wadi Rum, Jordan',
    duration: '6 days',
    price: '$75,000',
    capacity: '8 people',
    description:
      'Six days in a desert camp beneath the widest sky we know, for eight guests ready to set down the noise. Group counsel at dawn, solitude by day, and nights of stars that put every problem back in proportion.',
    features: [
      'A private camp in the protected desert',
      'Dawn sessions with the advisor',
      'A full day of guided solitude',
      'An evening with an astronomer',
      'Transfers from Amman and Aqaba',
    ],
    isLuxury: false,
    isVampire: false,
  },
  {
    name: 'The Nocturne',
    location: 'Carpathian Mountains, Romania',
    duration: '4 nights',
    price: '$125,000',
    capacity: '4 people',
    description:
      'Four nights in a restored Transylvanian fortress, lived entirely after dark, for four guests who do their clearest thinking at night. Counsel by candlelight, rest by day, and a last dawn that marks the turn.',
    features: [
      'Sessions held between dusk and dawn',
      'Candlelit dinners in the great hall',
      'A private fortress, closed to the public',
      'Night walks through the old-growth forest',
      'Restorative rituals during the day',
    ],
    isLuxury: false,
    isVampire: true,
  },
]);

export const retreatsPage = shaped('page', {
  eyebrow: 'In residence',
  title: 'Private retreats',
  lead: `${capitalize(countWord(retreats.length))} retreats a year, each held for a handful of guests in a place chosen for its silence. You arrive with what you have built; you leave knowing what it is for.`,
  priceRange: {
    label: 'Investment per retreat',
    value: priceBounds(retreats.map((retreat) => retreat.price)).join('–'),
  },
  list: {
    eyebrow: 'Where we gather',
    title: quote`${capitalize(countWord(retreats.length))} retreats`,
    intro:
      'Every retreat is led in person by the advisor. Travel within the country, lodging, meals and all sessions are included; guests are confirmed after a private conversation.',
  },
} as const);
