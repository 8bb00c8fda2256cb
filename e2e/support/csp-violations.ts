import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports, across navigations and from
 * before its first script runs, into `into` (a new list by default), and returns that list.
 */
export async function recordCspViolations(page: Page, into: string[] = []): Promise<string[]> {
  await page.exposeFunction('reportCspViolation', (v: string) => into.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `CSP ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) into.push(m.text());
  });
  return into;
}
