/**
 * The exported site, built by `npm run build`, read as files: its pages, as parse5 (and so a
 * browser) reads them, and its images, from their own bytes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pngChunks } from '../../app/_lib/png-chunks.test-utils';
import { attributeOf, elementsOf, type Element } from '../../scripts/html';
import { marks } from '../../components/frequency-panel/marks';

export const outDir = path.resolve(__dirname, '../../out');

/** out/retreats/index.html for '/retreats/', out/404.html for the not-found page. */
export function exportedFile(route: string): string {
  if (route === '404') return path.join(outDir, '404.html');
  return path.join(outDir, route, 'index.html');
}

export function readExport(route: string): string {
  return readFileSync(exportedFile(route), 'utf8');
}

/** The panel's chunk in `chunks` (out/'s by default), the one that draws its island's mark. */
export function panelChunkFile(chunks = path.join(outDir, '_next/static/chunks')): string {
  const found = readdirSync(chunks).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(path.join(chunks, file), 'utf8').includes(marks.island),
  );
  if (found.length !== 1) {
    throw new Error(
      `Expected one chunk drawing [${marks.island}], found ${found.join(', ') || 'none'}`,
    );
  }
  return found[0]!;
}

/** Every HTML file of the export, relative to out/. */
export const exportedHtmlFiles = (): string[] =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );

/** Elements whose text a visitor (with scripting) never reads on the page. */
const unread = new Set(['script', 'style', 'template', 'noscript']);

/** The text a visitor reads inside an element: its text nodes, less scripts and hidden parts. */
function deepTextOf(element: Element): string {
  if (unread.has(element.tagName) || attributeOf(element, 'hidden') !== undefined) return '';
  return element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? deepTextOf(child) : ''))
    .join('');
}

/** The text of an exported page's main content. */
export function mainTextOf(route: string): string {
  const main = elementsOf(readExport(route)).find((element) => element.tagName === 'main');
  return main ? deepTextOf(main) : '';
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type and size a PNG's IHDR declares, or null for any other file. A share card is a PNG:
 * it carries its page's words as PNG text (pngText), which no other format would.
 */
export function imageInfo(bytes: Buffer) {
  const ihdr = bytes.subarray(0, 8).equals(pngSignature) ? pngChunks(bytes)[0] : undefined;
  if (ihdr?.type !== 'IHDR') return null;
  return { type: 'image/png', width: ihdr.data.readUInt32BE(0), height: ihdr.data.readUInt32BE(4) };
}

/** A PNG's uncompressed iTXt entries, by keyword: "Title", "Description". */
export function pngText(png: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const { type, data } of pngChunks(png)) {
    if (type !== 'iTXt') continue;
    const end = data.indexOf(0);
    const compressed = data[end + 1] !== 0;
    // After the keyword: compression flag and method, then a language tag and a translated
    // keyword, each ended by a NUL.
    const language = data.indexOf(0, end + 3);
    const translated = data.indexOf(0, language + 1);
    if (!compressed) {
      entries[data.toString('latin1', 0, end)] = data.subarray(translated + 1).toString('utf8');
    }
  }
  return entries;
}
