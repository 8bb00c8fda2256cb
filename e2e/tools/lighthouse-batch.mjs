// Lighthouse on several URLs, one after another in one Chromium, for the categories timing cannot
// change. Plain Node, not TypeScript: Lighthouse serialises some of its functions into the page,
// which a TypeScript loader's helpers would break (see lighthouse.ts).
// Usage: node lighthouse-batch.mjs '<JSON list of extra Chromium flags>' <url>…
// Prints a JSON list: for each URL its scores (0–100) and the audits that did not pass.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../support/chromium.mjs';

const categories = ['accessibility', 'best-practices', 'seo'];

const [extraFlags, ...urls] = process.argv.slice(2);
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const chrome = spawn(
  findChromium(),
  [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    ...chromiumArgs,
    // Flags written for a command line keep their quotes there; here each is one argument.
    ...JSON.parse(extraFlags).map((flag) => flag.replaceAll('"', '')),
    'about:blank',
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);

try {
  const port = await new Promise((resolve, reject) => {
    let log = '';
    chrome.stderr.on('data', (chunk) => {
      log += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (listening) resolve(Number(listening[1]));
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${log}`)));
  });
  const results = [];
  /** One run; Lighthouse now and then loses a load (NO_FCP), so a failed one is run again. */
  const audit = async (url, attempt = 1) => {
    try {
      const run = await lighthouse(url, {
        port,
        logLevel: 'error',
        onlyCategories: categories,
        disableFullPageScreenshot: true,
        // The pages run no script until the visitor acts: quiet comes at once, so wait less.
        pauseAfterFcpMs: 250,
        pauseAfterLoadMs: 250,
        networkQuietThresholdMs: 250,
        cpuQuietThresholdMs: 250,
      });
      if (!run || run.lhr.runtimeError)
        throw new Error(`${url}: ${run?.lhr.runtimeError?.message}`);
      return run.lhr;
    } catch (error) {
      if (attempt >= 3) throw error;
      return audit(url, attempt + 1);
    }
  };
  for (const url of urls) {
    const lhr = await audit(url);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.push({
      url,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing: categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
      ),
    });
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  chrome.kill();
  await new Promise((resolve) =>
    chrome.exitCode === null ? chrome.on('exit', resolve) : resolve(),
  );
  rmSync(profile, { recursive: true, force: true });
}
