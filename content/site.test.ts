import { site } from './site';

describe('site details', () => {
  it('asks the image host for the width it is given', () => {
    expect(new URL(site.heroImage.src(828)).searchParams.get('w')).toBe('828');
    expect(site.heroImage.src(828).startsWith(`${site.heroImage.host}/`)).toBe(true);
  });
});
