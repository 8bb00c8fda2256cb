/** @jest-environment node */
import { site } from '../content/site';
import { securityTxt, securityTxtExpiry } from './security-txt';

const source = {
  contact: 'mailto:security@example.com',
  until: '2027-03-31',
  origin: 'https://www.example.com',
} as const;

describe('security.txt', () => {
  it('names the contact, the end of the last valid day, its own address and English', () => {
    expect(securityTxt(source)).toBe(
      [
        'Contact: mailto:security@example.com',
        'Expires: 2027-03-31T23:59:59Z',
        'Canonical: https://www.example.com/.well-known/security.txt',
        'Preferred-Languages: en',
        '',
      ].join('\n'),
    );
  });

  it('names the contact, last valid day and origin that content/site.ts gives', () => {
    expect(securityTxt().split('\n')).toEqual(
      expect.arrayContaining([
        `Contact: ${site.securityTxt.contact}`,
        `Expires: ${site.securityTxt.expires.until}T23:59:59Z`,
        `Canonical: ${site.origin}/.well-known/security.txt`,
      ]),
    );
  });

  it.each([
    [{ contact: 'security@example.com' }, 'Contact must be a mailto: or https: URI'],
    [{ contact: 'http://example.com/report' }, 'Contact must be a mailto: or https: URI'],
    [{ origin: 'http://www.example.com' }, 'Canonical needs an https origin'],
    [{ origin: 'https://www.example.com/' }, 'Canonical needs an https origin'],
  ])('refuses content that would make it invalid: %j', (change, message) => {
    expect(() => securityTxt({ ...source, ...change } as typeof source)).toThrow(message);
  });

  it('reads back its Expires as the end of the last valid day, and none when missing or unreadable', () => {
    expect(securityTxtExpiry(securityTxt(source))).toEqual(new Date('2027-03-31T23:59:59Z'));
    expect(securityTxtExpiry('Contact: mailto:security@example.com\n')).toBeNull();
    expect(securityTxtExpiry('Expires: soon\n')).toBeNull();
  });
});
