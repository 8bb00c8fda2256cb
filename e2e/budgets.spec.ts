/**
 * Byte budgets, read from the built files so they never flake. The benchmark
 * (`npm run bench`) tracks the timings; these keep the weight from creeping up.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { routeAssets } from './support/route-assets';
import { expect, test } from './support/test';

/**
 * Next 16.4.6's own runtime: the gzip -9 bytes of the scripts an empty App Router page
 * (`<html><body><h1>`) loads from a static export of this version, measured 2026-11-21.
 */
const NEXT_RUNTIME_GZIP = 134_829;
const KB = 1024;

const jsBudget = (href: string) =>
  NEXT_RUNTIME_GZIP + (href === '/frequency-controller/' ? 8 * KB : 4 * KB);

for (const route of routes) {
  test(`${route.href} stays within its byte budgets`, () => {
    const assets = routeAssets(route.href);
    expect(assets.js, 'gzip JavaScript').toBeLessThanOrEqual(jsBudget(route.href));
    expect(assets.html, 'gzip HTML').toBeLessThanOrEqual(10 * KB);
    expect(assets.css, 'gzip CSS').toBeLessThanOrEqual(10 * KB);
    expect(assets.fontFiles.length, 'font files (the two subsets)').toBe(2);
    expect(assets.fonts, 'font bytes').toBeLessThanOrEqual(45 * KB);
    expect(assets.scripts.length).toBeGreaterThan(0);
  });
}

test('no image in public/ weighs more than 150 KB', () => {
  const images = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
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
