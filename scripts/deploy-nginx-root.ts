/**
 * `npm run deploy:nginx-root [-- <folder>]`: writes the folder to upload to nginx (nginx-root.ts),
 * the export and its compressed copies, to out-nginx/ beside out/ unless another folder is given.
 */
import path from 'node:path';
import { nginxRootName, writeNginxRoot } from './nginx-root';

const root = path.resolve(__dirname, '..');
// npm runs scripts from the package root; INIT_CWD is where the operator typed the command.
const given = process.argv[2];
const target = given
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
  : path.join(root, nginxRootName);
try {
  const files = writeNginxRoot(path.join(root, 'out'), target);
  const kilobytes = (pick: (file: (typeof files)[number]) => number) =>
    `${Math.round(files.reduce((sum, file) => sum + pick(file), 0) / 1024)} KB`;
  process.stdout.write(
    `deploy:nginx-root: wrote ${target} from out/, its ${files.length} text files ` +
      `(${kilobytes((f) => f.bytes)}) each with a gzip (${kilobytes((f) => f.copies.gzip)}) ` +
      `and a brotli (${kilobytes((f) => f.copies.br)}) copy\n`,
  );
} catch (error) {
  process.stderr.write(`deploy:nginx-root: ${(error as Error).message}\n`);
  process.exitCode = 2;
}
