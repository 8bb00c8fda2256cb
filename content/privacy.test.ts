import { privacyPage, privacySections } from './privacy';
import { site } from './site';

// The hosts it names are held to what the pages reach by e2e/privacy.spec.ts.
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
