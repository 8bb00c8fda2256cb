import type { LaunchRegister } from '../content/_lib/launch-register';
import type { DatedClaim } from '../content/types';
import {
  claimProblem,
  COUNT_VALID_DAYS,
  formatReport,
  isReady,
  launchReport,
  placeholderStrings,
  type DrawnText,
} from './launch-rules';

const next: DatedClaim = { kind: 'next', text: 'March 2026', month: '2026-03', asOf: '2025-12-01' };
const seats: DatedClaim = { kind: 'count', text: '11 seats remaining', asOf: '2026-01-10' };
const securityTxt: DatedClaim = {
  kind: 'expires',
  text: 'security.txt valid until 2027-03-31',
  until: '2027-03-31',
  asOf: '2026-11-23',
};

describe('a "next" date', () => {
  it('passes while its month is still to come or under way', () => {
    expect(claimProblem(next, '2026-02-15')).toBeNull();
    expect(claimProblem(next, '2026-03-31')).toBeNull();
  });

  it('fails once its month is over, saying which claim and what to do', () => {
    expect(claimProblem(next, '2026-04-01')).toBe(
      '"March 2026" is shown as upcoming but ended on 2026-03-31 (today is 2026-04-01): write the next month in place of 2026-03, and today\'s date in place of 2025-12-01; or remove the claim.',
    );
  });
});

describe('a count', () => {
  it(`passes for ${COUNT_VALID_DAYS} days after it was confirmed`, () => {
    expect(claimProblem(seats, '2026-01-10')).toBeNull();
    expect(claimProblem(seats, '2026-04-10')).toBeNull(); // 90 days
  });

  it('fails once its confirmation is older than that', () => {
    expect(claimProblem(seats, '2026-04-11')).toMatch(
      /^"11 seats remaining" was last confirmed on 2026-01-10, 91 days ago/,
    );
  });
});

describe('a last valid day (security.txt Expires)', () => {
  it('passes from the day it is set up to its last day, if that is less than a year away', () => {
    expect(claimProblem(securityTxt, '2026-11-23')).toBeNull();
    expect(claimProblem(securityTxt, '2027-03-31')).toBeNull();
    expect(claimProblem({ ...securityTxt, until: '2027-11-22' }, '2026-11-23')).toBeNull();
  });

  it('fails once that day has passed', () => {
    expect(claimProblem(securityTxt, '2027-04-01')).toBe(
      '"security.txt valid until 2027-03-31" has passed (today is 2027-04-01): confirm it still holds, then write a new last day within a year in place of 2027-03-31, and today\'s date in place of 2026-11-23.',
    );
  });

  it('fails while that day is a year or more away, which RFC 9116 advises against', () => {
    const far = { ...securityTxt, until: '2027-11-23' } as const;
    expect(claimProblem(far, '2026-11-23')).toMatch(
      /is a year or more away \(today is 2026-11-23\): .* write a day before 2027-11-23 in place of 2027-11-23\.$/,
    );
    // A leap day's year ends on 1 March.
    expect(claimProblem({ ...securityTxt, until: '2029-02-28' }, '2028-02-29')).toBeNull();
    expect(claimProblem({ ...securityTxt, until: '2029-03-01' }, '2028-02-29')).toMatch(/year/);
  });
});

it.each([
  ['a count confirmed on a day February lacks', { ...seats, asOf: '2026-02-30' }, '2026-02-30'],
  ['an expiry on no day', { ...securityTxt, until: '2027-04-31' }, '2027-04-31'],
  ['an upcoming month that does not exist', { ...next, month: '2026-13' }, '2026-13-01'],
] as const)('rejects %s, naming the day', (_case, claim, day) => {
  expect(claimProblem(claim as DatedClaim, '2026-01-09')).toBe(
    `${day} is not a day of the calendar: write it as YYYY-MM-DD.`,
  );
});

it('rejects a claim confirmed on a day still to come', () => {
  expect(claimProblem(seats, '2026-01-09')).toMatch(
    /after today \(2026-01-09\): write the day it was confirmed in place of 2026-01-10\.$/,
  );
});

