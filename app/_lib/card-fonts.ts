import path from 'node:path';

/**
 * The fonts the share cards are drawn with. Satori (inside next/og) reads TrueType, not woff2,
 * and does not pin a variable font's weight itself, so scripts/fonts.ts cuts one static
 * instance per weight from the same sources as the site's fonts, before every build.
 */
export const cardFonts = [
  { name: 'Playfair Display', weight: 400, file: 'card-playfair-display-400.ttf' },
  { name: 'Inter', weight: 400, file: 'card-inter-400.ttf' },
  { name: 'Inter', weight: 600, file: 'card-inter-600.ttf' },
] as const;

type CardFont = (typeof cardFonts)[number];
export type CardFontFamily = CardFont['name'];

/** The build runs from the project's root; the cache folder app/fonts.ts reads too. */
export const cardFontDir = path.join(process.cwd(), 'node_modules', '.cache', 'subset-fonts');
