import { readdirSync } from 'node:fs';
import path from 'node:path';
import { launchRegister } from './launch-register';

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

/**
 * What we invented in the owner's place, by a part only our invention has: values no owner could
 * confirm as they stand (a fictional number, an example.com partner, a made-up life or client).
 * Assumed values an owner might confirm, such as the domain, are left out. A testimonial added
 * later is marked the same way, and launch-check lists it.
 */
const invented: readonly [file: string, field: string, draft: string][] = [
  ['content/site.ts', 'site.advisor', 'Aurelian Vale'],
  ['content/site.ts', 'site.phone', '555-0147'],
  ['content/site.ts', 'site.creditPartner', 'example.com'],
  ['content/about.ts', 'biography.paragraphs', 'private banking in Geneva'],
  ['content/transformations.ts', 'transformationPackages[0].testimonial', 'dreaded Mondays'],
  [
    'content/transformations.ts',
    'transformationPackages[1].testimonial',
    'After the sale of my business',
  ],
  [
    'content/transformations.ts',
    'transformationPackages[2].testimonial',
    'bankers, coaches and therapists',
  ],
  ['content/frequency-testimonials.ts', 'frequencyTestimonials[0]', 'Victoria H.'],
  ['content/frequency-testimonials.ts', 'frequencyTestimonials[1]', 'Julian M.'],
  ['content/frequency-testimonials.ts', 'frequencyTestimonials[2]', 'Isabella R.'],
];

describe('the launch register', () => {
  const { placeholders, claims } = launchRegister();

  it('keeps marked what we invented in the owner’s place, until the owner’s own value replaces it', () => {
    const marked = new Set(placeholders.map(({ file, field }) => `${file} ${field}`));
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const stillOurs = invented.filter(([file, field, draft]) =>
      strings(valueAt(file, field)).some((text) => text.includes(draft)),
    );
    expect(
      stillOurs
        .filter(([file, field]) => !marked.has(`${file} ${field}`))
        .map(
          ([file, field, draft]) =>
            `${file} ${field} still holds "${draft}", which we invented in the owner’s place: wrap it in placeholder(value, field, why) until the owner gives the real one, so launch-check lists it.`,
        ),
    ).toEqual([]);
  });

  it('names, for each placeholder, the module and the export path where its value lives', () => {
    for (const { file, field, value } of placeholders) {
      expect(modules).toContain(path.basename(file));
      expect(valueAt(file, field)).toEqual(value);
    }
    expect(
      placeholders
        .filter(({ why }) => why.length < 20)
        .map(
          ({ file, field, why }) =>
            `A placeholder’s why tells the owner what to put there, in at least 20 characters; ${file} ${field} has "${why}"`,
        ),
    ).toEqual([]);
  });

  it('dates the initiation and the counts that go stale, where they live', () => {
    // Their figures are the spec's, pinned in content/launch-figures.test.ts.
    expect(claims.map(({ file, field }) => [file, field])).toEqual(
      expect.arrayContaining([
        ['content/inner-circle.ts', 'innerCircleDated.seatsRemaining'],
        ['content/inner-circle.ts', 'innerCircleDated.nextInitiation'],
        ['content/hologram-wire.ts', 'hologramDated.remaining'],
        ['content/site.ts', 'site.securityTxt.expires'],
      ]),
    );
    for (const { file, field, claim } of claims) expect(valueAt(file, field)).toEqual(claim);
  });
});
