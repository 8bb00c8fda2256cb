import type * as z from 'zod';
import { check } from '#content-check';
import type { ContentFile, ContentSchemas } from './schemas';

/** What export `K` of `F` may hold: the output of its schema. */
type Declared<
  F extends ContentFile,
  K extends keyof ContentSchemas[F],
> = ContentSchemas[F][K] extends z.ZodType ? z.output<ContentSchemas[F][K]> : never;

/** A list keeps its schema's type, unless written `as const`, whose literal types it keeps. */
type Checked<T, D> = T extends readonly unknown[] ? (number extends T['length'] ? D : T) : T;

/**
 * The check for one content module's exports: `checked('retreats', [ … ])` returns the value
 * once it keeps its schema (content/_lib/schemas.ts), as the module loads. A mistake stops the
 * load, in `next dev`, the build and the tests alike, with one line per mistake naming the
 * file, the item and the field, what it holds and an example of what fits.
 *
 * In a browser bundle the check is left out (package.json maps `#content-check` to a stand-in):
 * the server has checked the same modules before any page is made.
 */
export function checkerFor<F extends ContentFile>(file: F) {
  return function checked<K extends keyof ContentSchemas[F] & string, T extends Declared<F, K>>(
    key: K,
    value: T,
  ): Checked<T, Declared<F, K>> {
    check(file, key, value, checked);
    return value as Checked<T, Declared<F, K>>;
  };
}
