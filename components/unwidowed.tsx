import type { ReactNode } from 'react';

/** A word short enough to look stranded alone on a heading's last line: "own", "table". */
export const isShortWord = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '').length <= 5;

/**
 * A heading with its last two words kept on one line (`.keep`), so that no line ends it with a
 * word alone; balanced wrapping (app/globals.css) shares out the rest. In a heading of three
 * words, a long last word may stand alone ("Compose your / transmission"): kept with the one
 * before it, it would strand the first word instead ("Compose / your transmission").
 */
export function unwidowed(heading: string): ReactNode {
  const words = heading.split(' ');
  if (words.length < 3 || (words.length === 3 && !isShortWord(words[2]!))) return heading;
  return [
    `${words.slice(0, -2).join(' ')} `,
    <span key="end" className="keep">
      {words.slice(-2).join(' ')}
    </span>,
  ];
}

/**
 * Short text set in balanced lines (a note, an aside, the closing sentence) with each article
 * kept with the word after it, so a line never ends on "a", "an" or "the": "…any hour; a / call".
 */
export const articlesBound = (text: string) => text.replace(/\b(a|an|the) (?=\S)/gi, '$1\u00a0');
