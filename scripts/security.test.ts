/** @jest-environment node */
import {
  deploymentSettings,
  headerCspDirectives,
  pageCspDirectives,
  securityHeadersFor,
  serializeCsp,
} from './security';

const off = { hstsPreload: false, cspReportEndpoint: null };
const endpoint = 'https://reports.example.com/csp';
const securityHeaders = securityHeadersFor();
/** Referrer policies that never send a path to another site. */
const privateReferrers = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const fileSecurityHeaders = securityHeadersFor(deploymentSettings, 'file');

describe('the security policy', () => {
  it('ships with HSTS preload and CSP reporting off, as the owner has not chosen them', () => {
    expect(deploymentSettings).toEqual(off);
  });

  it.each([
    ['asks for two years of HTTPS on the domain and its subdomains, without preload', false, ''],
    ['adds preload to HSTS only when the owner turns it on', true, '; preload'],
  ])('%s', (_what, hstsPreload, preload) => {
    expect(securityHeadersFor({ ...off, hstsPreload })['Strict-Transport-Security']).toBe(
      `max-age=63072000; includeSubDomains${preload}`,
    );
  });

  // Each host sends exactly these headers (hosts.test.ts, e2e/servers.spec.ts): checked here once.
  it.each([
    ['by default', off],
    ['with preload and reporting', { hstsPreload: true, cspReportEndpoint: endpoint }],
  ])('passes the Observatory-style checklist on pages and files, %s', (_case, settings) => {
    for (const kind of ['page', 'file'] as const) {
      const headers = securityHeadersFor(settings, kind);
      const csp = headers['Content-Security-Policy']!;
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const hsts = /^max-age=(\d+); includeSubDomains/.exec(headers['Strict-Transport-Security']!);
      expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15768000);
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(privateReferrers).toContain(headers['Referrer-Policy']);
      for (const name of Object.keys(headers)) {
        expect(name).not.toMatch(/^(server|x-powered-by|x-aspnet-version)$/i);
      }
    }
  });

  it('keeps other sites from embedding its files or sharing its window', () => {
    expect(securityHeaders['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(securityHeaders['X-Frame-Options']).toBe('DENY');
  });

  it('sends no reporting endpoint and no report-to while reporting is off', () => {
    const headers = securityHeadersFor(off);
    expect(Object.keys(headers)).not.toContain('Reporting-Endpoints');
    expect(headers['Content-Security-Policy']).not.toContain('report-to');
    expect(Object.keys(pageCspDirectives('island', off))).not.toContain('report-to');
  });

  it('reports violations of both policies to the one endpoint when it is set', () => {
    const settings = { ...off, cspReportEndpoint: endpoint };
    const headers = securityHeadersFor(settings);
    expect(headers['Reporting-Endpoints']).toBe(`csp="${endpoint}"`);
    expect(headers['Content-Security-Policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; report-to csp",
    );
    expect(pageCspDirectives('island', settings)['report-to']).toEqual(['csp']);
    expect(headerCspDirectives(settings)['report-to']).toEqual(['csp']);
  });

  it.each([
    ['http://reports.example.com/csp', /must be https/],
    ['reports.example.com/csp', /not a URL/],
  ])('refuses %s as a reporting endpoint', (url, message) => {
    expect(() => securityHeadersFor({ ...off, cspReportEndpoint: url })).toThrow(message);
  });

  it('gives the header policy nothing the page policy allows, since both are enforced', () => {
    const page = pageCspDirectives('island', off);
    for (const [name, sources] of Object.entries(headerCspDirectives(off))) {
      if (name in page) expect(sources).toEqual(page[name]);
      else expect(sources).toEqual(["'none'"]);
    }
  });

  it('serializes a policy with the page hashes added to script-src only', () => {
    expect(
      serializeCsp({ 'script-src': ["'self'"], 'img-src': ["'self'"] }, ["'sha256-abc='"]),
    ).toBe("script-src 'self' 'sha256-abc='; img-src 'self'");
  });

  it('gives a file a second policy that lets it load nothing, enforced with the first', () => {
    const policies = fileSecurityHeaders['Content-Security-Policy']!.split(', ');
    expect(policies).toEqual([securityHeaders['Content-Security-Policy'], "default-src 'none'"]);
    const reported = securityHeadersFor({ ...off, cspReportEndpoint: endpoint }, 'file');
    for (const policy of reported['Content-Security-Policy']!.split(', ')) {
      expect(policy).toMatch(/; report-to csp$/);
    }
    expect({ ...fileSecurityHeaders, 'Content-Security-Policy': '' }).toEqual({
      ...securityHeaders,
      'Content-Security-Policy': '',
    });
  });

  it('denies the powerful features the site never uses, and leaves autoplay to its sound', () => {
    const denied = securityHeaders['Permissions-Policy']!.split(', ');
    for (const entry of denied) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    const features = denied.map((entry) => entry.replace('=()', ''));
    expect(features).toEqual(
      expect.arrayContaining([
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'clipboard-read',
        'clipboard-write',
        'fullscreen',
        'idle-detection',
        'local-fonts',
        'otp-credentials',
        'picture-in-picture',
        'publickey-credentials-create',
        'publickey-credentials-get',
        'screen-wake-lock',
        'storage-access',
        'window-management',
        'encrypted-media',
        'sync-xhr',
        'identity-credentials-get',
        'compute-pressure',
        'gamepad',
        'browsing-topics',
      ]),
    );
    // The frequency controller's Web Audio starts under the autoplay policy.
    expect(features).not.toContain('autoplay');
    expect(new Set(features).size).toBe(features.length);
  });
});
