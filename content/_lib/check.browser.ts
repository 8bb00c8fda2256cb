import type { problems as check } from './check';

/**
 * The browser's stand-in for ./check.ts (see `imports` in package.json): content is checked on
 * the server, and zod stays out of every browser bundle.
 */
export const problems: typeof check = () => [];
