import { numberWords } from './format';

/** Copy that quotes its figures from their content: quote`${count} retreats`. What was typed
 * between them is kept, so the copy rules can tell a quoted figure from a typed one. */
const typedIn = new Map<string, readonly string[]>();

export function quote(typed: TemplateStringsArray, ...quoted: (string | number)[]): string {
  const text = typed.reduce((whole, part, index) => `${whole}${quoted[index - 1]}${part}`);
  typedIn.set(text, typed);
  return text;
}

/** What was typed into `text` rather than quoted: all of it, unless it was written by `quote`. */
export function typedParts(text: string): readonly string[] {
  return typedIn.get(text) ?? [text];
}

const months = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2026, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const figurePattern = new RegExp(
  [
    String.raw`\$\d{1,3}(?:,\d{3})*(?:\.\d+)?[KMB]?\+?`,
    `\\b(?:${months.join('|')}) \\d{4}\\b`,
    String.raw`\b\d+(?:\.\d+)?\b`,
    // "one" is left out: copy says "one-on-one" and "one of each" without stating a figure.
    `\\b(?:${numberWords.slice(2).join('|')})\\b`,
  ].join('|'),
  'gi',
);

/** The figures a text states: prices, "Month YYYY" dates, numbers, and counts spelled out. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(figurePattern)].map(([figure]) => figure);
}
