/**
 * `npm run bench`: builds the export, serves it with compression on 127.0.0.1 beside a reference
 * (the same pages with every script removed, made from out/), runs Lighthouse (mobile, simulated
 * throttling) five times on each route and on its reference, alternating, then measures the
 * visitor's first touch three times on a phone (tools/first-interaction.ts), and writes the
 * medians against the targets to bench/results.{json,md}, flagging every miss: timings, weights,
 * and any accessibility, best-practices or SEO score under 100, with the audits that failed.
 * Then, in the same run, the move to the next page with the speculation rules and without them
 * (tools/next-page.ts), and what nginx spends a request with the compressed copies and without
 * them (tools/nginx-load.ts).
 * `--no-build` reuses out/; `--runs N`; `--routes /,/about/`; `--only lighthouse,next-page,nginx`.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../../content/navigation';
import { applyEdits, attributeOf, elementsOf, spanOf, type Element } from '../../scripts/html';
import { isSpeculationRules } from '../../scripts/speculation-rules';
import { exportedHtmlFiles, outDir } from '../support/export';
import { startImageHost, type ImageHost } from './image-host';
import { routeAssets } from '../support/route-assets';
import { measureFirstInteraction, phone, type FirstInteraction } from './first-interaction';
import { runLighthouse, type LighthouseSummary } from './lighthouse';
import { holdMs, measureNextPages, type NextPageRow } from './next-page';
import { measureNginxLoad, nginxLoadUnavailable, type NginxLoadRow } from './nginx-load';

const root = path.resolve(__dirname, '../..');
const port = 4180;
const referencePort = 4181;
const withoutRulesPort = 4182;
/** Beside .next/serve.json, which the servers read for the site's headers. */
const referenceDir = path.join(root, '.next/bench-reference');
const withoutRulesDir = path.join(root, '.next/bench-without-rules');
const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    runs: { type: 'string', default: '5' },
    /** `--routes /,/about/` measures only those routes. */
    routes: { type: 'string' },
    /** `--only next-page,nginx` runs only those parts. */
    only: { type: 'string', default: 'lighthouse,next-page,nginx' },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number, not ${flags.runs}`);
const only = flags.routes?.split(',') ?? null;
const parts = flags.only.split(',');

const KB = 1024;
/** The frequency controller is the one page that is not a content page. */
const targets = {
  performance: 100,
  /** Lighthouse's scores that timing cannot change: anything under 100 is a fault to fix. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.1,
  tbtMs: 50,
  contentTbtMs: 0,
  cls: 0,
  contentJsKB: 0,
  transferWithoutImageKB: 100,
  fontsKB: 45,
  contentHtmlKB: 6,
  /** After the first touch: what a content page may fetch and block. */
  contentJsAfterTouchKB: 0,
  contentLongTasks: 0,
  /** The panel: from the Activate tap to its acknowledgement, and to "Pause". */
  acknowledgedMs: 100,
  pauseMs: 500,
};
const interactionRuns = 3;
const isContentPage = (href: string) => href !== '/frequency-controller/';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A copy of out/ with the elements `remove` picks taken out of every page. */
function copyWithout(dir: string, remove: (element: Element) => boolean) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  for (const file of exportedHtmlFiles()) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const removed = elementsOf(html).filter(remove);
    const stripped = applyEdits(
      html,
      removed.map((element) => ({ ...spanOf(element), text: '' })),
    );
    writeFileSync(path.join(dir, file), stripped);
  }
}

/** out/ as it would be with every script removed: the plain HTML the site is measured against. */
const makeReference = () =>
  copyWithout(
    referenceDir,
    (element) =>
      element.tagName === 'script' ||
      (element.tagName === 'link' && attributeOf(element, 'as') === 'script') ||
      (element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload'),
  );

/** out/ without its speculation rules (their hash left in the CSP, where it allows nothing). */
const makeWithoutRules = () => copyWithout(withoutRulesDir, isSpeculationRules);

/** A Markdown table of rows, their keys as the header. */
function markdownTable<Row extends object>(rows: Row[]): string {
  const columns = Object.keys(rows[0]!) as (keyof Row)[];
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((c) => row[c]).join(' | ')} |`),
  ].join('\n');
}

