/** @jest-environment node */
import { compileHint, runtimeFilesOf, withCompileHint } from './compile-hints';
import { earlyMarks } from '../components/frequency-panel/early-marks';

describe('withCompileHint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,2]);';

  it('puts V8’s hint alone on the script’s first line, once', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', chunk]);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('leaves the script as JavaScript that means the same', () => {
    expect(() => new Function(withCompileHint('return 42'))).not.toThrow();
    expect(new Function(withCompileHint('return 42'))()).toBe(42);
    expect(compileHint.startsWith('//')).toBe(true);
  });
});

describe('runtimeFilesOf', () => {
  it('reads the runtime a page’s bootstrap runs, and none for a page without one', () => {
    const island = `<html><head><script id="runtime-on-demand" ${earlyMarks.runtime}="/_next/static/chunks/a.js /_next/static/chunks/b.js">x()</script></head><body></body></html>`;
    expect(runtimeFilesOf(island)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
    expect(runtimeFilesOf('<html><head></head><body><script>y()</script></body></html>')).toEqual(
      [],
    );
  });
});
