/**
 * @jest-environment node
 *
 * The export's recorded shape, the fixtures recorded with it, and the installed Next. The unit
 * tests of the build's steps run on the fixtures (a few pages of a real export); these tests say
 * whether those pages still have the shape of what the installed Next exports, which a test can
 * only know from an export of it: the shape the last `npm run build` read (.next/export-shape.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportFixtures } from './export-fixtures';
import {
  describeChange,
  ExportShapeError,
  installedNext,
  measuredShapeFile,
  recordFor,
  recordsIn,
  shapeChanges,
  manifestShape,
  shapeOfPages,
  type Shape,
  type ShapeRecord,
} from './export-shape';

const root = path.resolve(__dirname, '..');
const fixtures = exportFixtures(root);
const records = recordsIn(__dirname);

/** The facts two pages show in full; of the others (rows, manifests, files) they show a part. */
const pageFacts = ['runtimeScripts', 'scriptPreloads', 'inlineScripts', 'pushes', 'headRows'];

/** How the fixtures differ from an export's shape, one line per fact, as the build says it. */
function fixtureDifferences(version: string, shape: Shape): string[] {
  const ofFixtures = { ...shape, ...shapeOfPages([fixtures.staticPage, fixtures.islandPage]) };
  const lines = shapeChanges(ofFixtures, shape)
    .filter((change) => pageFacts.includes(change.name))
    .map((change) => describeChange(version, change));
  // Of the rows' forms and the manifests', two pages show a part: one the export lacks is a change.
  const unknown = (name: string, forms: string[], known: string[]) => {
    const missing = forms.filter((form) => !known.includes(form));
    if (missing.length > 0) lines.push(`the fixtures' ${name} show ${missing.join('; ')}`);
  };
  unknown('payload rows', ofFixtures.rows, shape.rows);
  unknown('manifests', manifestShape(fixtures.serverAppDir), shape.manifest);
  return lines;
}

describe('the fixtures (scripts/fixtures/)', () => {
  it('have the shape recorded for the Next they were read from', () => {
    const record = records.find((r) => r.next === fixtures.version);
    expect(record).toBeDefined();
    expect(fixtureDifferences(fixtures.version, record!.shape)).toEqual([]);
  });

  it('have the shape of the installed Next’s export, as the last build read it', () => {
    const installed = installedNext(root);
    const file = measuredShapeFile(root);
    const measured = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as ShapeRecord)
      : undefined;
    if (measured?.next !== installed) {
      // Without an export of the installed Next there is nothing to compare with; with the
      // fixtures' own version, the first test compares them with its record.
      if (installed === fixtures.version) return;
      throw new Error(
        `The fixtures are Next ${fixtures.version}'s export and Next ${installed} is installed: ` +
          "run `npm run build`, which reads the installed Next's export (.next/export-shape.json), " +
          'and this test compares them.',
      );
    }
    const differences = fixtureDifferences(installed, measured.shape);
    if (differences.length > 0) {
      throw new Error(
        `The unit tests' fixtures (Next ${fixtures.version}) no longer have the shape of Next ` +
          `${installed}'s export:\n${differences.join('\n')}\n` +
          'Update the steps, then `npm run export-shape:record` (docs/next-upgrade.md).',
      );
    }
  });
});

describe('the record', () => {
  it('is found for its own Next, and for another with none of its own', () => {
    expect(recordFor(fixtures.version, records, '0.0.0').next).toBe(fixtures.version);
    expect(recordFor('16.5.0-canary.38', records, '16.5.0-canary.38').next).toBe(fixtures.version);
  });
});

describe('a change of shape', () => {
  const record = records.find((r) => r.next === fixtures.version)!;
  const changed: Shape = {
    ...record.shape,
    inlineScripts: record.shape.inlineScripts.filter((form) => !form.includes('TURBOPACK')),
    runtimeScripts: record.shape.runtimeScripts.map((form) =>
      form === 'body: <script async>' ? 'body: <script async id="_R_">' : form,
    ),
  };

  it('is told one line a fact: what changed, was, now, and where to look', () => {
    const lines = shapeChanges(record.shape, changed).map((c) => describeChange('16.3.8', c));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Next 16\.3\.8 changed the runtime's <script src> tags .*: was body: <script async>, now body: <script async id="_R_">\. Look at scripts\/runtime-on-demand\.ts/,
      ),
      expect.stringMatching(
        /^Next 16\.3\.8 changed the inline scripts .*: was body: <script id="_R_"> \(globalThis\["TURBOPACK"\].*, now gone\. Look at scripts\/rsc-payload\.ts/,
      ),
    ]);
  });

  it('stops the build with every line, and the way to record a new shape', () => {
    const error = new ExportShapeError('16.3.8', record, shapeChanges(record.shape, changed));
    expect(error.message.split('\n')).toHaveLength(4);
    expect(error.message).toContain('npm run export-shape:record');
  });
});
