/**
 * `npm run export-shape:record`: after `next build` alone (no post-processing), records the shape
 * of the export in out/ for the installed Next (scripts/export-shape.next-<version>.json), and
 * copies a few of its pages and manifests, as Next wrote them, as the fixtures the build steps'
 * unit tests read (scripts/fixtures/next-<version>/). Run it once the steps are updated for a new
 * Next, and commit both; docs/next-upgrade.md tells the whole procedure.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedNext, recordFileName, shapeOfExport, type ShapeRecord } from './export-shape';
import { fixtureFiles, fixturesDir } from './export-fixtures';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const serverAppDir = path.join(root, '.next/server/app');

if (existsSync(path.join(outDir, '_headers'))) {
  throw new Error(
    'out/ holds a processed site: run `next build` alone first (the npm script does)',
  );
}
const version = installedNext(root);
const record: ShapeRecord = { next: version, shape: shapeOfExport(outDir, serverAppDir) };
// One record and one set of fixtures, the installed Next's: git keeps the earlier ones.
const scriptsDir = path.join(root, 'scripts');
for (const file of readdirSync(scriptsDir).filter((f) => /^export-shape\.next-.+\.json$/.test(f))) {
  rmSync(path.join(scriptsDir, file));
}
const recordFile = path.join(scriptsDir, recordFileName(version));
writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);

const fixtures = fixturesDir(root, version);
rmSync(path.dirname(fixtures), { recursive: true, force: true });
for (const { from, to } of fixtureFiles) {
  const source = path.join(root, from);
  const target = path.join(fixtures, to);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
}
// Next's export as it came, with no CSP and the runtime on every page, is no site to deploy.
rmSync(outDir, { recursive: true, force: true });
console.log(
  `Recorded Next ${version}'s export: ${path.relative(root, recordFile)}, ${path.relative(root, fixtures)}/. ` +
    'out/ is removed (it held the export unprocessed): `npm run build` makes the site.',
);
