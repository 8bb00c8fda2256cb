/** @jest-environment node */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const page =
  '<!DOCTYPE html><html><body>' + '<p>Private counsel.</p>'.repeat(200) + '</body></html>';

it('writes a gzip and a brotli copy beside each text file, each decoding to its bytes, dated as it', () => {
  write('index.html', page);
  write('_next/static/chunks/app.js', 'function run(){return 1}'.repeat(100));
  precompress(dir);
  for (const file of ['index.html', '_next/static/chunks/app.js']) {
    const original = readFileSync(path.join(dir, file));
    expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
    // To the second, as Last-Modified says it.
    const seconds = (name: string) => Math.floor(statSync(path.join(dir, name)).mtimeMs / 1000);
    for (const copy of [`${file}.gz`, `${file}.br`]) expect(seconds(copy)).toBe(seconds(file));
  }
});

it('leaves files already compressed alone, and gives a file no copy shrinks both copies too', () => {
  write('font.woff2', Buffer.from(page));
  write('a.txt', 'a');
  write('a.txt.gz', 'from an earlier build');
  expect(precompress(dir)).toEqual([
    { file: 'a.txt', bytes: 1, copies: { gzip: expect.any(Number), br: expect.any(Number) } },
  ]);
  expect(readdirSync(dir).sort()).toEqual(['a.txt', 'a.txt.br', 'a.txt.gz', 'font.woff2']);
  expect(gunzipSync(readFileSync(path.join(dir, 'a.txt.gz'))).toString()).toBe('a');
});
