/**
 * Deploy step for nginx: each text file of the folder nginx serves gets a gzip (`.gz`, level 9)
 * and a brotli (`.br`, quality 11) copy beside it, so nginx sends it compressed once, at the
 * build's best, instead of compressing it anew for every request (gzip_static, brotli_static).
 * Every text file gets both copies, even the rare tiny one a copy does not shrink: a folder where
 * each file brings its own copies can be uploaded over an older one without leaving a copy of
 * another build beside it. A copy carries the file's modification time, so Last-Modified is the
 * same whichever encoding is sent.
 *
 * Not part of the build: Netlify, Cloudflare Pages and Vercel compress by themselves and would
 * only publish the copies as files of their own, so they never get them (docs/deploy.md).
 */
import { readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The text files worth compressing; fonts and pictures are compressed already. */
export const precompressedExtensions = ['.html', '.css', '.js', '.svg', '.xml', '.txt'];

export const encodings = {
  gzip: {
    extension: '.gz',
    compress: (bytes: Buffer) => gzipSync(bytes, { level: 9 }),
  },
  br: {
    extension: '.br',
    compress: (bytes: Buffer) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
} as const;

export type Encoding = keyof typeof encodings;

/** Whether a file of the export is sent with compressed copies beside it. */
export const isPrecompressed = (file: string) =>
  precompressedExtensions.includes(path.extname(file));

/** Every file under `dir` worth compressing, as absolute paths. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter(isPrecompressed)
    .filter((file) => statSync(file).isFile());
}

export interface Precompressed {
  file: string;
  bytes: number;
  /** The size of each copy written. */
  copies: Record<Encoding, number>;
}

/** Writes both copies beside every text file under `dir`, replacing any from before. */
export function precompress(dir: string): Precompressed[] {
  return textFiles(dir).map((file) => {
    const bytes = readFileSync(file);
    const { atime, mtime } = statSync(file);
    const copies = {} as Precompressed['copies'];
    for (const [name, { extension, compress }] of Object.entries(encodings)) {
      const copy = `${file}${extension}`;
      const compressed = compress(bytes);
      writeFileSync(copy, compressed);
      utimesSync(copy, atime, mtime);
      copies[name as Encoding] = compressed.length;
    }
    return { file: path.relative(dir, file), bytes: bytes.length, copies };
  });
}
