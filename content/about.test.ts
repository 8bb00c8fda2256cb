import { biography, masteryAreas, stats } from './about';
import { site } from './site';
import { repeated, shorterThan } from './_lib/copy-rules.test-utils';

describe('about the advisor', () => {
  it('shows the four headline stats of the spec, each with a label', () => {
    expect(stats.map((stat) => stat.value)).toEqual(['$2.3B+', '500+', '50+', '15 years']);
    expect(
      shorterThan(
        1,
        'A stat’s label',
        stats.map((stat) => ({ where: `stat ${stat.value}`, text: stat.label })),
      ),
    ).toEqual([]);
  });

  it('names six areas of mastery, each with an icon, title and description', () => {
    expect(masteryAreas).toHaveLength(6);
    const titles = masteryAreas.map((area) => ({ where: 'area of mastery', text: area.title }));
    expect([
      ...repeated('An area of mastery’s title', titles),
      ...shorterThan(
        40,
        'An area of mastery’s description',
        masteryAreas.map((area) => ({ where: area.title, text: area.description })),
      ),
    ]).toEqual([]);
  });

  it('tells the biography of the advisor named in site.ts', () => {
    expect(biography.heading).toBe(site.advisor);
    expect(biography.paragraphs.join(' ')).toContain(site.advisor);
  });
});
