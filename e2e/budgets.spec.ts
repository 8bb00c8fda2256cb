/**
 * Byte budgets, read from the built files so they never flake. The benchmark
 * (`npm run bench`) tracks the timings; these keep the weight from creeping up.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '../content/navigation';
import { bootstrapSource } from '../scripts/runtime-on-demand';
import { routeAssets } from './support/route-assets';
import { expect, test } from './support/test';

/**
 * Next 16.4.6's own runtime: the gzip -9 bytes of the scripts an empty App Router page
 * (`<html><body><h1>`) loads from a static export of this version, measured 2026-11-21.
 */
const NEXT_RUNTIME_GZIP = 134_829;
const KB = 1024;

/** What the bootstrap fetches on the first interaction: Next's runtime and the page's islands. */
const runtimeBudget = (href: string) =>
  NEXT_RUNTIME_GZIP + (href === '/frequency-controller/' ? 8 * KB : 4 * KB);

for (const route of routes) {
  test(`${route.href} stays within its byte budgets`, () => {
    const assets = routeAssets(route.href);
    expect(assets.scripts, 'scripts requested while loading').toEqual([]);
    expect(assets.js, 'gzip JavaScript while loading').toBe(0);
    expect(assets.runtimeScripts.length, 'runtime fetched on interaction').toBeGreaterThan(0);
    expect(assets.runtime, 'gzip JavaScript on interaction').toBeLessThanOrEqual(
      runtimeBudget(route.href),
    );
    // 10 KB until the inline bootstrap (about 0.8 KB of it) took the runtime's place; 11 KB until
    // each page named its own share card (about 0.25 KB: its URL, size, type and alt text, for
    // Open Graph and Twitter, in the head and again in the RSC payload).
    expect(assets.html, 'gzip HTML').toBeLessThanOrEqual(11.5 * KB);
    expect(assets.css, 'gzip CSS').toBeLessThanOrEqual(10 * KB);
    expect(assets.fontFiles.length, 'font files (the two subsets)').toBe(2);
    expect(assets.fonts, 'font bytes').toBeLessThanOrEqual(45 * KB);
  });
}

test('the inline bootstrap every page carries stays under 1 KB gzip', () => {
  expect(gzipSync(bootstrapSource, { level: 9 }).length).toBeLessThanOrEqual(KB);
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
