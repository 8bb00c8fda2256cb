/**
 * The live preview (`npm run dev`) works at both loopback addresses: Next serves its development
 * scripts only to localhost unless another host is allowed, and the panel would never hydrate at
 * 127.0.0.1, the address `npm start` prints. A journey through `next dev` costs a compile of the
 * panel's page; the configuration is what decides it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NextConfig } from 'next';
import { expect, test } from './support/test';

test('npm run dev lets a page opened at 127.0.0.1 load its development scripts, as at localhost', async () => {
  const file = pathToFileURL(path.resolve(__dirname, '../next.config.mjs')).href;
  const { default: nextConfig } = (await import(file)) as { default: NextConfig };
  expect(nextConfig.allowedDevOrigins).toContain('127.0.0.1');
});
