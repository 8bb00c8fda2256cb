import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { longerThan } from '@/content/_lib/copy-rules.test-utils';
import { shareCardPath, shareCardText, shareCardTexts } from './share-card';

// What the cards say is the routes' own words; content/figures.test.ts holds their figures to
// the modules they quote.
describe('share cards', () => {
  it('are served beside their page, as PNG files', () => {
    expect(shareCardPath('/')).toBe('/opengraph-image/card.png');
    expect(shareCardPath('/retreats/')).toBe('/retreats/opengraph-image/card.png');
  });

  it('show the page’s title (the brand on the home page), with its route’s figure and details', () => {
    for (const route of routes) {
      const { title, figure, details } = shareCardText(route.href);
      const card: { figure: string; details?: readonly string[] } = route.card;
      expect([route.href, title, figure, details]).toEqual([
        route.href,
        route.href === '/' ? site.brand : route.title,
        card.figure,
        card.details ?? [],
      ]);
    }
  });

  it('name the brand above every title but the home page’s, which is the brand', () => {
    for (const route of routes) {
      const card = shareCardText(route.href);
      expect(card.eyebrow).toBe(route.href === '/' ? site.tagline : site.brand);
    }
  });

  it('say in their alt text what they show: title, figure, details and brand', () => {
    const withDetails = routes.find((route) => 'details' in route.card)!;
    const { figure, details } = shareCardText(withDetails.href);
    expect(shareCardText(withDetails.href).alt).toBe(
      `Share card: ${withDetails.title} — ${figure} (${details.join(', ')}), ${site.brand}`,
    );
    expect(shareCardText('/').alt).toBe(
      `Share card: ${site.brand} — ${site.tagline}. ${shareCardText('/').figure}`,
    );
    for (const route of routes) {
      const card = shareCardText(route.href);
      for (const text of shareCardTexts(card)) expect(card.alt).toContain(text);
    }
  });

  // At the card's sizes each fills one line, the details together included.
  it('keep each line short enough to read in a feed’s small preview', () => {
    const cards = routes.map((route) => ({ href: route.href, ...shareCardText(route.href) }));
    const where = (href: string) =>
      href === '/' ? '/ (the brand, in content/site.ts)' : `${href} (content/navigation.ts)`;
    const line = (part: 'title' | 'figure') =>
      cards.map((card) => ({ where: where(card.href), text: card[part] }));
    expect([
      ...longerThan(22, 'A page’s title, drawn on its share card,', line('title')),
      ...longerThan(56, 'A share card’s figure', line('figure')),
      ...longerThan(
        72,
        'A share card’s details, all together,',
        cards.map((card) => ({
          where: `${card.href} (content/navigation.ts)`,
          text: card.details.join(''),
        })),
      ),
      ...cards
        .filter((card) => card.details.length > 5)
        .map(
          (card) =>
            `A share card shows at most 5 details; ${where(card.href)} has ${card.details.length}: "${card.details.join(' | ')}"`,
        ),
    ]).toEqual([]);
  });
});
