import { readdirSync } from 'node:fs';
import path from 'node:path';
import { launchRegister, markersFor } from './launch-register';

// Load every content module, as `npm run launch-check` does, so each registers its markers.
const contentDir = path.join(__dirname, '..', '..', 'content');
const modules = readdirSync(contentDir).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const exportsOf = (file: string): Record<string, unknown> =>
  jest.requireActual<Record<string, unknown>>(path.join(__dirname, '..', '..', file));
for (const file of modules) exportsOf(`content/${file}`);

/** "frequencyTestimonials[0].name" -> ['frequencyTestimonials', '0', 'name']. */
const steps = (field: string) => field.replace(/\[(\d+)\]/g, '.$1').split('.');

function valueAt(file: string, field: string): unknown {
  return steps(field).reduce<unknown>(
    (value, step) => (value as Record<string, unknown> | undefined)?.[step],
    exportsOf(file),
  );
}

describe('the launch register', () => {
  const { placeholders, claims } = launchRegister();

  it('marks what the owner must supply: name, story, testimonials, contacts, partner, origin', () => {
    expect(placeholders.map((entry) => entry.field).sort()).toEqual(
      [
        'biography.paragraphs',
        'frequencyTestimonials[0]',
        'frequencyTestimonials[1]',
        'frequencyTestimonials[2]',
        'site.advisor',
        'site.creditPartner',
        'site.origin',
        'site.phone',
        'site.privacyContact',
        'site.securityTxt.contact',
        'site.social',
        'transformationPackages[0].testimonial',
        'transformationPackages[1].testimonial',
        'transformationPackages[2].testimonial',
      ].sort(),
    );
  });

  it('names, for each placeholder, the module and the export path where its value lives', () => {
    for (const { file, field, value, why } of placeholders) {
      expect(modules).toContain(path.basename(file));
      expect(valueAt(file, field)).toEqual(value);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it('dates the initiation and the counts that go stale, where they live', () => {
    expect(claims.map(({ file, field, claim }) => [file, field, claim.text])).toEqual(
      expect.arrayContaining([
        ['content/inner-circle.ts', 'innerCircleDated.seatsRemaining', '11 seats remaining'],
        ['content/inner-circle.ts', 'innerCircleDated.nextInitiation', 'March 2026'],
        ['content/hologram-wire.ts', 'hologramDated.remaining', '3 remaining'],
        ['content/site.ts', 'site.securityTxt.expires', 'security.txt valid until 2027-08-31'],
      ]),
    );
    for (const { file, field, claim } of claims) expect(valueAt(file, field)).toEqual(claim);
  });
});

describe('the dated markers', () => {
  const { count, next, expires } = markersFor('content/example.ts');

  it.each([
    ['a day February does not have', () => count('seats', '3 left', '2026-02-30'), '2026-02-30'],
    ['a month that does not exist', () => next('opening', '2026-13', '2026-11-01'), '2026-13-01'],
    [
      'an expiry on no day',
      () => expires('key', 'The key', '2027-04-31', '2026-11-01'),
      '2027-04-31',
    ],
  ])('refuse %s, naming the field and the day', (_case, mark, day) => {
    expect(mark).toThrow(new RegExp(`^content/example\\.ts \\w+: "${day}" is not a calendar day`));
  });
});
