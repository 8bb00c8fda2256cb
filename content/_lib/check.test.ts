import { readdirSync } from 'node:fs';
import path from 'node:path';
// First, as in the root layout: each content module is tagged and checked as it loads.
import { problemsIn } from './messages';
import { brainwaveStates } from '../frequency-controller';
import { routes } from '../navigation';
import { contactPage } from '../contact';
import { notFoundPage } from '../not-found';
import { privacyPage } from '../privacy';
import { retreats } from '../retreats';
import { site } from '../site';
import { quote } from './quote';
import { markersFor } from './launch-register';
import { type Shape, shapesFor } from './shaped';

/**
 * Each mistake is made in a copy of the real content and tagged as its module tags it, which on
 * the server stops the module there: one line per mistake, naming the file, the item and the
 * field, what it holds, and an example that fits.
 */
function mistakes(file: `content/${string}.ts`, shape: Shape, value: unknown): string[] {
  try {
    shapesFor(file)(shape, value as never);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  return [];
}

/** The retreats, with the first one changed by `change`. */
function retreatsWith(change: (retreat: Record<string, unknown>) => void) {
  const [first, ...rest] = retreats.map((retreat) => ({ ...retreat }));
  change(first!);
  return [first, ...rest];
}

/** The routes, with the one at `href` changed by `change`. */
function routesWith(href: string, change: (route: Record<string, unknown>) => void) {
  return routes.map((route) => {
    const copy: Record<string, unknown> = { ...route, card: { ...route.card } };
    if (route.href === href) change(copy);
    return copy;
  });
}

const [first, second] = [retreats[0]!, retreats[1]!];
const { count, next, expires } = markersFor('content/example.ts');
const plainRoute = routes.find((route) => route.href === '/contact/')!;
/** The first route's, as the example of a route's field that fits. */
const home = routes[0]!;

describe('content that breaks its schema', () => {
  it('a price typed as a number names the retreat, the field and a price that fits', () => {
    const typed = retreatsWith((retreat) => (retreat.price = 90000));
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name} › price: expected text, like '${second.price}', got the number 90000`,
    ]);
  });

  it('a price without its dollar sign names the retreat, the field and a price that fits', () => {
    const typed = retreatsWith((retreat) => (retreat.price = '90,000'));
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name} › price: expected a price, like '${second.price}', got '90,000'`,
    ]);
  });

  it('a missing field names the retreat, the field and an example of it', () => {
    const typed = retreatsWith((retreat) => delete retreat.location);
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name} › location: expected text, like '${second.location}', got nothing`,
    ]);
  });

  it('a page description over its limit names the page, the limit and a description that fits', () => {
    const long = `${plainRoute.description} ${plainRoute.description}`;
    const typed = routesWith(plainRoute.href, (route) => (route.description = long));
    expect(mistakes('content/navigation.ts', 'route', typed)).toEqual([
      `content/navigation.ts › ${plainRoute.href} › description: expected 50 to 160 characters (what search results show), like '${home.description.slice(0, 59)}…', got ${long.length} characters: '${long.slice(0, 59)}…'`,
    ]);
  });

  it('a page title too long for its share card names the page and a title that fits', () => {
    const title = `${plainRoute.title} of the Advisor’s Office`;
    const typed = routesWith(plainRoute.href, (route) => (route.title = title));
    expect(mistakes('content/navigation.ts', 'route', typed)).toEqual([
      `content/navigation.ts › ${plainRoute.href} › title: expected at most 22 characters (what fits on its share card), like '${home.title}', got ${title.length} characters: '${title}'`,
    ]);
  });

  it('a brand too long for the home page’s share card names the field and the example in its schema', () => {
    const brand = `${site.brand} of private counsel`;
    expect(mistakes('content/site.ts', 'site', { ...site, brand })).toEqual([
      `content/site.ts › site › brand: expected at most 22 characters (what fits on its share card), like 'the order', got ${brand.length} characters: '${brand}'`,
    ]);
  });

  it('too many details on a share card names the most it holds', () => {
    const details = ['Engadin', 'Como', 'Wadi Rum', 'Carpathians', 'Alps', 'Atlas'];
    const typed = routesWith(
      '/retreats/',
      (route) => (route.card = { figure: 'Retreats', details }),
    );
    expect(mistakes('content/navigation.ts', 'route', typed)).toEqual([
      `content/navigation.ts › /retreats/ › card.details: expected at most 5 entries, got a list of 6`,
    ]);
  });

  it('an optional page description too short says what it is for, and no example too short', () => {
    const typed = { ...notFoundPage, description: 'Nothing here.' };
    expect(mistakes('content/not-found.ts', 'page', typed)).toEqual([
      `content/not-found.ts › ${notFoundPage.title} › description: expected 50 to 160 characters (what search results show), got 13 characters: 'Nothing here.'`,
    ]);
  });

  it('an export with no schema is named, with how to give it one', () => {
    expect(problemsIn('content/site.ts', 'extra', { a: 'b' })).toEqual([
      `content/site.ts › extra: expected a value tagged as in shaped('retreat', …)`,
    ]);
  });
});

describe('copy that breaks a copy rule', () => {
  it('a heading that promises a result is refused where it is written', () => {
    const typed = retreatsWith((retreat) => (retreat.name = 'The Guaranteed Awakening'));
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › The Guaranteed Awakening › name: expected a heading that promises no result (no "promise", "guarantee" or "assured"), like '${second.name}', got 'The Guaranteed Awakening'`,
    ]);
  });

  it('a figure typed into a summary, rather than quoted, is named with the text', () => {
    const typedIn = 'Five retreats, each in a place of silence.';
    const quotedIn = quote`${'Five'} retreats, each in a place chosen for silence.`;
    const retreatsRoute = routes.find((route) => route.href === '/retreats/')!;
    const withCard = (figure: string) =>
      routesWith(retreatsRoute.href, (route) => (route.card = { figure }));
    expect(mistakes('content/navigation.ts', 'route', withCard(quotedIn))).toEqual([]);
    expect(mistakes('content/navigation.ts', 'route', withCard(typedIn))).toEqual([
      `content/navigation.ts › /retreats/ › card.figure: expected figures quoted from the content that holds them, as in quote\`\${count} retreats\` (one line of its share card), got 'Five' typed in '${typedIn}'`,
    ]);
  });

  it('two retreats with one name are told apart by the second', () => {
    const typed = [...retreats, { ...first }];
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name} › name: expected a name unlike every other in the list, got '${first.name}' again`,
    ]);
  });

  it('a misspelt field is named beside the fields the item has', () => {
    const typed = retreatsWith((retreat) => (retreat.isNocturnal = true));
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name}: expected only the fields name, location, duration, price, capacity, description, features, isLuxury, isVampire, got the field 'isNocturnal' too`,
    ]);
  });

  it('a misspelt field in an optional group is named beside the fields of that group', () => {
    const channels = { ...contactPage.channels, intoduction: 'Write or call.' };
    expect(mistakes('content/contact.ts', 'page', { ...contactPage, channels })).toEqual([
      `content/contact.ts › ${contactPage.title} › channels: expected only the fields eyebrow, title, intro, message, call, got the field 'intoduction' too`,
    ]);
  });

  it('a badge flag written as text says which badge it shows', () => {
    const typed = retreatsWith((retreat) => (retreat.isVampire = 'yes'));
    expect(mistakes('content/retreats.ts', 'retreat', typed)).toEqual([
      `content/retreats.ts › ${first.name} › isVampire: expected true or false (true shows the "Nocturnal" badge), like ${second.isVampire}, got 'yes'`,
    ]);
  });

  it('a day the calendar does not have is refused', () => {
    const typed = { ...privacyPage, lastUpdated: '2026-02-30' };
    expect(mistakes('content/privacy.ts', 'page', typed)).toEqual([
      `content/privacy.ts › ${privacyPage.title} › lastUpdated: expected a day of the calendar, written YYYY-MM-DD, like '2026-11-21', got '2026-02-30'`,
    ]);
  });

  it.each([
    ['a day February does not have', 'seats.asOf', () => count('seats', '3 left', '2026-02-30')],
    ['an expiry on no day', 'key.until', () => expires('key', 'A key', '2027-04-31', '2026-11-01')],
  ])('a dated claim on %s is refused, naming the claim and the field', (_case, field, mark) => {
    const claim = mark();
    const day = claim.kind === 'expires' ? claim.until : claim.asOf;
    expect(
      mistakes('content/example.ts', 'datedClaims', { [field.split('.')[0]!]: claim }),
    ).toEqual([
      `content/example.ts › datedClaims › ${field}: expected a day of the calendar, written YYYY-MM-DD, like '2026-11-21', got '${day}'`,
    ]);
  });

  it('a dated claim on a month the calendar lacks is refused, naming the claim and the field', () => {
    const opening = next('opening', '2026-13', '2026-11-01');
    expect(mistakes('content/example.ts', 'datedClaims', { opening })).toEqual([
      `content/example.ts › datedClaims › opening.month: expected a month, YYYY-MM, like '2026-03', got '2026-13'`,
    ]);
  });

  it('a phone number shown with other digits than it dials is refused', () => {
    const phone = { ...site.phone, display: '+1 (212) 555-0148' };
    expect(mistakes('content/site.ts', 'site', { ...site, phone })).toEqual([
      `content/site.ts › site › phone.display: expected the digits of the number dialled (${site.phone.e164}), like '+1 (212) 555-0147', got '+1 (212) 555-0148'`,
    ]);
  });

  it('a brainwave beat outside its band is refused, naming the state', () => {
    const [state, ...rest] = brainwaveStates;
    const typed = [{ ...state, beatHz: state.band.high + 1 }, ...rest];
    expect(mistakes('content/frequency-controller.ts', 'brainwaveState', typed)).toEqual([
      `content/frequency-controller.ts › ${state.name} › beatHz: expected a beat inside the band (${state.band.low} to ${state.band.high}), like ${state.band.low}, got the number ${state.band.high + 1}`,
    ]);
  });
});

