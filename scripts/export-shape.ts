/**
 * The shape of Next's static export that the build's rewrites rely on, read from an export, and
 * compared with the record kept for the pinned Next (scripts/export-shape.next-<version>.json).
 * The rewrites (static-pages.ts, runtime-on-demand.ts, rsc-payload.ts, csp.ts, postbuild.ts) each
 * assume something about how Next writes its pages; a Next upgrade that changes one of those
 * things may still build, and quietly undo a rewrite. So the build reads the shape first and
 * stops on any difference, one line per change, before it rewrites anything (postbuild.ts).
 *
 * The shape is a few named facts, each a sorted list of short strings, so the record stays
 * readable and a difference can be told in a line. Only the forms are kept, never hashes or
 * content: a change of copy or of a chunk's hash leaves the shape as it is.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attributeOf, elementsOf, isInside, isJsonLd, textOf, type Element } from './html';
import { headRowsOf, isRscScript, isScriptPreload, pushedText, rowFormsOf } from './rsc-payload';
import { readManifests } from './static-pages';

/**
 * One fact of the shape: what it is, and where the code that relies on it lives. A fact whose
 * forms the steps need only to know (`newOnly`) changes when a form is new, not when one is no
 * longer seen: a payload without text rows, say, after a change of copy.
 */
interface Fact {
  what: string;
  lookAt: string;
  newOnly?: boolean;
}

export const facts = {
  runtimeScripts: {
    what: "the runtime's <script src> tags (where, and their attributes)",
    lookAt:
      'scripts/runtime-on-demand.ts (runtimeScript) and scripts/static-pages.ts (isNextScript)',
  },
  scriptPreloads: {
    what: 'the script preloads (<link>)',
    lookAt:
      'scripts/runtime-on-demand.ts (isRuntimePreload) and scripts/rsc-payload.ts (isScriptPreload)',
  },
  inlineScripts: {
    what: "the inline scripts (where, their attributes and how each starts: the payload's pushes and the chunk list)",
    lookAt:
      'scripts/rsc-payload.ts (rscScriptStarts, turbopackScriptStart) and scripts/runtime-on-demand.ts',
  },
  pushes: {
    what: 'the inline payload pushes on each page',
    lookAt: 'scripts/rsc-payload.ts (pushedText) and scripts/runtime-on-demand.ts (lighterPushes)',
  },
  rows: {
    what: "the payload's row grammar (the forms its rows take)",
    lookAt: 'scripts/rsc-payload.ts (rowsOf, referenceRows)',
    newOnly: true,
  },
  headRows: {
    what: "the head rows of each page's payload (rows of nothing but title, meta, link and IconMark)",
    lookAt:
      'scripts/rsc-payload.ts (withoutHeadRows) and scripts/runtime-on-demand.ts (lighterPushes)',
  },
  manifest: {
    what: 'the client reference manifests (their files and keys)',
    lookAt: 'scripts/static-pages.ts (readClientModules)',
  },
  files: {
    what: 'the files the export writes for its pages and its runtime',
    lookAt: 'scripts/postbuild.ts (notFoundCopies, payloadsBeside) and scripts/compile-hints.ts',
  },
} satisfies Record<string, Fact>;

export type FactName = keyof typeof facts;
export type Shape = { [name in FactName]: string[] };

/** A shape as recorded: the Next version it was read from, and its facts. */
export interface ShapeRecord {
  next: string;
  shape: Shape;
}

/** An exported page: its route ("/about/") and its HTML as Next wrote it. */
export interface ExportedPage {
  route: string;
  html: string;
}

const sorted = (list: Iterable<string>) => [...new Set(list)].sort();

/** An element's attributes, names sorted, `src` and `href` by name only (their URLs change). */
function attributesOf(element: Element, without: readonly string[] = []): string {
  return element.attrs
    .filter(({ name }) => !without.includes(name))
    .map(({ name, value }) => (value === '' || name === 'href' ? name : `${name}="${value}"`))
    .sort()
    .join(' ');
}

/** What `read` returns, or the error it throws: the shape records what it cannot read. */
function attempt<T>(read: () => T): T | Error {
  try {
    return read();
  } catch (error) {
    return error as Error;
  }
}

const where = (element: Element) => (isInside(element, 'head') ? 'head' : 'body');

