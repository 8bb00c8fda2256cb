/**
 * `npm run bench`: builds the export, serves it with compression on 127.0.0.1, runs Lighthouse
 * (mobile, simulated throttling) three times per route, and writes the medians, with the gzip
 * bytes each route loads, to bench/results.{json,md}. `--no-build` reuses out/; `--runs N`;
 * `--routes /,/about/`.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../content/navigation';
import { routeAssets } from '../support/route-assets';
import { startImageHost } from './image-host';
import { runLighthouse, type LighthouseSummary } from './lighthouse';

const root = path.resolve(__dirname, '../..');
const port = 4180;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
/** `--routes /,/about/` measures only those routes. */
const only = args.includes('--routes') ? args[args.indexOf('--routes') + 1]!.split(',') : null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  // serve compresses responses with gzip, as a CDN would.
  const server = spawn(
    'npx',
    [
      'serve',
      'out',
      '--no-clipboard',
      '--no-port-switching',
      '--config',
      '../.next/serve.json',
      '--listen',
      `tcp://127.0.0.1:${port}`,
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const imageHost = await startImageHost();
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const rows = [];
    for (const route of routes.filter((r) => !only || only.includes(r.href))) {
      const results: LighthouseSummary[] = [];
      for (let run = 0; run < runs; run++) {
        results.push(
          await runLighthouse(`http://127.0.0.1:${port}${route.href}`, imageHost.chromeFlags),
        );
      }
      const m = (key: keyof Omit<LighthouseSummary, 'failing'>) =>
        median(results.map((r) => r[key]));
      const assets = routeAssets(route.href);
      const row = {
        route: route.href,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        seo: m('seo'),
        fcpMs: Math.round(m('fcp')),
        lcpMs: Math.round(m('lcp')),
        tbtMs: Math.round(m('tbt')),
        cls: Number(m('cls').toFixed(3)),
        speedIndexMs: Math.round(m('speedIndex')),
        transferKB: Number((m('transfer') / 1024).toFixed(1)),
        transferWithoutImageKB: Number((m('transferWithoutImage') / 1024).toFixed(1)),
        htmlGzipKB: Number((assets.html / 1024).toFixed(1)),
        jsGzipKB: Number((assets.js / 1024).toFixed(1)),
        cssGzipKB: Number((assets.css / 1024).toFixed(1)),
        fontsKB: Number((assets.fonts / 1024).toFixed(1)),
      };
      rows.push(row);
      console.log(
        `${route.href}: perf ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms`,
      );
    }

    const columns = Object.keys(rows[0]!) as (keyof (typeof rows)[number])[];
    const table = [
      `| ${columns.join(' | ')} |`,
      `| ${columns.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${columns.map((c) => row[c]).join(' | ')} |`),
    ].join('\n');
    const heading = `Median of ${runs} Lighthouse runs per route (mobile, simulated throttling), ${new Date().toISOString()}.`;
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results.json'),
      `${JSON.stringify({ runs, rows }, null, 2)}\n`,
    );
    writeFileSync(path.join(root, 'bench/results.md'), `${heading}\n\n${table}\n`);
    console.log(`\n${heading}\n\n${table}`);
  } finally {
    await imageHost.close();
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
