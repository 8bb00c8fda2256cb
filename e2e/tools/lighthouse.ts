/** One Lighthouse run (default mobile settings, simulated throttling) in Debian's Chromium. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { site } from '../../content/site';
import { chromiumArgs, findChromium } from '../support/system';

export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes over the wire, all requests. */
  transfer: number;
  /** The same, less the background image from the image host. */
  transferWithoutImage: number;
  /** Bytes over the wire of script files (Lighthouse never interacts: all while loading). */
  scriptTransfer: number;
  /** Bytes over the wire of font files. */
  fontTransfer: number;
  /** Audits that did not pass in a category that must score 100, for messages. */
  failing: string[];
}

const cli = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

/**
 * Lighthouse runs in its own plain Node process: it serialises some of its functions into the
 * page, which a TypeScript loader's helpers would break. Each run starts a fresh Chromium.
 */
export async function runLighthouse(
  url: string,
  extraChromeFlags: string[] = [],
): Promise<LighthouseSummary> {
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a run
  // measured nothing, so it is run again rather than reported.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, extraChromeFlags);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function runOnce(url: string, extraChromeFlags: string[]): Promise<LighthouseSummary> {
  const chromeFlags = ['--headless=new', ...chromiumArgs, ...extraChromeFlags].join(' ');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: findChromium() ?? '' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; transferSize?: number; resourceType?: string }[];
      }
    )?.items ?? [];
  const transfer = requests.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const image = requests
    .filter((r) => r.url.startsWith(site.heroImage.host))
    .reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const ofType = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    transfer,
    transferWithoutImage: transfer - image,
    scriptTransfer: ofType('Script'),
    fontTransfer: ofType('Font'),
    failing,
  };
}