/** How an inline script starts: short scripts whole, longer ones up to their first "(" call. */
function inlineForm(script: Element): string {
  const text = textOf(script);
  if (isRscScript(script)) {
    const pushed = attempt(() => pushedText(script));
    if (pushed instanceof Error) return `${text.slice(0, 60)}… (${pushed.message})`;
    return pushed === null ? text : 'self.__next_f.push([1,"…"])';
  }
  const push = text.indexOf('.push(');
  if (push >= 0) {
    // The chunk list: its call, and the keys of the object it pushes.
    const argument = text.slice(push + '.push('.length).replace(/\);?$/, '');
    let keys = '…';
    try {
      const value: unknown = JSON.parse(argument);
      if (value && typeof value === 'object') keys = Object.keys(value).sort().join(',');
    } catch {
      // Not JSON: its keys are not read.
    }
    return `${text.slice(0, push)}.push({${keys}})`;
  }
  return text.length <= 60 ? text : `${text.slice(0, 60)}…`;
}

/** The facts one page shows, each as its forms; shapeOfPages joins them over the pages. */
function pageFacts({ html }: ExportedPage): Omit<Shape, 'manifest' | 'files'> {
  const elements = elementsOf(html);
  const scripts = elements.filter((element) => element.tagName === 'script');
  const inline = scripts.filter((s) => attributeOf(s, 'src') === undefined && !isJsonLd(s));
  const rsc = inline.filter(isRscScript);
  const read = rsc.map((script) => attempt(() => pushedText(script)));
  const unreadable = read.filter((text) => text instanceof Error);
  const texts = read.flatMap((text) => (typeof text === 'string' ? [text] : []));
  const pushCount = texts.length;
  const wholeRows = texts.every((text) => text.endsWith('\n'));
  const rows = attempt(() => rowFormsOf(texts.join('')));
  const head = attempt(() => headRowsOf(texts));
  return {
    runtimeScripts: scripts
      .filter((script) => attributeOf(script, 'src') !== undefined)
      .map((script) => `${where(script)}: <script ${attributesOf(script, ['src'])}>`),
    scriptPreloads: elements
      .filter(isScriptPreload)
      .map((link) => `${where(link)}: <link ${attributesOf(link)}>`),
    inlineScripts: inline.map((script) => {
      const attributes = attributesOf(script);
      return `${where(script)}: <script${attributes ? ` ${attributes}` : ''}> ${inlineForm(script)}`;
    }),
    pushes: [
      rsc.length === 0
        ? 'none'
        : `${rsc.length - pushCount - unreadable.length} opening, ${pushCount > 1 ? 'several' : pushCount} with text` +
          (unreadable.length > 0 ? `, ${unreadable.length} unreadable` : '') +
          (wholeRows ? ', each ending on a row' : ', some cutting a row in two'),
    ],
    rows: rows instanceof Error ? [`unreadable: ${rows.message}`] : rows,
    headRows: [
      head instanceof Error
        ? `unreadable (${head.message})`
        : `${head.length} head rows` +
          (head.length === 0
            ? ''
            : head.every((row) => row.iconMarkInItsPush)
              ? ', each in the push of its IconMark'
              : `, ${head.filter((row) => !row.iconMarkInItsPush).length} apart from their IconMark`),
    ],
  };
}

/** The manifest fact: each manifest's file (route made generic), entry keys and module keys. */
export function manifestShape(serverAppDir: string): string[] {
  return sorted(manifestFacts(serverAppDir));
}

function manifestFacts(serverAppDir: string): string[] {
  return readManifests(serverAppDir).flatMap(({ file, global, entries }) => [
    `${file.replace(/^(.*\/)?/, '<route>/')} sets globalThis.${global}`,
    ...Object.values(entries).flatMap((entry) => {
      const modules =
        entry && typeof entry === 'object' && 'clientModules' in entry ? entry.clientModules : {};
      return [
        `entry keys: ${Object.keys(entry ?? {}).join(', ')}`,
        ...Object.entries(modules ?? {}).flatMap(([key, value]) => [
          `clientModules key: ${key.replace(/^\[project\]\/.*?(?= <|$)/, '[project]/<path>')}`,
          `clientModules value keys: ${Object.keys(value ?? {}).join(', ')}`,
        ]),
      ];
    }),
  ]);
}

