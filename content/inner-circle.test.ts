import {
  innerCircleFacts,
  innerCirclePage,
  innerCircleTiers,
  paymentMethods,
  qualification,
} from './inner-circle';
import { site } from './site';

describe('inner circle', () => {
  it('has three tiers at $500,000, $750,000 and $1,000,000', () => {
    expect(innerCircleTiers).toHaveLength(3);
    expect(innerCircleTiers.map((tier) => tier.price)).toEqual([
      '$500,000',
      '$750,000',
      '$1,000,000',
    ]);
  });

  it('labels their urgency 11 seats remaining, 3 slots and By invitation', () => {
    expect(innerCircleTiers.map((tier) => tier.urgency)).toEqual([
      '11 seats remaining',
      '3 slots',
      'By invitation',
    ]);
  });

  it('gives the main tier 12 seats maximum and the next initiation in March 2026', () => {
    const [main] = innerCircleTiers;
    expect(innerCircleFacts).toEqual({
      price: '$500,000',
      seatsMaximum: '12 seats maximum',
      seatsRemaining: '11 seats remaining',
      nextInitiation: 'March 2026',
    });
    expect(main?.features).toContain('12 seats maximum');
    expect(main?.features.join(' ')).toContain('March 2026');
  });

  it('flags one main, one nocturnal and one ultra tier, in that order', () => {
    expect(innerCircleTiers.map((tier) => [tier.isMain, tier.isVampire, tier.isUltra])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it('states that access is by invitation only, with a personal screening', () => {
    expect(innerCirclePage.invitationStatement).toMatch(/invitation only/);
    expect(innerCirclePage.invitationStatement).toMatch(/personal screening/);
  });

  it('explains qualification and the payment methods, financing through the partner', () => {
    expect(qualification.heading).toBe('Qualification');
    expect(qualification.items?.length).toBeGreaterThanOrEqual(3);
    expect(paymentMethods.heading).toBe('Payment methods');
    expect(paymentMethods.items?.map((item) => item.title)).toContain('Wire transfer');
    expect(paymentMethods.items?.map((item) => item.description).join(' ')).toContain(
      site.creditPartner.name,
    );
  });
});
