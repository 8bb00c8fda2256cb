import localFont from 'next/font/local';

// Self-hosted variable fonts (latin subset) from @fontsource-variable: no request leaves the site.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Times New Roman',
  preload: true,
});

export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
  preload: true,
});
