/**
 * Runs after `next build` (`npm run build`): moves Next's export out of out/ into a staging folder
 * (staging.ts), checks that it has the shape the rewrites were written for (export-shape.ts),
 * rewrites every exported page (rewrite-page.ts), removes the files nothing can request any
 * longer and the nginx folder of an earlier build, writes security.txt and the host
 * configurations, proves the site-wide steps did their work, and only then puts the site in out/.
 * Each step is a module of its own in scripts/; this file only runs them.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { compileHint, hintRuntime } from './compile-hints';
import { checkExportShape } from './export-shape';
import { headersFile, serveConfig, vercelConfig } from './hosts';
import { nginxRootName } from './nginx-root';
import { rewritePage } from './rewrite-page';
import { securityTxt, securityTxtPath } from './security-txt';
import { speculationRules } from './speculation-rules';
import { failedBuildNote, publishExport, stageExport, stagingDir } from './staging';
import { hasIsland, readClientModules } from './static-pages';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const staging = stagingDir(root);

/** The copies of the not-found page the export writes besides 404.html, which hosts serve. */
const notFoundCopies = ['404', '_not-found'];

/** A stripped page's RSC payloads, which only Next's client router would ever fetch. */
function payloadsBeside(page: string): string[] {
  const dir = path.dirname(page);
  return readdirSync(dir)
    .filter((entry) => entry === 'index.txt' || /^__next\..*\.txt$/.test(entry))
    .map((entry) => path.join(dir, entry));
}

/**
 * Proves the steps that work on files rather than pages did their work: the not-found copies and
 * a stripped page's payloads are gone, the runtime is there and hinted, the host files written.
 */
function proveSite(siteDir: string, stripped: string[], runtime: string[]) {
  const fail = (survived: string) => {
    throw new Error(`postbuild did not do its work: ${survived}`);
  };
  for (const copy of notFoundCopies) {
    if (existsSync(path.join(siteDir, copy))) fail(`the not-found copy out/${copy}/ survived`);
  }
  for (const page of stripped) {
    const [payload] = payloadsBeside(path.join(siteDir, page));
    if (payload) fail(`out/${path.relative(siteDir, payload)} survived beside a stripped page`);
  }
  for (const url of runtime) {
    const file = path.join(siteDir, url);
    if (!existsSync(file)) fail(`the runtime file ${url} a bootstrap lists is missing`);
    if (!readFileSync(file, 'utf8').startsWith(`${compileHint}\n`)) {
      fail(`the runtime file ${url} has no compile hint`);
    }
  }
  for (const file of ['_headers', 'vercel.json', securityTxtPath]) {
    if (!existsSync(path.join(siteDir, file))) fail(`out/${file} was not written`);
  }
}

/** Rewrites the staged export in `siteDir`; returns the line the build logs. */
function processExport(siteDir: string): string {
  const modules = readClientModules(path.join(root, '.next/server/app'));
  for (const copy of notFoundCopies)
    rmSync(path.join(siteDir, copy), { recursive: true, force: true });
  // Each page as Next exported it, asked once whether it has an island.
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(path.join(siteDir, file), 'utf8');
      return { file, html, island: hasIsland(html) };
    });
  const islandAt = (href: string) =>
    pages.find((page) => page.file === path.join(href.slice(1), 'index.html'))!.island;
  const rules = speculationRules(routes.map(({ href }) => ({ href, island: islandAt(href) })));
  const stripped: string[] = [];
  const runtime: string[] = [];
  for (const { file, html, island } of pages) {
    const rewritten = rewritePage(`out/${file}`, html, { island, modules, rules });
    writeFileSync(path.join(siteDir, file), rewritten.html);
    hintRuntime(rewritten.runtime, siteDir);
    runtime.push(...rewritten.runtime);
    if (!island && path.basename(file) === 'index.html') {
      for (const unused of payloadsBeside(path.join(siteDir, file))) rmSync(unused);
      stripped.push(file);
    }
  }
  const securityTxtFile = path.join(siteDir, securityTxtPath);
  mkdirSync(path.dirname(securityTxtFile), { recursive: true });
  writeFileSync(securityTxtFile, securityTxt());
  writeFileSync(path.join(siteDir, '_headers'), headersFile());
  writeFileSync(path.join(siteDir, 'vercel.json'), `${JSON.stringify(vercelConfig(), null, 2)}\n`);
  proveSite(siteDir, stripped, runtime);
  const withIsland = pages.filter((page) => page.island).length;
  return (
    `${pages.length - withIsland} pages without an island carry no runtime, ${withIsland} load it on demand; ` +
    `speculation rules and CSP pinned in each; wrote out${securityTxtPath}, out/_headers, out/vercel.json, .next/serve.json`
  );
}

function main() {
  // Uploaded after this build, it would serve yesterday's site: `deploy:nginx-root` makes anew.
  rmSync(path.join(root, nginxRootName), { recursive: true, force: true });
  stageExport(outDir, staging);
  let summary: string;
  try {
    const shape = checkExportShape(root, staging);
    summary = `${shape}; ${processExport(staging)}`;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${failedBuildNote(staging, root)}`);
    process.exit(1);
  }
  publishExport(staging, outDir);
  mkdirSync(path.join(root, '.next'), { recursive: true });
  writeFileSync(
    path.join(root, '.next', 'serve.json'),
    `${JSON.stringify(serveConfig(), null, 2)}\n`,
  );
  console.log(summary);
}

main();
