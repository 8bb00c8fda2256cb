import type * as z from 'zod';
import type * as schemas from './schemas';

// No zod here, so a browser only gets the types; on the server, messages.ts checks each value.
export type Shape = keyof {
  [S in keyof typeof schemas as (typeof schemas)[S] extends z.ZodType<object> ? S : never]: 0;
};
type Of<S extends Shape> = z.output<(typeof schemas)[S]>;
/** A list keeps its schema's type, unless written `as const`, whose literal types it keeps. */
type Kept<T, D> = T extends readonly unknown[] ? (number extends T['length'] ? D : T) : T;
type Check = (file: string, shape: Shape, value: unknown, at: (...a: never[]) => unknown) => void;

/** What was tagged before the checker came: Next may load a page's content before its layout. */
const early: Parameters<Check>[] = [];
let check: Check = (...tagged) => void early.push(tagged);
/** Set by content/_lib/messages.ts on the server only; it checks what was tagged before too. */
export function checkTagged(server: Check) {
  check = server;
  early.splice(0).forEach((tagged) => server(...tagged));
}

/** Tags an export with the schema it (or each entry) keeps: `shaped('retreat', [ … ])`. */
export function shapesFor(file: `content/${string}.ts`) {
  return function shaped<S extends Shape, T extends Of<S> | readonly Of<S>[]>(shape: S, value: T) {
    check(file, shape, value, shaped);
    return value as Kept<T, readonly Of<S>[]>;
  };
}
