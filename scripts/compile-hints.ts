/**
 * Build step: marks the runtime an island's page runs on the first press for eager compilation.
 * V8 otherwise compiles a script's functions one by one on the main thread as they first run,
 * which is most of the ~200 ms task that first press waits behind on a mid-range phone: hydration
 * calls nearly all of them. With this magic comment on its first line (V8's explicit compile
 * hints, Chrome 136+; other engines ignore a comment) V8 compiles every function on a background
 * thread while the file streams in from the prefetch cache: the longest task after the first press
 * is about 80 ms instead of about 200 ms (`npm run bench`, 4× CPU slowdown).
 *
 * It changes the content of files Next named by their content hash; the names still change
 * whenever Next's output does, and the comment is the same in every build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it comes back unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(`${compileHint}\n`) ? source : `${compileHint}\n${source}`;
}

/** Hints each of the runtime's files, named by their URL, in `outDir`. */
export function hintRuntime(files: readonly string[], outDir: string): void {
  for (const url of files) {
    const file = path.join(outDir, url);
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
}
