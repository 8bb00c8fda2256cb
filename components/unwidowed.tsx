import type { ReactNode } from 'react';

/**
 * A heading with its last two words kept on one line (`.keep`), so that no line ends it with a
 * word alone; balanced wrapping (app/globals.css) shares out the rest.
 */
export function unwidowed(heading: string): ReactNode {
  const words = heading.split(' ');
  if (words.length < 3) return heading;
  return [
    `${words.slice(0, -2).join(' ')} `,
    <span key="end" className="keep">
      {words.slice(-2).join(' ')}
    </span>,
  ];
}
