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

const tags = new WeakMap<object, Shape>();
export const shapeOf = (value: object) => tags.get(value);

export function shapesFor(file: `content/${string}.ts`) {
  return function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
    tags.set(value as object, shape);
    (globalThis as { [key: symbol]: Check | undefined })[Symbol.for('content check')]?.(
      file,
      shape,
      value,
      shaped,
    );
    return value as Kept<T, Of<S> extends readonly unknown[] ? Of<S> : readonly Of<S>[]>;
  };
}
