import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { cyclesOf } from './components/frequency-panel/cycles';
import { brainwaveStates, frequencyPresets } from './content/frequency-controller';
import { site } from './content/site';

const palette = {
  // A warm black, not a navy: the photograph and the gold carry the colour.
  ink: '#0c0b0a',
  midnight: '#11100e',
  night: '#171613',
  dusk: '#201e1a',
  /** Hairlines: rules between entries, borders of the few framed things. */
  line: '#34302a',
  ivory: '#f3eee4',
  mist: '#aba596',
  /** Brass, quieter than a yellow gold; held in reserve for marks, rules and the one button. */
  gold: { DEFAULT: '#c4a56e', light: '#dcc89e', deep: '#8c7447' },
  // Colours of the frequency presets and brainwave states: the instrument's alone.
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

/** A screen of two device pixels or more to a CSS pixel (components/home-hero.tsx reads it too). */
export const denseScreen = '(min-resolution: 2dppx)';

/** The home photograph, over a gradient of its own that stands alone if the photograph fails. */
const hero = (width: number) =>
  [
    `url("${site.heroImage.src(width)}")`,
    `radial-gradient(120% 80% at 50% 0%, ${palette.dusk} 0%, ${palette.midnight} 45%, ${palette.ink} 100%)`,
  ].join(', ');

export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  // The instrument's `cycles-*` and `beat-*` (plugins, below).
  safelist: [{ pattern: /^cycles-\d+$/ }, { pattern: /^beat-\d$/ }],
  theme: {
    extend: {
      colors: palette,
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
      maxWidth: { prose: '68ch' },
    },
  },
  plugins: [
    // `tone-<colour>` sets --accent, which the frequency panel's options and instrument
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
    // The instrument's picture (components/frequency-panel/transmission-picture.tsx): `cycles-<n>`,
    // the wave's cycles across it in quarters (its frequency); `beat-<i>`, the period of its slow pulse, the
    // brainwave state's place in the list (fastest first), each 30% slower than the one before, and the
    // swells of its envelope across the picture, as many as the states for the fastest down to one.
    // One of each for the presets and states in content/; named from the state, never spelled out
    // whole, so `safelist` (above) keeps every one.
    plugin(({ addUtilities }) => {
      addUtilities({
        ...Object.fromEntries(
          frequencyPresets.map(({ hz }) => [
            `.cycles-${cyclesOf(hz)}`,
            { '--cycles': String(cyclesOf(hz) / 4) },
          ]),
        ),
        ...Object.fromEntries(
          Array.from(brainwaveStates, (_, i) => [
            `.beat-${i}`,
            {
              '--beat': `${(1.4 * 1.3 ** i).toFixed(2)}s`,
              '--swells': String(brainwaveStates.length - i),
            },
          ]),
        ),
      });
    }),
    // `bg-hero`: the home photograph at the width of each breakpoint, as listed in content/site.ts.
    plugin(({ addComponents }) => {
      const [first, ...rest] = site.heroImage.variants;
      addComponents({
        '.bg-hero': {
          backgroundImage: hero(first.width),
          // A phone draws the photograph about twice its width (app/globals.css): with two
          // pixels or more to a CSS pixel, it takes the next width up.
          [`@media ${denseScreen}`]: { backgroundImage: hero(rest[0].width) },
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
