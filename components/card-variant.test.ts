import { innerCircleTiers } from '@/content/inner-circle';
import { retreats } from '@/content/retreats';
import type { InnerCircleTier, Retreat } from '@/content/types';
import { retreatVariants, tierVariants } from './card-variant';

/** A listed retreat or tier with no flag set but the given ones. */
const retreat = (flags: Partial<Retreat>): Retreat => ({
  ...retreats[0]!,
  isLuxury: false,
  isVampire: false,
  ...flags,
});
const tier = (flags: Partial<InnerCircleTier>): InnerCircleTier => ({
  ...innerCircleTiers[0]!,
  isMain: false,
  isVampire: false,
  isUltra: false,
  ...flags,
});

describe('card variants', () => {
  it('turns retreat flags into luxury and nocturnal variants', () => {
    expect(retreatVariants(retreat({}))).toEqual([]);
    expect(retreatVariants(retreat({ isLuxury: true }))).toEqual(['luxury']);
    expect(retreatVariants(retreat({ isVampire: true }))).toEqual(['nocturnal']);
    expect(retreatVariants(retreat({ isLuxury: true, isVampire: true }))).toEqual([
      'luxury',
      'nocturnal',
    ]);
  });

  it('turns tier flags into main, nocturnal and ultra variants', () => {
    expect(tierVariants(tier({}))).toEqual([]);
    expect(tierVariants(tier({ isMain: true }))).toEqual(['main']);
    expect(tierVariants(tier({ isVampire: true }))).toEqual(['nocturnal']);
    expect(tierVariants(tier({ isUltra: true }))).toEqual(['ultra']);
  });
});
