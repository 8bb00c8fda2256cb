/**
 * The live preview (`npm run dev`) works at both loopback addresses: Next serves its development
 * scripts to a page opened at 127.0.0.1 as well as at localhost, so the panel hydrates at either.
 */
import { frequencyPresets } from '../content/frequency-controller';
import { startDevServer } from './support/local-servers';
import { configuration, frequency, menuToggle, panelPage } from './support/locators';
import { expect, test } from './support/test';

let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;

test.beforeAll(async () => {
  dev = await startDevServer();
});
test.afterAll(async () => {
  await dev?.stop();
});

test('npm run dev serves the panel at 127.0.0.1 and at localhost, and it hydrates at both', async ({
  browser,
}) => {
  // The first request compiles the page.
  test.setTimeout(180_000);
  const hosts = ['127.0.0.1', 'localhost'];
  const origins = hosts.map((host) => `http://${host}:${dev!.port}`);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  // Nothing leaves the machine: only the dev server is reached.
  await context.route(
    (url) => !origins.includes(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const [, chosen] = frequencyPresets;
  for (const origin of origins) {
    await test.step(origin, async () => {
      await page.goto(`${origin}${panelPage}`, { timeout: 150_000 });
      // Hydrated, React mirrors the menu's state; then a choice updates the configuration.
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false', {
        timeout: 60_000,
      });
      await frequency(page, chosen!.hz).check();
      await expect(configuration(page, new RegExp(`^${chosen!.hz} Hz · `))).toBeVisible();
    });
  }
  await context.close();
});
