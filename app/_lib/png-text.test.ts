/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { withPngText } from './png-text';

const png = readFileSync(path.join(__dirname, '..', 'apple-icon.png'));

/** Every chunk of a PNG, read after its 8-byte signature. */
function chunks(file: Buffer) {
  const found: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const typeAndData = file.subarray(at + 4, at + 8 + length);
    found.push({
      type: typeAndData.toString('latin1', 0, 4),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === file.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return found;
}

describe('withPngText', () => {
  const text = { Title: 'Retreats', Description: 'Share card: Retreats — from $75K · 11 of 12' };
  const written = withPngText(png, text);

  it('adds one valid iTXt chunk per entry, just before IEND, and keeps the rest', () => {
    const before = chunks(png);
    const after = chunks(written);
    expect(after.every((chunk) => chunk.crcOk)).toBe(true);
    expect(after.map((chunk) => chunk.type)).toEqual([
      ...before.slice(0, -1).map((chunk) => chunk.type),
      'iTXt',
      'iTXt',
      'IEND',
    ]);
    expect(written.subarray(0, png.length - 12)).toEqual(png.subarray(0, png.length - 12));
  });

  it('writes the keyword, no compression or language, and the text in UTF-8', () => {
    const data = chunks(written)
      .filter((chunk) => chunk.type === 'iTXt')
      .map((chunk) => chunk.data);
    // keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translation NUL.
    const itxt = (keyword: string, value: string) =>
      Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(value, 'utf8')]);
    expect(data).toEqual([itxt('Title', text.Title), itxt('Description', text.Description)]);
  });

  it('refuses what is not a PNG, and keywords PNG does not allow', () => {
    expect(() => withPngText(Buffer.from('GIF89a…'), text)).toThrow('Not a PNG');
    expect(() => withPngText(png, { '': 'x' })).toThrow('Not a PNG keyword');
    expect(() => withPngText(png, { Tïtle: 'x' })).toThrow('Not a PNG keyword');
  });
});
