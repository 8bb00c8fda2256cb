import { test as base, expect, type Page } from '@playwright/test';
import { site } from '../../content/site';

/**
 * What the image host answers in tests: a small stand-in for the photograph, served locally,
 * drawn like it (a night sky brightening to the horizon, over a dark ridge) and never changing,
 * so the visual baselines show the opening as a visitor sees it.
 */
export const standInImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 16 9"><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#0b1230"/><stop offset=".72" stop-color="#46598c"/><stop offset="1" stop-color="#c9d3e8"/></linearGradient><rect width="16" height="9" fill="url(#s)"/><path d="M0 9V6.3l1.6-1.2 1.3.8 2.4-2.6 1.7 1.9 1.4-1 2.6 2.3 1.5-.9 1.7 1.1L16 5.6V9z" fill="#171a26"/></svg>`;

interface Fixtures {
  /** Every request the page made to a host other than the site's own. */
  outsideRequests: string[];
}

/**
 * The journeys never reach the internet: requests to the image host and pages off the site are
 * answered locally, anything else is refused, and all are recorded for tests to assert on.
 */
export const test = base.extend<Fixtures>({
  outsideRequests: async ({ context, baseURL }, provide) => {
    const siteOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const outside: string[] = [];
    await context.route(
      (url) => url.origin !== siteOrigin,
      async (route) => {
        const url = route.request().url();
        outside.push(url);
        if (url.startsWith(`${site.heroImage.host}/`)) {
          await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: standInImage });
        } else if (route.request().resourceType() === 'document') {
          // A link the visitor followed off the site (the social profile, the partner).
          await route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>Outside</title>',
          });
        } else {
          await route.abort('blockedbyclient');
        }
      },
    );
    await provide(outside);
  },
  page: async ({ page, outsideRequests }, provide) => {
    void outsideRequests; // depend on the fixture so the routes are in place first
    await provide(page);
  },
});

export { expect };

export type { Page };
