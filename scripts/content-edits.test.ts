/** @jest-environment node */
/**
 * A client's change is a content change: in a copy of the project whose content carries three
 * ordinary requests (a higher price for the cheapest retreat, one more testimonial, a page and a
 * section retitled), the suites that read those figures and words pass untouched. Only the content
 * tests that pin the spec's own figures are left out: a price or a fourth testimonial departs
 * from the spec, and saying so is their job.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { masteryAreas } from '../content/about';
import { frequencyTestimonials } from '../content/frequency-testimonials';
import { routes } from '../content/navigation';
import { retreats } from '../content/retreats';
import { compactPrice, priceAmount } from '../content/_lib/format';

const root = path.resolve(__dirname, '..');

/** The suites that read what the edits change, each of which once spelled it out. */
const suites = [
  'app/_lib/share-card.test.ts',
  'app/pages.test.tsx',
  'content/_lib/launch-register.test.ts',
  'scripts/launch-check.test.ts',
];

/** What the project needs to run them: its sources and configuration; node_modules is linked. */
const copied = ['app', 'components', 'content', 'scripts'];
const copiedFiles = [
  'package.json',
  'jest.config.mjs',
  'jest.setup.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
];

/** Replaces `from` with `to` in a copied file; `from` must occur exactly once. */
function edit(dir: string, file: string, from: string, to: string) {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  expect({ file, from, found: text.split(from).length - 1 }).toEqual({ file, from, found: 1 });
  writeFileSync(target, text.replace(from, to));
}

const amountOf = (price: string) => priceAmount(price)!;
const cheapest = retreats.reduce((low, r) => (amountOf(r.price) < amountOf(low.price) ? r : low));
const raised = `$${(amountOf(cheapest.price) + 5_000).toLocaleString('en-US')}`;
const newLow = compactPrice(
  Math.min(...retreats.map((r) => (r === cheapest ? amountOf(raised) : amountOf(r.price)))),
);
const added = frequencyTestimonials.length;
const retitled = routes.find(
  (route) => route.href !== '/' && route.title !== route.title.toLowerCase(),
)!;
const area = masteryAreas[0]!;

/** Checks, in the copy, that each edit reached what the suites read, so their pass means something. */
const probe = `
import { masteryAreas } from './about';
import { routes } from './navigation';
import { launchRegister } from './_lib/launch-register';
import './frequency-testimonials';

it('carries the edits', () => {
  const retreatsRoute = routes.find((route) => route.href === '/retreats/')!;
  expect(retreatsRoute.description).toContain(${JSON.stringify(newLow)});
  expect(retreatsRoute.card.figure).toContain(${JSON.stringify(newLow)});
  expect(launchRegister().placeholders.map((p) => p.field)).toContain('frequencyTestimonials[${added}]');
  expect(routes.map((route) => route.title)).toContain(${JSON.stringify(retitled.title.toLowerCase())});
  expect(masteryAreas[0]!.title).toBe(${JSON.stringify(`${area.title} at home`)});
});
`;

describe('a copy of the project with a client’s edits to content', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-edits-'));
    for (const name of [...copied, ...copiedFiles]) {
      cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the suites that read those figures and words, unchanged', () => {
    edit(dir, 'content/retreats.ts', `price: '${cheapest.price}'`, `price: '${raised}'`);
    const last = frequencyTestimonials[added - 1]!;
    edit(
      dir,
      'content/frequency-testimonials.ts',
      `'frequencyTestimonials[${added - 1}]',\n    why,\n  ),\n`,
      `'frequencyTestimonials[${added - 1}]',\n    why,\n  ),\n  placeholder(\n    ${JSON.stringify(
        { ...last, name: 'Anna K., Geneva', quote: `${last.quote} Again.` },
      )},\n    'frequencyTestimonials[${added}]',\n    why,\n  ),\n`,
    );
    edit(
      dir,
      'content/navigation.ts',
      `title: '${retitled.title}'`,
      `title: '${retitled.title.toLowerCase()}'`,
    );
    edit(dir, 'content/about.ts', `title: '${area.title}'`, `title: '${area.title} at home'`);
    writeFileSync(path.join(dir, 'content/edits-probe.test.ts'), probe);

    const run = spawnSync(
      path.join(dir, 'node_modules', '.bin', 'jest'),
      ['--ci', '--runInBand', ...suites, 'content/edits-probe.test.ts'],
      { cwd: dir, encoding: 'utf8' },
    );
    const report = `${run.stdout}${run.stderr}`;
    // The suites and tests that failed in the copy, by name.
    expect({ status: run.status, failed: report.match(/^(?:FAIL .*|  ● .*)$/gm) ?? [] }).toEqual({
      status: 0,
      failed: [],
    });
    expect(report).toMatch(`Test Suites: ${suites.length + 1} passed, ${suites.length + 1} total`);
  }, 180_000);
});
