import type { SpectrumColor } from '@/content/types';

/** Every colour's accent class written out in full, so Tailwind finds them. */
export const spectrum: Record<SpectrumColor, string> = {
  emerald: 'tone-emerald',
  sky: 'tone-sky',
  violet: 'tone-violet',
  amber: 'tone-amber',
  rose: 'tone-rose',
  gold: 'tone-gold',
  teal: 'tone-teal',
  indigo: 'tone-indigo',
};

/** The modes carry no colour of their own: they take the brand's gold. */
export const modeAccent = 'tone-gold-light';
