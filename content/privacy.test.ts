import { privacySections } from './privacy';

// The hosts it names are held to what the pages reach by e2e/privacy.spec.ts.
describe('privacy policy', () => {
  it('says there are no forms, cookies, analytics or tracking', () => {
    const [collection] = privacySections;
    const text = collection.paragraphs.join(' ');
    for (const word of ['no forms', 'no cookies', 'no analytics', 'no tracking']) {
      expect(text).toContain(word);
    }
  });

  it('says the pages are static HTML served from a CDN', () => {
    const [, security] = privacySections;
    expect(security.paragraphs.join(' ')).toMatch(/static HTML.*content delivery network/);
  });
});
