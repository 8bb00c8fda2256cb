import { hologramCapabilities, hologramOffer, hologramPage } from './hologram-wire';
import { shorterThan } from './_lib/copy-rules.test-utils';

describe('hologram wire', () => {
  it('is offered at $500,000 in 12 units, 3 remaining, with results in 72 hours', () => {
    expect(hologramOffer).toEqual({
      price: '$500,000',
      units: '12 units',
      remaining: '3 remaining',
      results: 'Results in 72 hours',
    });
    expect(hologramPage.offerSection.facts.map((fact) => fact.value)).toEqual(
      Object.values(hologramOffer),
    );
  });

  it('lists six capabilities, each with an icon, title and description', () => {
    expect(hologramCapabilities).toHaveLength(6);
    expect([
      ...shorterThan(
        1,
        'A capability’s title',
        hologramCapabilities.map((c) => ({ where: c.description, text: c.title })),
      ),
      ...shorterThan(
        40,
        'A capability’s description',
        hologramCapabilities.map((c) => ({ where: c.title, text: c.description })),
      ),
    ]).toEqual([]);
  });
});
