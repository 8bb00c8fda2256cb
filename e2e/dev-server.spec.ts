/**
 * The live preview (`npm run dev`) works at both loopback addresses: Next serves its development
 * scripts to a page opened at 127.0.0.1 as well as at localhost, so the panel hydrates at either.
 */
import { frequencyPresets } from '../content/frequency-controller';
import { configuration, frequency, menuToggle, panelPage } from './support/locators';
import { deployed, ports } from './support/servers';
import { expect, test } from './support/test';

test.skip(deployed !== undefined, `BASE_URL is set: only ${deployed} is tested.`);

test('npm run dev serves the panel at 127.0.0.1 and at localhost, and it hydrates at both', async ({
  browser,
}) => {
  // The first request compiles the page.
  test.setTimeout(180_000);
  const hosts = ['127.0.0.1', 'localhost'];
  const origins = hosts.map((host) => `http://${host}:${ports.dev}`);
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
