/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { launchRegister } from '../content/_lib/launch-register';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The real command over the real content/, on a fixed day (2026-11-22 unless --today is given). */
function launchCheck(...args: string[]) {
  const today = args.includes('--today') ? [] : ['--today', '2026-11-22'];
  const run = spawnSync(tsx, ['scripts/launch-check.ts', ...today, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// The command's list is the register's (whose entries content/_lib/launch-register.test.ts
// pins): every content module registers its placeholders as it loads.
const contentDir = path.join(root, 'content');
for (const file of readdirSync(contentDir).filter((f) => /(?<!\.test)\.ts$/.test(f))) {
  jest.requireActual(path.join(contentDir, file));
}
const expected = launchRegister().placeholders.map(({ file, field }) => [file, field]);

describe('npm run launch-check', () => {
  jest.setTimeout(60_000);

  it('lists every placeholder and the past initiation date, and fails', () => {
    const { status, output } = launchCheck();
    expect(status).toBe(1);
    expect(expected.length).toBeGreaterThan(0);
    expect(output).toContain(`Placeholders (${expected.length})`);
    for (const [file, field] of expected) expect(output).toContain(`  ${file}  ${field}\n`);
    expect(output).toContain('Dated claims (1):');
    expect(output).toContain(
      '  content/inner-circle.ts  innerCircleDated.nextInitiation\n      "March 2026" is shown as upcoming',
    );
    // The share cards are worded from settled content only.
    expect(output).not.toContain('Share cards');
  });

  it('prints the same list as a warning and succeeds with --warn, as the build runs it', () => {
    const { status, output } = launchCheck('--warn');
    expect(status).toBe(0);
    expect(output).toContain('Warning: launch-check: 15 things to settle');
    for (const [file, field] of expected) expect(output).toContain(`  ${file}  ${field}\n`);
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
