import { site } from './site';
import { breaches } from './_lib/copy-rules.test-utils';

describe('site details', () => {
  it('shows the phone number formatted, with the digits of its E.164 form', () => {
    const digits = (text: string) => text.replace(/\D/g, '');
    expect(
      breaches(
        [site.phone],
        'The phone number shown has the same digits as its E.164 form, which links dial;',
        (phone) => digits(phone.display) === digits(phone.e164),
        (phone) => ({
          where: `content/site.ts shows ${phone.display} but dials`,
          text: phone.e164,
        }),
      ),
    ).toEqual([]);
  });

  it('keeps every outside address on https', () => {
    const urls = [site.origin, site.social.url, site.creditPartner.url, site.heroImage.src(750)];
    expect(
      breaches(
        urls,
        'Every outside address starts with https://;',
        (url) => new URL(url).protocol === 'https:',
        (url) => ({ where: 'content/site.ts has', text: url }),
      ),
    ).toEqual([]);
  });

  it('asks the image host for the width it is given', () => {
    expect(new URL(site.heroImage.src(828)).searchParams.get('w')).toBe('828');
    expect(site.heroImage.src(828).startsWith(`${site.heroImage.host}/`)).toBe(true);
  });
});
