import type * as z from 'zod';
import type * as schemas from './schemas';

/**
 * Tags a content module's exports with the name of the schema each keeps (content/_lib/schemas.ts),
 * or that each entry of it keeps: `export const retreats = shaped('retreat', [ … ])`. Its type is
 * checked here. It imports no zod and, in a browser, does nothing else; on the server,
 * content/_lib/messages.ts records each tag and checks the value, stopping its module at its
 * line, and content/_lib/check.ts checks every export of every module against its tag.
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

let check: Check | undefined;
/** Set by content/_lib/messages.ts, on the server only, before any content module loads. */
export const checkTagged = (server: Check) => (check = server);

export function shapesFor(file: `content/${string}.ts`) {
  return function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
    check?.(file, shape, value, shaped);
    return value as Kept<T, Of<S> extends readonly unknown[] ? Of<S> : readonly Of<S>[]>;
  };
}
