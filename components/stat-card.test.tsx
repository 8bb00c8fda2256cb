import { render, screen } from '@testing-library/react';
import { stats } from '@/content/about';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('pairs each figure with its label in a description list', () => {
    render(
      <dl>
        {stats.map((stat) => (
          <StatCard key={stat.number} stat={stat} />
        ))}
      </dl>,
    );
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '$2.3B+',
      '500+',
      '50+',
      '15 years',
    ]);
    expect(screen.getAllByRole('term').map((label) => label.textContent)).toEqual(
      stats.map((stat) => stat.label),
    );
  });
});
