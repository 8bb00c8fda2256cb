import { brainwaveStates } from '../frequency-controller';
import { routes } from '../navigation';
import { privacyPage } from '../privacy';
import { retreats } from '../retreats';
import { site } from '../site';
import { checkerFor } from './checked';
import { quote } from './quote';
import type { ContentFile } from './schemas';

/**
 * Each mistake is made in a copy of the real content and loaded as its module loads it; the
 * load stops with one line per mistake, naming the file, the item and the field.
 */
function mistakes(file: ContentFile, key: string, value: unknown): string[] {
  const check = checkerFor(file) as (key: string, value: unknown) => unknown;
  try {
    check(key, value);
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

const first = retreats[0]!;
const plainRoute = routes.find((route) => route.href === '/contact/')!;

describe('content that breaks its schema', () => {
  it('a price typed as a number names the retreat, the field and a price that fits', () => {
    const typed = retreatsWith((retreat) => (retreat.price = 90000));
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name} › price: expected text like '$90,000', got the number 90000`,
    ]);
  });

  it('a price without its dollar sign names the retreat, the field and a price that fits', () => {
    const typed = retreatsWith((retreat) => (retreat.price = '90,000'));
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name} › price: expected text like '$90,000', got '90,000'`,
    ]);
  });

  it('a missing field names the retreat, the field and an example of it', () => {
    const typed = retreatsWith((retreat) => delete retreat.location);
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name} › location: expected text like 'Wadi Rum, Jordan', got nothing`,
    ]);
  });

  it('a page description over its limit names the page, the limit and a description that fits', () => {
    const long = `${plainRoute.description} ${plainRoute.description}`;
    const typed = routesWith(plainRoute.href, (route) => (route.description = long));
    expect(mistakes('content/navigation.ts', 'routes', typed)).toEqual([
      `content/navigation.ts › ${plainRoute.href} › description: expected 50 to 160 characters (what search results show), like 'Reach the advisor’s office in confidence by private message or telephone.', got ${long.length} characters: '${long.slice(0, 59)}…'`,
    ]);
  });

  it('a page title too long for its share card names the page and a title that fits', () => {
    const title = `${plainRoute.title} of the Advisor’s Office`;
    const typed = routesWith(plainRoute.href, (route) => (route.title = title));
    expect(mistakes('content/navigation.ts', 'routes', typed)).toEqual([
      `content/navigation.ts › ${plainRoute.href} › title: expected at most 22 characters (what fits on its share card), like 'Private Contact', got ${title.length} characters: '${title}'`,
    ]);
  });

  it('a brand too long for the home page’s share card names the field', () => {
    const brand = `${site.brand} of private counsel`;
    expect(mistakes('content/site.ts', 'site', { ...site, brand })).toEqual([
      `content/site.ts › site › brand: expected at most 22 characters (what fits on its share card), like 'the illuminated order', got ${brand.length} characters: '${brand}'`,
    ]);
  });
});

describe('copy that breaks a copy rule', () => {
  it('a heading that promises a result is refused where it is written', () => {
    const typed = retreatsWith((retreat) => (retreat.name = 'The Guaranteed Awakening'));
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › The Guaranteed Awakening › name: expected a heading that promises no result (no "promise", "guarantee" or "assured"), like 'Desert Clarity', got 'The Guaranteed Awakening'`,
    ]);
  });

  it('a figure typed into a summary, rather than quoted, is named with the text', () => {
    const typedIn = 'Five retreats, each in a place of silence.';
    const quotedIn = quote`${'Five'} retreats, each in a place chosen for silence.`;
    const retreatsRoute = routes.find((route) => route.href === '/retreats/')!;
    const withCard = (figure: string) =>
      routesWith(retreatsRoute.href, (route) => (route.card = { figure }));
    expect(mistakes('content/navigation.ts', 'routes', withCard(quotedIn))).toEqual([]);
    expect(mistakes('content/navigation.ts', 'routes', withCard(typedIn))).toEqual([
      `content/navigation.ts › /retreats/ › card.figure: expected figures quoted from the content that holds them, as in quote\`\${capitalize(countWord(retreats.length))} retreats\`, got 'Five' typed in '${typedIn}'`,
    ]);
  });

  it('two retreats with one name are told apart by the second', () => {
    const typed = [...retreats, { ...first }];
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name} › name: expected a name unlike every other in the list, got '${first.name}' a second time`,
    ]);
  });

  it('a misspelt field is named beside the fields the item has', () => {
    const typed = retreatsWith((retreat) => (retreat.isNocturnal = true));
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name}: expected only the fields name, location, duration, price, capacity, description, features, isLuxury, isVampire, got the field 'isNocturnal' too`,
    ]);
  });

  it('a badge flag written as text says which badge it shows', () => {
    const typed = retreatsWith((retreat) => (retreat.isVampire = 'yes'));
    expect(mistakes('content/retreats.ts', 'retreats', typed)).toEqual([
      `content/retreats.ts › ${first.name} › isVampire: expected true or false (true shows the "Nocturnal" badge), got 'yes'`,
    ]);
  });

  it('a day the calendar does not have is refused', () => {
    const typed = { ...privacyPage, lastUpdated: '2026-02-30' };
    expect(mistakes('content/privacy.ts', 'privacyPage', typed)).toEqual([
      `content/privacy.ts › privacyPage › lastUpdated: expected a day of the calendar, written YYYY-MM-DD, like '2026-11-21', got '2026-02-30'`,
    ]);
  });

  it('a phone number shown with other digits than it dials is refused', () => {
    const phone = { ...site.phone, display: '+1 (212) 555-0148' };
    expect(mistakes('content/site.ts', 'site', { ...site, phone })).toEqual([
      `content/site.ts › site › phone.display: expected the digits of the number dialled (${site.phone.e164}), like '+1 (212) 555-0147' for '+12125550147', got '+1 (212) 555-0148'`,
    ]);
  });

  it('a brainwave beat outside its band is refused, naming the state', () => {
    const [state, ...rest] = brainwaveStates;
    const typed = [{ ...state, beatHz: state.band.high + 1 }, ...rest];
    expect(mistakes('content/frequency-controller.ts', 'brainwaveStates', typed)).toEqual([
      `content/frequency-controller.ts › ${state.name} › beatHz: expected a beat inside the band (${state.band.low} to ${state.band.high}), like ${state.band.low}, got the number ${state.band.high + 1}`,
    ]);
  });
});

describe('checked content', () => {
  it('is returned as written, so a module exports what it wrote', () => {
    const check = checkerFor('content/retreats.ts');
    expect(check('retreats', retreats)).toBe(retreats);
  });
});
