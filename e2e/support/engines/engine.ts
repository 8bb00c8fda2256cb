/**
 * The one small adapter the Firefox and WebKit journeys drive: Debian's Firefox ESR over WebDriver
 * BiDi (firefox.ts) and WebKitGTK over classic WebDriver (webkit.ts) behind the same few calls.
 * Elements are found in the page by role and name (in-page.ts), so both engines share the
 * journeys' targets (target.ts), and every read is a function evaluated in the page.
 */
import { buildSync } from 'esbuild';
import path from 'node:path';
import type { Target } from './target';

export interface Viewport {
  width: number;
  height: number;
}

export interface Engine {
  /** The engine's name and version, e.g. "Firefox 153.7.0". */
  readonly version: string;
  /** Loads the address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Makes the page's viewport exactly this size. */
  resize(viewport: Viewport): Promise<void>;
  /** Runs a self-contained function in the page with one JSON argument, and returns its result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks the target as a pointer would, once it is in the page. */
  click(target: Target): Promise<void>;
  press(key: 'Escape'): Promise<void>;
  /** What went wrong in the page since the last call, one line a problem. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

let bundle: string | undefined;

/** in-page.ts and what it imports, as one script that runs at document start. */
export function inPageScript(): string {
  bundle ??= buildSync({
    entryPoints: [path.join(__dirname, 'in-page.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  }).outputFiles[0]!.text;
  return bundle;
}

/** How long a click waits for its target to appear. */
export const findTimeout = 5_000;

/** The problems the page recorded itself, for both engines. */
export const pageProblems = (engine: Pick<Engine, 'evaluate'>) =>
  engine.evaluate(() => window.probe.takeProblems(), null);
