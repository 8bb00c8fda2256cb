import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Pages link with plain <a> on purpose: each route is static HTML on a CDN, so a full page
    // load is as fast as a client-side one, without next/link's runtime (~3 KB gzip) or the
    // prefetching of every visible route on every page view.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
];

export default config;