describe('the launch report', () => {
  const register: LaunchRegister = {
    placeholders: [
      { file: 'content/site.ts', field: 'site.phone', why: 'The real line.', value: '+1 555' },
    ],
    claims: [
      { file: 'content/inner-circle.ts', field: 'innerCircleDated.nextInitiation', claim: next },
      { file: 'content/inner-circle.ts', field: 'innerCircleDated.seatsRemaining', claim: seats },
    ],
  };

  it('lists every placeholder and every stale claim by file, line and field', () => {
    const lines: Record<string, number> = {
      'site.phone': 35,
      'innerCircleDated.nextInitiation': 25,
    };
    const report = launchReport(register, '2026-04-01', [], (_file, field) => lines[field]);
    expect(isReady(report)).toBe(false);
    expect(report.placeholders).toEqual([
      { file: 'content/site.ts', line: 35, field: 'site.phone', message: 'The real line.' },
    ]);
    expect(report.claims.map((problem) => [problem.file, problem.field])).toEqual([
      ['content/inner-circle.ts', 'innerCircleDated.nextInitiation'],
    ]);
    const text = formatReport(report);
    expect(text).toContain('launch-check: 2 things to settle');
    expect(text).toContain('  content/site.ts:35  site.phone\n      The real line.');
    expect(text).toContain('  content/inner-circle.ts:25  innerCircleDated.nextInitiation\n');
    expect(text).toContain(
      'put the real value in place of the one shown, then remove its placeholder marking',
    );
    expect(formatReport(report, { warn: true })).toMatch(/^Warning: launch-check/);
  });

  it('is ready for content with no placeholders and only current claims', () => {
    const settled: LaunchRegister = { placeholders: [], claims: register.claims };
    const report = launchReport(settled, '2026-02-01');
    expect(isReady(report)).toBe(true);
    expect(formatReport(report)).toBe('launch-check: nothing left to replace or confirm.');
  });
});

describe('a share card', () => {
  const register: LaunchRegister = {
    placeholders: [
      {
        file: 'content/site.ts',
        field: 'site.advisor',
        why: 'The real name.',
        value: 'Aurelian Vale',
      },
      {
        file: 'content/site.ts',
        field: 'site.origin',
        why: 'The real domain.',
        value: 'https://www.theilluminatedorder.com',
      },
    ],
    claims: [],
  };
  const card = (text: string): DrawnText => ({
    file: 'content/navigation.ts',
    field: 'routes[3].card (/about/)',
    text,
  });

  it('that draws a registered placeholder’s value is reported, with the placeholder it repeats', () => {
    const report = launchReport(register, '2026-02-01', [
      card('About the Advisor\nFifteen years with Aurelian Vale'),
    ]);
    expect(isReady(report)).toBe(false);
    expect(report.drawn).toEqual([
      {
        file: 'content/navigation.ts',
        field: 'routes[3].card (/about/)',
        message: expect.stringMatching(
          /^shows "Aurelian Vale", the placeholder site\.advisor \(content\/site\.ts\)/,
        ),
      },
    ]);
    const text = formatReport(report);
    expect(text).toContain('launch-check: 3 things to settle');
    expect(text).toContain('Share cards (1)');
    expect(text).toContain(
      '  content/navigation.ts  routes[3].card (/about/)\n      shows "Aurelian Vale"',
    );
  });

  it('that quotes a placeholder address by its host is reported too', () => {
    const report = launchReport(register, '2026-02-01', [card('Visit theilluminatedorder.com')]);
    expect(report.drawn.map((problem) => problem.message)).toEqual([
      expect.stringContaining('the placeholder site.origin'),
    ]);
  });

  it('drawn only from settled content adds nothing to the report', () => {
    const settled = launchReport({ placeholders: [], claims: [] }, '2026-02-01', [
      card('Fifteen years of private counsel'),
    ]);
    expect(isReady(settled)).toBe(true);
    expect(launchReport(register, '2026-02-01', [card('Retreats from $75K')]).drawn).toEqual([]);
  });
});

describe('placeholderStrings', () => {
  it('reads every string of a value, however deep, and the hosts of its web addresses', () => {
    expect(
      placeholderStrings({ display: '+1 (212) 555-0147', links: ['https://www.example.com/a/'] }),
    ).toEqual([
      '+1 (212) 555-0147',
      'https://www.example.com/a/',
      'www.example.com',
      'example.com',
    ]);
    expect(placeholderStrings(42)).toEqual([]);
  });
});
