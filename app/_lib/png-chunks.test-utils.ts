import { crc32 } from 'node:zlib';

/** Every chunk of a PNG after its 8-byte signature: type, data, and whether its CRC holds. */
export function pngChunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const chunks = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: typeAndData.toString('latin1', 0, 4),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}
