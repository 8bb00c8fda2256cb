/**
 * Deploy step for nginx: the folder an owner uploads, made from the export in one go. It is a
 * copy of out/ with both compressed copies beside each text file (precompress.ts), written afresh
 * each time, so it never holds a copy that disagrees with its file; out/ itself stays as the
 * other hosts publish it. `npm run build` removes the default folder, so one made from an earlier
 * build can never be uploaded as this one.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompress, type Precompressed } from './precompress';

/** The folder `npm run deploy:nginx-root` writes beside out/ unless told another. */
export const nginxRootName = 'out-nginx';

/** Any folder this step wrote holds the home page's copy; a folder without it is someone else's. */
const writtenHere = (dir: string) => existsSync(path.join(dir, 'index.html.br'));

const isWithin = (inner: string, outer: string) => {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Replaces `target` with a copy of the export in `exportDir` and its compressed copies. Throws,
 * changing nothing, when there is no export, or when `target` overlaps the export or holds files
 * of its own.
 */
export function writeNginxRoot(exportDir: string, target: string): Precompressed[] {
  const [from, to] = [path.resolve(exportDir), path.resolve(target)];
  if (!existsSync(path.join(from, 'index.html'))) {
    throw new Error(`${from} holds no index.html: run \`npm run build\` first`);
  }
  if (isWithin(to, from) || isWithin(from, to)) {
    throw new Error(`${to} overlaps the export in ${from}: give a folder beside it`);
  }
  if (existsSync(to) && readdirSync(to).length > 0 && !writtenHere(to)) {
    throw new Error(
      `${to} holds files this command did not write: give a new folder, or empty that one`,
    );
  }
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, preserveTimestamps: true });
  return precompress(to);
}
