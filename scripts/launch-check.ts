/**
 * `npm run launch-check`: lists every placeholder and every stale dated claim in content/, and
 * every share card that repeats a placeholder's value, and exits 1 while any remains. `--warn`
 * prints the same list as a warning and exits 0 (the build runs it so previews always build);
 * `--today YYYY-MM-DD` sets the clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
// First: every content module is checked as it loads, its dated claims' days among its fields.
import '../content/_lib/messages';
import { isCalendarDay } from '../content/_lib/format';
import { launchRegister } from '../content/_lib/launch-register';
import { shareCardText, shareCardTexts } from '../app/_lib/share-card';
import { routes } from '../content/navigation';
import type { IsoDate } from '../content/types';
import { formatReport, isReady, launchReport, type DrawnText } from './launch-rules';
import { markerLine, propertyLine } from './source-lines';

const root = path.resolve(__dirname, '..');
const contentDir = path.join(root, 'content');

/** A content module's source, by its path from the project: "content/site.ts". */
const sourceOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Today on the owner's calendar. */
function localToday(): IsoDate {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` as IsoDate;
}

/** The flags, or why they are refused, with the usage (no stack: the mistake is the caller's). */
function options(argv: string[]): { warn: boolean; today: IsoDate } | { refused: string } {
  const usage = 'usage: launch-check [--warn] [--today YYYY-MM-DD]';
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { warn: { type: 'boolean', default: false }, today: { type: 'string' } },
    }));
  } catch (error) {
    return { refused: `${(error as Error).message}\n${usage}` };
  }
  const { warn, today } = values;
  if (today === undefined) return { warn, today: localToday() };
  if (!isCalendarDay(today)) {
    return { refused: `--today takes a date as YYYY-MM-DD, not "${today}"\n${usage}` };
  }
  return { warn, today: today as IsoDate };
}

async function main() {
  const flags = options(process.argv.slice(2));
  if ('refused' in flags) {
    console.error(flags.refused);
    process.exitCode = 2;
    return;
  }
  const { warn, today } = flags;
  // Every module registers its own markers as it loads, so load them all.
  const modules = readdirSync(contentDir).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of modules) await import(pathToFileURL(path.join(contentDir, file)).href);

  const navigation = sourceOf('content/navigation.ts');
  const cards: DrawnText[] = routes.map((route, index) => ({
    file: 'content/navigation.ts',
    line: propertyLine(navigation, 'href', route.href, 'card'),
    field: `routes[${index}].card (${route.href})`,
    text: shareCardTexts(shareCardText(route.href)).join('\n'),
  }));
  const report = launchReport(launchRegister(), today, cards, (file, field) =>
    markerLine(sourceOf(file), field),
  );
  const text = formatReport(report, { warn });
  if (isReady(report)) {
    console.log(text);
  } else if (warn) {
    console.warn(`\n${text}\n`);
  } else {
    console.error(text);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
