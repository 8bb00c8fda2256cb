import { render, screen } from '@testing-library/react';
import { articlesBound, unwidowed } from './unwidowed';

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

describe('articlesBound', () => {
  it('keeps each article with the word after it, and every other space as it was', () => {
    expect(articlesBound('The main programme opens at a retreat, an hour away')).toBe(
      'The\u00a0main programme opens at a\u00a0retreat, an\u00a0hour away',
    );
  });

  it('binds no word that merely ends in an article’s letters', () => {
    expect(articlesBound('Breathe a breath')).toBe('Breathe a\u00a0breath');
  });
});
