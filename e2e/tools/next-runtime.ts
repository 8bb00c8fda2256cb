/**
 * `npx tsx e2e/tools/next-runtime.ts`: measures the installed Next's own runtime, the number
 * e2e/budgets.spec.ts keeps in NEXT_RUNTIME_GZIP for each version. It exports an empty App Router
 * page (`<html><body><h1>`) with the installed Next, in a folder of its own, and prints the gzip
 * -9 bytes of the scripts a browser that runs modules loads from it, as Next wrote them (its
 * `nomodule` polyfill is left out, as the panel's bootstrap leaves it out). With Next 16.4.6 it
 * prints 134829, the number kept. About half a minute; the site's own build is left alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { installedNext } from '../../scripts/export-shape';
import { attributeOf, elementsOf } from '../../scripts/html';

const root = path.resolve(__dirname, '../..');
// Inside the project (e2e/.cache/ is ignored): Turbopack resolves Next from the project's
// node_modules and reads no file outside the project's root.
const cache = path.join(root, 'e2e/.cache');
mkdirSync(cache, { recursive: true });
const app = mkdtempSync(path.join(cache, 'next-runtime-'));
try {
  mkdirSync(path.join(app, 'app'));
  // Plain JavaScript, so Next neither checks types nor writes a tsconfig.
  writeFileSync(
    path.join(app, 'app/layout.jsx'),
    'export default function Layout({ children }) {\n  return <html><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(
    path.join(app, 'app/page.jsx'),
    'export default function Page() {\n  return <h1>Empty</h1>;\n}\n',
  );
  // The site's options that change Next's runtime (next.config.mjs); without them it differs.
  writeFileSync(
    path.join(app, 'next.config.mjs'),
    "export default { output: 'export', trailingSlash: true, reactStrictMode: true };\n",
  );
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const out = path.join(app, 'out');
  const scripts = elementsOf(readFileSync(path.join(out, 'index.html'), 'utf8'))
    .filter((element) => element.tagName === 'script')
    .filter((script) => attributeOf(script, 'nomodule') === undefined)
    .flatMap((script) => attributeOf(script, 'src') ?? []);
  const bytes = [...new Set(scripts)].reduce(
    (total, src) => total + gzipSync(readFileSync(path.join(out, src)), { level: 9 }).length,
    0,
  );
  console.log(
    `Next ${installedNext(root)}: NEXT_RUNTIME_GZIP ${bytes} (${scripts.length} scripts)`,
  );
} finally {
  rmSync(app, { recursive: true, force: true });
}
