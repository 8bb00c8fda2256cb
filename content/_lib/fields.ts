import * as z from 'zod';
import type { IsoDate, IsoMonth } from '../types';
import { isCalendarDay } from './format';
import { typedParts } from './quote';

/**
 * The kinds of field content is made of, each with its rules and the words that say a value
 * breaks them: "expected text like '$90,000', got the number 90000". content/_lib/schemas.ts
 * builds every content shape from these; content/_lib/check.ts names the file, item and field.
 * Server-side only: nothing here may reach a browser bundle.
 */

/** Long text is shown up to here in a message, then cut with "…". */
const SHOWN = 60;

const clip = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text);

/** What a value is, as whoever wrote it reads it: "the number 90000", "'90,000'", "nothing". */
export function described(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? 'empty text' : `'${clip(value)}'`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'function') return 'a function';
  return 'a group of fields';
}

/** "26 characters: 'The Private Contact Office'". */
const measured = (text: string) => `${text.length} characters: '${clip(text)}'`;

interface Limits {
  /** Fewest characters; text is never empty. */
  min?: number;
  max?: number;
  /** Why the limit, in a reader's words: "what search results show". */
  why?: string;
}

function lengthRule({ min = 1, max, why }: Limits): string {
  const range =
    max === undefined
      ? `at least ${min} characters`
      : min > 1
        ? `${min} to ${max} characters`
        : `at most ${max} characters`;
  return why ? `${range} (${why})` : range;
}

/** An issue as zod raises it, before it has a message: its code and the value it refused. */
type Issue = z.core.$ZodRawIssue;

/**
 * Text, never empty, within `limits`; `like` is an example that fits, shown when a value does
 * not. The optional `shape` narrows it (a price, a day), said as `form`.
 */
export function text(
  like: string,
  limits: Limits = {},
  shape?: { pattern: RegExp; form?: string },
) {
  const { min = 1, max } = limits;
  const form = shape?.form ?? 'text';
  const error = (issue: Issue) => {
    const { input } = issue;
    const sized = issue.code === 'too_small' || issue.code === 'too_big';
    if (sized && typeof input === 'string' && (min > 1 || issue.code === 'too_big')) {
      return `expected ${lengthRule(limits)}, like '${like}', got ${measured(input)}`;
    }
    return `expected ${form} like '${like}', got ${described(input)}`;
  };
  let schema = z.string({ error }).min(min, { error });
  if (max !== undefined) schema = schema.max(max, { error });
  if (shape) schema = schema.regex(shape.pattern, { error });
  return schema;
}

/** A price as displayed: "$100,000". */
export const price = () => text('$90,000', {}, { pattern: /^\$\d{1,3}(?:,\d{3})*$/ });

/** Words that promise a result, which no heading or label may use. */
const promises = /promise|guarantee|assured/i;

/** A heading, a title or a label: text that never promises a result. */
export function heading(like: string, limits: Limits = {}) {
  return text(like, limits).superRefine((value, ctx) => {
    if (promises.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a heading that promises no result (no "promise", "guarantee" or "assured"), like '${like}', got '${clip(value)}'`,
      });
    }
  });
}

const countWords =
  'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
const months = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2026, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);
const figurePattern = new RegExp(
  [
    String.raw`\$\d{1,3}(?:,\d{3})*(?:\.\d+)?[KMB]?\+?`,
    `\\b(?:${months.join('|')}) \\d{4}\\b`,
    String.raw`\b\d+(?:\.\d+)?\b`,
    // "one" is left out: copy says "one-on-one" and "one of each" without stating a figure.
    `\\b(?:${countWords.replace(/ /g, '|')})\\b`,
  ].join('|'),
  'gi',
);

/** The figures a text states: prices, "Month YYYY" dates, numbers, and counts spelled out. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(figurePattern)].map(([figure]) => figure);
}

/**
 * Text that summarises other content, e.g. a page's description or share card: it states a
 * figure only by quoting it from the module that holds it, with `quote` (content/_lib/quote.ts),
 * so a changed price or count changes here too. A figure typed into the text itself is refused.
 */
export function quoted(like: string, limits: Limits = {}) {
  return text(like, limits).superRefine((value, ctx) => {
    const written = typedParts(value).flatMap(figuresIn);
    if (written.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected figures quoted from the content that holds them, as in quote\`\${capitalize(countWord(retreats.length))} retreats\`, got ${written.map((figure) => `'${figure}'`).join(', ')} typed in '${clip(value)}'`,
      });
    }
  });
}

