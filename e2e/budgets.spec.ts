/**
 * Byte budgets, read from the built files so they never flake. The benchmark
 * (`npm run bench`) tracks the timings; these keep the weight from creeping up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '../content/navigation';
import { bootstrapScript } from '../scripts/runtime-on-demand';
import { menuScript } from '../scripts/static-pages';
import { panelPage } from './support/locators';
import { routeAssets } from './support/route-assets';
import { expect, test } from './support/test';

/**
 * Next 16.4.6's own runtime: the gzip -9 bytes of the scripts an empty App Router page
 * (`<html><body><h1>`) loads from a static export of that version. The panel's budget is this
 * plus its own code, so it holds only for that version of Next.
 */
const NEXT_RUNTIME_GZIP = 134_829;
const KB = 1024;

for (const route of routes) {
  test(`${route.href} stays within its byte budgets`, () => {
    // Which scripts a page runs, and when, is runtime.spec.ts's: this weighs them.
    const assets = routeAssets(route.href);
    if (route.href === panelPage) {
      // Next's runtime and the panel's own code, its mode icons with it (drawn by the island,
      // so the page's HTML need not carry them twice).
      expect(assets.runtime, 'gzip JavaScript on interaction').toBeLessThanOrEqual(
        NEXT_RUNTIME_GZIP + 9 * KB,
      );
      // Its payload for React, the bootstrap (below) and the share card's tags: with its response
      // headers (about 1.3 KB), within the first round trip of a new connection (TCP's ten
      // segments, 14.6 KB). At 13.2 KB it missed it, and its largest paint took one more.
      expect(assets.html, 'gzip HTML').toBeLessThanOrEqual(12.75 * KB);
    } else {
      expect(assets.html, 'gzip HTML').toBeLessThanOrEqual(6 * KB);
    }
    expect(assets.css, 'gzip CSS').toBeLessThanOrEqual(10 * KB);
    expect(assets.fontFiles.length, 'font files (the two subsets)').toBe(2);
    expect(assets.fonts, 'font bytes').toBeLessThanOrEqual(45 * KB);
  });
}

test('the panel’s inline bootstrap stays under 2.75 KB gzip, the menu’s script under 200 bytes', () => {
  // The Trusted Types policy, the panel's machine and its note's words, the runtime's loader.
  expect(gzipSync(bootstrapScript(), { level: 9 }).length).toBeLessThanOrEqual(2.75 * KB);
  expect(gzipSync(menuScript(), { level: 9 }).length).toBeLessThanOrEqual(200);
});

test('no image in public/ or app/ weighs more than 150 KB', () => {
  // public/ is absent while nothing needs serving as it is.
  const images = (dir: string): string[] =>
    (existsSync(dir) ? readdirSync(dir) : []).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return images(full);
      return /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i.test(entry) ? [full] : [];
    });
  const all = [
    ...images(path.resolve(__dirname, '../public')),
    ...images(path.resolve(__dirname, '../app')),
  ];
  expect(all.length).toBeGreaterThan(0);
  for (const file of all) expect(statSync(file).size, file).toBeLessThanOrEqual(150 * KB);
});
