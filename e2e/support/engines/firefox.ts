/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: headless, no geckodriver.
 * (Playwright's own Firefox cannot be downloaded here, and its moz-firefox channel refuses ESR.)
 */
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { findTimeout, inPageScript, pageProblems, type Engine } from './engine';
import type { OutsideStandIn } from './outside-stand-in';
import type { Target } from './target';

export async function launchFirefox(executablePath: string, standIn: OutsideStandIn) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // nginx's certificate and the stand-in's are made for the run.
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Every host but the site's through the stand-in.
      'network.proxy.type': 1,
      'network.proxy.no_proxies_on': standIn.direct.join(', '),
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': standIn.port,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': standIn.port,
    },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(inPageScript());
  // The engine's own console errors, which no page event reports (a font it rejected, say).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console error: ${message.text()}`);
  });

  const engine: Engine = {
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async resize({ width, height }) {
      await page.setViewport({ width, height });
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async click(target: Target) {
      const handle = await page.waitForFunction(
        (t) => window.probe.find(t),
        {
          polling: 100,
          timeout: findTimeout,
        },
        target,
      );
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error(`${JSON.stringify(target)} is not an element`);
      await element.click();
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async takeProblems() {
      return [...(await pageProblems(engine)), ...consoleErrors.splice(0)];
    },
    close: () => browser.close(),
  };
  return engine;
}
