import { numberWords } from './format';

const typedIn = new Map<string, readonly string[]>();

/** Copy that quotes its figures: quote`${count} retreats`; what was typed around them is kept. */
export function quote(typed: TemplateStringsArray, ...quoted: (string | number)[]): string {
  const text = typed.reduce((whole, part, index) => `${whole}${quoted[index - 1]}${part}`);
  typedIn.set(text, typed);
  return text;
}

const months =
  'January|February|March|April|May|June|July|August|September|October|November|December';
const figurePattern = new RegExp(
  [
    String.raw`\$\d{1,3}(?:,\d{3})*(?:\.\d+)?[KMB]?\+?`,
    `\\b(?:${months}) \\d{4}\\b`,
    String.raw`\b\d+(?:\.\d+)?\b`,
    // "one" is left out: copy says "one-on-one" and "one of each" without stating a figure.
    `\\b(?:${numberWords.slice(2).join('|')})\\b`,
  ].join('|'),
  'gi',
);

/** The figures (prices, "Month YYYY" dates, numbers, counts) typed into `text`, not quoted. */
export function typedFigures(text: string): string[] {
  return (typedIn.get(text) ?? [text]).flatMap((typed) => typed.match(figurePattern) ?? []);
}
