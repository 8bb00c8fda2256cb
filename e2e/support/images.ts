/** What the export's checks read from an image's own bytes: its type, size and PNG text. */

export interface ImageInfo {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's chunks, each with its type and data, after the 8-byte signature. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  for (let at = 2; at + 9 < jpeg.length;) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return null;
}

/** The type and size an image's bytes declare (PNG's IHDR, JPEG's frame), or null. */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.subarray(0, 8).equals(pngSignature)) {
    const ihdr = pngChunks(bytes)[0];
    if (ihdr?.type !== 'IHDR') return null;
    return {
      type: 'image/png',
      width: ihdr.data.readUInt32BE(0),
      height: ihdr.data.readUInt32BE(4),
    };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const size = jpegSize(bytes);
    return size && { type: 'image/jpeg', ...size };
  }
  return null;
}

/** A PNG's uncompressed iTXt entries, by keyword: "Title", "Description". */
export function pngText(png: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const { type, data } of pngChunks(png)) {
    if (type !== 'iTXt') continue;
    const end = data.indexOf(0);
    const compressed = data[end + 1] !== 0;
    // After the keyword: compression flag and method, then a language tag and a translated
    // keyword, each ended by a NUL.
    const language = data.indexOf(0, end + 3);
    const translated = data.indexOf(0, language + 1);
    if (!compressed) {
      entries[data.toString('latin1', 0, end)] = data.subarray(translated + 1).toString('utf8');
    }
  }
  return entries;
}
