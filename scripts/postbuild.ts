/**
 * Runs after `next build` (`npm run build`): rewrites every exported page (rewrite-page.ts),
 * removes the files nothing can request any longer and the nginx folder of an earlier build, and
 * writes security.txt and the host configurations. Each step is a module of its own in scripts/;
 * this file only runs them.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { hintRuntime } from './compile-hints';
import { headersFile, serveConfig, vercelConfig } from './hosts';
import { nginxRootName } from './nginx-root';
import { rewritePage } from './rewrite-page';
import { securityTxt, securityTxtPath } from './security-txt';
import { speculationRules } from './speculation-rules';
import { hasIsland, readClientModules } from './static-pages';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

/** The copies of the not-found page the export writes besides 404.html, which hosts serve. */
const notFoundCopies = ['404', '_not-found'];

/** A stripped page's RSC payloads, which only Next's client router would ever fetch. */
function payloadsBeside(page: string): string[] {
  const dir = path.dirname(page);
  return readdirSync(dir)
    .filter((entry) => entry === 'index.txt' || /^__next\..*\.txt$/.test(entry))
    .map((entry) => path.join(dir, entry));
}

function main() {
  const modules = readClientModules(path.join(root, '.next/server/app'));
  for (const copy of notFoundCopies)
    rmSync(path.join(outDir, copy), { recursive: true, force: true });
  // Uploaded after this build, it would serve yesterday's site: `deploy:nginx-root` makes anew.
  rmSync(path.join(root, nginxRootName), { recursive: true, force: true });
  // Each page as Next exported it, asked once whether it has an island.
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      return { file, html, island: hasIsland(html) };
    });
  const islandAt = (href: string) =>
    pages.find((page) => page.file === path.join(href.slice(1), 'index.html'))!.island;
  const rules = speculationRules(routes.map(({ href }) => ({ href, island: islandAt(href) })));
  for (const { file, html, island } of pages) {
    const rewritten = rewritePage(`out/${file}`, html, { island, modules, rules });
    writeFileSync(path.join(outDir, file), rewritten.html);
    hintRuntime(rewritten.runtime, outDir);
    if (!island && path.basename(file) === 'index.html') {
      for (const unused of payloadsBeside(path.join(outDir, file))) rmSync(unused);
    }
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
  const withIsland = pages.filter((page) => page.island).length;
  console.log(
    `${pages.length - withIsland} pages without an island carry no runtime, ${withIsland} load it on demand; ` +
      `speculation rules and CSP pinned in each; wrote out${securityTxtPath}, out/_headers, out/vercel.json, .next/serve.json`,
  );
}

main();
