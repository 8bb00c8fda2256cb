import { render, screen } from '@testing-library/react';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('pairs each label with its value', () => {
    render(
      <FactList
        facts={[
          { label: 'Edition', value: '12 units' },
          { label: 'Available', value: '3 remaining' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Edition',
      'Available',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '12 units',
      '3 remaining',
    ]);
  });
});
