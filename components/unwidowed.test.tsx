import { render, screen } from '@testing-library/react';
import { unwidowed } from './unwidowed';

describe('unwidowed', () => {
  it('keeps the short last word of a three-word heading with the word before, its text unchanged', () => {
    render(<h2>{unwidowed('The Hologram Wire')}</h2>);
    const heading = screen.getByRole('heading', { name: 'The Hologram Wire' });
    expect(heading.querySelector('.keep')).toHaveTextContent(/^Hologram Wire$/);
  });

  it('keeps a long last word with the word before when a heading has four words or more', () => {
    render(<h2>{unwidowed('Four ways to work together')}</h2>);
    const heading = screen.getByRole('heading', { name: 'Four ways to work together' });
    expect(heading.querySelector('.keep')).toHaveTextContent(/^work together$/);
  });

  it('leaves a heading of three words with a long last word to balanced wrapping', () => {
    expect(unwidowed('Compose your transmission')).toBe('Compose your transmission');
  });

  it('leaves a heading of one or two words as it is', () => {
    expect(unwidowed('Payment methods')).toBe('Payment methods');
  });
});
