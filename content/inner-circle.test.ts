import {
  innerCircleFacts,
  innerCirclePage,
  innerCircleTiers,
  paymentMethods,
  qualification,
} from './inner-circle';
import { site } from './site';
import { fewerThan } from './_lib/copy-rules.test-utils';

describe('inner circle', () => {
  it('has a main, a nocturnal and an ultra tier, at their prices, with their urgency labels', () => {
    const rows = innerCircleTiers.map((t) => [
      t.price,
      t.urgency,
      t.isMain,
      t.isVampire,
      t.isUltra,
    ]);
    expect(rows).toEqual([
      ['$500,000', '11 seats remaining', true, false, false],
      ['$750,000', '3 slots', false, true, false],
      ['$1,000,000', 'By invitation', false, false, true],
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

  it('states that access is by invitation only, with a personal screening', () => {
    expect(innerCirclePage.invitationStatement).toMatch(/invitation only/);
    expect(innerCirclePage.invitationStatement).toMatch(/personal screening/);
  });

  it('explains qualification and the payment methods, financing through the partner', () => {
    expect(qualification.heading).toBe('Qualification');
    expect(
      fewerThan(3, 'Who qualifies', [
        {
          where: qualification.heading,
          items: (qualification.items ?? []).map((item) => item.title),
        },
      ]),
    ).toEqual([]);
    expect(paymentMethods.heading).toBe('Payment methods');
    expect(paymentMethods.items?.map((item) => item.title)).toContain('Wire transfer');
    expect(paymentMethods.items?.map((item) => item.description).join(' ')).toContain(
      site.creditPartner.name,
    );
  });
});
