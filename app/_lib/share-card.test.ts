import { routes, type RoutePath } from '@/content/navigation';
import { site } from '@/content/site';
import { shareCardPath, shareCardText, shareCardTexts } from './share-card';

/** Each card's title, figure and details, pinned literally so a wrong figure fails here. */
const expected: Record<RoutePath, readonly [string, string, (readonly string[])?]> = {
  '/': ['the illuminated order', 'Four retreats, three programmes and a circle of twelve'],
  '/retreats/': [
    'Retreats',
    'Four private retreats from $75K to $150K',
    ['Engadin Valley', 'Lake Como', 'Wadi Rum', 'Carpathian Mountains'],
  ],
  '/transformations/': [
    'Transformations',
    'Three private programmes from $25K to $100K',
    ['Awakening', 'Realignment', 'Sovereignty'],
  ],
  '/about/': ['About the Advisor', '$2.3B+ client wealth advised over fifteen years'],
  '/opportunities/': ['Opportunities', 'Six categories, from investment groups at $100K+'],
  '/contact/': ['Private Contact', 'By private message or telephone, answered personally'],
  '/privacy/': ['Privacy Policy', 'No forms, no cookies, no analytics'],
  '/hologram-wire/': [
    'The Hologram Wire',
    '$500,000 · a numbered edition of 12 units, 3 remaining',
  ],
  '/inner-circle/': ['The Inner Circle', 'By invitation · 11 of 12 seats remaining, from $500,000'],
  '/frequency-controller/': [
    'Frequency Controller',
    'Six Solfeggio frequencies from 396 to 963 Hz',
    ['Gamma 40–100 Hz', 'Beta 13–39 Hz', 'Alpha 8–12 Hz', 'Theta 4–7 Hz', 'Delta 0.5–3 Hz'],
  ],
};

describe('share cards', () => {
  it('are served beside their page, as PNG files', () => {
    expect(shareCardPath('/')).toBe('/opengraph-image/card.png');
    expect(shareCardPath('/retreats/')).toBe('/retreats/opengraph-image/card.png');
  });

  for (const route of routes) {
    it(`${route.href} shows its page’s title, key figure and details from content`, () => {
      const { title, figure, details } = shareCardText(route.href);
      const [pinnedTitle, pinnedFigure, pinnedDetails = []] = expected[route.href];
      expect([title, figure, details]).toEqual([pinnedTitle, pinnedFigure, pinnedDetails]);
    });
  }

  it('name the brand above every title but the home page’s, which is the brand', () => {
    for (const route of routes) {
      const card = shareCardText(route.href);
      expect(card.eyebrow).toBe(route.href === '/' ? site.tagline : site.brand);
    }
  });

  it('say in their alt text what they show: title, figure, details and brand', () => {
    expect(shareCardText('/retreats/').alt).toBe(
      'Share card: Retreats — Four private retreats from $75K to $150K (Engadin Valley, Lake Como, Wadi Rum, Carpathian Mountains), the illuminated order',
    );
    expect(shareCardText('/').alt).toBe(
      'Share card: the illuminated order — Private counsel in wealth and consciousness. Four retreats, three programmes and a circle of twelve',
    );
    for (const route of routes) {
      const card = shareCardText(route.href);
      for (const text of shareCardTexts(card)) expect(card.alt).toContain(text);
    }
  });

  it('keep each line short enough to read in a feed’s small preview', () => {
    for (const route of routes) {
      const { title, figure, details } = shareCardText(route.href);
      // At the card's sizes these fill one line each, details included.
      expect({ href: route.href, title: title.length <= 22, figure: figure.length <= 56 }).toEqual({
        href: route.href,
        title: true,
        figure: true,
      });
      expect(details.length).toBeLessThanOrEqual(5);
      expect(details.join('').length).toBeLessThanOrEqual(72);
    }
  });
});
