import { render, screen } from '@testing-library/react';
import { unwidowed } from './unwidowed';

describe('unwidowed', () => {
  it('keeps the last two words of a heading of three or more together, its text unchanged', () => {
    render(<h2>{unwidowed('Reach the advisor’s office')}</h2>);
    const heading = screen.getByRole('heading', { name: 'Reach the advisor’s office' });
    expect(heading.querySelector('.keep')).toHaveTextContent(/^advisor’s office$/);
  });

  it('leaves a heading of one or two words as it is', () => {
    expect(unwidowed('Payment methods')).toBe('Payment methods');
  });
});
