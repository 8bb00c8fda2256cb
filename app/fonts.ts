import localFont from 'next/font/local';

// Subsets of the @fontsource-variable fonts that scripts/fonts.ts writes before every build and
// dev server: only the characters, weights and features the site uses. No request leaves the site.
export const displayFont = localFont({
  src: '../node_modules/.cache/subset-fonts/playfair-display.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  // Then the faces app/globals.css sizes for the fonts phones and Linux machines have.
  fallback: ['Playfair Fallback', 'Playfair Fallback Noto', 'Playfair Fallback DejaVu'],
  preload: true,
});

export const sansFont = localFont({
  src: '../node_modules/.cache/subset-fonts/inter.woff2',
  weight: '400 600',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  fallback: ['Inter Fallback', 'Inter Fallback DejaVu'],
  preload: true,
});
