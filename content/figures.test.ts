import { masteryAreas, stats } from './about';
import { brainwaveStates, frequencyPresets, manifestationModes } from './frequency-controller';
import { hologramCapabilities, hologramOffer, hologramPage } from './hologram-wire';
import { home } from './home';
import { innerCircleFacts, innerCircleSeats, innerCircleTiers } from './inner-circle';
import { routes, type RoutePath } from './navigation';
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
/** Figures a text quotes, as numbers (counts and amounts) or as their module writes them. */
type Quoted = readonly (string | number)[];

describe('price ranges', () => {
  it('run from the lowest to the highest listed price', () => {
    expect(retreatsPage.priceRange.value).toBe(range(retreats.map((r) => r.price)).join('–'));
    expect(transformationsPage.priceRange.value).toBe(
      range(transformationPackages.map((p) => p.price)).join('–'),
    );
  });
});

const yearsOfPractice = leadingNumber(stats.find((s) => s.value.endsWith('years'))!.value);

/**
 * The figures each route's description and share card quote, from the modules that hold them. A
 * route not listed here states none: written into its copy, a figure would not follow its module.
 */
const routeFigures: Partial<Record<RoutePath, { description: Quoted; card: Quoted }>> = {
  '/': {
    description: [],
    card: [retreats.length, transformationPackages.length, innerCircleSeats],
  },
  '/retreats/': {
    description: [retreats.length, ...range(retreats.map((r) => r.price))],
    card: [retreats.length, ...range(retreats.map((r) => r.price))],
  },
  '/transformations/': {
    description: [
      transformationPackages.length,
      ...range(transformationPackages.map((p) => p.price)),
    ],
    card: [transformationPackages.length, ...range(transformationPackages.map((p) => p.price))],
  },
  '/opportunities/': {
    description: [opportunityCategories.length, opportunityCategories[0]!.investment],
    card: [opportunityCategories.length, opportunityCategories[0]!.investment],
  },
  '/hologram-wire/': {
    description: [
      hologramOffer.price,
      leadingNumber(hologramOffer.units),
      leadingNumber(hologramOffer.remaining),
    ],
    card: [
      hologramOffer.price,
      leadingNumber(hologramOffer.units),
      leadingNumber(hologramOffer.remaining),
    ],
  },
  '/about/': {
    description: [yearsOfPractice, masteryAreas.length],
    card: [stats[0]!.value, yearsOfPractice],
  },
  '/inner-circle/': {
    description: [
      innerCircleTiers.length,
      innerCircleFacts.price,
      leadingNumber(innerCircleFacts.seatsMaximum),
      innerCircleFacts.nextInitiation,
    ],
    card: [
      leadingNumber(innerCircleFacts.seatsRemaining),
      leadingNumber(innerCircleFacts.seatsMaximum),
      innerCircleFacts.price,
    ],
  },
  '/frequency-controller/': {
    description: [frequencyPresets.length, manifestationModes.length, brainwaveStates.length],
    card: [
      frequencyPresets.length,
      Math.min(...frequencyPresets.map((preset) => preset.hz)),
      Math.max(...frequencyPresets.map((preset) => preset.hz)),
      ...brainwaveStates.flatMap((state) => [state.band.low, state.band.high]),
    ],
  },
};

/**
 * Said when a text's figures differ from those its modules hold: the figures it states that no
 * module gave it, and those it should quote but does not.
 */
function figureBreaches(where: string, text: string, quoted: Quoted): string[] {
  const stated = figures(text);
  const expected = sorted(quoted);
  const unmatched = (list: string[], from: string[]) => {
    const rest = [...from];
    return list.filter((figure) => {
      const at = rest.indexOf(figure);
      if (at === -1) return true;
      rest.splice(at, 1);
      return false;
    });
  };
  const extra = unmatched(stated, expected);
  const missing = unmatched(expected, stated);
  if (extra.length === 0 && missing.length === 0) return [];
  return [
    [
      `${where} states figures only as quoted from the modules that hold them (content/_lib/format.ts), so that a changed figure changes here too:`,
      extra.length > 0 ? ` it writes ${extra.join(', ')} itself;` : '',
      missing.length > 0 ? ` it should quote ${missing.join(', ')};` : '',
      ` "${text}"`,
    ].join(''),
  ];
}

describe('routes', () => {
  it('state in their descriptions and share cards only the figures their modules hold', () => {
    expect(
      routes.flatMap((route) => {
        const quoted = routeFigures[route.href] ?? { description: [], card: [] };
        const card: { figure: string; details?: readonly string[] } = route.card;
        return [
          ...figureBreaches(
            `The description of ${route.href}`,
            route.description,
            quoted.description,
          ),
          ...figureBreaches(
            `The share card of ${route.href}`,
            [card.figure, ...(card.details ?? [])].join(' · '),
            quoted.card,
          ),
        ];
      }),
    ).toEqual([]);
  });
});

describe('teasers and section titles', () => {
  it('the home teaser counts the inner circle’s seats and quotes its facts', () => {
    const teaser = home.innerCircleTeaser;
    expect(
      figureBreaches('The home page’s inner-circle teaser', teaser.intro, [
        leadingNumber(innerCircleFacts.seatsMaximum),
      ]),
    ).toEqual([]);
    expect(teaser.facts.map((fact) => fact.value)).toEqual([
      innerCircleFacts.price,
      innerCircleFacts.seatsRemaining,
      innerCircleFacts.nextInitiation,
    ]);
  });

  it('each list’s title counts what it lists', () => {
    expect([
      ...figureBreaches('The retreats’ list title', retreatsPage.list.title, [retreats.length]),
      ...figureBreaches('The packages’ list title', transformationsPage.list.title, [
        transformationPackages.length,
      ]),
      ...figureBreaches('The opportunities’ list title', opportunitiesPage.list.title, [
        opportunityCategories.length,
      ]),
      ...figureBreaches(
        'The Hologram Wire’s capabilities title',
        hologramPage.capabilitiesSection.title,
        [hologramCapabilities.length],
      ),
    ]).toEqual([]);
  });
});
