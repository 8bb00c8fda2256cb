/**
 * What the Firefox and WebKit journeys look for, by role and accessible name, with the words
 * taken from content/ as support/locators.ts takes them for Playwright. A target is plain data:
 * it crosses into the page, where in-page.ts finds it.
 */
import { frequencyPage, panelCopy } from '../../../content/frequency-controller';
import { siteHeader } from '../../../content/layout';
import { panelNote } from '../../../content/panel-note';

export interface Target {
  role: string;
  /** The exact accessible name, or a pattern it matches. */
  name?: string | { pattern: string; flags: string };
  /** For headings. */
  level?: number;
  /** Found inside this one. */
  within?: Target;
}

export function byRole(
  role: string,
  name?: string | RegExp,
  options: Pick<Target, 'level' | 'within'> = {},
): Target {
  return {
    role,
    name: name instanceof RegExp ? { pattern: name.source, flags: name.flags } : name,
    ...options,
  };
}

export const header = byRole('banner');
export const primary = byRole('navigation', siteHeader.navLabel);
export const menuToggle = byRole('button', siteHeader.menuLabel, { within: primary });
/** A link of the open menu, or of the wide header: only the visible one is found. */
export const navLink = (label: string) => byRole('link', label, { within: primary });
export const h1 = byRole('heading', undefined, { level: 1 });

export const panel = byRole('region', frequencyPage.panelSection.title);
/** A frequency of the panel, by the start of its name: "963 Hz". */
export const frequency = (hz: number) =>
  byRole('radio', new RegExp(`^${hz} Hz\\b`), {
    within: byRole('group', panelCopy.frequencyLegend, { within: panel }),
  });
export const activateButton = byRole('button', panelCopy.activate, { within: panel });
export const pauseButton = byRole('button', panelCopy.pause, { within: panel });
export const resetButton = byRole('button', panelCopy.reset, { within: panel });
export const soundSwitch = byRole('switch', panelCopy.sound, { within: panel });
export const panelStatus = byRole('status', panelCopy.statusLabel, { within: panel });
export const controlsStatus = byRole('status', panelCopy.noteLabel, { within: panel });
export const reloadButton = byRole('button', panelNote.reload, { within: panel });
