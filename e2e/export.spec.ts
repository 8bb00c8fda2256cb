/**
 * Gates over the exported files themselves: valid HTML, no broken links, safe outbound links,
 * search and sharing metadata cross-checked against content/, and each page's share card.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LinkChecker } from 'linkinator';
import { hologramOffer } from '../content/hologram-wire';
import { innerCircleTiers } from '../content/inner-circle';
import { routes } from '../content/navigation';
import { retreats } from '../content/retreats';
import { site } from '../content/site';
import { transformationPackages } from '../content/transformations';
import { priceAmount } from '../content/_lib/format';
import { absoluteUrl } from '../app/_lib/metadata';
import { attributeOf, elementsOf, textOf } from '../scripts/html';
import {
  exportedHtmlFiles,
  imageInfo,
  mainTextOf,
  outDir,
  pngText,
  readExport,
} from './support/export';
import { expect, test } from './support/test';

test('the Nu HTML Checker finds no errors in any exported page', () => {
  test.setTimeout(120_000);
  const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');
  let report = '';
  try {
    const args = ['-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', outDir];
    execFileSync('java', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // vnu exits non-zero when it reports errors; its JSON report is on stderr.
    report = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = report
    ? (
        JSON.parse(report) as {
          messages: { type: string; message: string; url: string; lastLine?: number }[];
        }
      ).messages
    : [];
  const errors = messages
    .filter((m) => m.type === 'error' && !/Trailing slash on void elements/.test(m.message))
    .map(
      (m) => `${path.relative(outDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`,
    );
  expect(errors).toEqual([]);
  expect(exportedHtmlFiles().length).toBeGreaterThanOrEqual(routes.length + 1);
});

test('no internal link or asset in the export is broken', async () => {
  test.setTimeout(120_000);
  const checker = new LinkChecker();
  const result = await checker.check({
    path: outDir,
    recurse: true,
    // Outside hosts cannot be reached from here; they are checked by their own rules below.
    linksToSkip: ['^(?!http://localhost)'],
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (from ${link.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(routes.length);
});

test.describe('search and sharing metadata', () => {
  for (const route of routes) {
    test(`${route.href} has its own title, description, canonical URL and sharing tags`, () => {
      const { title, meta, links, lang } = headOf(route.href);
      expect(title).toBe(route.href === '/' ? site.brand : `${route.title} · ${site.brand}`);
      const description = only(meta('description'), 'description');
      expect(description).toBe(route.description);
      expect(links('canonical')).toEqual([absoluteUrl(route.href)]);

      expect(meta('og:url')).toEqual([absoluteUrl(route.href)]);
      expect(meta('og:title')).toEqual([title]);
      expect(meta('og:description')).toEqual([route.description]);
      expect(meta('twitter:card')).toEqual(['summary_large_image']);

      expect(links('icon')).toHaveLength(1);
      expect(links('apple-touch-icon')).toHaveLength(1);
      expect(lang).toBe('en');
    });

    test(`${route.href} marks up offers in JSON-LD only at the prices it shows`, () => {
      const raw = JSON.stringify(jsonLd(route.href));
      expect(raw).not.toMatch(/"@type":"(Review|AggregateRating)"/);
      const text = mainTextOf(route.href);
      const prices = [...raw.matchAll(/"price":"(\d+)"/g)].map(([, price]) => price);
      expect(prices.length).toBe(pricedOffers[route.href as keyof typeof pricedOffers] ?? 0);
      for (const price of prices) {
        expect(text).toContain(`$${Number(price).toLocaleString('en-US')}`);
      }
    });
  }

  test('the 404 page is noindex and has no canonical URL', () => {
    const { meta, links } = headOf('404');
    expect(only(meta('robots'), 'robots')).toMatch(/noindex/);
    expect(links('canonical')).toEqual([]);
  });

  test('the sitemap lists exactly the routes, as their canonical URLs', () => {
    const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locs = elementsOf(xml)
      .filter((element) => element.tagName === 'loc')
      .map(textOf);
    expect(locs.sort()).toEqual(routes.map((r) => absoluteUrl(r.href)).sort());
  });

  test('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readFileSync(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-Agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test('the home page describes the advisor’s practice as JSON-LD', () => {
    const data = jsonLd('/');
    const service = data.find((d) => d['@type'] === 'ProfessionalService');
    expect(service).toMatchObject({
      name: site.brand,
      url: absoluteUrl('/'),
      telephone: site.phone.e164,
      founder: { '@type': 'Person', name: site.advisor },
    });
    // Its picture is the home page's share card, without the cache key the meta tag adds.
    const homeCard = new URL(only(headOf('/').meta('og:image'), 'og:image'));
    expect(service!.image).toBe(`${homeCard.origin}${homeCard.pathname}`);
  });
});

test.describe('share cards', () => {
  /** Feeds crop large previews from 1200×630; over 300 KB, some fetch no picture at all. */
  const maxBytes = 300 * 1024;

  for (const route of routes) {
    test(`${route.href} shares its own 1200×630 card, drawn with its title, named in its tags`, () => {
      const card = sharedCard(route.href);
      // The tags' type and size are the file's own: a PNG of 1200×630.
      expect([card.width, card.height]).toEqual(['1200', '630']);
      expect(imageInfo(card.bytes), card.image).toEqual({
        type: card.type,
        width: 1200,
        height: 630,
      });
      expect(card.bytes.length).toBeLessThanOrEqual(maxBytes);

      expect(card.twitterImage).toBe(card.image);
      expect(card.twitterAlt).toBe(card.alt);
      expect(card.alt).toMatch(/^Share card: /);
      expect(card.alt).toContain(card.name);

      // The card is drawn from the same words as the page's head: the PNG says which page it is.
      expect(pngText(card.bytes)).toEqual({ Title: card.name, Description: card.alt });
    });
  }

  test('every page’s card is a different picture, in a file of its own', () => {
    const cards = routes.map((route) => sharedCard(route.href));
    // Each PNG carries its page's alt text (checked above), so distinct alts mean distinct files.
    expect(new Set(cards.map((card) => card.alt)).size).toBe(routes.length);
  });

  test('the 404 page names a card that is in the export', () => {
    const image = only(headOf('404').meta('og:image'), 'og:image');
    expect(existsSync(exportedFileOf(image)), image).toBe(true);
  });
});

