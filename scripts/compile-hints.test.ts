/** @jest-environment node */
import { compileHint, withCompileHint } from './compile-hints';

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