/** Every content module the folder holds, with its exports, as the site imports them. */
async function contentModules(): Promise<Record<string, Record<string, unknown>>> {
  const folder = path.join(__dirname, '..');
  const files = readdirSync(folder).filter(
    (file) => /^[a-z-]+\.ts$/.test(file) && file !== 'types.ts',
  );
  const modules = await Promise.all(files.map((file) => import(path.join(folder, file))));
  return Object.fromEntries(files.map((file, index) => [`content/${file}`, modules[index]]));
}

/** Every mistake in `modules`, each export checked against the schema it is tagged with. */
function contentProblems(modules: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([key, value]) => problemsIn(file, key, value)),
  );
}

/** Every entry of content/ that names an icon, wherever it is, with what it names it for. */
function iconsDrawn(value: unknown, found: [icon: string, meaning: string][] = []) {
  if (Array.isArray(value)) value.forEach((entry) => iconsDrawn(entry, found));
  else if (value && typeof value === 'object') {
    const { icon, title, name, category } = value as Record<string, unknown>;
    if (typeof icon === 'string') found.push([icon, String(title ?? name ?? category)]);
    Object.values(value).forEach((entry) => iconsDrawn(entry, found));
  }
  return found;
}

describe('the content boundary', () => {
  it('draws no icon for two different things anywhere on the site', async () => {
    const modules = Object.values(await contentModules());
    const drawn = modules.flatMap((exports) => iconsDrawn(Object.values(exports)));
    expect(drawn.length).toBeGreaterThan(20);
    const meanings = new Map<string, Set<string>>();
    for (const [icon, meaning] of drawn)
      meanings.set(icon, new Set(meanings.get(icon)).add(meaning));
    const twice = [...meanings]
      .filter(([, of]) => of.size > 1)
      .map(([icon, of]) => [icon, [...of]]);
    expect(twice).toEqual([]);
  });

  it('finds no mistake and no untagged export in any module of content/', async () => {
    const modules = await contentModules();
    expect(Object.keys(modules)).toContain('content/retreats.ts');
    expect(contentProblems(modules)).toEqual([]);
  });

  it('finds a mistake made after its module loaded, and an export left untagged', () => {
    const broken = shapesFor('content/retreats.ts')('retreat', [{ ...first }]);
    Object.assign(broken[0]!, { price: 1 });
    const modules = { 'content/retreats.ts': { retreats: broken, extra: { a: 'b' } } };
    expect(contentProblems(modules)).toEqual([
      `content/retreats.ts › ${first.name} › price: expected text, like '$90,000', got the number 1`,
      `content/retreats.ts › extra: expected a value tagged as in shaped('retreat', …)`,
    ]);
  });

  it('checks content tagged before the checker loaded, as the checker loads', () => {
    jest.isolateModules(() => {
      const { shapesFor: early } = jest.requireActual<typeof import('./shaped')>('./shaped');
      early('content/retreats.ts')('retreat', [{ ...first, price: 90000 } as never]);
      expect(() => jest.requireActual('./messages')).toThrow(
        `content/retreats.ts › ${first.name} › price: expected text, like '$90,000', got the number 90000`,
      );
    });
  });

  it('returns checked content as written, so a module exports what it wrote', () => {
    expect(shapesFor('content/retreats.ts')('retreat', retreats)).toBe(retreats);
  });
});