/** Items sold at a price in figures (not "By invitation"). */
const priced = (items: readonly { price: string }[]) =>
  items.filter((item) => priceAmount(item.price) !== null).length;
/** Pages that sell, and how many priced items each marks up as Offers. */
const pricedOffers = {
  '/retreats/': priced(retreats),
  '/transformations/': priced(transformationPackages),
  '/inner-circle/': priced(innerCircleTiers),
  '/hologram-wire/': priced([hologramOffer]),
};

/** The JSON-LD blocks of an exported page. */
function jsonLd(route: string): Record<string, unknown>[] {
  return elementsOf(readExport(route))
    .filter((element) => attributeOf(element, 'type') === 'application/ld+json')
    .map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);
}

/** An exported page's title, meta and link tags and its language, as a crawler reads them. */
function headOf(route: string) {
  const elements = elementsOf(readExport(route));
  const title = elements.find((element) => element.tagName === 'title');
  const tagged = (tag: string) => elements.filter((element) => element.tagName === tag);
  const html = tagged('html')[0];
  return {
    title: title ? textOf(title) : '',
    lang: html && attributeOf(html, 'lang'),
    meta: (key: string) =>
      tagged('meta')
        .filter((m) => (attributeOf(m, 'property') ?? attributeOf(m, 'name')) === key)
        .map((m) => attributeOf(m, 'content') ?? ''),
    links: (rel: string) =>
      tagged('link')
        .filter((link) => (attributeOf(link, 'rel') ?? '').split(/\s+/).includes(rel))
        .map((link) => attributeOf(link, 'href') ?? ''),
  };
}

/** The one value of a tag the page must carry exactly once. */
function only(values: string[], key: string): string {
  expect(values, `${key} occurs once`).toHaveLength(1);
  return values[0]!;
}

/** The exported file an absolute URL on the site's origin names (its query is a cache key). */
function exportedFileOf(url: string): string {
  const { origin, pathname } = new URL(url);
  expect(origin, `${url} is on the site's origin`).toBe(site.origin);
  return path.join(outDir, decodeURIComponent(pathname));
}

/** What a page's head says about its share card, and the bytes of the file it names. */
function sharedCard(route: string) {
  const { title, meta } = headOf(route);
  const suffix = ` · ${site.brand}`;
  const image = only(meta('og:image'), 'og:image');
  const file = exportedFileOf(image);
  expect(existsSync(file) && statSync(file).isFile(), `${image} is a file in out/`).toBe(true);
  return {
    /** The page's name: its <title> without the brand the layout appends. */
    name: title.endsWith(suffix) ? title.slice(0, -suffix.length) : title,
    image,
    twitterImage: only(meta('twitter:image'), 'twitter:image'),
    alt: only(meta('og:image:alt'), 'og:image:alt'),
    twitterAlt: only(meta('twitter:image:alt'), 'twitter:image:alt'),
    type: only(meta('og:image:type'), 'og:image:type'),
    width: only(meta('og:image:width'), 'og:image:width'),
    height: only(meta('og:image:height'), 'og:image:height'),
    file,
    bytes: readFileSync(file),
  };
}
