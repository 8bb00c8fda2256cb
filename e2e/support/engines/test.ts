/**
 * Playwright's test, with Firefox and WebKit beside its Chromium: each worker starts an engine the
 * first time one of its tests asks for it and keeps it for the tests that follow, with one stand-in
 * for the outside hosts. The engine a test drives is its `engineName` option.
 */
import { writeFileSync } from 'node:fs';
import { enginePrograms, enginesMissing, missingEnginePackages } from '../system';
import { test as base } from '../test';
import type { Engine } from './engine';
import { launchFirefox } from './firefox';
import { startOutsideStandIn } from './outside-stand-in';
import { launchWebKit } from './webkit';

export type EngineName = 'Firefox' | 'WebKit';

interface WorkerFixtures {
  engines: (name: EngineName) => Promise<Engine>;
}

export const test = base.extend<{ engineName: EngineName; engine: Engine }, WorkerFixtures>({
  engines: [
    async ({}, provide) => {
      const missing = missingEnginePackages();
      const standIn = missing.length ? undefined : await startOutsideStandIn();
      const launched = new Map<EngineName, Promise<Engine>>();
      const launch = {
        Firefox: () => launchFirefox(enginePrograms.firefox.path, standIn!),
        WebKit: () =>
          launchWebKit(
            {
              xvfb: enginePrograms.xvfb.path,
              driver: enginePrograms.webKitDriver.path,
              python: enginePrograms.python.path,
            },
            standIn!,
          ),
      };
      await provide((name) => {
        test.skip(missing.length > 0, enginesMissing(missing));
        if (!launched.has(name)) launched.set(name, launch[name]());
        return launched.get(name)!;
      });
      for (const engine of launched.values()) await (await engine.catch(() => null))?.close();
      await standIn?.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  engineName: ['Firefox', { option: true }],
  engine: async ({ engines, engineName }, provide, testInfo) => {
    const engine = await engines(engineName);
    await provide(engine);
    // A failure leaves the page as the engine had it beside its error, as Playwright's own does.
    if (testInfo.status !== testInfo.expectedStatus) {
      const snapshot = await engine
        .evaluate(() => window.probe.outline(), null)
        .catch((error: unknown) => `The page could not be read: ${String(error)}`);
      const file = testInfo.outputPath('page-snapshot.md');
      writeFileSync(file, `# Page snapshot (${engine.version})\n\n${snapshot}\n`);
      await testInfo.attach('page snapshot', { path: file, contentType: 'text/markdown' });
    }
  },
});

export { expect } from '../test';
