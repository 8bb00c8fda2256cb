/**
 * Where the journeys go and how they find what a visitor sees, by role and name, once for every
 * spec: every page, the header's navigation and menu, the page's regions and the frequency
 * panel's parts.
 */
import type { Locator, Page } from '@playwright/test';
import {
  brainwaveStates,
  frequencyPage,
  manifestationModes,
  panelCopy,
  type BrainwaveId,
  type ModeId,
} from '../../content/frequency-controller';
import { siteHeader } from '../../content/layout';
import { panelNote } from '../../content/panel-note';
import { routes } from '../../content/navigation';
import { site } from '../../content/site';

export const notFoundPage = '/no-such-page/';
export const panelPage = '/frequency-controller/';
/** Every route, and an unknown address, which shows the branded not-found page. */
export const everyPage = [...routes.map((route) => route.href), notFoundPage];
/**
 * One page of each kind, for what the frame every page shares decides and a server sends alike:
 * a content page, the panel's (whose inline script listens to every key before React), the 404.
 */
export const eachKindOfPage = ['/retreats/', panelPage, notFoundPage];

export const header = (page: Page) => page.getByRole('banner');
export const brandLink = (page: Page) => header(page).getByRole('link', { name: site.brand });
export const primary = (page: Page) => page.getByRole('navigation', { name: siteHeader.navLabel });
export const menuToggle = (page: Page) =>
  primary(page).getByRole('button', { name: siteHeader.menuLabel });
/**
 * The toggle where the wide header hides it too. Once React has taken a page over it mirrors the
 * menu's state here, in aria-expanded, which the server does not write.
 */
export const hiddenOrShownMenuToggle = (page: Page) =>
  primary(page).getByRole('button', { name: siteHeader.menuLabel, includeHidden: true });
/** The small-screen menu the toggle opens (a popover list, which has no name of its own). */
export async function menuOf(page: Page): Promise<Locator> {
  return page.locator(`[id="${await menuToggle(page).getAttribute('popovertarget')}"]`);
}

export const main = (page: Page) => page.getByRole('main');
/** A section of the main content, named by its heading. */
export const region = (page: Page, name: string) => main(page).getByRole('region', { name });
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

export const panel = (page: Page) =>
  page.getByRole('region', { name: frequencyPage.panelSection.title });
/** The picture of the transmission: decoration, without a role, so found by its class. */
export const instrumentPicture = (page: Page) => panel(page).locator('.instrument');
export const panelGroup = (page: Page, name: string) => panel(page).getByRole('group', { name });
/** An option of one of the panel's groups, by the start of its name: "432 Hz", "Power". */
export const panelOption = (page: Page, legend: string, name: string) =>
  panelGroup(page, legend).getByRole('radio', { name: new RegExp(`^${name}\\b`) });
export const frequency = (page: Page, hz: number) =>
  panelOption(page, panelCopy.frequencyLegend, `${hz} Hz`);
/** A mode or a brainwave state by its id in the spec ("power", "theta"), named as content has it. */
export const mode = (page: Page, id: ModeId) =>
  panelGroup(page, panelCopy.modeLegend).getByRole('radio', {
    name: manifestationModes.find((mode) => mode.id === id)!.name,
    exact: true,
  });
export const brainwave = (page: Page, id: BrainwaveId) =>
  panelOption(
    page,
    panelCopy.brainwaveLegend,
    brainwaveStates.find((state) => state.id === id)!.name,
  );
export const activateButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.activate });
export const pauseButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.pause });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name of the one button that starts and stops the transmission, whichever it reads. */
export const transmissionName = new RegExp(
  `^(?:${escaped(panelCopy.activate)}|${escaped(panelCopy.pause)})$`,
);
/** Activate or Pause: the one button that starts and stops the transmission. */
export const transmissionButton = (page: Page) =>
  panel(page).getByRole('button', { name: transmissionName });
export const resetButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelCopy.reset });
export const soundSwitch = (page: Page) =>
  panel(page).getByRole('switch', { name: panelCopy.sound });
export const volumeSlider = (page: Page) =>
  panel(page).getByRole('slider', { name: panelCopy.volume });
/** Where the panel reports the transmission and sound. */
export const panelStatus = (page: Page) =>
  panel(page).getByRole('status', { name: panelCopy.statusLabel });
/** Where the panel says it is starting, or that its code could not load. */
export const controlsStatus = (page: Page) =>
  panel(page).getByRole('status', { name: panelCopy.noteLabel });
/** Beside the note when the panel's code could not run: reload the page, or try again in place. */
export const reloadButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelNote.reload });
export const tryAgainButton = (page: Page) =>
  panel(page).getByRole('button', { name: panelNote.tryAgain });
/** The configuration as the panel states it, e.g. "528 Hz · Wealth mode · … · Standing by". */
export const configuration = (page: Page, text: string | RegExp) => panel(page).getByText(text);
