import type { check as serverCheck } from './check';

/**
 * The browser's stand-in for ./check.ts (see `imports` in package.json): content is checked on
 * the server, and zod stays out of every browser bundle.
 */
export const check: typeof serverCheck = () => {};
