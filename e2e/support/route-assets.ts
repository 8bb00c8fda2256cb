/**
 * What each exported route makes a browser download, read from the files themselves: the
 * HTML, the runtime its inline bootstrap fetches on the first interaction, the stylesheets and
 * the preloaded or referenced fonts, with their gzip sizes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';
import valueParser from 'postcss-value-parser';
import { attributeOf, elementsOf } from '../../scripts/html';
import { marks } from '../../components/frequency-panel/marks';
import { exportedFile, outDir } from './export';

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

const local = (url: string) => path.join(outDir, url.split('?')[0]!);
const unique = (list: string[]) => [...new Set(list)];
const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** The gzip bytes (font files: raw bytes) of each kind, and the files of each kind, by URL. */

/** Every url() and @import of a stylesheet, resolved against it. */
function cssUrls(css: string, base: URL): URL[] {
  const found: string[] = [];
  const collect = (value: string) => {
    valueParser(value).walk((node) => {
      if (node.type === 'function' && node.value.toLowerCase() === 'url' && node.nodes[0]) {
        found.push(node.nodes[0].value);
      }
    });
  };
  const root = postcss.parse(css);
  root.walkDecls((declaration) => collect(declaration.value));
  root.walkAtRules('import', (rule) => {
    const [first] = valueParser(rule.params).nodes;
    if (first?.type === 'string') found.push(first.value);
    else collect(rule.params);
  });
  return found.map((url) => new URL(url, base));
}

export function routeAssets(route: string) {
  const html = readFileSync(exportedFile(route), 'utf8');
  const elements = elementsOf(html);
  const tagged = (tag: string) => elements.filter((element) => element.tagName === tag);
  const links = (rel: string) =>
    tagged('link').filter((link) => words(attributeOf(link, 'rel')?.toLowerCase()).includes(rel));
  const hrefs = (list: typeof elements) => list.map((link) => attributeOf(link, 'href')!);

  // The runtime the panel's bootstrap runs on the first interaction, as the build listed it.
  const runtimeScripts = words(
    tagged('script')
      .map((s) => attributeOf(s, marks.runtime))
      .find(Boolean),
  );
  const stylesheets = unique(hrefs(links('stylesheet')));
  const fontFiles = unique([
    ...hrefs(links('preload')).filter((href) => href.endsWith('.woff2')),
    ...stylesheets.flatMap((sheet) =>
      cssUrls(readFileSync(local(sheet), 'utf8'), new URL(sheet, 'file:///'))
        .map((url) => url.pathname)
        .filter((file) => file.endsWith('.woff2')),
    ),
  ]);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(local(f)), 0);
  return {
    html: gzipSync(html, { level: 9 }).length,
    runtime: sum(runtimeScripts), // on the first interaction
    css: sum(stylesheets),
    fonts: fontFiles.reduce((t, f) => t + readFileSync(local(f)).length, 0),
    stylesheets,
    fontFiles,
  };
}
