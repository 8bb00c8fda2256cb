/** @jest-environment node */
/**
 * What `npm run launch-check` adds to the launch rules, whose list and wording
 * launch-rules.test.ts owns: it runs them over the real content/, opens each entry at its
 * file:line, and says the outcome by its exit status.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The real command over the real content/, on a fixed day unless --today is given. */
async function launchCheck(...args: string[]) {
  const today = args.includes('--today') ? [] : ['--today', '2026-11-22'];
  const run = spawn(tsx, ['scripts/launch-check.ts', ...today, ...args], { cwd: root });
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const [status] = (await once(run, 'close')) as [number | null];
  return { status, output };
}

type Run = Awaited<ReturnType<typeof launchCheck>>;

/** What each refused command line must say. */
const refusals: [args: string[], message: string][] = [
  [['--bogus'], "Unknown option '--bogus'"],
  [['--today', '2026-02-30'], '--today takes a date as YYYY-MM-DD, not "2026-02-30"'],
];

interface Entry {
  file: string;
  line: number | undefined;
  field: string;
}

/** Each entry the command lists, as "  content/site.ts:35  site.phone". */
const entriesOf = (output: string): Entry[] =>
  [...output.matchAll(/^ {2}(content\/\S+\.ts)(?::(\d+))? {2}(\S.*)$/gm)].map(
    ([, file, line, field]) => ({
      file: file!,
      line: line ? Number(line) : undefined,
      field: field!,
    }),
  );

/** A marker's field as its source names it: 'site.phone', 'frequencyTestimonials[0]'. */
const markedField = /'(\w+(?:\.\w+|\[\d+\])+)'/;

/**
 * Why `entry` is not at its line, or nothing: a share card's line is its route's `card`; a
 * placeholder's or a dated claim's is that of its marker call, the first to name a field from
 * that line on being its own.
 */
function misplaced({ file, line, field }: Entry): string[] {
  if (line === undefined) return [`${file} ${field} is listed without its line`];
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const at = `${file}:${line} (${field})`;
  if (/^routes\[\d+\]\.card /.test(field)) {
    return lines[line - 1]?.trim().startsWith('card:') ? [] : [`${at} is not a route's card`];
  }
  const named = markedField.exec(lines.slice(line - 1).join('\n'))?.[1];
  return named === field ? [] : [`${at} opens at the marker of ${named ?? 'nothing'}`];
}

describe('npm run launch-check', () => {
  let plain: Run;
  let warned: Run;
  let refused: Run[];
  // The runs at once: each spends a second or more loading the content and TypeScript.
  beforeAll(async () => {
    [plain, warned, ...refused] = await Promise.all([
      launchCheck(),
      launchCheck('--warn'),
      ...refusals.map(([args]) => launchCheck(...args)),
    ]);
  }, 60_000);

  it('exits 1 while it lists anything to settle, and 0 once it lists nothing', () => {
    expect(plain.status).toBe(entriesOf(plain.output).length > 0 ? 1 : 0);
  });

  it('opens each thing it lists at the line of its file where the owner settles it', () => {
    expect(entriesOf(plain.output).flatMap(misplaced)).toEqual([]);
  });

  it('prints the same list as a warning and succeeds with --warn, as the build runs it', () => {
    expect(warned.status).toBe(0);
    expect(entriesOf(warned.output)).toEqual(entriesOf(plain.output));
    if (entriesOf(plain.output).length > 0) expect(warned.output).toMatch(/^\s*Warning: /);
  });

  it('finds no share card that draws a placeholder’s value, which feeds keep once shared', () => {
    const cards = plain.output.indexOf('Share cards (');
    expect(cards === -1 ? '' : plain.output.slice(cards)).toBe('');
  });

  it.each(refusals.map(([args, message], index) => [args, message, index] as const))(
    'refuses %j, saying why, and exits 2',
    (_args, message, index) => {
      expect(refused[index]).toEqual({ status: 2, output: expect.stringContaining(message) });
    },
  );
});
