/**
 * What each exported route makes a browser download, read from the files themselves: the
 * HTML, the scripts a modern browser runs (not `noModule` polyfills), the stylesheets and
 * the preloaded or referenced fonts, with their gzip sizes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedFile, outDir } from './export';

export interface RouteAssets {
  html: number;
  js: number;
  css: number;
  fonts: number;
  scripts: string[];
  stylesheets: string[];
  fontFiles: string[];
}

export const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

const local = (url: string) => path.join(outDir, url.split('?')[0]!);
const unique = (list: string[]) => [...new Set(list)];

export function routeAssets(route: string): RouteAssets {
  const html = readFileSync(exportedFile(route), 'utf8');
  const scripts = unique([
    ...[...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/[^"]+\.js)"[^>]*>/g)]
      .filter(([tag]) => !/\bnoModule\b/i.test(tag))
      .map(([, src]) => src!),
    ...[...html.matchAll(/<link\b[^>]*\bas="script"[^>]*\bhref="(\/_next\/[^"]+\.js)"/g)].map(
      ([, href]) => href!,
    ),
  ]);
  const stylesheets = unique(
    [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/[^"]+\.css)"/g)].map(([, h]) => h!),
  );
  const fontFiles = unique([
    ...[...html.matchAll(/href="(\/_next\/static\/media\/[^"]+\.woff2)"/g)].map(([, h]) => h!),
    // url()s in a stylesheet are relative to it.
    ...stylesheets.flatMap((sheet) =>
      [...readFileSync(local(sheet), 'utf8').matchAll(/url\(([^)]+\.woff2)\)/g)].map(([, u]) =>
        path.posix.resolve(path.posix.dirname(sheet), u!.replace(/["']/g, '')),
      ),
    ),
  ]);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(local(f)), 0);
  return {
    html: gzipSync(html, { level: 9 }).length,
    js: sum(scripts),
    css: sum(stylesheets),
    fonts: fontFiles.reduce((t, f) => t + readFileSync(local(f)).length, 0),
    scripts,
    stylesheets,
    fontFiles,
  };
}
