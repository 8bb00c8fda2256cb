/**
 * Runs after `next build` (`npm run build`): rewrites every exported page (rewrite-page.ts),
 * removes the files nothing can request any longer, and writes security.txt and the host
 * configurations. Each step is a module of its own in scripts/; this file only runs them.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { hintRuntimeOf } from './compile-hints';
import { headersFile, serveConfig, vercelConfig } from './hosts';
import { rewritePage } from './rewrite-page';
import { securityTxt, securityTxtPath } from './security-txt';
import { speculationRules } from './speculation-rules';
import { hasIsland, readClientModules } from './static-pages';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return full.endsWith('.html') ? [full] : [];
  });
}

/** The copies of the not-found page the export writes besides 404.html, which hosts serve. */
const notFoundCopies = ['404', '_not-found'];

/** A stripped page's RSC payloads, which only Next's client router would ever fetch. */
function payloadsBeside(page: string): string[] {
  const dir = path.dirname(page);
  return readdirSync(dir)
    .filter((entry) => entry === 'index.txt' || /^__next\..*\.txt$/.test(entry))
    .map((entry) => path.join(dir, entry));
}

/** The site's speculation rules, from its routes as exported. */
function rulesOfExport() {
  return speculationRules(
    routes.map(({ href }) => ({
      href,
      island: hasIsland(readFileSync(path.join(outDir, href, 'index.html'), 'utf8')),
    })),
  );
}

function main() {
  const modules = readClientModules(path.join(root, '.next/server/app'));
  for (const copy of notFoundCopies)
    rmSync(path.join(outDir, copy), { recursive: true, force: true });
  const rules = rulesOfExport();
  const pages = htmlFiles(outDir);
  let stripped = 0;
  for (const file of pages) {
    const html = rewritePage(path.relative(root, file), readFileSync(file, 'utf8'), modules, rules);
    writeFileSync(file, html);
    if (hasIsland(html)) {
      hintRuntimeOf(html, outDir);
      continue;
    }
    stripped++;
    if (path.basename(file) === 'index.html')
      for (const unused of payloadsBeside(file)) rmSync(unused);
  }
  const securityTxtFile = path.join(outDir, securityTxtPath);
  mkdirSync(path.dirname(securityTxtFile), { recursive: true });
  writeFileSync(securityTxtFile, securityTxt());
  writeFileSync(path.join(outDir, '_headers'), headersFile());
  writeFileSync(path.join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(), null, 2)}\n`);
  mkdirSync(path.join(root, '.next'), { recursive: true });
  writeFileSync(
    path.join(root, '.next', 'serve.json'),
    `${JSON.stringify(serveConfig(), null, 2)}\n`,
  );
  console.log(
    `${stripped} pages without an island carry no runtime, ${pages.length - stripped} load it on demand; ` +
      `speculation rules and CSP pinned in each; wrote out${securityTxtPath}, out/_headers, out/vercel.json, .next/serve.json`,
  );
}

main();
