/**
 * The move to the next page, as the bench measures it: on the home page a link is held 300 ms
 * (a mouse over it, or a finger on it) and then clicked, and the time runs from the click event
 * to the next page's first contentful paint, both on the browser's one clock. The links lead to
 * a content page (prerendered under the speculation rules) and to the panel's page (prefetched);
 * each is measured on the export and on the same export without its rules, alternating, in a
 * fresh profile every time. The phone's network is a slow link in front of the server
 * (tools/slow-link.ts), so what the browser fetches ahead is slowed as a phone's would be.
 *
 * Puppeteer drives Chromium here: under Playwright's session Chromium refuses to prerender.
 */
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../support/system';
import { phone } from './first-interaction';
import { startSlowLink, type LinkSpeed } from './slow-link';

export const holdMs = 300;
const runsEach = 5;
/** The home page links to both kinds of page in its main content. */
const from = '/';
export const nextPages = { content: '/inner-circle/', panel: '/frequency-controller/' };

interface Device {
  viewport: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean };
  cpuSlowdown: number;
  link?: LinkSpeed;
}

export const devices: Record<'phone' | 'desktop', Device> = {
  phone: {
    viewport: { ...phone.viewport, isMobile: true, hasTouch: true },
    cpuSlowdown: phone.cpuSlowdown,
    link: {
      latencyMs: phone.latencyMs,
      downloadBitsPerSecond: phone.downloadBitsPerSecond,
      uploadBitsPerSecond: phone.uploadBitsPerSecond,
    },
  },
  desktop: { viewport: { width: 1280, height: 800 }, cpuSlowdown: 1 },
};

export type Delivery = 'prerendered' | 'prefetched' | 'fetched';

interface NextPaint {
  clickToPaintMs: number;
  delivery: Delivery;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the next page says once it is shown and painted, or null before. */
const shownExpression = `(() => {
  if (document.prerendering || document.visibilityState !== 'visible') return null;
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (!paint) return null;
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    paintAt: performance.timeOrigin + Math.max(paint.startTime, navigation.activationStart),
    activationStart: navigation.activationStart,
    deliveryType: navigation.deliveryType,
  };
})()`;

/** The next page, asked through a session of its own: the tab changes target on activation. */
async function whenShown(context: BrowserContext, url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const target of context.targets()) {
      if (target.type() !== 'page' || target.url() !== url) continue;
      const session = await target.createCDPSession().catch(() => null);
      if (!session) continue;
      const answer = await session
        .send('Runtime.evaluate', { expression: shownExpression, returnByValue: true })
        .catch(() => null);
      await session.detach().catch(() => undefined);
      const shown = answer?.result.value as
        { paintAt: number; activationStart: number; deliveryType: string } | null | undefined;
      if (shown) return shown;
    }
    await sleep(100);
  }
  throw new Error(`${url} was not shown within 30 s`);
}

async function measureOnce(
  browser: Browser,
  origin: string,
  to: string,
  device: Device,
): Promise<NextPaint> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(device.viewport);
    if (device.cpuSlowdown > 1) await page.emulateCPUThrottling(device.cpuSlowdown);
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 500 });
    const clicked = new Promise<number>((resolve) =>
      page.on('console', (message) => {
        const [tag, at] = message.text().split(' ');
        if (tag === 'bench-click') resolve(Number(at));
      }),
    );
    await page.evaluate(() =>
      addEventListener(
        'click',
        (event) => console.debug('bench-click', performance.timeOrigin + event.timeStamp),
        true,
      ),
    );
    const link = (await page.$(`main a[href="${to}"]`))!;
    await link.scrollIntoView();
    const box = (await link.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A prerendered page replaces the tab's target as it is shown, before the release returns.
    const released = (error: Error) => {
      if (error.name !== 'TargetCloseError') throw error;
    };
    if (device.viewport.hasTouch) {
      const touch = await page.touchscreen.touchStart(x, y);
      await sleep(holdMs);
      await touch.end().catch(released);
    } else {
      await page.mouse.move(x, y);
      await sleep(holdMs);
      await page.mouse.click(x, y).catch(released);
    }
    const clickAt = await clicked;
    const shown = await whenShown(context, `${origin}${to}`);
    return {
      clickToPaintMs: Math.round(shown.paintAt - clickAt),
      delivery:
        shown.activationStart > 0
          ? 'prerendered'
          : shown.deliveryType === 'navigational-prefetch'
            ? 'prefetched'
            : 'fetched',
    };
  } finally {
    await context.close();
  }
}

export interface NextPageRow {
  device: keyof typeof devices;
  page: string;
  /** Median click → paint with the rules, how the page came, and the same without them. */
  withRulesMs: number;
  withRules: string;
  withoutRulesMs: number;
  withoutRules: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** "prerendered 5/5": how each run's page came. */
const deliveries = (runs: NextPaint[]) =>
  [...new Set(runs.map((run) => run.delivery))]
    .map((kind) => `${kind} ${runs.filter((run) => run.delivery === kind).length}/${runs.length}`)
    .join(', ');

/** Both devices, both pages, with the rules (`withRulesPort`) and without (`withoutRulesPort`). */
export async function measureNextPages(
  withRulesPort: number,
  withoutRulesPort: number,
  chromeFlags: string[] = [],
): Promise<NextPageRow[]> {
  const browser = await puppeteer.launch({
    executablePath: findChromium() ?? undefined,
    args: [...chromiumArgs, ...chromeFlags],
    headless: true,
  });
  const rows: NextPageRow[] = [];
  try {
    for (const [name, device] of Object.entries(devices) as [keyof typeof devices, Device][]) {
      const links = await Promise.all(
        [withRulesPort, withoutRulesPort].map((port) =>
          device.link ? startSlowLink(port, device.link) : { port, close: async () => {} },
        ),
      );
      const [withRules, withoutRules] = links.map((link) => `http://127.0.0.1:${link.port}`);
      try {
        for (const to of Object.values(nextPages)) {
          const runs: Record<'with' | 'without', NextPaint[]> = { with: [], without: [] };
          // Alternating spreads the machine's slow moments over both.
          for (let run = 0; run < runsEach; run++) {
            runs.with.push(await measureOnce(browser, withRules!, to, device));
            runs.without.push(await measureOnce(browser, withoutRules!, to, device));
          }
          rows.push({
            device: name,
            page: to,
            withRulesMs: median(runs.with.map((r) => r.clickToPaintMs)),
            withRules: deliveries(runs.with),
            withoutRulesMs: median(runs.without.map((r) => r.clickToPaintMs)),
            withoutRules: deliveries(runs.without),
          });
        }
      } finally {
        await Promise.all(links.map((link) => link.close()));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