/** Text of a given form: an address, a handle, a number's words. */
export const pattern = (like: string, pattern: RegExp, form: string, limits: Limits = {}) =>
  text(like, limits, { pattern, form });

/**
 * A list of `item`, at least `min` long; `what` names the entries: "features". With `distinct`,
 * no two entries share that field (or those fields): the page tells them apart by it.
 */
export function list<T extends z.ZodType>(
  item: T,
  what: string,
  {
    min = 1,
    max,
    distinct = [],
  }: {
    min?: number;
    max?: number;
    distinct?: (keyof z.output<T> & string) | readonly (keyof z.output<T> & string)[];
  } = {},
) {
  const rule =
    max === undefined ? `a list of at least ${min} ${what}` : `a list of ${min} to ${max} ${what}`;
  const error = (issue: Issue) => `expected ${rule}, got ${described(issue.input)}`;
  let schema = z.array(item, { error }).min(min, { error });
  if (max !== undefined) schema = schema.max(max, { error });
  for (const key of typeof distinct === 'string' ? [distinct] : distinct) {
    schema = schema.superRefine((items, ctx) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, key],
            message: `expected a ${key} unlike every other in the list, got ${described(value)} a second time`,
          });
        }
        seen.add(value);
      });
    });
  }
  return schema.readonly();
}

/** True or false: true shows `shows` ("the "Luxury" badge"). */
export const flag = (shows: string) =>
  z.boolean({
    error: (issue) => `expected true or false (true shows ${shows}), got ${described(issue.input)}`,
  });

/** One of a fixed set of names: an icon, a colour. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  what: string,
  like: T[number],
) {
  return z.enum(values, {
    error: (issue) =>
      `expected ${what} (${values.join(', ')}), like '${like}', got ${described(issue.input)}`,
  });
}

/** A number, such as a frequency or a count; `min` is the smallest that makes sense. */
export const number = (like: number, { min = 0 }: { min?: number } = {}) => {
  const error = (issue: Issue) =>
    `expected a number of at least ${min}, like ${like}, got ${described(issue.input)}`;
  return z.number({ error }).min(min, { error });
};

/** A whole count: seats, years. */
export const count = (like: number) => {
  const error = (issue: Issue) =>
    `expected a whole number, like ${like}, got ${described(issue.input)}`;
  return z.number({ error }).int({ error }).min(0, { error });
};

/** A calendar day, "2026-11-21", that exists: "2026-02-30" is refused. */
export const calendarDay = () =>
  pattern('2026-11-21', /^\d{4}-\d{2}-\d{2}$/, 'a day written YYYY-MM-DD').refine(
    (day): day is IsoDate => isCalendarDay(day),
    {
      error: (issue) =>
        `expected a day of the calendar, written YYYY-MM-DD, like '2026-11-21', got ${described(issue.input)}`,
    },
  );

/** A calendar month, "2026-03". */
export const calendarMonth = () =>
  pattern('2026-03', /^\d{4}-(?:0[1-9]|1[0-2])$/, 'a month written YYYY-MM').refine(
    (month): month is IsoMonth => isCalendarDay(`${month}-01`),
  );

/** An address of another site, always https. */
export const httpsUrl = (like: string) =>
  pattern(like, /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/, 'an https:// address');

/** An e-mail address someone reads. */
export const email = (like: string) =>
  pattern(like, /^[^@\s]+@[^@\s]+\.[a-z]+$/, 'an e-mail address');

/**
 * A group of fields with exactly these names: a misspelt name is refused rather than left out
 * of the page.
 */
export function entity<S extends z.core.$ZodLooseShape>(shape: S) {
  const names = Object.keys(shape).join(', ');
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `expected only the fields ${names}, got ${issue.keys.map((key) => `the field '${key}'`).join(', ')} too`
          : `expected a group of fields (${names}), got ${described(issue.input)}`,
    })
    .readonly();
}

/** A function content provides, such as the image host's address for a width. */
export const func = <F extends (...args: never[]) => unknown>(what: string) =>
  z.custom<F>((value) => typeof value === 'function', {
    error: (issue) => `expected ${what}, got ${described(issue.input)}`,
  });
