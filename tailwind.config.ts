import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { site } from './content/site';

const palette = {
  ink: '#07070b',
  midnight: '#0d1020',
  night: '#151a2e',
  dusk: '#1b2140',
  line: '#2c3350',
  ivory: '#f5f0e6',
  mist: '#bdb7aa',
  gold: { DEFAULT: '#d4af37', light: '#ecd27f', deep: '#a8861f' },
  crimson: { DEFAULT: '#e06a78', deep: '#5a1420' },
  aurora: { DEFAULT: '#b9a6ff', deep: '#2e2163' },
  // Colours of the frequency presets and brainwave states.
  spectrum: {
    emerald: '#5fd3a0',
    sky: '#7cc4f5',
    violet: '#c3a6ff',
    amber: '#f4b860',
    rose: '#f28da6',
    gold: '#e3c25a',
    teal: '#5ccfcf',
    indigo: '#9aa5ff',
  },
} as const;

/** The home background: a scrim over the photograph over a gradient that stands alone if it fails. */
const hero = (width: number) =>
  [
    `linear-gradient(180deg, ${palette.ink}c7 0%, ${palette.ink}db 55%, ${palette.ink} 100%)`,
    `url("${site.heroImage.src(width)}")`,
    `radial-gradient(120% 80% at 50% 0%, ${palette.dusk} 0%, ${palette.midnight} 45%, ${palette.ink} 100%)`,
  ].join(', ');

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: palette,
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
      maxWidth: { prose: '68ch' },
      // The frequency panel's transmission signal; used only behind `motion-safe:`.
      keyframes: {
        transmit: {
          '0%': { transform: 'scale(0.35)', opacity: '0' },
          '25%': { opacity: '0.8' },
          '100%': { transform: 'scale(1)', opacity: '0' },
        },
        glow: {
          '0%, 100%': { transform: 'scale(1)', opacity: '1' },
          '50%': { transform: 'scale(1.25)', opacity: '0.7' },
        },
      },
      animation: {
        transmit: 'transmit 2.4s cubic-bezier(0.2, 0.6, 0.4, 1) infinite backwards',
        glow: 'glow 2.4s ease-in-out infinite',
      },
    },
  },
  plugins: [
    // `tone-<colour>` sets --accent, which the frequency panel's option and signal classes
    // paint with: one class per option instead of one per coloured part.
    plugin(({ addUtilities }) => {
      addUtilities({
        ...Object.fromEntries(
          Object.entries(palette.spectrum).map(([name, value]) => [
            `.tone-${name}`,
            { '--accent': value },
          ]),
        ),
        '.tone-gold-light': { '--accent': palette.gold.light },
      });
    }),
    // `bg-hero`: the home photograph at the width of each breakpoint, as listed in content/site.ts.
    plugin(({ addComponents }) => {
      const [first, ...rest] = site.heroImage.variants;
      addComponents({
        '.bg-hero': {
          backgroundImage: hero(first.width),
          ...Object.fromEntries(
            rest.map((v) => [
              `@media (min-width: ${v.minWidth}px)`,
              { backgroundImage: hero(v.width) },
            ]),
          ),
        },
      });
    }),
  ],
} satisfies Config;
