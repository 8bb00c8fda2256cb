import type * as z from 'zod';
import type * as schemas from './schemas';

/**
 * Tags a content export with the name of the schema it keeps (content/_lib/schemas.ts), or of
 * what each entry of it keeps: `export const retreats = shaped('retreat', [ … ])`. Its type is
 * checked here; content/_lib/check.ts checks its value on the server. No zod is imported, so a
 * module the browser loads carries its copy and nothing else.
 */
export type Shape = keyof {
  [S in keyof Schemas as Schemas[S] extends z.ZodType<object> ? S : never]: 0;
};
type Schemas = typeof schemas;
type Of<S extends Shape> = z.output<Schemas[S]>;
/** A list keeps its schema's type, unless written `as const`, whose literal types it keeps. */
type Kept<T, D> = T extends readonly unknown[] ? (number extends T['length'] ? D : T) : T;

const tags = new WeakMap<object, Shape>();
export const shapeOf = (value: object) => tags.get(value);

export function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
  tags.set(value as object, shape);
  return value as Kept<T, Of<S> extends readonly unknown[] ? Of<S> : readonly Of<S>[]>;
}
