import type * as z from 'zod';
import type * as schemas from './schemas';

/**
 * Tags a content export with the schema it keeps, by the schema's name in content/_lib/schemas.ts:
 * `export const retreats = shaped('retreat', [ … ])`, a list of retreats. It imports no zod and
 * checks nothing, so a module the browser loads carries only its copy; content/_lib/check.ts
 * parses each tagged export on the server. The value's type is checked against the schema's here.
 */

type Schemas = { [Name in keyof typeof schemas]: (typeof schemas)[Name] };
export type Shape = {
  [Name in keyof Schemas]: Schemas[Name] extends z.ZodType<object> ? Name : never;
}[keyof Schemas];
type Of<S extends Shape> = z.output<Schemas[S]>;

const tags = new WeakMap<object, Shape>();

/** The name of the schema `value` was tagged with. */
export const shapeOf = (value: object): Shape | undefined => tags.get(value);

/** A list keeps its schema's type, unless written `as const`, whose literal types it keeps. */
type Kept<T, D> = T extends readonly unknown[] ? (number extends T['length'] ? D : T) : T;

/** `value`, tagged: it keeps the schema named `shape`, or is a list of what does. */
export function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(
  shape: S,
  value: T,
): Kept<
  T,
  T extends readonly unknown[]
    ? Of<S> extends readonly unknown[]
      ? Of<S>
      : readonly Of<S>[]
    : Of<S>
> {
  tags.set(value as object, shape);
  return value as never;
}
