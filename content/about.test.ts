import { biography } from './about';
import { site } from './site';

describe('about the advisor', () => {
  it('tells the biography of the advisor named in site.ts', () => {
    expect(biography.heading).toBe(site.advisor);
    expect(biography.paragraphs.join(' ')).toContain(site.advisor);
  });
});
