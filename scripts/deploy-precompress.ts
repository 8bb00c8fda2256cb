/**
 * `npm run deploy:precompress [-- <folder>]`: writes the `.gz` and `.br` copies nginx sends
 * (scripts/precompress.ts) beside the text files of the export to upload to it, `out/` unless
 * another folder is given.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress';

// npm runs scripts from the package root; INIT_CWD is where the operator typed the command.
const given = process.argv[2];
const dir = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : path.resolve(__dirname, '../out');
if (!existsSync(path.join(dir, 'index.html'))) {
  process.stderr.write(
    `deploy:precompress: ${dir} holds no index.html: give the exported folder (run \`npm run build\` first)\n`,
  );
  process.exitCode = 2;
} else {
  const files = precompress(dir);
  const total = (pick: (file: (typeof files)[number]) => number | undefined) =>
    `${Math.round(files.reduce((sum, file) => sum + (pick(file) ?? 0), 0) / 1024)} KB`;
  process.stdout.write(
    `deploy:precompress: ${files.length} text files in ${dir}, ${total((f) => f.bytes)}: ` +
      `gzip ${total((f) => f.copies.gzip)}, brotli ${total((f) => f.copies.br)} written beside them\n`,
  );
}
