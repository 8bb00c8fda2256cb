import type { Page } from '@playwright/test';

export interface RecordOptions {
  /** Only CSP and Trusted Types violations: the test causes other errors on purpose. */
  violationsOnly?: boolean;
  /** Console messages of any level to record as well (errors always are). */
  console?: RegExp;
  /** Problems the test causes on purpose, left out. */
  ignore?: (problem: string) => boolean;
}

/**
 * Records what goes wrong in the page, one line a problem, from before its first script runs and
 * across navigations: every CSP or Trusted Types violation it reports, and (unless
 * `violationsOnly`) console errors, uncaught errors and unhandled rejections, responses of 400 or
 * more, and requests that failed (not those a navigation cancelled).
 */
export async function recordProblems(page: Page, options: RecordOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  const record = (problem: string) => {
    if (!options.ignore?.(problem)) problems.push(problem);
  };
  const all = !options.violationsOnly;
  await page.exposeFunction('reportProblem', record);
  await page.addInitScript((all) => {
    const report = (problem: string) =>
      (window as unknown as { reportProblem(problem: string): void }).reportProblem(problem);
    document.addEventListener('securitypolicyviolation', (e) =>
      report(
        `CSP ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`,
      ),
    );
    if (all) {
      addEventListener('unhandledrejection', (e) =>
        report(`unhandled rejection: ${String(e.reason)}`),
      );
    }
  }, all);
  page.on('console', (m) => {
    const text = m.text();
    const csp = /Content Security Policy/i.test(text);
    if (csp || options.console?.test(text) || (all && m.type() === 'error')) {
      record(`console ${m.type()}: ${text} (${m.location().url})`);
    }
  });
  if (!all) return problems;
  page.on('pageerror', (e) => record(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) record(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') record(`${error} ${r.url()}`);
  });
  return problems;
}
