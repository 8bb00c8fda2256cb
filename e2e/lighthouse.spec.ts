/**
 * One Lighthouse run per route (mobile, simulated throttling) against the served export. The
 * thresholds are floors; `npm run bench` reports the medians against the tighter targets.
 */
import { routes } from '../content/navigation';
import { startImageHost, type ImageHost } from './tools/image-host';
import { runLighthouse } from './tools/lighthouse';
import { expect, test } from './support/test';

test.describe.configure({ mode: 'serial' });

let imageHost: ImageHost;
test.beforeAll(async () => {
  imageHost = await startImageHost();
});
test.afterAll(async () => {
  await imageHost.close();
});

for (const route of routes) {
  test(`${route.href} scores 100 for accessibility, best practices and SEO, and 90+ for performance`, async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const url = `${baseURL}${route.href}`;
    const result = await runLighthouse(url, imageHost.chromeFlags);
    // A busy machine only ever lowers the performance score, so a low one is measured again
    // (up to three runs) and the best kept; the other categories do not depend on timing.
    for (let run = 2; run <= 3 && result.performance < 90; run++) {
      result.performance = Math.max(
        result.performance,
        (await runLighthouse(url, imageHost.chromeFlags)).performance,
      );
    }
    expect(result.failing).toEqual([]);
    expect(result.accessibility).toBe(100);
    expect(result.bestPractices).toBe(100);
    expect(result.seo).toBe(100);
    expect(result.performance).toBeGreaterThanOrEqual(90);
  });
}
