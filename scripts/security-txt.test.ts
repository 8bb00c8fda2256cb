/** @jest-environment node */
import { site } from '../content/site';
import { securityTxt, securityTxtPath, securityTxtProblems } from './security-txt';

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

  it('is written from the content, whose file passes the field check', () => {
    const text = securityTxt();
    expect(text).toContain(`Contact: ${site.securityTxt.contact}\n`);
    expect(text).toContain(`Expires: ${site.securityTxt.expires.until}T23:59:59Z\n`);
    expect(text).toContain(`Canonical: ${site.origin}${securityTxtPath}\n`);
    expect(securityTxtProblems(text)).toEqual([]);
  });

  it.each([
    [{ contact: 'security@example.com' }, 'Contact must be a mailto: or https: URI'],
    [{ contact: 'http://example.com/report' }, 'Contact must be a mailto: or https: URI'],
    [{ origin: 'http://www.example.com' }, 'Canonical needs an https origin'],
    [{ origin: 'https://www.example.com/' }, 'Canonical needs an https origin'],
    [{ until: '2027-02-30' }, 'Expires is not an RFC 3339 date-time'],
  ])('refuses content that would make it invalid: %j', (change, message) => {
    expect(() => securityTxt({ ...source, ...change } as typeof source)).toThrow(message);
  });
});

describe('the RFC 9116 field check', () => {
  const valid = [
    '# Where to report a problem',
    'Contact: mailto:security@example.com',
    'Contact: https://example.com/security',
    'Expires: 2027-03-31T23:59:59Z',
    '',
    'Preferred-Languages: en, fr',
    'X-Unknown-Field: readers ignore it',
  ];
  const without = (field: string) => valid.filter((line) => !line.startsWith(field));

  it('accepts comments, blank lines, several contacts and unknown fields', () => {
    expect(securityTxtProblems(valid.join('\n'))).toEqual([]);
    expect(securityTxtProblems(valid.join('\r\n'))).toEqual([]);
  });

  it.each([
    ['a missing Contact', without('Contact'), 'no Contact field, which is required'],
    ['a missing Expires', without('Expires'), 'no Expires field, which is required'],
    ['two Expires', [...valid, 'Expires: 2027-04-30T23:59:59Z'], 'Expires appears more than once'],
    [
      'two Preferred-Languages',
      [...valid, 'Preferred-Languages: de'],
      'Preferred-Languages appears more than once',
    ],
    [
      'an Expires in prose',
      [...without('Expires'), 'Expires: 31 March 2027'],
      'line 7: Expires is not an RFC 3339 date-time',
    ],
    [
      'an Expires on 30 February',
      [...without('Expires'), 'Expires: 2027-02-30T23:59:59Z'],
      'line 7: Expires is not an RFC 3339 date-time',
    ],
    [
      'a plain-http URI',
      [...valid, 'Policy: http://example.com/p'],
      'line 8: Policy must use https',
    ],
    [
      'a value that is no URI',
      [...valid, 'Encryption: fingerprint'],
      'line 8: Encryption is not a URI',
    ],
    [
      'a line without a colon',
      [...valid, 'Contact me'],
      'line 8 is not a comment or "Field: value"',
    ],
    ['a field without a value', [...valid, 'Hiring:'], 'line 8 is not a comment or "Field: value"'],
  ])('finds %s', (_case, lines, problem) => {
    expect(securityTxtProblems(lines.join('\n'))).toEqual([expect.stringContaining(problem)]);
  });

  it('finds an Expires that has passed, given the time', () => {
    const text = valid.join('\n');
    expect(securityTxtProblems(text, new Date('2027-03-31T12:00:00Z'))).toEqual([]);
    expect(securityTxtProblems(text, new Date('2027-04-01T00:00:00Z'))).toEqual([
      'line 4: Expires 2027-03-31T23:59:59Z has passed',
    ]);
  });
});
