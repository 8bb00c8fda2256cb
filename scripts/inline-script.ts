/**
 * Browser code the build writes inline into pages: an entry module, compiled by esbuild from its
 * TypeScript source into one minified, self-contained script that the page's CSP pins by hash.
 */
import { buildSync } from 'esbuild';

/** The script compiled from `entry` (a path), on first use: importing this compiles nothing. */
export function inlineScript(entry: string): () => string {
  let source: string | undefined;
  return () =>
    (source ??= buildSync({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'iife',
      // Next 16's oldest supported browsers (Chrome and Edge 111, Firefox 111, Safari 16.4).
      target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
      write: false,
      logLevel: 'silent',
    }).outputFiles[0]!.text.trim());
}
