/**
 * What Firefox and WebKit run in every page, at document start, before the page's own scripts
 * (bundled by esbuild, see engine.ts): a recorder of what goes wrong, and a finder of elements by
 * role and accessible name, so both engines read the page the way Playwright's locators do.
 * Classic WebDriver cannot read the console, so problems are collected here as the page reports
 * them: uncaught errors, files that failed to load, unhandled rejections, CSP and Trusted Types
 * violations, and console.error calls. It also keeps the page's audio contexts, to read their state.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import type { Target } from './target';

const problems: string[] = [];

addEventListener(
  'error',
  (event) => {
    if (event instanceof ErrorEvent) {
      problems.push(`uncaught error: ${event.message}`);
    } else {
      // A file's load error does not bubble: the capture phase sees it.
      const element = (event as Event).target as Element & { src?: string; href?: string };
      problems.push(`${element.localName} failed to load: ${element.src || element.href}`);
    }
  },
  true,
);
addEventListener('unhandledrejection', (event) =>
  problems.push(`unhandled rejection: ${String(event.reason)}`),
);
addEventListener(
  'securitypolicyviolation',
  (event) =>
    problems.push(
      `CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
    ),
  true,
);
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  problems.push(`console error: ${args.map(String).join(' ')}`);
  consoleError(...args);
};

/** Every AudioContext the page makes: a journey reads their state to tell sound really started. */
const audioContexts: AudioContext[] = [];
const NativeAudioContext = window.AudioContext;
if (NativeAudioContext) {
  window.AudioContext = class RecordedAudioContext extends NativeAudioContext {
    constructor(options?: AudioContextOptions) {
      super(options);
      audioContexts.push(this);
    }
  };
}

/** Sectioning elements inside which a header or footer is no landmark (HTML-AAM). */
const sectioning = 'article, aside, main, nav, section';

function roleOf(element: Element): string | null {
  const role = getRole(element);
  if ((role === 'banner' || role === 'contentinfo') && element.parentElement?.closest(sectioning)) {
    return null;
  }
  // A section is a region only when it has a name.
  if (role === 'region' && !computeAccessibleName(element)) return null;
  return role;
}

function nameMatches(element: Element, name: Target['name']): boolean {
  if (name === undefined) return true;
  const actual = computeAccessibleName(element);
  return typeof name === 'string'
    ? actual === name
    : new RegExp(name.pattern, name.flags).test(actual);
}

function matches(element: Element, target: Target): boolean {
  return (
    roleOf(element) === target.role &&
    (target.level === undefined || element.localName === `h${target.level}`) &&
    !isInaccessible(element) &&
    nameMatches(element, target.name)
  );
}

function findAll(target: Target): Element[] {
  // A document the engine has only begun (a navigation under way) has no root yet: nothing found.
  const root = document.documentElement as Element | null;
  const scopes = target.within ? findAll(target.within) : root ? [root] : [];
  return scopes.flatMap((scope) =>
    [...scope.querySelectorAll('*')].filter((element) => matches(element, target)),
  );
}

/** The one element the target names, or null; more than one is an error, as in Playwright. */
function find(target: Target): Element | null {
  const found = findAll(target);
  if (found.length > 1) {
    throw new Error(`${found.length} elements match ${JSON.stringify(target)}`);
  }
  return found[0] ?? null;
}

/** Text a role shows without a name of its own: a paragraph's, a status's. */
const textRoles = new Set(['paragraph', 'status', 'note', 'listitem', 'term', 'definition']);

/** The page as a screen reader outlines it, each element with a role by its name, nested. */
function outline(): string {
  const lines: string[] = [];
  const visit = (element: Element, depth: number) => {
    if (isInaccessible(element)) return;
    const role = roleOf(element);
    if (role && !['generic', 'none', 'presentation'].includes(role)) {
      const name =
        computeAccessibleName(element) ||
        (textRoles.has(role) ? (element.textContent ?? '').trim().replace(/\s+/g, ' ') : '');
      lines.push(`${'  '.repeat(depth)}- ${role}${name ? ` "${name.slice(0, 120)}"` : ''}`);
      depth += 1;
    }
    for (const child of element.children) visit(child, depth);
  };
  if (document.body) visit(document.body, 0);
  return `${location.href}\n\n${lines.join('\n')}`;
}

export const probe = {
  find,
  findAll,
  outline,
  nameOf: (element: Element) => computeAccessibleName(element),
  audioStates: () => audioContexts.map((context) => context.state),
  /** What went wrong since the last call. */
  takeProblems: () => problems.splice(0),
};

declare global {
  interface Window {
    probe: typeof probe;
  }
}

window.probe = probe;
