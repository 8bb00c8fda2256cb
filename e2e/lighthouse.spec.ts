/**
 * Lighthouse (mobile) on every route of the served export, for the categories that do not depend
 * on timing: accessibility, best practices and SEO, each expected to score 100. Performance is
 * measured by the benchmark (`npm run bench`), on an idle machine, against its targets. The
 * routes run one after another in one Chromium (tools/lighthouse-batch.mjs), on one worker, while
 * the other workers go on with the journeys.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { routes } from '../content/navigation';
import { startImageHost } from './tools/image-host';
import { expect, test } from './support/test';

interface Scores {
  url: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  failing: string[];
}

test.describe.configure({ mode: 'serial' });

let batch: Promise<Scores[]> | undefined;

/** Every route's scores, from one batch run the first test starts and the others share. */
async function scoresFor(baseURL: string): Promise<Scores[]> {
  const imageHost = await startImageHost();
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(__dirname, 'tools/lighthouse-batch.mjs'),
        JSON.stringify(imageHost.chromeFlags),
        ...routes.map((route) => `${baseURL}${route.href}`),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Scores[];
  } finally {
    await imageHost.close();
  }
}

for (const route of routes) {
  test(`${route.href} scores 100 for accessibility, best practices and SEO`, async ({
    baseURL,
  }) => {
    test.setTimeout(300_000);
    batch ??= scoresFor(baseURL!);
    const scores = (await batch).find((result) => result.url === `${baseURL}${route.href}`)!;
    expect(scores.failing).toEqual([]);
    expect(scores.accessibility).toBe(100);
    expect(scores.bestPractices).toBe(100);
    expect(scores.seo).toBe(100);
  });
}
