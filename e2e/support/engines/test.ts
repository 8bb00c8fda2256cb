/**
 * Playwright's test, with Firefox and WebKit beside its Chromium: each worker starts an engine the
 * first time one of its tests asks for it and keeps it for the tests that follow, with one stand-in
 * for the outside hosts. The engine a test drives is its `engineName` option.
 */
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
  engine: async ({ engines, engineName }, provide) => provide(await engines(engineName)),
});

export { expect } from '../test';
