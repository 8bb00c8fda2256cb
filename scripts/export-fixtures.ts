/**
 * The fixtures the build steps' unit tests read: a few files of a real export, as Next wrote them
 * (record-export-shape.ts copies them), so the tests run the steps on what Next writes rather than
 * on hand-written pages in the shape someone remembered. export-shape.test.ts checks that they
 * have the shape of the installed Next's export.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ExportedPage } from './export-shape';

/**
 * What is copied: a page without an island (one whose payload has text rows too), the page with
 * one, and their client manifests.
 */
export const fixtureFiles = [
  { from: 'out/retreats/index.html', to: 'export/retreats/index.html' },
  { from: 'out/frequency-controller/index.html', to: 'export/frequency-controller/index.html' },
  {
    from: '.next/server/app/retreats/page_client-reference-manifest.js',
    to: 'server/app/retreats/page_client-reference-manifest.js',
  },
  {
    from: '.next/server/app/frequency-controller/page_client-reference-manifest.js',
    to: 'server/app/frequency-controller/page_client-reference-manifest.js',
  },
] as const;

export const fixturesDir = (root: string, version: string) =>
  path.join(root, 'scripts', 'fixtures', `next-${version}`);

/** The Next version the kept fixtures were recorded from. */
export function fixtureVersion(root: string): string {
  const [dir, ...others] = readdirSync(path.join(root, 'scripts', 'fixtures'));
  if (!dir || others.length > 0) throw new Error('scripts/fixtures/ holds one next-<version>/');
  return dir.replace(/^next-/, '');
}

/** The fixtures of the version recorded: its two pages, and its client manifests' folder. */
export function exportFixtures(root: string) {
  const version = fixtureVersion(root);
  const dir = fixturesDir(root, version);
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const staticPage: ExportedPage = {
    route: '/retreats/',
    html: read('export/retreats/index.html'),
  };
  const islandPage: ExportedPage = {
    route: '/frequency-controller/',
    html: read('export/frequency-controller/index.html'),
  };
  return { version, staticPage, islandPage, serverAppDir: path.join(dir, 'server/app') };
}
