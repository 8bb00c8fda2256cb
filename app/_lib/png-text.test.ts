/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pngChunks as chunks } from './png-chunks.test-utils';
import { withPngText } from './png-text';

const png = readFileSync(path.join(__dirname, '..', 'apple-icon.png'));

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
