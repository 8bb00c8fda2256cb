/**
 * The panel's runtime as its page has it, read in the page (by Playwright's `evaluate` or an
 * engine's): each function is self-contained, as it crosses into the page.
 */

/** The runtime's files the page has fetched so far (at idle, into the cache, unrun). */
export const runtimePrefetches = () =>
  performance
    .getEntriesByType('resource')
    .filter(({ name }) => /^\/_next\/static\/chunks\/.*\.js$/.test(new URL(name).pathname)).length;

/** How many files the page's runtime has, as the build listed them for its bootstrap. */
export const runtimeFiles = (mark: string) =>
  document.querySelector(`script[${mark}]`)!.getAttribute(mark)!.split(' ').length;
