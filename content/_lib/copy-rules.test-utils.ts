/**
 * The copy's rules as the tests hold them. Each check returns one sentence per breach, naming the
 * rule, its limit and the text that breaks it, so `expect(breaches).toEqual([])` fails with an
 * editor's note rather than a diff of numbers.
 */

/** A piece of copy and where an editor finds it: "/about/ share card title". */
export interface Copy {
  where: string;
  text: string;
}

/** Reads one kind of copy from each item, named for an editor by `where`. */
export const copyOf =
  <T>(items: readonly T[], where: (item: T) => string) =>
  (text: (item: T) => string): Copy[] =>
    items.map((item) => ({ where: where(item), text: text(item) }));

/** Every copy that breaks `rule`, said as the rule, then where and what the copy says. */
export function breaches<T>(
  items: readonly T[],
  rule: string,
  keeps: (item: T) => boolean,
  copyOf: (item: T) => Copy,
): string[] {
  return items
    .filter((item) => !keeps(item))
    .map((item) => {
      const { where, text } = copyOf(item);
      return `${rule} ${where}: "${text}"`;
    });
}

/** Copy longer than `max` characters: "… at most 22 characters; … has 26: "…"". */
export function longerThan(max: number, what: string, copy: readonly Copy[]): string[] {
  return breaches(
    copy,
    `${what} is at most ${max} characters;`,
    ({ text }) => text.length <= max,
    ({ where, text }) => ({ where: `${where} has ${text.length}`, text }),
  );
}

/** Copy shorter than `min` characters. */
export function shorterThan(min: number, what: string, copy: readonly Copy[]): string[] {
  return breaches(
    copy,
    `${what} is at least ${min} characters;`,
    ({ text }) => text.length >= min,
    ({ where, text }) => ({ where: `${where} has ${text.length}`, text }),
  );
}

/** Lists with fewer than `min` entries. */
export function fewerThan(
  min: number,
  what: string,
  lists: readonly { where: string; items: readonly string[] }[],
): string[] {
  return breaches(
    lists,
    `${what} has at least ${min} entries;`,
    ({ items }) => items.length >= min,
    ({ where, items }) => ({ where: `${where} has ${items.length}`, text: items.join(' | ') }),
  );
}

/** Copy that appears more than once where each must differ. */
export function repeated(what: string, copy: readonly Copy[]): string[] {
  const seen = new Map<string, number>();
  for (const { text } of copy) seen.set(text, (seen.get(text) ?? 0) + 1);
  return breaches(
    copy,
    `${what} differs from every other;`,
    ({ text }) => seen.get(text) === 1,
    (item) => item,
  );
}
