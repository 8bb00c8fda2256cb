/**
 * Browser code the build writes inline into pages: a module's entry, compiled by esbuild from
 * its TypeScript source into one minified, self-contained script that the page's CSP pins by hash.
 */
import { buildSync } from 'esbuild';

/** `entry` is TypeScript run from this folder, e.g. an import and a call. */
export function inlineScript(entry: string): string {
  return buildSync({
    stdin: { contents: entry, resolveDir: __dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    // Next 16's oldest supported browsers (Chrome and Edge 111, Firefox 111, Safari 16.4).
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text.trim();
}
