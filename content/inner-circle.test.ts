import { innerCirclePage } from './inner-circle';

describe('inner circle', () => {
  it('states that access is by invitation only, with a personal screening', () => {
    expect(innerCirclePage.invitationStatement).toMatch(/invitation only/);
    expect(innerCirclePage.invitationStatement).toMatch(/personal screening/);
  });
});
