import { site } from './site';

describe('site details', () => {
  it('shows the phone number formatted, with the digits of its E.164 form', () => {
    expect(site.phone.display.replace(/\D/g, '')).toBe(site.phone.e164.replace(/\D/g, ''));
  });

  it('keeps every outside address on https', () => {
    for (const url of [
      site.origin,
      site.social.url,
      site.creditPartner.url,
      site.heroImage.src(750),
    ]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });

  it('asks the image host for the width it is given', () => {
    expect(new URL(site.heroImage.src(828)).searchParams.get('w')).toBe('828');
    expect(site.heroImage.src(828).startsWith(`${site.heroImage.host}/`)).toBe(true);
  });
});
