import type * as z from 'zod';
import type * as schemas from './schemas';

/**
 * Tags a content module's exports with the name of the schema each keeps (content/_lib/schemas.ts),
 * or that each entry of it keeps: `export const retreats = shaped('retreat', [ … ])`. Its type is
 * checked here. No zod is imported, so a module the browser loads carries its copy and nothing
 * else; on the server, content/_lib/messages.ts checks each value as it is tagged, stopping its
 * module at its line, and content/_lib/check.ts checks every export of every module.
 */
export type Shape = keyof {
  [S in keyof Schemas as Schemas[S] extends z.ZodType<object> ? S : never]: 0;
};
type Schemas = typeof schemas;
type Of<S extends Shape> = z.output<Schemas[S]>;
/** A list keeps its schema's type, unless written `as const`, whose literal types it keeps. */
type Kept<T, D> = T extends readonly unknown[] ? (number extends T['length'] ? D : T) : T;
type Check = (
  file: string,
  shape: Shape,
  value: unknown,
  at: (...args: never[]) => unknown,
) => void;
type Shared = { tags?: WeakMap<object, Shape>; check?: Check };

/** On globalThis, so every copy of this module the server's bundles hold shares the tags. */
const shared: Shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('content')] ??= {});
const tags = (shared.tags ??= new WeakMap());
export const shapeOf = (value: object) => tags.get(value);
/** Set by content/_lib/messages.ts, on the server only. */
export const checkTagged = (check: Check) => (shared.check = check);

function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
  tags.set(value as object, shape);
  return value as Kept<T, Of<S> extends readonly unknown[] ? Of<S> : readonly Of<S>[]>;
}

export function shapesFor(file: `content/${string}.ts`) {
  return function tagged<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
    shared.check?.(file, shape, value, tagged);
    return shaped(shape, value);
  };
}
