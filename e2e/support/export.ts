import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The exported site these checks read, built by `npm run build`. */
export const outDir = path.resolve(__dirname, '../../out');

/** out/retreats/index.html for '/retreats/', out/404.html for the not-found page. */
export function exportedFile(route: string): string {
  if (route === '404') return path.join(outDir, '404.html');
  return path.join(outDir, route, 'index.html');
}

export function readExport(route: string): string {
  return readFileSync(exportedFile(route), 'utf8');
}

/** Every HTML file of the export, relative to out/. */
export function exportedHtmlFiles(dir = outDir): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return exportedHtmlFiles(full);
    return full.endsWith('.html') ? [path.relative(outDir, full)] : [];
  });
}

/**
 * Parses an exported page as a browser would, loading nothing else. It is served as a document
 * (the page's CSP requires Trusted Types, which refuses a document.write of it).
 */
export async function loadExport(page: Page, route: string): Promise<void> {
  const url = 'https://export.invalid/';
  await page.route('**/*', (r) =>
    r.request().url() === url
      ? r.fulfill({ contentType: 'text/html; charset=utf-8', body: readExport(route) })
      : r.abort(),
  );
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}
