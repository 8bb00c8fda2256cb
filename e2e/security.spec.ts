import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../content/navigation';
import { exportedHtmlFiles, outDir } from './support/export';
import { inlineScripts, scriptHash } from '../scripts/csp';
import { cspDirectives } from '../scripts/security';
import { recordCspViolations } from './support/csp-violations';
import { expect, test } from './support/test';

function pageCspOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
}

test.describe('the exported pages', () => {
  test('every page carries a strict policy whose hashes cover each of its inline scripts', () => {
    const files = exportedHtmlFiles();
    expect(files.length).toBeGreaterThanOrEqual(routes.length + 1);
    for (const file of files) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      const csp = pageCspOf(html);
      expect(csp, file).toBeDefined();
      const scriptSrc = csp!.split('; ').find((d) => d.startsWith('script-src '))!;
      for (const body of inlineScripts(html)) expect(scriptSrc, file).toContain(scriptHash(body));
      expect(csp, file).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'strict-dynamic'/);
      for (const [name, sources] of Object.entries(cspDirectives)) {
        if (name !== 'script-src')
          expect(csp, file).toContain(`${name} ${sources.join(' ')};`.replace(/;$/, ''));
      }
      expect(csp, file).toContain("img-src 'self' https://images.unsplash.com;");
      // The policy comes before every script it governs.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(
        html.indexOf('<script'),
      );
    }
  });

  test('no page or navigation payload sets an inline style attribute', () => {
    const files = exportedHtmlFiles();
    for (const file of files) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toContain(' style="');
    }
  });
});

// Every page loading with no CSP violation is checked against each server, the preview and
// nginx, by e2e/servers.spec.ts; following every header link, by e2e/navigation.spec.ts.
test.describe('in the browser, under the policy', () => {
  test('an inline script the build did not hash is refused', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.route('**/about/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>document.documentElement.dataset.injected = "ran"</script></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'ran');
    await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
