import { innerCirclePage, paymentMethods, qualification } from './inner-circle';
import { site } from './site';

describe('inner circle', () => {
  it('states that access is by invitation only, with a personal screening', () => {
    expect(innerCirclePage.invitationStatement).toMatch(/invitation only/);
    expect(innerCirclePage.invitationStatement).toMatch(/personal screening/);
  });

  it('explains qualification and the payment methods, financing through the partner', () => {
    expect(qualification.heading).toBe('Qualification');
    expect(paymentMethods.heading).toBe('Payment methods');
    expect(paymentMethods.items?.map((item) => item.title)).toContain('Wire transfer');
    expect(paymentMethods.items?.map((item) => item.description).join(' ')).toContain(
      site.creditPartner.name,
    );
  });
});
