/**
 * One list of expectations (support/server-expectations.ts), run against each server: the preview
 * the other journeys use, a real nginx over HTTPS with the configuration deploy:nginx prints, and
 * Cloudflare Pages run by wrangler.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { headersFile, notServed, plainFiles, serveConfig, vercelConfig } from '../scripts/hosts';
import { outDir } from './support/export';
import { serverExpectations, type ExpectationContext } from './support/server-expectations';
import { servers } from './support/servers';
import { expect, test, type Page } from './support/test';

test('the build wrote every host configuration from the one policy', () => {
  const read = (file: string) => readFileSync(file, 'utf8');
  expect(read(path.join(outDir, '_headers'))).toBe(headersFile());
  expect(JSON.parse(read(path.join(outDir, 'vercel.json')))).toEqual(vercelConfig());
  // The preview server every journey runs against reads this one.
  expect(JSON.parse(read(path.join(outDir, '../.next/serve.json')))).toEqual(serveConfig());
});

test("the hosts' rules name every file the export serves outside /_next/ and its pages", () => {
  const served = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name))}`)
    .filter(
      (file) =>
        !file.startsWith('/_next/') &&
        !file.endsWith('.html') &&
        // Next's payloads for client-side navigation, which these pages never make.
        !/\/(index|__next\.[^/]*)\.txt$/.test(file) &&
        !notServed.includes(file),
    );
  expect(served.sort()).toEqual([...plainFiles].sort());
});

for (const server of servers) {
  test.describe(server.name, () => {
    test.use({
      // nginx's certificate is made for the run, so no browser or client could trust it.
      ignoreHTTPSErrors: true,
      baseURL: async ({ baseURL }, provide) => provide(server.locate().baseURL ?? baseURL),
    });

    for (const expectation of serverExpectations) {
      if (expectation.appliesTo && !expectation.appliesTo(server)) continue;
      const check = async (context: Pick<ExpectationContext, 'request' | 'page' | 'baseURL'>) => {
        const { skip, httpURL } = server.locate();
        test.skip(skip !== undefined, skip);
        if (expectation.timeout) test.setTimeout(expectation.timeout);
        await expectation.check({ ...context, httpURL, server });
      };
      // A page only where one is loaded: making a browser context costs more than most checks.
      const noPage = new Proxy({} as Page, {
        get: () => {
          throw new Error(`“${expectation.title}” loads a page: mark it inBrowser`);
        },
      });
      test(
        expectation.title,
        expectation.inBrowser
          ? ({ request, page, baseURL }) => check({ request, page, baseURL: baseURL! })
          : ({ request, baseURL }) => check({ request, page: noPage, baseURL: baseURL! }),
      );
    }
  });
}
