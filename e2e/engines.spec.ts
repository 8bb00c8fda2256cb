/**
 * The journeys that decide whether a visitor on Firefox or on Safari's engine gets the site:
 * Debian's Firefox ESR and WebKitGTK (support/engines), against the preview over http and nginx
 * over https. Everything deeper (axe, focus rings, the fonts' glyphs, the panel's every rule) is
 * Chromium's, in the other specs; what is here is what an engine could do differently: a CSP
 * directive, a font, a media query, the native popover, a layout.
 */
import { frequencyPage, frequencyPresets, panelCopy } from '../content/frequency-controller';
import { panelNote } from '../content/panel-note';
import { marks } from '../components/frequency-panel/marks';
import { primaryNav } from '../content/navigation';
import { loadedFontFamilies, siteFontFamilies } from './support/fonts';
import { overflowToTheSide } from './support/layout';
import { runtimeFiles, runtimePrefetches } from './support/runtime-files';
import { startDeployUnderPage, type DeployUnderPage } from './support/deploy-under-page';
import { eachKindOfPage, everyPage, panelPage } from './support/locators';
import { deployed, engineHosts, redeployedURL, siteHost } from './support/servers';
import { inPageScript, type Engine, type Viewport } from './support/engines/engine';
import {
  activateButton,
  byRole,
  controlsStatus,
  frequency,
  h1,
  header,
  menuToggle,
  navLink,
  panelStatus,
  pauseButton,
  reloadButton,
  resetButton,
  soundSwitch,
  type Target,
} from './support/engines/target';
import { expect, test, type EngineName } from './support/engines/test';

const phone: Viewport = { width: 390, height: 844 };
const desktop: Viewport = { width: 1280, height: 800 };
const defaultHz = frequencyPresets[0].hz;
/**
 * How far, in CSS pixels, an edge may sit from where Chromium draws it. WebKitGTK sets text up to
 * 1.5 % narrower, which the header's row of five links adds up to 7 px at 1280 px.
 */
const tolerance = 8;

/** What the layout comparison measures: the header's controls, Activate and the first heading. */
const measured = {
  'header link': byRole('link', undefined, { within: header }),
  'header button': byRole('button', undefined, { within: header }),
  activate: activateButton,
  h1,
};

/** In the page: the width it is laid out in, and each measured element's edges in the document. */
function layoutOf(targets: Record<string, Target>) {
  const boxes: Record<string, number[]> = {};
  for (const [what, target] of Object.entries(targets)) {
    for (const element of window.probe.findAll(target)) {
      const box = element.getBoundingClientRect();
      if (!box.width) continue;
      const edges = [
        box.left + scrollX,
        box.top + scrollY,
        box.right + scrollX,
        box.bottom + scrollY,
      ];
      boxes[`${what} “${window.probe.nameOf(element)}”`] = edges.map(Math.round);
    }
  }
  return { width: document.documentElement.clientWidth, boxes };
}

/** In the page: whether the target is there, and what a visitor or screen reader can tell of it. */
const stateOf = (target: Target) => {
  const element = window.probe.find(target);
  return (
    element && {
      text: element.textContent?.trim() ?? '',
      checked: (element as HTMLInputElement).checked ?? null,
      ariaChecked: element.getAttribute('aria-checked'),
      focused: element === document.activeElement,
    }
  );
};

/** In the page: where each target is on the screen, in CSS pixels. */
const viewportBoxes = (targets: Target[]) =>
  targets.map((target) => {
    const { left, top, width, height } = window.probe.find(target)!.getBoundingClientRect();
    return [left, top, width, height];
  });

/**
 * In the page: `target` brought to the middle of the screen, as a visitor scrolls to it. WebKit's
 * WebDriver does not scroll to a pinned bar whose place is just below the screen's foot (its
 * click then finds the bar out of sight), so the journeys go to the options first, as a visitor
 * does before pressing anything in the bar.
 */
const scrollToMiddle = (target: Target) => {
  window.probe.find(target)!.scrollIntoView({ block: 'center' });
};

/** A deploy that lands under the open page once it has fetched its runtime, for one test. */
const withDeploy = test.extend<{ deployUnderPage: DeployUnderPage }>({
  deployUnderPage: async ({}, provide) => {
    const site = await startDeployUnderPage(siteHost.baseURL);
    await provide(site);
    await site.stop();
  },
});

const location = (engine: Engine) => engine.evaluate(() => window.location.pathname, null);

async function expectSiteFontsAndNoOverflow(engine: Engine, where: string) {
  expect(await engine.evaluate(loadedFontFamilies, null), where).toEqual(
    expect.arrayContaining(siteFontFamilies),
  );
  expect(await engine.evaluate(overflowToTheSide, null), `${where}: overflow`).toBe(0);
}

