import { routes } from '@/content/navigation';
import { site } from '@/content/site';
import { shareCardPath, shareCardText, shareCardTexts } from './share-card';

// What the cards say is the routes' own words, whose length and figures their schema holds
// (content/_lib/schemas.ts).
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
});
