import { masteryAreas, stats } from './about';
import { brainwaveStates, frequencyPresets, manifestationModes } from './frequency-controller';
import { hologramCapabilities, hologramOffer, hologramPage } from './hologram-wire';
import { home } from './home';
import { innerCircleFacts, innerCircleTiers } from './inner-circle';
import { routes } from './navigation';
import { opportunitiesPage, opportunityCategories } from './opportunities';
import { retreats, retreatsPage } from './retreats';
import { transformationPackages, transformationsPage } from './transformations';

/**
 * Every figure a summary states must agree with the module it summarises. The expectations are
 * computed here from the listed data, independently of content/_lib/format.ts.
 */

const words =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const months = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2026, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/** Every figure in a text: prices, "Month YYYY" dates, numbers, and counts spelled out (as digits). */
function figures(text: string): string[] {
  const found: string[] = [];
  let rest = text.replace(/\$\d{1,3}(?:,\d{3})*(?:\.\d+)?[KMB]?\+?/g, (price) => {
    found.push(price);
    return ' ';
  });
  rest = rest.replace(new RegExp(`\\b(?:${months.join('|')}) \\d{4}\\b`, 'g'), (date) => {
    found.push(date);
    return ' ';
  });
  for (const [number] of rest.matchAll(/\b\d+(?:\.\d+)?\b/g)) found.push(number);
  // "one" is left out: copy says "one-on-one" and "one of each" without stating a figure.
  const counts = words.slice(2).join('|');
  for (const [word] of rest.matchAll(new RegExp(`\\b(?:${counts})\\b`, 'gi'))) {
    found.push(String(words.indexOf(word.toLowerCase())));
  }
  return found.sort();
}

const amount = (price: string) => Number(price.replace(/[$,]/g, ''));
const thousands = (value: number) => `$${value / 1000}K`;
const range = (prices: readonly string[]) => {
  const amounts = prices.map(amount);
  return [thousands(Math.min(...amounts)), thousands(Math.max(...amounts))];
};
const leadingNumber = (text: string) => String(Number.parseInt(text, 10));
const sorted = (list: readonly (string | number)[]) => list.map(String).sort();

describe('price ranges', () => {
  it('run from the lowest to the highest listed price', () => {
    expect(retreatsPage.priceRange.value).toBe(range(retreats.map((r) => r.price)).join('–'));
    expect(transformationsPage.priceRange.value).toBe(
      range(transformationPackages.map((p) => p.price)).join('–'),
    );
  });
});

const yearsOfPractice = leadingNumber(stats.find((s) => s.value.endsWith('years'))!.value);

describe('route descriptions', () => {
  const expected: Record<(typeof routes)[number]['href'], readonly (string | number)[]> = {
    '/retreats/': [retreats.length, ...range(retreats.map((r) => r.price))],
    '/transformations/': [
      transformationPackages.length,
      ...range(transformationPackages.map((p) => p.price)),
    ],
    '/opportunities/': [opportunityCategories.length, opportunityCategories[0]!.investment],
    '/contact/': [],
    '/privacy/': [],
    '/hologram-wire/': [
      hologramOffer.price,
      leadingNumber(hologramOffer.units),
      leadingNumber(hologramOffer.remaining),
    ],
    '/': [],
    '/about/': [yearsOfPractice, masteryAreas.length],
    '/inner-circle/': [
      innerCircleTiers.length,
      innerCircleFacts.price,
      leadingNumber(innerCircleFacts.seatsMaximum),
      innerCircleFacts.nextInitiation,
    ],
    '/frequency-controller/': [
      frequencyPresets.length,
      manifestationModes.length,
      brainwaveStates.length,
    ],
  };

  for (const route of routes) {
    it(`${route.href} states only figures its modules hold`, () => {
      expect(figures(route.description)).toEqual(sorted(expected[route.href]));
    });
  }
});

describe('teasers and section titles', () => {
  it('the home teaser counts the inner circle’s seats and quotes its facts', () => {
    const teaser = home.innerCircleTeaser;
    expect(figures(teaser.intro)).toEqual(sorted([leadingNumber(innerCircleFacts.seatsMaximum)]));
    expect(teaser.facts.map((fact) => fact.value)).toEqual([
      innerCircleFacts.price,
      innerCircleFacts.seatsRemaining,
      innerCircleFacts.nextInitiation,
    ]);
  });

  it('each list’s title counts what it lists', () => {
    expect(figures(retreatsPage.list.title)).toEqual(sorted([retreats.length]));
    expect(figures(transformationsPage.list.title)).toEqual(
      sorted([transformationPackages.length]),
    );
    expect(figures(opportunitiesPage.list.title)).toEqual(sorted([opportunityCategories.length]));
    expect(figures(hologramPage.capabilitiesSection.title)).toEqual(
      sorted([hologramCapabilities.length]),
    );
  });
});
