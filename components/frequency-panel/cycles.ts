/**
 * The wave's cycles across the instrument's picture, in quarters: more for a higher frequency
 * (396 Hz 4, 528 Hz 5¼, 963 Hz 9¾), from 2 to 12. tailwind.config.ts writes a `cycles-*` class for
 * each preset's; transmission-picture.tsx names it.
 */
export const cyclesOf = (hz: number) => Math.min(48, Math.max(8, Math.round(hz / 25)));
