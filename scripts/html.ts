/**
 * The little HTML handling the build steps share: a page parsed by parse5 (the HTML standard's
 * parser, so what it reads is what a browser runs) and edits spliced into the original text at the
 * parser's offsets, so every byte a step does not mean to change stays as Next wrote it.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element of the page, in document order, with its source offsets. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('childNodes' in node) node.childNodes.forEach(visit);
    if ('content' in node) visit(node.content);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** An attribute's value (parse5 lowercases names), or undefined when it is absent. */
export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** The text inside an element, as a script or style element runs or applies it. */
export function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** An element's start tag, for a message naming it. */
export function describeElement(element: Element): string {
  return `<${element.tagName}${element.attrs.map((a) => ` ${a.name}="${a.value}"`).join('')}>`;
}

/** A JSON-LD block: a script element the browser reads as data and never runs. */
export const isJsonLd = (script: Element) =>
  attributeOf(script, 'type')?.trim().toLowerCase() === 'application/ld+json';

/** Whether `ancestor` contains `element`. */
export function isInside(element: Element, ancestor: string): boolean {
  for (let node = element.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if ('tagName' in node && node.tagName === ancestor) return true;
  }
  return false;
}

/** Where an element starts and ends in the page's text (end tag included). */
export function spanOf(element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no place in the source to edit`);
  return { start: location.startOffset, end: location.endOffset };
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies edits that do not overlap, each at its offsets in the original text. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  sorted.forEach((edit, index) => {
    const later = sorted[index - 1];
    if (later && edit.end > later.start) throw new Error('Overlapping HTML edits');
  });
  return sorted.reduce(
    (text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end),
    html,
  );
}

/** Escapes a value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}
