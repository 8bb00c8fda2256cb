import { readFileSync } from 'node:fs';
import path from 'node:path';
import { primaryNav, routes } from '../content/navigation';
import { exportedHtmlFiles, outDir } from './support/export';
import { inlineScripts, scriptHash } from '../scripts/csp';
import { headersFile } from '../scripts/hosts';
import { cspDirectives, immutableAssets, revalidate, securityHeaders } from '../scripts/security';
import { expect, test, type Page } from './support/test';

function pageCspOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
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

  test('the _headers file holds every security header, immutable assets and revalidated pages', () => {
    const text = readFileSync(path.join(outDir, '_headers'), 'utf8');
    expect(text).toBe(headersFile());
    const rules = new Map<string, Record<string, string>>();
    let current: Record<string, string> | undefined;
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      if (!line.startsWith(' ')) {
        current = {};
        rules.set(line.trim(), current);
      } else {
        const [name, ...value] = line.trim().split(': ');
        current![name!] = value.join(': ');
      }
    }
    expect(rules.get('/*')).toEqual(securityHeaders);
    expect(rules.get('/*')!['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(rules.get('/*')!['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(rules.get('/_next/static/*')).toEqual({ 'Cache-Control': immutableAssets.cacheControl });
    for (const route of routes) {
      expect(rules.get(route.href), route.href).toEqual({
        'Cache-Control': revalidate.cacheControl,
      });
    }
  });
});

test.describe('the preview server', () => {
  test('sends every security header, revalidates HTML and caches assets for good', async ({
    request,
    page,
  }) => {
    for (const url of ['/', '/retreats/', '/no-such-page/']) {
      const response = await request.get(url);
      const headers = response.headers();
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
      }
      expect(headers['cache-control'], url).toBe(revalidate.cacheControl);
    }
    await page.goto('/');
    // Scripts load on interaction now; the stylesheet is an asset every page links at once.
    const asset = await page
      .locator('link[rel="stylesheet"][href^="/_next/static/"]')
      .first()
      .getAttribute('href');
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toBe(immutableAssets.cacheControl);
  });
});

test.describe('in the browser, under the policy', () => {
  for (const route of routes) {
    test(`${route.href} runs with no CSP violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      await page.goto(route.href, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(violations).toEqual([]);
    });
  }

  test('client-side navigation through every header link raises no CSP violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    for (const item of primaryNav) {
      await page
        .getByRole('navigation', { name: 'Primary' })
        .getByRole('link', { name: item.label })
        .first()
        .click();
      await expect(page).toHaveURL(item.href);
    }
    expect(violations).toEqual([]);
  });

  test('an inline script the build did not hash is refused', async ({ page }) => {
    const violations = await recordViolations(page);
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
