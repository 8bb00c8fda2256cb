import { biography, masteryAreas, stats } from './about';
import { site } from './site';

describe('about the advisor', () => {
  it('shows the four headline stats of the spec, each with a label', () => {
    expect(stats.map((stat) => stat.value)).toEqual(['$2.3B+', '500+', '50+', '15 years']);
    for (const stat of stats) expect(stat.label).not.toBe('');
  });

  it('names six areas of mastery, each with an icon, title and description', () => {
    expect(masteryAreas).toHaveLength(6);
    expect(new Set(masteryAreas.map((area) => area.title)).size).toBe(6);
    for (const area of masteryAreas) expect(area.description.length).toBeGreaterThan(40);
  });

  it('tells the biography of the advisor named in site.ts', () => {
    expect(biography.heading).toBe(site.advisor);
    expect(biography.paragraphs.join(' ')).toContain(site.advisor);
  });
});
