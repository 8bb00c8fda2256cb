/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { launchRegister } from '../content/_lib/launch-register';
import type { IsoDate } from '../content/types';
import { claimProblem } from './launch-rules';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A fixed day, so what has gone stale does not depend on when the tests run. */
const day: IsoDate = '2026-11-22';

/** The real command over the real content/, on `day` unless --today is given. */
function launchCheck(...args: string[]) {
  const today = args.includes('--today') ? [] : ['--today', day];
  const run = spawnSync(tsx, ['scripts/launch-check.ts', ...today, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// The command's list is the register's (whose entries content/_lib/launch-register.test.ts
// checks): every content module registers its placeholders as it loads.
const contentDir = path.join(root, 'content');
for (const file of readdirSync(contentDir).filter((f) => /(?<!\.test)\.ts$/.test(f))) {
  jest.requireActual(path.join(contentDir, file));
}
const { placeholders, claims } = launchRegister();
const stale = claims.flatMap(({ file, field, claim }) => {
  const problem = claimProblem(claim, day);
  return problem === null ? [] : [{ file, field, problem }];
});
const total = placeholders.length + stale.length;
const headline =
  total === 0
    ? 'launch-check: nothing left to replace or confirm.'
    : `launch-check: ${total} thing${total === 1 ? '' : 's'} to settle`;

/** "  content/site.ts:35  site.phone": where the owner opens the file, and what lives there. */
const at = (file: string, field: string) =>
  new RegExp(`^  ${file.replace(/\./g, '\\.')}:\\d+  ${field.replace(/[.[\]]/g, '\\$&')}$`, 'm');

/** Each entry of the list, as the owner reads it: where it lives, then what to do. */
function expectListed(output: string) {
  if (placeholders.length > 0) expect(output).toContain(`Placeholders (${placeholders.length})`);
  for (const { file, field } of placeholders) expect(output).toMatch(at(file, field));
  if (stale.length > 0) expect(output).toContain(`Dated claims (${stale.length})`);
  for (const { file, field, problem } of stale) {
    expect(output).toMatch(at(file, field));
    expect(output).toContain(`  ${field}\n      ${problem}`);
  }
  // A share card is drawn from its route's words, which must quote settled content only.
  expect(
    output.includes('Share cards (')
      ? [
          `A share card shows a placeholder's value, which feeds keep once shared: ${output.slice(output.indexOf('Share cards ('))}`,
        ]
      : [],
  ).toEqual([]);
}

describe('npm run launch-check', () => {
  jest.setTimeout(60_000);

  it('lists every placeholder and every claim gone stale, and fails while any remains', () => {
    const { status, output } = launchCheck();
    expect(status).toBe(total === 0 ? 0 : 1);
    expect(output).toContain(headline);
    expectListed(output);
  });

  it('prints the same list as a warning and succeeds with --warn, as the build runs it', () => {
    const { status, output } = launchCheck('--warn');
    expect(status).toBe(0);
    expect(output).toContain(total === 0 ? headline : `Warning: ${headline}`);
    expectListed(output);
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--today', '2026-13-45'], '--today takes a date as YYYY-MM-DD, not "2026-13-45"'],
    [['--today', '2026-02-30'], '--today takes a date as YYYY-MM-DD, not "2026-02-30"'],
    [['--today'], "Option '--today <value>' argument missing"],
  ])('refuses %j, saying why, and exits 2', (args, message) => {
    expect(launchCheck(...args)).toEqual({ status: 2, output: expect.stringContaining(message) });
  });
});
