/**
 * Runs after `next build` (`npm run build`): moves every exported page's runtime behind the first
 * interaction, then pins its CSP, and writes security.txt and the host configurations. Each step
 * is a module of its own in scripts/; this file only runs them.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withCsp } from './csp';
import { headersFile, serveConfig, vercelConfig } from './hosts';
import { withRuntimeOnDemand } from './runtime-on-demand';
import { securityTxt, securityTxtPath } from './security-txt';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

/** Each page's steps, in order: the CSP hashes the page's final inline scripts. */
function rewritePage(file: string, html: string): string {
  try {
    return withCsp(withRuntimeOnDemand(html));
  } catch (error) {
    throw new Error(`${path.relative(root, file)}: ${(error as Error).message}`, { cause: error });
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return full.endsWith('.html') ? [full] : [];
  });
}

function main() {
  const pages = htmlFiles(outDir);
  for (const file of pages) writeFileSync(file, rewritePage(file, readFileSync(file, 'utf8')));
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
    `Runtime on demand and CSP pinned in ${pages.length} pages; wrote out${securityTxtPath}, out/_headers, out/vercel.json, .next/serve.json`,
  );
}

main();
