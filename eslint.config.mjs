import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The floors of the house, lowest first: each may import from the ones below it, never above.
 * content/ (copy, figures, and the little code they need in content/_lib) ← components/ ← app/
 * ← scripts/ (the build) ← e2e/ (the browser tests and the bench).
 */
const floors = ['content', 'components', 'app', 'scripts', 'e2e'];
/** Tests, and the helpers only tests import (`*.test-utils.ts(x)`, so Jest never runs them). */
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}'];
const testHelpers = {
  group: ['**/*.test-utils'],
  message: 'Test helpers are for tests: product code never imports them.',
};
const layers = floors.slice(0, -1).flatMap((floor, index) => {
  const above = floors.slice(index + 1);
  const layer = {
    group: above.flatMap((name) => [`@/${name}/*`, `**/${name}/**`]),
    message: `${floor}/ is below ${above.join(', ')}: it may not import from them.`,
  };
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: [`${floor}/**/*.{ts,tsx,mjs}`],
      ignores: testFiles,
      rules: restrict([layer, testHelpers]),
    },
    { files: testFiles.map((file) => `${floor}/${file}`), rules: restrict([layer]) },
  ];
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Pages link with plain <a> on purpose: each route is static HTML on a CDN, so a full page
    // load is as fast as a client-side one, without next/link's runtime (~3 KB gzip) or the
    // prefetching of every visible route on every page view.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  ...layers,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'out-nginx/**',
      // A real export's files, as Next wrote them (scripts/export-fixtures.ts).
      'scripts/fixtures/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
    ],
  },
];

export default config;
