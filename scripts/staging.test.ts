/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedBuildNote, publishExport, stageExport } from './staging';

describe('the staging folder', () => {
  let root: string;
  let out: string;
  let staging: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'staging-'));
    out = path.join(root, 'out');
    staging = path.join(root, '.next', 'export-staging');
    mkdirSync(out);
    mkdirSync(path.dirname(staging));
    writeFileSync(path.join(out, 'index.html'), 'as Next wrote it');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes the export out of out/ before any step, and puts it back once all passed', () => {
    stageExport(out, staging);
    expect(existsSync(out)).toBe(false);
    writeFileSync(path.join(staging, 'index.html'), 'rewritten');
    publishExport(staging, out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('rewritten');
    expect(existsSync(staging)).toBe(false);
  });

  it('replaces what an earlier failed build left in staging', () => {
    mkdirSync(staging);
    writeFileSync(path.join(staging, 'stale.html'), 'half-processed');
    stageExport(out, staging);
    expect(existsSync(path.join(staging, 'stale.html'))).toBe(false);
  });

  it('leaves a processed site in out/ as it is, rather than processing it twice', () => {
    writeFileSync(path.join(out, '_headers'), '/*');
    expect(() => stageExport(out, staging)).toThrow(/processed already/);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('refuses an out/ with no export', () => {
    rmSync(out, { recursive: true });
    expect(() => stageExport(out, staging)).toThrow(/no export/);
  });

  it('says, when a build fails, that out/ is absent and where the export is', () => {
    expect(failedBuildNote(staging, root)).toMatch(
      /^out\/ is absent: .* nothing half-processed to deploy\. .* is in \.next\/export-staging\/ for inspection\.$/,
    );
  });
});
