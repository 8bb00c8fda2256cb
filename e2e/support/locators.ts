/**
 * How the journeys find what a visitor sees, by role and name, once for every spec: the header's
 * navigation and menu, and the frequency panel's parts.
 */
import type { Locator, Page } from '@playwright/test';
import { panelCopy } from '../../content/frequency-controller';
import { siteHeader } from '../../content/layout';

export const primaryNav = (page: Page) =>
  page.getByRole('navigation', { name: siteHeader.navLabel });
export const menuToggle = (page: Page) =>
  primaryNav(page).getByRole('button', { name: siteHeader.menuLabel });
/** The small-screen menu the toggle opens (a popover list, which has no name of its own). */
export async function menuOf(page: Page): Promise<Locator> {
  return page.locator(`[id="${await menuToggle(page).getAttribute('popovertarget')}"]`);
}

export const panel = (page: Page) => page.getByRole('region', { name: panelCopy.title });
export const panelGroup = (page: Page, name: string) => panel(page).getByRole('group', { name });
export const frequency = (page: Page, hz: number) =>
  panelGroup(page, panelCopy.frequencyLegend).getByRole('radio', {
    name: new RegExp(`^${hz} Hz `),
  });
export const mode = (page: Page, name: string) =>
  panelGroup(page, panelCopy.modeLegend).getByRole('radio', { name, exact: true });
export const brainwave = (page: Page, name: string) =>
  panelGroup(page, panelCopy.brainwaveLegend).getByRole('radio', {
    name: new RegExp(`^${name} `),
  });
export const activateButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.activate });
export const pauseButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.pause });
export const resetButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.reset });
export const soundSwitch = (page: Page) =>
  panel(page).getByRole('switch', { name: panelCopy.sound });
/** Where the panel reports the transmission and sound. */
export const panelStatus = (page: Page) =>
  panel(page).getByRole('status', { name: panelCopy.statusLabel });
/** Where the panel says it is starting, or that its code could not load. */
export const controlsStatus = (page: Page) =>
  panel(page).getByRole('status', { name: panelCopy.noteLabel });
export const reloadButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.reload });
/** The configuration as the panel states it, e.g. "528 Hz · Wealth mode · … · Standing by". */
export const configuration = (page: Page, text: string) => panel(page).getByText(text);
