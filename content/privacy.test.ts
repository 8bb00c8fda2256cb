import { privacySections } from './privacy';
import { site } from './site';

describe('privacy policy', () => {
  it('has exactly two sections: data collection, then security measures', () => {
    expect(privacySections.map((section) => section.heading)).toEqual([
      'Data collection',
      'Security measures',
    ]);
  });

  it('says there are no forms, cookies, analytics or tracking', () => {
    const [collection] = privacySections;
    const text = collection.paragraphs.join(' ');
    for (const word of ['no forms', 'no cookies', 'no analytics', 'no tracking']) {
      expect(text).toContain(word);
    }
  });

  it('names the image host, the social network, the phone and the partner as the only third parties', () => {
    const [collection] = privacySections;
    const parties = (collection.items ?? []).map((item) => `${item.title} ${item.description}`);
    expect(parties).toHaveLength(4);
    expect(parties[0]).toContain('images.unsplash.com');
    expect(parties[0]).toContain(new URL(site.heroImage.host).host);
    expect(parties[1]).toContain(new URL(site.social.url).host);
    expect(parties[2]).toContain(site.phone.display);
    expect(parties[3]).toContain(site.creditPartner.name);
    expect(parties[3]).toContain(new URL(site.creditPartner.url).host);
  });

  it('says the pages are static HTML served from a CDN', () => {
    const [, security] = privacySections;
    expect(security.paragraphs.join(' ')).toMatch(/static HTML.*content delivery network/);
  });
});