function serve(dir: string, listen: number): ChildProcess {
  // serve compresses responses with gzip, as a CDN would.
  return spawn(
    'npx',
    [
      'serve',
      path.relative(root, dir),
      '--no-clipboard',
      '--no-port-switching',
      '--config',
      path.relative(dir, path.join(root, '.next/serve.json')),
      '--listen',
      `tcp://127.0.0.1:${listen}`,
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

type Metric = keyof Omit<LighthouseSummary, 'failing'>;
type InteractionMetric = keyof FirstInteraction;

/** Lighthouse and the first touch on every route: the rows, and the Markdown that tells them. */
async function lighthouseSection(imageHost: ImageHost) {
  const rows = [];
  for (const route of routes.filter((r) => !only || only.includes(r.href))) {
    const site: LighthouseSummary[] = [];
    const reference: LighthouseSummary[] = [];
    // Alternating spreads the machine's slow moments over both.
    for (let run = 0; run < runs; run++) {
      site.push(
        await runLighthouse(`http://127.0.0.1:${port}${route.href}`, imageHost.chromeFlags),
      );
      reference.push(
        await runLighthouse(
          `http://127.0.0.1:${referencePort}${route.href}`,
          imageHost.chromeFlags,
        ),
      );
    }
    const m = (key: Metric) => median(site.map((r) => r[key]));
    const failingAudits = [...new Set(site.flatMap((r) => r.failing))];
    const content = isContentPage(route.href);
    const touches = await measureFirstInteraction(
      `http://127.0.0.1:${port}${route.href}`,
      interactionRuns,
      imageHost.chromeFlags,
    );
    const t = (key: InteractionMetric) =>
      touches.every((touch) => touch[key] !== undefined)
        ? median(touches.map((touch) => touch[key]!))
        : null;
    const row = {
      route: route.href,
      performance: m('performance'),
      lcpMs: Math.round(m('lcp')),
      referenceLcpMs: Math.round(median(reference.map((r) => r.lcp))),
      lcpRatio: Number((m('lcp') / median(reference.map((r) => r.lcp))).toFixed(2)),
      tbtMs: Math.round(m('tbt')),
      // The plain page's TBT: what the machine's own noise adds to every run.
      referenceTbtMs: Math.round(median(reference.map((r) => r.tbt))),
      cls: Number(m('cls').toFixed(3)),
      jsWhileLoadingKB: Number((m('scriptTransfer') / KB).toFixed(1)),
      transferWithoutImageKB: Number((m('transferWithoutImage') / KB).toFixed(1)),
      fontsKB: Number((m('fontTransfer') / KB).toFixed(1)),
      fcpMs: Math.round(m('fcp')),
      htmlGzipKB: Number((routeAssets(route.href).html / KB).toFixed(1)),
      jsPrefetchedKB: Number((t('jsBeforeTouchBytes')! / KB).toFixed(1)),
      jsAfterTouchKB: Number((t('jsAfterTouchBytes')! / KB).toFixed(1)),
      longTasksAfterTouch: t('longTasks'),
      longestTaskAfterTouchMs: t('longestTaskMs'),
      tapToAcknowledgedMs: t('tapToAcknowledgedMs'),
      tapToPauseMs: t('tapToPauseMs'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      misses: '',
    };
    const scoreMisses = (['accessibility', 'bestPractices', 'seo'] as const).filter(
      (category) => row[category] < targets[category],
    );
    const misses = [
      row.performance < targets.performance && `perf ${row.performance}`,
      ...scoreMisses.map((category) => `${category} ${row[category]}`),
      scoreMisses.length > 0 && `failing audits: ${failingAudits.join('; ')}`,
      row.lcpRatio > targets.lcpRatio && `LCP ${row.lcpRatio}× reference`,
      row.tbtMs > (content ? targets.contentTbtMs : targets.tbtMs) && `TBT ${row.tbtMs} ms`,
      row.cls > targets.cls && `CLS ${row.cls}`,
      content && row.jsWhileLoadingKB > targets.contentJsKB && `JS ${row.jsWhileLoadingKB} KB`,
      content &&
        row.transferWithoutImageKB > targets.transferWithoutImageKB &&
        `transfer ${row.transferWithoutImageKB} KB`,
      row.fontsKB > targets.fontsKB && `fonts ${row.fontsKB} KB`,
      content && row.htmlGzipKB > targets.contentHtmlKB && `HTML ${row.htmlGzipKB} KB`,
      content &&
        row.jsAfterTouchKB > targets.contentJsAfterTouchKB &&
        `JS after touch ${row.jsAfterTouchKB} KB`,
      content &&
        row.longTasksAfterTouch! > targets.contentLongTasks &&
        `${row.longTasksAfterTouch} long tasks after touch`,
      row.tapToAcknowledgedMs !== null &&
        row.tapToAcknowledgedMs > targets.acknowledgedMs &&
        `acknowledged after ${row.tapToAcknowledgedMs} ms`,
      row.tapToPauseMs !== null &&
        row.tapToPauseMs > targets.pauseMs &&
        `Pause after ${row.tapToPauseMs} ms`,
    ].filter(Boolean);
    row.misses = misses.join(', ') || 'none';
    rows.push(row);
    console.log(
      `${route.href}: perf ${row.performance}, LCP ${row.lcpMs} ms (${row.lcpRatio}× ${row.referenceLcpMs} ms), TBT ${row.tbtMs} ms; misses: ${row.misses}`,
    );
  }

  const heading =
    `Median of ${runs} Lighthouse runs per route and per reference (the route with every script removed), mobile, simulated throttling, ${new Date().toISOString()}; ` +
    `then median of ${interactionRuns} first touches on a ${phone.viewport.width}×${phone.viewport.height} touch phone (${phone.cpuSlowdown}× CPU, ${phone.latencyMs} ms RTT, ${phone.downloadBitsPerSecond / 1e6} Mbps, idle ${phone.idleAfterLoadMs / 1000} s after load): ` +
    `a content page is scrolled with a finger; the panel gets a tap on 963 Hz and ${phone.betweenTapsMs} ms later one on Activate.`;
  const goals =
    `Targets: perf ${targets.performance}; accessibility, best practices and SEO 100; ` +
    `LCP ≤ ${targets.lcpRatio}× reference; ` +
    `TBT ≤ ${targets.tbtMs} ms (content pages ${targets.contentTbtMs}); CLS ${targets.cls}; ` +
    `content pages ${targets.contentJsKB} B of JS while loading and ≤ ` +
    `${targets.transferWithoutImageKB} KB without the home photograph; fonts ≤ ${targets.fontsKB} KB; ` +
    `content pages ≤ ${targets.contentHtmlKB} KB of gzip HTML and, after the first touch, ${targets.contentJsAfterTouchKB} B of JS and ${targets.contentLongTasks} long tasks; ` +
    `the panel's Activate acknowledged within ${targets.acknowledgedMs} ms and reading Pause within ${targets.pauseMs} ms.`;
  const missed = rows.filter((row) => row.misses !== 'none').length;
  const verdict = missed
    ? `${missed} of ${rows.length} routes miss a target.`
    : 'Every target met.';
  return { rows, markdown: `${heading}\n\n${goals}\n\n${markdownTable(rows)}\n\n${verdict}` };
}

/** The next page with the speculation rules and without them, on the phone and on desktop. */
async function nextPageSection(imageHost: ImageHost) {
  makeWithoutRules();
  const server = serve(withoutRulesDir, withoutRulesPort);
  try {
    await waitFor(`http://127.0.0.1:${withoutRulesPort}/`);
    const rows = await measureNextPages(port, withoutRulesPort, imageHost.chromeFlags);
    const heading =
      `Click → next page's first contentful paint, median of 5 each, the rules and no rules alternating: ` +
      `from the home page, its link held ${holdMs} ms (hovered on desktop at 1280×800, pressed on the phone) then clicked. ` +
      `Phone: ${phone.viewport.width}×${phone.viewport.height}, ${phone.cpuSlowdown}× CPU, a ${phone.latencyMs} ms round trip and ${phone.downloadBitsPerSecond / 1e6} Mbps for every request, the browser's own included.`;
    return { rows, markdown: `${heading}\n\n${markdownTable(rows)}` };
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

/** What nginx spends a request, with the compressed copies beside the files and without. */
async function nginxSection() {
  const unavailable = nginxLoadUnavailable();
  if (unavailable) {
    console.warn(`nginx's cost a request is NOT measured: ${unavailable}.`);
    return { rows: [], markdown: `nginx's cost a request was not measured: ${unavailable}.` };
  }
  const rows: NginxLoadRow[] = await measureNginxLoad();
  const heading =
    'nginx (the generated configuration in a bare nginx.conf, one process) under wrk over HTTPS: ' +
    '16 keep-alive connections for 8 s per address, asking as a browser does (gzip, deflate, br, zstd); ' +
    'its CPU time over the requests answered.';
  return { rows, markdown: `${heading}\n\n${markdownTable(rows)}` };
}

async function main() {
  if (!flags['no-build']) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  makeReference();
  const servers = [serve(outDir, port), serve(referenceDir, referencePort)];
  const imageHost = await startImageHost();
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    await waitFor(`http://127.0.0.1:${referencePort}/`);
    const lighthouse = parts.includes('lighthouse') ? await lighthouseSection(imageHost) : null;
    const nextPage: { rows: NextPageRow[]; markdown: string } | null = parts.includes('next-page')
      ? await nextPageSection(imageHost)
      : null;
    const nginx = parts.includes('nginx') ? await nginxSection() : null;
    const markdown = [lighthouse, nextPage, nginx].flatMap((part) => part?.markdown ?? []);
    mkdirSync(path.join(root, 'bench'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results.json'),
      `${JSON.stringify(
        {
          runs,
          targets,
          rows: lighthouse?.rows ?? [],
          nextPage: nextPage?.rows ?? [],
          nginx: nginx?.rows ?? [],
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(path.join(root, 'bench/results.md'), `${markdown.join('\n\n')}\n`);
    console.log(`\n${markdown.join('\n\n')}`);
  } finally {
    await imageHost.close();
    for (const server of servers) if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