/**
 * Whether a file's form is one the steps rely on: a page's own files (its HTML and the payloads
 * beside it), the not-found copies, and Next's scripts and styles. The site's own files (public/,
 * icons, share cards, robots.txt) and media come and go with the site, not with Next.
 */
const isReliedOn = (form: string) =>
  /^<page>\/[^/]+$/.test(form) ||
  notFoundFolders.some((folder) => form.startsWith(`${folder}/`)) ||
  form === '404.html' ||
  (form.startsWith('_next/') && !form.startsWith('_next/static/media/'));

/** Every file under `dir`, relative, with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'));
}

/** Next's not-found page, exported beside 404.html under these names (postbuild.ts removes them). */
const notFoundFolders = ['404', '_not-found'];

/**
 * The export's files, in forms: a page's own files under `<page>/` (its segments in the payload
 * files' names as `<segments>`), content hashes and the build id as `*` and `<build-id>`.
 */
export function fileForms(files: readonly string[], pageFolders: readonly string[]): string[] {
  return files.map((file) => {
    if (file.startsWith('_next/')) {
      const [, ...parts] = file.split('/');
      const name = parts.pop()!;
      const folders = parts.map((part, index) =>
        index === (parts[0] === 'static' ? 1 : 0) && !['chunks', 'media'].includes(part)
          ? '<build-id>'
          : part,
      );
      const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
      const generic = name.startsWith('_')
        ? name
        : `${name.startsWith('turbopack-') ? 'turbopack-' : ''}*${extension}`;
      return ['_next', ...folders, generic].join('/');
    }
    const name = path.posix.basename(file);
    const folder = path.posix.dirname(file);
    if (folder === '.') return isPageFile(name) ? `<page>/${genericPayloadName(name, '')}` : file;
    // The deepest page folder holding it: a page's own files, or those of its metadata routes.
    const page = pageFolders
      .filter((candidate) => candidate !== '.' && `${folder}/`.startsWith(`${candidate}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (page === undefined || notFoundFolders.includes(page)) return file;
    const rest = file.slice(page.length + 1);
    return `<page>/${rest === name ? genericPayloadName(name, page) : rest}`;
  });
}

/** The files Next writes for a page itself: its HTML and its payloads for the client router. */
const isPageFile = (name: string) =>
  name === 'index.html' || name === 'index.txt' || /^__next\..*\.txt$/.test(name);

/** A payload file's name with the page's segments as `<segments>`: __next.about.__PAGE__.txt. */
function genericPayloadName(name: string, page: string): string {
  const prefix = `__next.${page.replaceAll('/', '.')}.`;
  return page && name.startsWith(prefix) ? `__next.<segments>.${name.slice(prefix.length)}` : name;
}

/** The export's pages: every index.html but the not-found copies, with its route. */
export function pagesOf(outDir: string): ExportedPage[] {
  return filesUnder(outDir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !notFoundFolders.includes(file.split('/')[0]!))
    .map((file) => ({
      route: `/${path.posix.dirname(file) === '.' ? '' : `${path.posix.dirname(file)}/`}`,
      html: readFileSync(path.join(outDir, file), 'utf8'),
    }));
}

/** The facts the given pages show (the per-page ones, and the forms they share). */
export function shapeOfPages(pages: readonly ExportedPage[]): Omit<Shape, 'manifest' | 'files'> {
  const all = pages.map(pageFacts);
  const joined = (name: keyof ReturnType<typeof pageFacts>) => sorted(all.flatMap((f) => f[name]));
  /** A fact of each page, as "every page: …", or each value with the pages that show it. */
  const byPage = (name: 'pushes' | 'headRows') => {
    const groups = new Map<string, string[]>();
    all.forEach((f, index) => {
      for (const value of f[name]) {
        groups.set(value, [...(groups.get(value) ?? []), pages[index]!.route]);
      }
    });
    if (groups.size === 1) return [`every page: ${[...groups.keys()][0]}`];
    return sorted([...groups].map(([value, routes]) => `${routes.join(', ')}: ${value}`));
  };
  return {
    runtimeScripts: joined('runtimeScripts'),
    scriptPreloads: joined('scriptPreloads'),
    inlineScripts: joined('inlineScripts'),
    pushes: byPage('pushes'),
    rows: joined('rows'),
    headRows: byPage('headRows'),
  };
}

/** The shape of the export in `outDir`, as Next wrote it, with the manifests of `serverAppDir`. */
export function shapeOfExport(outDir: string, serverAppDir: string): Shape {
  const pages = pagesOf(outDir);
  const pageFolders = [
    ...pages.map(({ route }) => (route === '/' ? '.' : route.slice(1, -1))),
    ...notFoundFolders,
  ];
  return {
    ...shapeOfPages(pages),
    manifest: sorted(manifestFacts(serverAppDir)),
    files: sorted(fileForms(filesUnder(outDir), pageFolders).filter(isReliedOn)),
  };
}

/** A fact that differs: what was recorded and is gone, and what is new. */
export interface ShapeChange {
  name: FactName;
  was: string[];
  now: string[];
}

export function shapeChanges(recorded: Shape, measured: Shape): ShapeChange[] {
  return (Object.keys(facts) as FactName[]).flatMap((name) => {
    const before = recorded[name] ?? [];
    const after = measured[name] ?? [];
    const fact: Fact = facts[name];
    const was = fact.newOnly ? [] : before.filter((form) => !after.includes(form));
    const now = after.filter((form) => !before.includes(form));
    return was.length + now.length === 0 ? [] : [{ name, was, now }];
  });
}

/**
 * One line a change: "Next <version> changed <what>: was …, now …. Look at …", naming only the
 * forms that differ ("absent" before a form that is new, "gone" after one that went).
 */
export function describeChange(version: string, { name, was, now }: ShapeChange): string {
  const { what, lookAt } = facts[name];
  const before = was.length === 0 ? 'absent' : was.join('; ');
  const after = now.length === 0 ? 'gone' : now.join('; ');
  return `Next ${version} changed ${what}: was ${before}, now ${after}. Look at ${lookAt}.`;
}

export const recordFileName = (version: string) => `export-shape.next-${version}.json`;

/** The records kept in `dir` (scripts/), by the Next version each was read from. */
export function recordsIn(dir: string): ShapeRecord[] {
  return readdirSync(dir)
    .filter((file) => /^export-shape\.next-.+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ShapeRecord);
}

/** The installed Next's version, from its own package.json. */
export function installedNext(root: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/**
 * The record to compare an export of `version` with: its own, else the pinned version's, else the
 * last one kept (a trial of another Next pins that one, with no record of its own).
 */
export function recordFor(version: string, records: readonly ShapeRecord[], pinned: string) {
  const record =
    records.find((r) => r.next === version) ??
    records.find((r) => r.next === pinned) ??
    records.at(-1);
  if (!record) throw new Error('No export shape is recorded: scripts/export-shape.next-*.json');
  return record;
}

export class ExportShapeError extends Error {
  constructor(version: string, record: ShapeRecord, changes: readonly ShapeChange[]) {
    super(
      [
        `Next ${version}'s export is not the shape the build's rewrites were written for ` +
          `(scripts/${recordFileName(record.next)}, read from Next ${record.next}'s export):`,
        ...changes.map((change) => `  ${describeChange(version, change)}`),
        'Update each step named for the new export, then record its shape: ' +
          '`npm run export-shape:record` (docs/next-upgrade.md).',
      ].join('\n'),
    );
    this.name = 'ExportShapeError';
  }
}

/** Where a build leaves the shape it read, for the fixtures' test (export-shape.test.ts). */
export const measuredShapeFile = (root: string) => path.join(root, '.next', 'export-shape.json');

/** The Next version package.json pins. */
export function pinnedNext(root: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return manifest.dependencies.next!;
}

/**
 * The build's first step after `next build`: reads the shape of the export in `exportDir` and
 * throws an ExportShapeError naming each change from the record; returns a line for the log.
 */
export function checkExportShape(root: string, exportDir: string): string {
  const version = installedNext(root);
  const record = recordFor(version, recordsIn(path.join(root, 'scripts')), pinnedNext(root));
  const measured: ShapeRecord = {
    next: version,
    shape: shapeOfExport(exportDir, path.join(root, '.next/server/app')),
  };
  writeFileSync(measuredShapeFile(root), `${JSON.stringify(measured, null, 2)}\n`);
  const changes = shapeChanges(record.shape, measured.shape);
  if (changes.length > 0) throw new ExportShapeError(version, record, changes);
  return version === record.next
    ? `Next ${version}'s export has the shape its record says`
    : `Next ${version}'s export has the shape recorded for Next ${record.next}`;
}