for (const engineName of ['Firefox', 'WebKit'] satisfies EngineName[]) {
  // An engine's journeys run in turn, in one worker that starts it once. Spread over the three
  // workers, each started both engines (Firefox in 10–16 s beside the others), and the engines'
  // journeys took 51 s; one worker an engine, 33.
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    for (const server of engineHosts) {
      // Every test here also fails on any error or policy violation the page reports (afterEach).
      test.describe(`${engineName} on ${server.name}, reporting no error or violation`, () => {
        test.use({
          engineName,
          // nginx's certificate is made for the run, so no browser could trust it.
          ignoreHTTPSErrors: true,
          baseURL: server.baseURL,
        });
        test.beforeEach(async ({ engine }) => {
          test.skip(server.skip !== undefined, server.skip);
          // Sized before a page loads: a page is never drawn first at another width.
          await engine.resize(phone);
        });
        test.afterEach(async ({ engine }) => expect(await engine.takeProblems()).toEqual([]));

        // Every page on the first host; on nginx, one page of each kind it sends with headers of its
        // own (a content page, the panel's, the 404): the pages themselves are the same.
        for (const path of server === siteHost ? everyPage : eachKindOfPage) {
          test(`${path} is drawn in the site’s two fonts, nothing sideways at 390 or 1280 px`, async ({
            engine,
            baseURL,
          }) => {
            await engine.goto(`${baseURL}${path}`);
            if (path === panelPage) {
              // A second after load, at idle, the panel's page fetches its runtime ahead: what the
              // engine makes of that is reported too.
              await expect.poll(() => engine.evaluate(runtimePrefetches, null)).toBeGreaterThan(0);
            }
            await expectSiteFontsAndNoOverflow(engine, `${path} at 390 px`);
            await engine.resize(desktop);
            await expectSiteFontsAndNoOverflow(engine, `${path} at 1280 px`);
          });
        }

        test('at 390 px the menu opens, closes on Escape with focus back on its toggle, and a link leads on', async ({
          engine,
          baseURL,
        }) => {
          const about = primaryNav.find((item) => item.href === '/about/')!;
          await engine.goto(`${baseURL}/opportunities/`);
          expect(await engine.evaluate(stateOf, navLink(about.label))).toBeNull();
          await engine.click(menuToggle);
          await expect.poll(() => engine.evaluate(stateOf, navLink(about.label))).not.toBeNull();
          await engine.press('Escape');
          await expect.poll(() => engine.evaluate(stateOf, navLink(about.label))).toBeNull();
          expect(await engine.evaluate(stateOf, menuToggle)).toMatchObject({ focused: true });

          await engine.click(menuToggle);
          await engine.click(navLink(about.label));
          await expect.poll(() => location(engine)).toBe(about.href);
          // The address changes as the next page commits, a moment before its body is read.
          await expect.poll(() => engine.evaluate(stateOf, h1)).not.toBeNull();
        });

        test(`the panel tunes to 963 Hz, transmits, turns its sound on and resets to ${defaultHz} Hz`, async ({
          engine,
          baseURL,
        }) => {
          await engine.goto(`${baseURL}${panelPage}`);
          await engine.click(frequency(963));
          await expect
            .poll(() => engine.evaluate(stateOf, frequency(963)))
            .toMatchObject({
              checked: true,
            });
          await engine.click(activateButton);
          await expect.poll(() => engine.evaluate(stateOf, pauseButton)).not.toBeNull();
          expect((await engine.evaluate(stateOf, panelStatus))?.text).toMatch(/963 Hz/);

          await engine.click(soundSwitch);
          // The press makes the panel's audio context; had sound failed to start, the switch would
          // turn itself off and the status say why. (The context's state is not asked for: with no
          // sound card on a test machine, Firefox's stays suspended.)
          await expect
            .poll(() => engine.evaluate(() => window.probe.audioStates().length, null))
            .toBe(1);
          await expect
            .poll(() => engine.evaluate(stateOf, soundSwitch))
            .toMatchObject({ ariaChecked: 'true' });
          const status = (await engine.evaluate(stateOf, panelStatus))!.text;
          for (const failure of Object.values(panelCopy.soundFailed)) {
            expect(status).not.toContain(failure);
          }

          await engine.click(resetButton);
          await expect
            .poll(() => engine.evaluate(stateOf, frequency(defaultHz)))
            .toMatchObject({
              checked: true,
            });
          expect(await engine.evaluate(stateOf, activateButton)).not.toBeNull();
        });

        test('at 390 and 1280 px the header, Activate and the first heading sit where Chromium puts them', async ({
          engine,
          page,
          baseURL,
        }) => {
          const url = `${baseURL}${panelPage}`;
          await page.addInitScript(inPageScript());
          for (const viewport of [phone, desktop]) {
            await engine.resize(viewport);
            await engine.goto(url);
            const inEngine = await engine.evaluate(layoutOf, measured);
            // Laid out at the same width: Firefox keeps 12 px of it for a scrollbar.
            await page.setViewportSize({ width: inEngine.width, height: viewport.height });
            await page.goto(url);
            const inChromium = await page.evaluate(layoutOf, measured);
            const names = Object.keys(inChromium.boxes);
            expect(names, `at ${viewport.width} px`).toEqual(
              expect.arrayContaining([
                `activate “${panelCopy.activate}”`,
                `h1 “${frequencyPage.title}”`,
              ]),
            );
            expect(names.filter((name) => name.startsWith('header')).length).toBeGreaterThanOrEqual(
              3,
            );
            // WebDriver does not keep the order of an object's keys.
            expect(Object.keys(inEngine.boxes).sort(), `at ${viewport.width} px`).toEqual(
              [...names].sort(),
            );
            for (const [name, box] of Object.entries(inChromium.boxes)) {
              const other = inEngine.boxes[name]!;
              const off = Math.max(...box.map((edge, index) => Math.abs(edge - other[index]!)));
              expect(
                off,
                `${name} at ${viewport.width} px: ${other} in the engine, ${box} in Chromium`,
              ).toBeLessThanOrEqual(tolerance);
            }
          }
        });
      });
    }

    test.describe(`${engineName} on a site deployed again under an open page`, () => {
      test.use({ engineName });
      test.skip(
        !!deployed,
        'The site deployed again is made here, from out/; BASE_URL names a copy.',
      );

      test('a renamed panel script leaves the page whole, saying the controls could not load', async ({
        engine,
      }) => {
        await engine.resize(phone);
        await engine.goto(`${redeployedURL}${panelPage}`);
        await engine.click(frequency(963));
        await engine.click(activateButton);
        const couldNotLoad = `${panelNote.couldNot.transmission} ${panelNote.unavailable}`;
        await expect
          .poll(() => engine.evaluate(stateOf, controlsStatus))
          .toMatchObject({ text: couldNotLoad });
        // Reload shows a moment after the note (globals.css, `.panel-retry`).
        await expect.poll(() => engine.evaluate(stateOf, reloadButton)).not.toBeNull();
        // Once every file of the runtime has been asked for (when the old panel ran what came and
        // blanked the page), the page is still whole, with the visitor's choice.
        await expect
          .poll(() => engine.evaluate(runtimePrefetches, null))
          .toBeGreaterThanOrEqual(await engine.evaluate(runtimeFiles, marks.runtime));
        expect(await engine.evaluate(stateOf, h1)).toMatchObject({ text: frequencyPage.title });
        expect(await engine.evaluate(stateOf, header)).not.toBeNull();
        expect(await engine.evaluate(stateOf, frequency(963))).toMatchObject({ checked: true });
        expect(await engine.evaluate(stateOf, controlsStatus)).toMatchObject({
          text: couldNotLoad,
        });
        expect(await engine.takeProblems()).toEqual([]);
      });

      test('at 390 px the could-not-load note and Reload move neither Activate nor Sound', async ({
        engine,
      }) => {
        await engine.resize(phone);
        await engine.goto(`${redeployedURL}${panelPage}`);
        // Where a visitor finds both, among the options: Sound in sight, the bar docked above it.
        await engine.evaluate(scrollToMiddle, frequency(defaultHz));
        await engine.click(soundSwitch);
        const places = () => engine.evaluate(viewportBoxes, [activateButton, soundSwitch]);
        const before = await places();
        await engine.click(activateButton);
        await expect
          .poll(() => engine.evaluate(stateOf, controlsStatus))
          .toMatchObject({
            text: `${panelNote.couldNot.sound} ${panelNote.couldNot.transmission} ${panelNote.unavailable}`,
          });
        await expect.poll(() => engine.evaluate(stateOf, reloadButton)).not.toBeNull();
        expect(await places()).toEqual(before);
      });

      withDeploy(
        'the panel’s chunk gone after the prefetch: within 2 s of Activate, the note says it could not load',
        async ({ engine, deployUnderPage }) => {
          await engine.resize(phone);
          await engine.goto(`${deployUnderPage.url}${panelPage}`);
          await expect
            .poll(() => engine.evaluate(runtimePrefetches, null))
            .toBeGreaterThanOrEqual(await engine.evaluate(runtimeFiles, marks.runtime));
          deployUnderPage.deploy();
          await engine.evaluate(scrollToMiddle, frequency(defaultHz));
          await engine.click(activateButton);
          await expect
            .poll(() => engine.evaluate(stateOf, controlsStatus), { timeout: 2_000 })
            .toMatchObject({ text: `${panelNote.couldNot.transmission} ${panelNote.unavailable}` });
          expect(await engine.evaluate(stateOf, h1)).toMatchObject({ text: frequencyPage.title });
          expect(await engine.takeProblems()).toEqual([]);
        },
      );
    });
  });
}
