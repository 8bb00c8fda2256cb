import { readdirSync } from 'node:fs';
import path from 'node:path';
import { scarcityDisclosure } from './disclosures';

describe('disclosures', () => {
  it('date counts and dates by the oldest confirmation among them', () => {
    expect(
      scarcityDisclosure([
        { kind: 'count', text: '11 seats remaining', asOf: '2026-11-21' },
        { kind: 'next', text: 'March 2026', month: '2026-03', asOf: '2026-10-02' },
      ]),
    ).toBe('Availability and dates as stated by the advisor on October\u00a02,\u00a02026.');
    expect(() => scarcityDisclosure([])).toThrow();
  });

  it('are worded nowhere else in content/', () => {
    const strings = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
      return Object.values(value).flatMap(strings);
    };
    const others = readdirSync(__dirname).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'disclosures.ts',
    );
    const copy = others.flatMap((file) =>
      strings(jest.requireActual<Record<string, unknown>>(path.join(__dirname, file))).map(
        (text) => ({ where: `content/${file}`, text }),
      ),
    );
    expect(copy.length).toBeGreaterThan(100);
    const worded = /guarantee|medical advice|not typical|typical results|as stated by/i;
    expect(
      copy
        .filter(({ text }) => worded.test(text))
        .map(
          ({ where, text }) =>
            `Only content/disclosures.ts words guarantees, medical advice, typical results or "as stated by"; ${where}: "${text}"`,
        ),
    ).toEqual([]);
  });
});
