/**
 * Writes text into a PNG as iTXt chunks (UTF-8, uncompressed): a share card carries its own
 * title and description, so a reader of the file (and the export's tests) can tell which page
 * it was drawn for without reading its pixels.
 */
import { crc32 } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An iTXt chunk: keyword, no compression, no language tag or translated keyword, UTF-8 text. */
function itxt(keyword: string, text: string): Buffer {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`Not a PNG keyword: "${keyword}"`);
  return chunk(
    'iTXt',
    Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')]),
  );
}

/** The PNG with one iTXt chunk per entry, before its closing IEND chunk. */
export function withPngText(png: Uint8Array, entries: Readonly<Record<string, string>>): Buffer {
  const bytes = Buffer.from(png);
  const iend = bytes.length - 12;
  if (
    !bytes.subarray(0, 8).equals(signature) ||
    bytes.toString('latin1', iend + 4, iend + 8) !== 'IEND'
  ) {
    throw new Error('Not a PNG ending in IEND');
  }
  const texts = Object.entries(entries).map(([keyword, text]) => itxt(keyword, text));
  return Buffer.concat([bytes.subarray(0, iend), ...texts, bytes.subarray(iend)]);
}
