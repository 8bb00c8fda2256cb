import { PNG } from 'pngjs';
import { luminance } from './layout';

/** A screenshot decoded: its size, and the red, green and blue of the pixel at (x, y). */
export function pixels(png: Buffer) {
  const { width, height, data } = PNG.sync.read(png);
  const rgb = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { width, height, rgb };
}

/** The share of pixels two screenshots of one size differ in, by more than `tolerance` (the sum
 * of the three channels' differences), so antialiasing is not counted. */
export function changedShare(before: Buffer, after: Buffer, tolerance: number): number {
  const [a, b] = [pixels(before), pixels(after)];
  let changed = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const [p, q] = [a.rgb(x, y), b.rgb(x, y)];
      if (Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]) > tolerance)
        changed++;
    }
  }
  return changed / (a.width * a.height);
}

/** A box of a screenshot, in its pixels (CSS px at scale 1). */
export type Box = { x: number; y: number; w: number; h: number };

/** The brightest pixel (by luminance) of a screenshot, or of a box of it. */
export function brightest(png: Buffer | ReturnType<typeof pixels>, box?: Box): readonly number[] {
  const { width, height, rgb } = Buffer.isBuffer(png) ? pixels(png) : png;
  const { x = 0, y = 0, w = width, h = height } = box ?? {};
  let [best, most]: [readonly number[], number] = [[0, 0, 0], -1];
  for (let row = Math.max(0, y); row < Math.min(height, y + h); row++) {
    for (let column = Math.max(0, x); column < Math.min(width, x + w); column++) {
      const l = luminance(rgb(column, row));
      if (l > most) [most, best] = [l, rgb(column, row)];
    }
  }
  return best;
}
