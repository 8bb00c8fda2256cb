/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeNginxRoot } from './nginx-root';

let dir: string;
let out: string;
let target: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-root-'));
  [out, target] = [path.join(dir, 'out'), path.join(dir, 'out-nginx')];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const page = (heading: string) =>
  `<!DOCTYPE html><html><body><h1>${heading}</h1>${'<p>Private counsel.</p>'.repeat(50)}</body></html>`;
/** Every file under a folder, relative to it. */
const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe('the folder deploy:nginx-root writes for nginx', () => {
  it('writes the export and both copies of each text file into a folder of its own, leaving out/ as built', () => {
    write(path.join(out, 'index.html'), page('Retreats'));
    write(path.join(out, 'card.png'), 'picture');
    writeNginxRoot(out, target);
    expect(filesIn(out)).toEqual(['card.png', 'index.html']);
    expect(filesIn(target)).toEqual(['card.png', 'index.html', 'index.html.br', 'index.html.gz']);
    const copy = readFileSync(path.join(target, 'index.html.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(page('Retreats'));
  });

  it('run again after a rebuild, replaces every copy and drops what the new build no longer has', () => {
    write(path.join(out, 'index.html'), page('Retreats'));
    write(path.join(out, 'old/index.html'), page('Gone'));
    writeNginxRoot(out, target);
    rmSync(out, { recursive: true });
    write(path.join(out, 'index.html'), page('Transformations'));
    writeNginxRoot(out, target);
    expect(filesIn(target)).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
    expect(gunzipSync(readFileSync(path.join(target, 'index.html.gz'))).toString()).toBe(
      page('Transformations'),
    );
    expect(brotliDecompressSync(readFileSync(path.join(target, 'index.html.br'))).toString()).toBe(
      page('Transformations'),
    );
  });

  it('refuses, changing nothing, a folder of files it did not write, the export itself, or no export', () => {
    write(path.join(out, 'index.html'), page('Retreats'));
    write(path.join(target, 'notes.txt'), 'the owner’s');
    expect(() => writeNginxRoot(out, target)).toThrow(/holds files this command did not write/);
    expect(filesIn(target)).toEqual(['notes.txt']);
    expect(() => writeNginxRoot(out, out)).toThrow(/overlaps the export/);
    expect(() => writeNginxRoot(out, dir)).toThrow(/overlaps the export/);
    expect(() => writeNginxRoot(path.join(dir, 'nothing'), target)).toThrow(/npm run build/);
    expect(filesIn(out)).toEqual(['index.html']);
  });
});
