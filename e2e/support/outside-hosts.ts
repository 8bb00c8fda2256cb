/**
 * Which outside hosts the exported pages reach, read with parse5 and PostCSS: those markup or a
 * stylesheet loads from, and those a visitor may follow a link to. The privacy policy must name
 * both kinds (e2e/privacy.spec.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import valueParser from 'postcss-value-parser';
import { site } from '../../content/site';
import { isCspMeta } from '../../scripts/csp';
import { attributeOf, elementsOf, textOf, type Element } from '../../scripts/html';
import { exportedHtmlFiles, outDir } from './export';

export interface PageHosts {
  /** Hosts the page loads something from: images, scripts, styles, fonts, frames. */
  loads: string[];
  /** Hosts the page's Content-Security-Policy allows it to load from. */
  allows: string[];
  /** Hosts of the links a visitor may follow off the site. */
  links: string[];
}

/** Returns a same-site stylesheet's text, or null when there is none at that URL. */
export type ReadStylesheet = (url: URL) => string | null;

/** `<link rel>` values that make the browser fetch the linked URL. */
const fetchingRels = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
]);

/** Attributes that name a resource, by element. */
const resourceAttributes: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  frame: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  feimage: ['href', 'xlink:href'],
};

/** The URLs of a srcset: each candidate is a URL and an optional descriptor. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** Every url() and @import of a stylesheet, resolved against it. */
export function cssUrls(css: string, base: URL): URL[] {
  const found: string[] = [];
  const root = postcss.parse(css);
  const collect = (value: string) => {
    valueParser(value).walk((node) => {
      if (node.type === 'function' && node.value.toLowerCase() === 'url') {
        const [argument] = node.nodes;
        if (argument) found.push(argument.value);
      }
    });
  };
  root.walkDecls((declaration) => collect(declaration.value));
  root.walkAtRules('import', (rule) => {
    const [first] = valueParser(rule.params).nodes;
    if (first?.type === 'string') found.push(first.value);
    else collect(rule.params);
  });
  return found.map((url) => new URL(url, base));
}

/**
 * Every element of a page as a browser without scripting acts on it: the markup inside each
 * <noscript> too, which a parser with scripting on (as elementsOf's) keeps as text.
 */
function elementsWithoutScripting(html: string): Element[] {
  return elementsOf(html).flatMap((element) =>
    element.tagName === 'noscript'
      ? [element, ...elementsWithoutScripting(textOf(element))]
      : [element],
  );
}

/** The outside hosts of one page, given its HTML and where it is served. */
export function pageHosts(html: string, pageUrl: URL, readStylesheet: ReadStylesheet): PageHosts {
  const own = new Set([pageUrl.host, new URL(site.origin).host]);
  const hostsOf = (urls: readonly URL[]) =>
    [...new Set(urls.filter((url) => /^https?:$/.test(url.protocol)).map((url) => url.host))]
      .filter((host) => !own.has(host))
      .sort();

  const loads: URL[] = [];
  const links: URL[] = [];
  const allows: URL[] = [];
  const allowedPatterns: string[] = [];
  const resolve = (value: string) => new URL(value, pageUrl);

  function stylesheet(url: URL, seen: Set<string>) {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const css = own.has(url.host) ? readStylesheet(url) : null;
    if (css === null) return;
    for (const found of cssUrls(css, url)) {
      loads.push(found);
      if (found.pathname.endsWith('.css')) stylesheet(found, seen);
    }
  }

  for (const element of elementsWithoutScripting(html)) {
    const tag = element.tagName;
    for (const name of resourceAttributes[tag] ?? []) {
      const value = attributeOf(element, name);
      if (value === undefined) continue;
      const urls = name === 'srcset' ? srcsetUrls(value) : [value];
      loads.push(...urls.map(resolve));
    }
    if (tag === 'link') {
      const rels = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributeOf(element, 'href');
      if (href && rels.some((rel) => fetchingRels.has(rel))) {
        loads.push(resolve(href));
        if (rels.includes('stylesheet')) stylesheet(resolve(href), new Set());
      }
      const imagesrcset = attributeOf(element, 'imagesrcset');
      if (imagesrcset) loads.push(...srcsetUrls(imagesrcset).map(resolve));
    }
    if (tag === 'style') loads.push(...cssUrls(textOf(element), pageUrl));
    const style = attributeOf(element, 'style');
    if (style) loads.push(...cssUrls(`a{${style}}`, pageUrl));
    if ((tag === 'a' || tag === 'area') && attributeOf(element, 'href')) {
      links.push(resolve(attributeOf(element, 'href')!));
    }
    if (isCspMeta(element)) {
      for (const directive of (attributeOf(element, 'content') ?? '').split(';')) {
        const [name, ...sources] = directive.trim().split(/\s+/);
        // Only fetch directives name hosts (trusted-types names policies).
        if (!name?.endsWith('-src')) continue;
        // Keywords and hashes are quoted; schemes end in a colon; the rest are hosts.
        for (const source of sources) {
          if (source.startsWith("'") || source.endsWith(':')) continue;
          // A host source may leave out its scheme; a wildcard stays as written, to be seen.
          if (source.includes('*')) allowedPatterns.push(source);
          else allows.push(new URL(source.includes('://') ? source : `https://${source}`));
        }
      }
    }
  }

  return {
    loads: hostsOf(loads),
    allows: [...hostsOf(allows), ...allowedPatterns].sort(),
    links: hostsOf(links),
  };
}

/** The address an exported file is served at: out/retreats/index.html -> /retreats/. */
function servedAt(file: string): URL {
  const route = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file;
  return new URL(`/${route.split(path.sep).join('/')}`, site.origin);
}

const readExportedStylesheet: ReadStylesheet = (url) => {
  const file = path.join(outDir, decodeURIComponent(url.pathname));
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Every exported page's outside hosts, keyed by the page's path. */
export function exportedPageHosts(): Map<string, PageHosts> {
  return new Map(
    exportedHtmlFiles().map((file) => {
      const url = servedAt(file);
      const html = readFileSync(path.join(outDir, file), 'utf8');
      return [url.pathname, pageHosts(html, url, readExportedStylesheet)];
    }),
  );
}

/** The union, over every exported page, of each kind of outside host. */
export function exportedHosts(): PageHosts {
  const all = [...exportedPageHosts().values()];
  const union = (pick: (hosts: PageHosts) => string[]) => [...new Set(all.flatMap(pick))].sort();
  return {
    loads: union((hosts) => hosts.loads),
    allows: union((hosts) => hosts.allows),
    links: union((hosts) => hosts.links),
  };
}
