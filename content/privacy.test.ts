import { browserReaches, privacyPage, privacySections, visitorChooses } from './privacy';
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

  it('names the image host as the only host the browser reaches on its own', () => {
    expect(browserReaches.items.map((item) => item.title)).toEqual([
      new URL(site.heroImage.host).host,
    ]);
  });

  it('names the social network, the phone and the partner as reached only by choice', () => {
    const parties = visitorChooses.items.map((item) => `${item.title} ${item.description}`);
    expect(parties).toHaveLength(3);
    expect(parties[0]).toContain(new URL(site.social.url).host);
    expect(parties[1]).toContain(site.phone.display);
    expect(parties[2]).toContain(site.creditPartner.name);
    expect(parties[2]).toContain(new URL(site.creditPartner.url).host);
    expect(privacySections[0].lists).toEqual([browserReaches, visitorChooses]);
  });

  it('is dated and says whom to contact, from site.ts', () => {
    expect(privacyPage.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyPage.contact).toBe(site.privacyContact);
    expect(privacyPage.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('says the pages are static HTML served from a CDN', () => {
    const [, security] = privacySections;
    expect(security.paragraphs.join(' ')).toMatch(/static HTML.*content delivery network/);
  });
});
