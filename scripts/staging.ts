/**
 * Where the build rewrites Next's export: not in out/, which hosts and `npm run deploy:*` take as
 * the site, but in a staging folder beside the build's other output. Next exports to out/; the
 * post-build step moves it to the staging folder first (one rename), rewrites it there, and moves
 * it back only when every step passed. A failed build so leaves no out/ at all, never a
 * half-processed site ready to be uploaded.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The staging folder: under .next/, which nothing deploys and every build begins anew. */
export const stagingDir = (root: string) => path.join(root, '.next', 'export-staging');

/** Moves Next's fresh export out of `outDir` into the staging folder; out/ is then absent. */
export function stageExport(outDir: string, staging: string): void {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`There is no export in ${outDir}: run \`npm run build\`.`);
  }
  // A site this step wrote: rewriting it again would only fail, so it is left as it is.
  if (existsSync(path.join(outDir, '_headers'))) {
    throw new Error(
      `${outDir} holds a site the build processed already: run \`npm run build\`, not its last step alone.`,
    );
  }
  rmSync(staging, { recursive: true, force: true });
  renameSync(outDir, staging);
}

/** Puts the processed site in `outDir`, in one rename: a host never sees a part of it. */
export function publishExport(staging: string, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
}

/** What a failed build says of out/ (absent) and of the export it was working on. */
export const failedBuildNote = (staging: string, root: string) =>
  `out/ is absent: the build publishes it only when every step has passed, so there is nothing ` +
  `half-processed to deploy. Next's export, as far as the build got with it, is in ` +
  `${path.relative(root, staging)}/ for inspection.`;
