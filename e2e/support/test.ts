import { test as base, expect, type Page } from '@playwright/test';
import { site } from '../../content/site';

/** What the image host answers in tests: a small stand-in picture, served locally. */
export const standInImage = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#445"/></svg>`;

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
